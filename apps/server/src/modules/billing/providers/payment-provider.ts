import type { FieldErrors } from '../../../lib/errors.ts';
import type { BillingCycleName, CardInputValue } from '../../../schemas/billing.ts';

/** A card number the test provider documents, and what paying with it does. */
export interface TestCard {
  number: string;
  outcome: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  description: string;
  card: CardInputValue;
}

/** A charge's outcome; a declined one has taken no money and says why in the member's words. */
export type ChargeOutcome =
  | { status: 'paid'; reference: string; cardLast4: string }
  | { status: 'declined'; message: string; cardLast4: string };

/**
 * A provider that takes the card in TapeTV's own form and charges it while the member waits: the
 * local test provider. It moves no money.
 */
export interface CardPaymentProvider {
  readonly kind: 'card';
  readonly name: 'test';
  readonly testCards: readonly TestCard[];
  /** Per-field messages (`card.number`, `card.expiry`, …) for a card that cannot be charged as typed. */
  checkCard(card: CardInputValue | undefined, now: Date): FieldErrors | null;
  charge(request: ChargeRequest): ChargeOutcome;
  /** Charges a renewal to the card the subscription was paid with. */
  renew(request: Omit<ChargeRequest, 'card'>): { reference: string };
}

export interface CheckoutSessionRequest {
  orderId: number;
  userId: number;
  email: string;
  planName: string;
  cycle: BillingCycleName;
  currency: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxLabel: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * What a hosted provider's webhook said, in the billing module's words (no provider types leak
 * past the adapter). `other` is an event the module does not act on; it is acknowledged.
 */
export type ProviderEvent = { id: string } & (
  | {
      type: 'checkout.completed';
      orderId: number | null;
      userId: number | null;
      subscriptionRef: string | null;
      /** False while an asynchronous payment is still on its way. */
      paid: boolean;
    }
  | {
      type: 'invoice.paid';
      invoiceRef: string;
      subscriptionRef: string | null;
      /** Only `subscription_cycle` (a renewal) is acted on; the first invoice is the checkout's. */
      reason: string | null;
      amountPaidCents: number;
      periodEnd: Date | null;
    }
  | {
      type: 'subscription.updated';
      subscriptionRef: string;
      status: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    }
  | { type: 'subscription.deleted'; subscriptionRef: string; endedAt: Date | null }
  | { type: 'other'; providerType: string }
);

/** The webhook's body or signature did not verify; nothing was read from it. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A provider whose own page takes the payment (Stripe Checkout): the checkout answers its URL,
 * and the provider's signed webhook tells the outcome, the renewals and the cancellations.
 */
export interface HostedPaymentProvider {
  readonly kind: 'hosted';
  readonly name: 'stripe';
  readonly testCards: readonly TestCard[];
  createCheckout(request: CheckoutSessionRequest): Promise<{ reference: string; url: string }>;
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** Where the money is taken: PAYMENT_PROVIDER picks one (config.ts). */
export type PaymentProvider = CardPaymentProvider | HostedPaymentProvider;
