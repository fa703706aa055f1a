import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { type BillingChoice, billingChoiceAtom } from '@/entities/billing';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { billingStatusFactory, pricingPlansFactory, userFactory } from '@/shared/lib/test';
import { PricingPage } from './pricing-page.tsx';

const STORAGE_KEY = 'tapetv.billing-choice';

/**
 * How the server behaves (`parameters.server`): it answers the catalogue's plans (Free,
 * Pro highlighted, Pro Plus); never answers; or refuses once. `parameters.reader` is who reads the page:
 * a visitor (default), a free member or a pro member on Pro; `parameters.choice` what local
 * storage held before.
 */
type Server = 'answers' | 'pending' | 'failing-once';
type Reader = 'visitor' | 'free-member' | 'pro-member';
interface StoryParameters {
  server?: Server;
  reader?: Reader;
  choice?: BillingChoice;
}

const seen: SeenRequest[] = [];

function answerPlans({ parameters }: { parameters: StoryParameters }) {
  const server = parameters.server ?? 'answers';
  const reader = parameters.reader ?? 'visitor';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/billing/subscription')
      return Response.json(
        reader === 'pro-member'
          ? billingStatusFactory()
          : billingStatusFactory({ isPro: false, subscription: null }),
      );
    if (method !== 'GET' || url.pathname !== '/api/pricingPlans') return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'Billing is not available. Try again in a minute.');
    }
    return Response.json(pricingPlansFactory());
  }, seen);
}

/** Where a choice leads: a stand-in page that names the address. */
function Opened() {
  return <p>Opened {useLocation().pathname}</p>;
}

const storedChoice = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

const meta = {
  title: 'web/billing/PricingPage',
  component: PricingPage,
  decorators: [
    atAddress('/pricing', (store, parameters: StoryParameters) => {
      const reader = parameters.reader ?? 'visitor';
      store.set(authStatusAtom, reader === 'visitor' ? 'visitor' : 'member');
      if (reader !== 'visitor')
        store.set(viewerAtom, userFactory({ isPro: reader === 'pro-member' }));
      // What an earlier visit stored (yearly, nothing chosen, unless the story says otherwise).
      store.set(billingChoiceAtom, parameters.choice ?? { planId: null, yearly: true });
    }),
  ],
  beforeEach: answerPlans,
  render: () => (
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="*" element={<Opened />} />
    </Routes>
  ),
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: yearly by default (the spec), each plan's yearly price and saving, Pro marked as the
 * most popular, the free plan a way to sign up.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const pro = within(await canvas.findByRole('article', { name: 'Pro' }));
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    // The best saving of a year over twelve months: Pro's, $50.88 of $299.88.
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();

    await expect(pro.getByText('Most popular')).toBeVisible();
    await expect(pro.getByText('$249')).toBeVisible();
    await expect(pro.getByText('/ year')).toBeVisible();
    await expect(pro.getByText('$20.75 a month, save $50.88 (17%) a year')).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Choose plan' })).toBeEnabled();

    const plus = within(canvas.getByRole('article', { name: 'Pro Plus' }));
    await expect(plus.getByText('$599')).toBeVisible();
    await expect(plus.queryByText('Most popular')).toBeNull();

    const free = within(canvas.getByRole('article', { name: 'Free' }));
    await expect(free.getByText('$0')).toBeVisible();
    await expect(free.getByRole('button', { name: 'Create free account' })).toBeEnabled();
    // A visitor's plan is not asked for.
    await expect(requestsTo(seen, '/api/billing/subscription')).toHaveLength(0);
  },
};

/** Monthly: the monthly prices; the flag is stored, so the checkout and a reload keep it. */
export const ToggledMonthly: Story = {
  play: async ({ canvas, userEvent }) => {
    const pro = within(await canvas.findByRole('article', { name: 'Pro' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(pro.getByText('$24.99')).toBeVisible();
    await expect(pro.getByText('/ month')).toBeVisible();
    await expect(pro.getByText('Save 17% with yearly billing')).toBeVisible();
    await expect(storedChoice()).toEqual({ planId: null, yearly: false });
  },
};

/** Choosing Pro stores the plan with the cycle shown and opens the checkout. */
export const ChoosePro: Story = {
  play: async ({ canvas, userEvent }) => {
    const pro = within(await canvas.findByRole('article', { name: 'Pro' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(pro.getByRole('button', { name: 'Choose plan' }));
    await expect(await canvas.findByText('Opened /checkout')).toBeVisible();
    await expect(storedChoice()).toEqual({ planId: 2, yearly: false });
  },
};

/** The free plan is a visitor's way to sign up. */
export const FreeLeadsToSignUp: Story = {
  play: async ({ canvas, userEvent }) => {
    const free = within(await canvas.findByRole('article', { name: 'Free' }));
    await userEvent.click(free.getByRole('button', { name: 'Create free account' }));
    await expect(await canvas.findByText('Opened /register')).toBeVisible();
    await expect(storedChoice()).toEqual({ planId: null, yearly: true });
  },
};

/** A plan chosen earlier and not paid for says so; choosing it again goes back to the checkout. */
export const ChosenBefore: Story = {
  parameters: { choice: { planId: 3, yearly: false } },
  play: async ({ canvas }) => {
    const plus = within(await canvas.findByRole('article', { name: 'Pro Plus' }));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(plus.getByRole('button', { name: 'Current choice' })).toBeEnabled();
  },
};

/** A free member: the free plan is theirs, and leads nowhere. */
export const FreeMember: Story = {
  parameters: { reader: 'free-member' },
  play: async ({ canvas }) => {
    const free = within(await canvas.findByRole('article', { name: 'Free' }));
    await expect(free.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await waitFor(() => expect(requestsTo(seen, '/api/billing/subscription')).toHaveLength(1));
    await expect(
      within(canvas.getByRole('article', { name: 'Pro' })).getByRole('button', {
        name: 'Choose plan',
      }),
    ).toBeEnabled();
  },
};

/** A pro member on Pro: their plan is marked, with the way to manage it in their settings. */
export const ProMember: Story = {
  parameters: { reader: 'pro-member' },
  play: async ({ canvas }) => {
    const pro = within(await canvas.findByRole('article', { name: 'Pro' }));
    await expect(await pro.findByRole('button', { name: 'Your plan' })).toBeDisabled();
    await expect(
      canvas.getByRole('link', { name: 'Manage your plan in settings' }),
    ).toHaveAttribute('href', '/profile/dana/setting');
    const free = within(canvas.getByRole('article', { name: 'Free' }));
    await expect(free.getByRole('button', { name: 'Included with every account' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the plans' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    // Yearly is shown from the start; it can be switched once the plans are in.
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
  },
};

/** A failed load says what happened; Try again loads the plans. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The plans could not be loaded');
    await expect(alert).toHaveTextContent('Billing is not available. Try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Pro' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(requestsTo(seen, '/api/pricingPlans')).toHaveLength(2);
  },
};

/** On a phone the cards stack and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const free = await canvas.findByRole('article', { name: 'Free' });
    const pro = canvas.getByRole('article', { name: 'Pro' });
    await expect(pro.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      free.getBoundingClientRect().bottom,
    );
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Pro Plus' })).toBeVisible();
  },
};
