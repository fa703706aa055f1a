import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { billingStatusAtom, loadBillingStatusAtom } = await import('@/entities/billing');
const { changeSubscriptionAtom } = await import('./subscription.atoms.ts');
const { subscriptionSentence } = await import('../ui/subscription-panel.tsx');

const active = {
  id: 7,
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  cycle: 'monthly' as const,
  status: 'active' as const,
  provider: 'test' as const,
  currentPeriodEnd: '2026-03-29T00:30:00.000Z',
  cancelAtPeriodEnd: false,
  startedAt: '2026-02-28T00:30:00.000Z',
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('the member’s subscription', () => {
  it('shows a cancellation only once the server has it, and gives its refusal', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ isPro: true, subscription: active });
    await store.set(loadBillingStatusAtom);
    post.mockResolvedValueOnce({ ...active, cancelAtPeriodEnd: true });
    expect(await store.set(changeSubscriptionAtom, 'cancel')).toEqual({
      ok: true,
      message: 'Your subscription will not renew.',
    });
    expect(post).toHaveBeenCalledWith('/api/billing/subscription/cancel');
    expect(store.get(billingStatusAtom).billing?.subscription?.cancelAtPeriodEnd).toBe(true);

    post.mockRejectedValueOnce(
      new ApiError(409, { code: 'CONFLICT', message: 'Not canceling.' }, 'Not canceling.'),
    );
    expect(await store.set(changeSubscriptionAtom, 'resume')).toMatchObject({
      ok: false,
      message: 'Not canceling.',
    });
    expect(post).toHaveBeenLastCalledWith('/api/billing/subscription/resume');
    expect(store.get(billingStatusAtom).billing?.subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('says the renewal day in the member’s own zone, across a daylight-saving change', () => {
    // 00:30 UTC on 29 March is still the 28th in New York and already the 29th in London (BST).
    expect(subscriptionSentence(active, 'America/New_York', 'en-GB')).toBe(
      'Your Pro plan, billed monthly, renews on 28 March 2026.',
    );
    expect(subscriptionSentence(active, 'Europe/London', 'en-GB')).toBe(
      'Your Pro plan, billed monthly, renews on 29 March 2026.',
    );
    expect(subscriptionSentence({ ...active, cancelAtPeriodEnd: true }, 'UTC', 'en-GB')).toBe(
      'Your Pro plan ends on 29 March 2026. It will not renew; you keep pro until then.',
    );
    expect(subscriptionSentence({ ...active, status: 'expired' }, 'UTC', 'en-GB')).toBe(
      'Your Pro plan ended on 29 March 2026: its renewal could not be paid.',
    );
  });
});
