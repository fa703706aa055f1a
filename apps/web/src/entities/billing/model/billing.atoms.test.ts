import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutQuoteFactory,
  deferred,
  orderFactory,
  pricingPlansFactory,
} from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  checkoutQuoteAtom,
  currentQuoteAtom,
  loadCheckoutQuoteAtom,
  loadOrderAtom,
  loadPricingPlansAtom,
  orderAtomFamily,
  pricingPlansAtom,
} = await import('./billing.atoms.ts');

const notFound = (message: string) => new ApiError(404, { code: 'NOT_FOUND', message }, message);

beforeEach(() => {
  get.mockReset();
});

describe('the plans', () => {
  it('keep the last answer shown while a reload fails', async () => {
    const store = createStore();
    const pricing = pricingPlansFactory();
    get.mockResolvedValueOnce(pricing);
    await store.set(loadPricingPlansAtom);
    expect(get).toHaveBeenCalledWith('/api/pricingPlans');
    expect(store.get(pricingPlansAtom)).toEqual({ status: 'ready', pricing, error: null });

    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(loadPricingPlansAtom);
    expect(store.get(pricingPlansAtom)).toEqual({
      status: 'error',
      pricing,
      error: 'The server could not be reached. Check your connection and try again.',
    });
  });
});

describe('the checkout quote', () => {
  it('asks for the plan, cycle and country, and shows only the answer to the last question', async () => {
    const store = createStore();
    const us = deferred<unknown>();
    const gb = deferred<unknown>();
    get.mockReturnValueOnce(us.promise).mockReturnValueOnce(gb.promise);

    const first = store.set(loadCheckoutQuoteAtom, { planId: 2, cycle: 'yearly', country: 'US' });
    const second = store.set(loadCheckoutQuoteAtom, { planId: 2, cycle: 'yearly', country: 'GB' });
    expect(get).toHaveBeenNthCalledWith(1, '/api/checkout/quote', {
      query: { planId: 2, cycle: 'yearly', country: 'US' },
    });
    expect(store.get(currentQuoteAtom)).toBeNull();

    const gbQuote = checkoutQuoteFactory({ country: 'GB', taxLabel: 'VAT 20%', taxCents: 4980 });
    gb.resolve(gbQuote);
    await second;
    // The US answer comes in last, but the member asked for GB since.
    us.resolve(checkoutQuoteFactory({ country: 'US' }));
    await first;
    expect(store.get(currentQuoteAtom)).toEqual(gbQuote);
  });

  it('shows no amounts for a new question until its answer is in', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(checkoutQuoteFactory());
    await store.set(loadCheckoutQuoteAtom, { planId: 2, cycle: 'yearly', country: 'US' });
    expect(store.get(currentQuoteAtom)?.totalCents).toBe(24900);

    get.mockReturnValueOnce(new Promise(() => {}));
    void store.set(loadCheckoutQuoteAtom, { planId: 2, cycle: 'monthly', country: 'US' });
    expect(store.get(currentQuoteAtom)).toBeNull();
    expect(store.get(checkoutQuoteAtom).status).toBe('loading');
  });

  it('tells a plan that does not exist (404) from a quote that failed', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(notFound('No such plan.'));
    await store.set(loadCheckoutQuoteAtom, { planId: 99, cycle: 'yearly', country: 'US' });
    expect(store.get(checkoutQuoteAtom)).toMatchObject({
      status: 'missing',
      error: 'No such plan.',
    });
  });
});

describe('an order', () => {
  it('is kept under its id; another member’s or none is missing (404)', async () => {
    const store = createStore();
    const order = orderFactory({ id: 12 });
    get.mockResolvedValueOnce(order);
    await store.set(loadOrderAtom, 12);
    expect(get).toHaveBeenCalledWith('/api/checkout/orders/{orderId}', { path: { orderId: 12 } });
    expect(store.get(orderAtomFamily(12))).toEqual({ status: 'ready', order, error: null });

    get.mockRejectedValueOnce(notFound('No such order.'));
    await store.set(loadOrderAtom, 13);
    expect(store.get(orderAtomFamily(13))).toMatchObject({ status: 'missing', order: null });
  });
});
