import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billingChoiceAtom } from '@/entities/billing';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { deferred, userFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { checkoutAttemptAtom, leaveForPaymentAtom, payAtom, resetCheckoutAttemptAtom } =
  await import('./checkout.atoms.ts');

const CARD = {
  name: 'Dana Demo',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
};
const ORDER = { planId: 2, cycle: 'yearly', country: 'GB' } as const;

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, body, String(body.message));

function memberStore() {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ isPro: false }));
  store.set(billingChoiceAtom, { planId: 2, yearly: true });
  return store;
}

/** The idempotency key each POST /api/checkout carried, in order. */
const sentKeys = () =>
  post.mock.calls.map(
    ([, init]) => (init as { body: { idempotencyKey: string } }).body.idempotencyKey,
  );

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('paying for a plan', () => {
  it('sends the plan, cycle and country with the card, never an amount', async () => {
    const store = memberStore();
    post.mockResolvedValueOnce({ status: 'paid', orderId: 12 });
    get.mockResolvedValueOnce(userFactory({ isPro: true }));

    const outcome = await store.set(payAtom, { ...ORDER, card: CARD });

    expect(outcome).toEqual({ paid: true, orderId: 12 });
    expect(post).toHaveBeenCalledTimes(1);
    const [path, { body }] = post.mock.calls[0] as [string, { body: Record<string, unknown> }];
    expect(path).toBe('/api/checkout');
    expect(Object.keys(body).sort()).toEqual([
      'card',
      'country',
      'cycle',
      'idempotencyKey',
      'planId',
    ]);
    expect(body).toMatchObject({ planId: 2, cycle: 'yearly', country: 'GB', card: CARD });
    expect(JSON.stringify(body)).not.toMatch(/cents|amount|total|price/i);
  });

  it('once paid, the member is pro (their data loaded again) and the chosen plan is forgotten', async () => {
    const store = memberStore();
    post.mockResolvedValueOnce({ status: 'paid', orderId: 12 });
    get.mockResolvedValueOnce(userFactory({ isPro: true }));
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(get).toHaveBeenCalledWith('/api/userdata');
    expect(store.get(viewerAtom)?.isPro).toBe(true);
    expect(store.get(billingChoiceAtom)).toEqual({ planId: null, yearly: true });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({ status: 'paid', orderId: 12 });
  });

  it('is paid even when the member’s data cannot be loaded again afterwards', async () => {
    const store = memberStore();
    post.mockResolvedValueOnce({ status: 'paid', orderId: 12 });
    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await store.set(payAtom, { ...ORDER, card: CARD })).toEqual({ paid: true, orderId: 12 });
  });

  it('sends once while an attempt is under way: a double submit is the same attempt', async () => {
    const store = memberStore();
    const answer = deferred<unknown>();
    post.mockReturnValueOnce(answer.promise);
    get.mockResolvedValue(userFactory({ isPro: true }));

    const first = store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom).status).toBe('processing');
    const key = store.get(checkoutAttemptAtom).attempt?.key;
    expect(await store.set(payAtom, { ...ORDER, card: CARD })).toEqual({ paid: false });
    expect(post).toHaveBeenCalledTimes(1);
    expect(store.get(checkoutAttemptAtom).attempt?.key).toBe(key);

    answer.resolve({ status: 'paid', orderId: 12 });
    expect(await first).toEqual({ paid: true, orderId: 12 });
    expect(sentKeys()).toEqual([key]);
  });

  it('after a declined card the next submit is a new attempt, with a new key', async () => {
    const store = memberStore();
    post.mockRejectedValueOnce(
      refusal(402, { code: 'CARD_DECLINED', message: 'Your card was declined.' }),
    );
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({
      status: 'declined',
      message: 'Your card was declined.',
      attempt: null,
    });

    post.mockResolvedValueOnce({ status: 'paid', orderId: 13 });
    get.mockResolvedValueOnce(userFactory({ isPro: true }));
    await store.set(payAtom, { ...ORDER, card: { ...CARD, number: '5555555555554444' } });
    const [first, second] = sentKeys();
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('after no answer at all the retry keeps the key: the payment may have gone through', async () => {
    const store = memberStore();
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({
      status: 'error',
      message: 'The server could not be reached. Check your connection and try again.',
    });

    post.mockResolvedValueOnce({ status: 'paid', orderId: 12 });
    get.mockResolvedValueOnce(userFactory({ isPro: true }));
    await store.set(payAtom, { ...ORDER, card: CARD });
    const [first, second] = sentKeys();
    expect(second).toBe(first);
  });

  it('a key belongs to one order: another country or cycle is a new attempt', async () => {
    const store = memberStore();
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(payAtom, { ...ORDER, card: CARD });
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(payAtom, { ...ORDER, country: 'US', card: CARD });
    const [first, second] = sentKeys();
    expect(second).not.toBe(first);
  });

  it('puts the server’s card errors beside their fields and any other as the message', async () => {
    const store = memberStore();
    post.mockRejectedValueOnce(
      refusal(422, {
        code: 'VALIDATION_FAILED',
        message: 'The card is not valid.',
        errors: {
          'card.expiry': ['This card has expired.'],
          'card.number': ['Enter a valid card number.'],
        },
      }),
    );
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({
      status: 'idle',
      message: null,
      fieldErrors: { expiry: 'This card has expired.', number: 'Enter a valid card number.' },
      attempt: null,
    });

    post.mockRejectedValueOnce(
      refusal(422, {
        code: 'VALIDATION_FAILED',
        message: 'The order is not valid.',
        errors: { country: ['We do not bill in that country.'], 'card.cvc': ['Enter the CVC.'] },
      }),
    );
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({
      status: 'error',
      message: 'We do not bill in that country.',
      fieldErrors: { cvc: 'Enter the CVC.' },
    });
  });

  it('tells a member who already has a plan so (409 ALREADY_SUBSCRIBED)', async () => {
    const store = memberStore();
    post.mockRejectedValueOnce(
      refusal(409, { code: 'ALREADY_SUBSCRIBED', message: 'You already have the Pro plan.' }),
    );
    await store.set(payAtom, { ...ORDER, card: CARD });
    expect(store.get(checkoutAttemptAtom)).toMatchObject({
      status: 'already-subscribed',
      message: 'You already have the Pro plan.',
    });
  });

  it('with Stripe sends no card and leaves for Stripe’s page', async () => {
    const store = memberStore();
    const assign = vi.fn();
    store.set(leaveForPaymentAtom, { assign });
    post.mockResolvedValueOnce({
      status: 'redirect',
      orderId: 14,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(await store.set(payAtom, ORDER)).toEqual({ paid: false });
    const [, { body }] = post.mock.calls[0] as [string, { body: Record<string, unknown> }];
    expect(body).not.toHaveProperty('card');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(store.get(checkoutAttemptAtom)).toMatchObject({ status: 'redirecting', orderId: 14 });
    // Not paid yet (Stripe's webhook says when): the choice stays for a way back.
    expect(store.get(billingChoiceAtom).planId).toBe(2);
  });

  it('back from Stripe’s page through the browser’s cache, the button works again', async () => {
    const store = memberStore();
    store.set(leaveForPaymentAtom, { assign: vi.fn() });
    post.mockResolvedValueOnce({ status: 'redirect', orderId: 14, redirectUrl: 'https://x.test' });
    await store.set(payAtom, ORDER);
    // Opening the page again leaves an attempt on its way alone…
    store.set(resetCheckoutAttemptAtom);
    expect(store.get(checkoutAttemptAtom).status).toBe('redirecting');
    // …but the page shown again by Back has nothing on its way any more.
    store.set(resetCheckoutAttemptAtom, { backFromPayment: true });
    expect(store.get(checkoutAttemptAtom).status).toBe('idle');
  });
});
