import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { orderFactory, subscriptionFactory, userFactory } from '@/shared/lib/test';
import { CheckoutThankYouPage } from './checkout-thank-you-page.tsx';

/**
 * How `GET /api/checkout/orders/12` behaves (`parameters.server`): paid (with the test card, VAT
 * in the UK); pending for good (Stripe's confirmation has not come); pending once, then paid;
 * declined; not found (404); or failing once. `parameters.reader` is a member in New York
 * (default, not pro yet) or a visitor.
 */
type Server = 'paid' | 'pending' | 'pending-then-paid' | 'declined' | 'missing' | 'failing-once';
interface StoryParameters {
  server?: Server;
  reader?: 'member' | 'visitor';
}

const ORDER_PATH = '/api/checkout/orders/12';
const seen: SeenRequest[] = [];

const paidOrder = orderFactory({
  id: 12,
  cycle: 'yearly',
  subtotalCents: 24900,
  taxCents: 4980,
  taxLabel: 'VAT 20%',
  totalCents: 29880,
  cardLast4: '4242',
  // Just after midnight UTC: still the 26th in New York.
  subscription: subscriptionFactory({ id: 7, currentPeriodEnd: '2027-11-27T03:00:00.000Z' }),
});

function answerOrder({ parameters }: { parameters: StoryParameters }) {
  const server = parameters.server ?? 'paid';
  let pendingAnswers = server === 'pending-then-paid' ? 1 : 0;
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/userdata')
      return Response.json(userFactory({ isPro: true, timeZone: 'America/New_York' }));
    if (method !== 'GET' || url.pathname !== ORDER_PATH) return undefined;
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'Orders are not available. Try again in a minute.');
    }
    if (server === 'missing') return refusal(404, 'No such order.');
    if (server === 'declined')
      return Response.json({ ...paidOrder, status: 'declined', subscription: null });
    if (server === 'pending' || pendingAnswers > 0) {
      pendingAnswers -= 1;
      return Response.json({
        ...paidOrder,
        status: 'pending',
        cardLast4: null,
        subscription: null,
      });
    }
    return Response.json(paidOrder);
  }, seen);
}

const meta = {
  title: 'web/billing/CheckoutThankYouPage',
  component: CheckoutThankYouPage,
  decorators: [
    atAddress('/checkout/thank-you?order=12', (store, parameters: StoryParameters) => {
      const reader = parameters.reader ?? 'member';
      store.set(authStatusAtom, reader);
      if (reader === 'member')
        store.set(viewerAtom, userFactory({ isPro: false, timeZone: 'America/New_York' }));
    }),
  ],
  beforeEach: answerOrder,
  render: () => (
    <Routes>
      <Route path="/checkout/thank-you" element={<CheckoutThankYouPage />} />
    </Routes>
  ),
} satisfies Meta<typeof CheckoutThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Paid: the welcome, the plan and cycle, what was paid with its tax, the card, the renewal day
 * in the member's zone, and where to go next. The member's data is loaded again (now pro).
 */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to TapeTV Pro' }),
    ).toBeVisible();
    const facts = () =>
      canvas
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // The renewal is the day in the member's zone (New York), before and after their data is
    // loaded again now they are pro.
    await waitFor(() => expect(requestsTo(seen, '/api/userdata')).toHaveLength(1));
    await waitFor(() =>
      expect(facts()).toEqual([
        ['Plan', 'Pro'],
        ['Billing', 'Yearly'],
        ['Total paid', '$298.80 incl. VAT 20% $49.80'],
        ['Card', 'Ending in 4242'],
        ['Renews on', 'November 26, 2027'],
      ]),
    );
    await expect(canvas.getByRole('link', { name: 'See the pro picks' })).toHaveAttribute(
      'href',
      '/pro-picks',
    );
    await expect(
      canvas.getByRole('link', { name: 'Manage your plan in settings' }),
    ).toHaveAttribute('href', '/profile/dana/setting');
    await expect(requestsTo(seen, ORDER_PATH)).toHaveLength(1);
  },
};

/** Stripe's confirmation has not reached the server: the page says so and asks again. */
export const Pending: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirming your payment…')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/waiting for the payment provider/);
    await waitFor(() => expect(requestsTo(seen, ORDER_PATH)).toHaveLength(2), { timeout: 5000 });
    await expect(requestsTo(seen, '/api/userdata')).toHaveLength(0);
  },
};

/** The confirmation comes in while the page waits: the welcome follows. */
export const PendingThenPaid: Story = {
  parameters: { server: 'pending-then-paid' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirming your payment…')).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Welcome to TapeTV Pro' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(seen, '/api/userdata')).toHaveLength(1));
  },
};

/** Stripe refused the card: nothing charged, and the way back to the checkout. */
export const Declined: Story = {
  parameters: { server: 'declined' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your payment did not go through')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

/** Another member's order, or none. */
export const NotFound: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

/** A failed load says what happened; Try again loads the order. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your order could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to TapeTV Pro' }),
    ).toBeVisible();
  },
};

/** A visitor (logged out since paying): a plain thank-you, the way to log in and to the plans. */
export const Visitor: Story = {
  parameters: { reader: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Thank you for your interest in TapeTV')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/checkout/thank-you?order=12')}`,
    );
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(seen).toHaveLength(0);
  },
};

/** No order in the address: a plain thank-you. */
export const NoOrder: Story = {
  parameters: { url: '/checkout/thank-you' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Thank you for your interest in TapeTV')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
    await expect(seen).toHaveLength(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Welcome to TapeTV Pro' });
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ending in 4242')).toBeVisible();
  },
};
