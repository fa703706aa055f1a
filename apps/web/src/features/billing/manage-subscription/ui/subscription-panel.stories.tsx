import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BillingStatus, Subscription } from '@/entities/billing';
import { formatBillingDate } from '@/entities/billing';
import { viewerAtom } from '@/entities/session';
import {
  fakeServer,
  inColumn,
  refusal,
  requestsTo,
  type SeenRequest,
  withStore,
} from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { SubscriptionPanel } from './subscription-panel.tsx';

const seen: SeenRequest[] = [];

const active: Subscription = {
  id: 7,
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  cycle: 'yearly',
  status: 'active',
  provider: 'test',
  currentPeriodEnd: '2027-11-27T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  startedAt: '2026-11-27T10:00:00.000Z',
};

/** The period's end as the panel words it (the browser's locale, the member's zone). */
const periodEnd = formatBillingDate(active.currentPeriodEnd, 'Europe/London');

/** A fake billing server holding one member's subscription, as the real one changes it. */
function billingServer(start: BillingStatus, refuseCancel = false) {
  let billing = start;
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/billing/subscription')
      return Response.json(billing);
    if (method === 'POST' && url.pathname === '/api/billing/subscription/cancel') {
      if (refuseCancel || !billing.subscription)
        return refusal(409, 'Your subscription already ends on 27 November 2027.');
      billing = { ...billing, subscription: { ...billing.subscription, cancelAtPeriodEnd: true } };
      return Response.json(billing.subscription);
    }
    if (method === 'POST' && url.pathname === '/api/billing/subscription/resume') {
      if (!billing.subscription) return refusal(404, 'You have no active subscription.');
      billing = { ...billing, subscription: { ...billing.subscription, cancelAtPeriodEnd: false } };
      return Response.json(billing.subscription);
    }
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/SubscriptionPanel',
  component: SubscriptionPanel,
  decorators: [
    inColumn,
    withStore((store) => store.set(viewerAtom, userFactory({ timeZone: 'Europe/London' }))),
  ],
} satisfies Meta<typeof SubscriptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free member: the plan says so and offers the upgrade. */
export const FreePlan: Story = {
  beforeEach: () => billingServer({ isPro: false, subscription: null }),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Subscription' });
    await expect(await within(panel).findByText('You are on the free plan.')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

/** A pro member cancels: a confirmation first, then the end date; then takes it back. */
export const CancelThenKeep: Story = {
  beforeEach: () => billingServer({ isPro: true, subscription: active }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: /Subscription/ });
    await expect(
      await within(panel).findByText(`Your Pro plan, billed yearly, renews on ${periodEnd}.`),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cancel your subscription?',
    });
    await expect(dialog).toHaveTextContent(`You keep pro until ${periodEnd}`);
    await expect(requestsTo(seen, '/api/billing/subscription/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Your subscription will not renew.',
    );
    await expect(panel).toHaveTextContent(`Your Pro plan ends on ${periodEnd}.`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep my subscription' }));
    await expect(
      await within(panel).findByText(new RegExp(`renews on ${periodEnd}`)),
    ).toBeVisible();
    await expect(requestsTo(seen, '/api/billing/subscription/resume')).toHaveLength(1);
  },
};

/** A subscription that already ends: the end date and the way back to it. */
export const EndsAtPeriodEnd: Story = {
  beforeEach: () =>
    billingServer({ isPro: true, subscription: { ...active, cancelAtPeriodEnd: true } }),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: /Subscription/ });
    await expect(
      await within(panel).findByText(
        `Your Pro plan ends on ${periodEnd}. It will not renew; you keep pro until then.`,
      ),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
  },
};

/** An ended subscription: when it ended, and the upgrade again. */
export const Ended: Story = {
  beforeEach: () =>
    billingServer({ isPro: false, subscription: { ...active, status: 'canceled' } }),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Subscription' });
    await expect(
      await within(panel).findByText(`Your Pro plan ended on ${periodEnd}.`),
    ).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  },
};

/** The server refuses the cancellation: its message is shown and nothing changes. */
export const CancelRefused: Story = {
  beforeEach: () => billingServer({ isPro: true, subscription: active }, true),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: /Subscription/ });
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Cancel subscription' }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your subscription already ends on 27 November 2027.',
    );
    await expect(panel).toHaveTextContent(`renews on ${periodEnd}`);
  },
};

/** The subscription cannot be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  beforeEach: () =>
    fakeServer(({ url }) =>
      url.pathname === '/api/billing/subscription'
        ? refusal(503, 'The server is busy. Try again.')
        : undefined,
    ),
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Subscription' });
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The server is busy. Try again.',
    );
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
