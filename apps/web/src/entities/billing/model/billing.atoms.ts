import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { BillingCycle, BillingStatus, CheckoutQuote, Order, PricingPlans } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** How a load went: `missing` is the server's 404 (no such plan or order). */
export type BillingLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

// ---------------------------------------------------------------------------------------------
// The plans (`GET /api/pricingPlans`, open to visitors).

export interface PricingPlansState {
  status: Exclude<BillingLoadStatus, 'missing'>;
  /** The last answer; a reload keeps it shown (null until the first one). */
  pricing: PricingPlans | null;
  error: string | null;
}

/** The plans, the payment provider, the billing countries and the test cards. */
export const pricingPlansAtom = atom<PricingPlansState>({
  status: 'idle',
  pricing: null,
  error: null,
});
pricingPlansAtom.debugLabel = 'pricing-plans';

/** Loads (again) the plans: /pricing and /checkout both do on every visit (prices may change). */
export const loadPricingPlansAtom = atom(null, async (get, set) => {
  set(pricingPlansAtom, { ...get(pricingPlansAtom), status: 'loading', error: null });
  try {
    const pricing = await api.get('/api/pricingPlans');
    set(pricingPlansAtom, { status: 'ready', pricing, error: null });
  } catch (error) {
    set(pricingPlansAtom, {
      ...get(pricingPlansAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
loadPricingPlansAtom.debugLabel = 'load-pricing-plans';

// ---------------------------------------------------------------------------------------------
// The checkout's order summary (`GET /api/checkout/quote`).

export interface QuoteRequest {
  planId: number;
  cycle: BillingCycle;
  country: string;
}

export interface CheckoutQuoteState {
  status: BillingLoadStatus;
  /** What was asked for last: the quote below may be an older one's while this one loads. */
  request: QuoteRequest | null;
  /** The server's last answer; its amounts are the only ones the checkout shows. */
  quote: CheckoutQuote | null;
  error: string | null;
}

export const checkoutQuoteAtom = atom<CheckoutQuoteState>({
  status: 'idle',
  request: null,
  quote: null,
  error: null,
});
checkoutQuoteAtom.debugLabel = 'checkout-quote';

/** Derived: the quote answers what was asked last (not an older country's or cycle's). */
export const currentQuoteAtom = atom((get): CheckoutQuote | null => {
  const { quote, request, status } = get(checkoutQuoteAtom);
  if (!quote || !request || status !== 'ready') return null;
  return quote.plan.id === request.planId &&
    quote.cycle === request.cycle &&
    quote.country === request.country
    ? quote
    : null;
});
currentQuoteAtom.debugLabel = 'current-checkout-quote';

/**
 * Asks the server to price the plan for the cycle and country. The member may switch the country
 * or cycle faster than the server answers: only the answer to the last question is kept.
 */
export const loadCheckoutQuoteAtom = atom(null, async (get, set, request: QuoteRequest) => {
  set(checkoutQuoteAtom, { ...get(checkoutQuoteAtom), status: 'loading', request, error: null });
  const isLatest = () => get(checkoutQuoteAtom).request === request;
  try {
    const quote = await api.get('/api/checkout/quote', { query: request });
    if (isLatest()) set(checkoutQuoteAtom, { status: 'ready', request, quote, error: null });
  } catch (error) {
    if (isLatest())
      set(checkoutQuoteAtom, {
        ...get(checkoutQuoteAtom),
        status: statusOf(error) === 404 ? 'missing' : 'error',
        error: failureText(error),
      });
  }
});
loadCheckoutQuoteAtom.debugLabel = 'load-checkout-quote';

// ---------------------------------------------------------------------------------------------
// An order (`GET /api/checkout/orders/{orderId}`, the member's own only).

export interface OrderState {
  status: BillingLoadStatus;
  order: Order | null;
  error: string | null;
}

/**
 * An order's server snapshot, keyed by its id (from the thank-you page's `?order=`): polled while
 * Stripe's webhook has not yet told the server it is paid.
 */
export const orderAtomFamily = atomFamily((orderId: number) => {
  const orderAtom = atom<OrderState>({ status: 'idle', order: null, error: null });
  orderAtom.debugLabel = `order:${orderId}`;
  return orderAtom;
});

/** Loads (again) an order; a 404 (no such order, or another member's) is `missing`. */
export const loadOrderAtom = atom(null, async (get, set, orderId: number) => {
  const orderAtom = orderAtomFamily(orderId);
  set(orderAtom, { ...get(orderAtom), status: 'loading', error: null });
  try {
    const order = await api.get('/api/checkout/orders/{orderId}', { path: { orderId } });
    set(orderAtom, { status: 'ready', order, error: null });
  } catch (error) {
    set(orderAtom, {
      ...get(orderAtom),
      status: statusOf(error) === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadOrderAtom.debugLabel = 'load-order';

// ---------------------------------------------------------------------------------------------
// The member's plan (`GET /api/billing/subscription`).

export interface BillingStatusState {
  status: Exclude<BillingLoadStatus, 'missing'>;
  /** The last answer; a reload keeps it shown (null until the first one). */
  billing: BillingStatus | null;
  error: string | null;
}

/** Whether the logged-in member is pro, and on which plan (the pricing page marks it). */
export const billingStatusAtom = atom<BillingStatusState>({
  status: 'idle',
  billing: null,
  error: null,
});
billingStatusAtom.debugLabel = 'billing-status';

/** Loads (again) the member's plan: it changes with a payment, a cancellation, a renewal. */
export const loadBillingStatusAtom = atom(null, async (get, set) => {
  set(billingStatusAtom, { ...get(billingStatusAtom), status: 'loading', error: null });
  try {
    const billing = await api.get('/api/billing/subscription');
    set(billingStatusAtom, { status: 'ready', billing, error: null });
  } catch (error) {
    set(billingStatusAtom, {
      ...get(billingStatusAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
loadBillingStatusAtom.debugLabel = 'load-billing-status';
