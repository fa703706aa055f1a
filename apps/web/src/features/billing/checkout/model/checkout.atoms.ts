import { ApiError } from '@tapetv/api-client';
import type { CardDetails, CardFieldErrors } from '@tapetv/ui/payment-form';
import { atom } from 'jotai';
import { type BillingCycle, clearBillingPlanAtom } from '@/entities/billing';
import { signInAtom } from '@/entities/session';
import { api, FORM_TRANSPORT_ERROR } from '@/shared/api';

/**
 * Where a checkout attempt stands:
 * - `processing`: POST /api/checkout is under way (a second submit sends nothing);
 * - `declined`: the card was refused (402); `error`: the server refused the attempt otherwise
 *   (422 card errors, 404, 5xx) or could not be reached;
 * - `already-subscribed`: the member already has a plan (409), managed in their settings;
 * - `redirecting`: on the way to Stripe's own page; `paid`: done, the order is `orderId`.
 */
export type CheckoutStatus =
  | 'idle'
  | 'processing'
  | 'declined'
  | 'error'
  | 'already-subscribed'
  | 'redirecting'
  | 'paid';

export interface CheckoutAttemptState {
  status: CheckoutStatus;
  /** The server's words for `declined`, `error` and `already-subscribed`. */
  message: string | null;
  /** The server's per-field card errors (422), by the card form's field. */
  fieldErrors: CardFieldErrors;
  orderId: number | null;
  /**
   * The attempt's idempotency key, and the order it pays for (plan, cycle, country). The same key
   * again answers the same order, once paid, so a key lives as long as its attempt: it is kept
   * while processing and after a failure without an answer (the payment may have gone through),
   * and dropped after the server's refusal, so the next submit is a new attempt.
   */
  attempt: { key: string; order: string } | null;
}

const IDLE: CheckoutAttemptState = {
  status: 'idle',
  message: null,
  fieldErrors: {},
  orderId: null,
  attempt: null,
};

/** The checkout's attempt at paying; one per tab. */
export const checkoutAttemptAtom = atom<CheckoutAttemptState>(IDLE);
checkoutAttemptAtom.debugLabel = 'checkout-attempt';

/**
 * How the checkout leaves for Stripe's page: a full navigation to another site. Stories and tests
 * put a recorder here instead of leaving the page.
 */
export const leaveForPaymentAtom = atom<{ assign: (url: string) => void }>({
  assign: (url) => window.location.assign(url),
});
leaveForPaymentAtom.debugLabel = 'leave-for-payment';

export interface PayInput {
  planId: number;
  cycle: BillingCycle;
  country: string;
  /** The test provider's card; none with Stripe (its page takes the card). */
  card?: CardDetails;
}

/**
 * Loads the member's data again once a payment makes them pro (the header and the pro pages read
 * `isPro` from it). A failure here does not undo the payment: the next page load reads it anyway.
 */
export const refreshViewerAtom = atom(null, async (_get, set) => {
  try {
    set(signInAtom, await api.get('/api/userdata'));
  } catch {
    // Kept as it was until the next load.
  }
});
refreshViewerAtom.debugLabel = 'refresh-viewer';

/** What the page does next: go to the thank-you page, or nothing (the state says why). */
export type PayOutcome = { paid: true; orderId: number } | { paid: false };

/** The server's card fields (`card.expMonth` too: the form has one expiry field) by form field. */
const CARD_FIELDS: Record<string, keyof CardFieldErrors> = {
  'card.name': 'name',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
};

/** A 422's errors: the card's beside its fields, any other (plan, country) as the message. */
function splitFieldErrors(errors: Record<string, string[]>) {
  const fieldErrors: CardFieldErrors = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = CARD_FIELDS[key];
    const [first] = messages;
    if (!first) continue;
    if (field) fieldErrors[field] ??= first;
    else others.push(...messages);
  }
  return { fieldErrors, others };
}

/**
 * Pays for a plan (POST /api/checkout) with the plan, cycle and country only: the server prices
 * it, the browser never sends an amount. With the test provider the card is charged at once; with
 * Stripe the answer is Stripe's page, which this leaves for.
 */
export const payAtom = atom(null, async (get, set, input: PayInput): Promise<PayOutcome> => {
  const current = get(checkoutAttemptAtom);
  if (['processing', 'redirecting', 'paid'].includes(current.status)) return { paid: false };

  const order = `${input.planId}:${input.cycle}:${input.country}`;
  const key =
    current.attempt?.order === order ? current.attempt.key : globalThis.crypto.randomUUID();
  set(checkoutAttemptAtom, { ...IDLE, status: 'processing', attempt: { key, order } });

  try {
    const result = await api.post('/api/checkout', {
      body: {
        planId: input.planId,
        cycle: input.cycle,
        country: input.country,
        idempotencyKey: key,
        ...(input.card ? { card: input.card } : {}),
      },
    });
    if (result.status === 'redirect' && result.redirectUrl) {
      set(checkoutAttemptAtom, {
        ...get(checkoutAttemptAtom),
        status: 'redirecting',
        orderId: result.orderId,
      });
      get(leaveForPaymentAtom).assign(result.redirectUrl);
      return { paid: false };
    }
    if (result.status !== 'paid') {
      set(checkoutAttemptAtom, {
        ...IDLE,
        status: 'error',
        message: 'The payment could not be started. Try again.',
      });
      return { paid: false };
    }
    // Paid: nothing left to check out, and the member is pro from now on.
    set(clearBillingPlanAtom);
    await set(refreshViewerAtom);
    set(checkoutAttemptAtom, {
      ...get(checkoutAttemptAtom),
      status: 'paid',
      orderId: result.orderId,
    });
    return { paid: true, orderId: result.orderId };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // No answer: the payment may have gone through, so a retry keeps the key and the server
      // answers the same order instead of charging again.
      set(checkoutAttemptAtom, {
        ...IDLE,
        status: 'error',
        message: FORM_TRANSPORT_ERROR,
        attempt: get(checkoutAttemptAtom).attempt,
      });
      return { paid: false };
    }
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (error.status === 402) {
      set(checkoutAttemptAtom, { ...IDLE, status: 'declined', message: error.message });
    } else if (error.status === 409 && code === 'ALREADY_SUBSCRIBED') {
      set(checkoutAttemptAtom, { ...IDLE, status: 'already-subscribed', message: error.message });
    } else if (error.status === 422) {
      const { fieldErrors, others } = splitFieldErrors(error.fieldErrors);
      const cardOnly = others.length === 0 && Object.keys(fieldErrors).length > 0;
      set(checkoutAttemptAtom, {
        ...IDLE,
        // Card errors alone show beside their fields; anything else is the form's message.
        status: cardOnly ? 'idle' : 'error',
        message: cardOnly ? null : others.length > 0 ? others.join(' ') : error.message,
        fieldErrors,
      });
    } else {
      set(checkoutAttemptAtom, { ...IDLE, status: 'error', message: error.message });
    }
    return { paid: false };
  }
});
payAtom.debugLabel = 'pay';

/**
 * A fresh start (the checkout page opened again): what an earlier visit left is not shown. An
 * attempt under way is left alone, except one that left for Stripe when the browser's Back button
 * brings the page back as it was (`backFromPayment`): nothing is on the way any more.
 */
export const resetCheckoutAttemptAtom = atom(
  null,
  (get, set, { backFromPayment = false }: { backFromPayment?: boolean } = {}) => {
    const { status } = get(checkoutAttemptAtom);
    if (status === 'processing') return;
    if (status === 'redirecting' && !backFromPayment) return;
    set(checkoutAttemptAtom, IDLE);
  },
);
resetCheckoutAttemptAtom.debugLabel = 'reset-checkout-attempt';
