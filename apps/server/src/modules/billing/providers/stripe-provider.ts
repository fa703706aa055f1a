import Stripe from 'stripe';
import {
  type CheckoutSessionRequest,
  type HostedPaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /**
   * How requests reach Stripe. By default the global `fetch`, looked up at each request, so a test
   * can answer them without a network (`vi.spyOn(globalThis, 'fetch')`).
   */
  fetch?: typeof fetch;
}

const INTERVALS = { monthly: 'month', yearly: 'year' } as const;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * A field an older Stripe API version sent and the typings of the pinned one no longer declare
 * (webhook payloads follow the endpoint's API version, which may be older than the client's).
 */
function olderField(object: object, key: string): unknown {
  return key in object ? (object as Record<string, unknown>)[key] : undefined;
}

const olderRef = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
      ? value.id
      : null;

const dateOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** A whole positive number from metadata text, or null. */
const idFromText = (text: string | null | undefined) =>
  text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/**
 * The Stripe adapter (PAYMENT_PROVIDER=stripe), on the `stripe` package: a Checkout Session in
 * subscription mode priced by the server (the total, tax included, as one recurring price), the
 * cancellation switch, and the webhook's events verified against STRIPE_WEBHOOK_SECRET.
 */
export class StripePaymentProvider implements HostedPaymentProvider {
  readonly kind = 'hosted' as const;
  readonly name = 'stripe' as const;
  readonly testCards = [];
  readonly client: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.client = new Stripe(options.secretKey, {
      httpClient: Stripe.createFetchHttpClient(fetchFn),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'TapeTV' },
    });
    this.webhookSecret = options.webhookSecret;
  }

  /**
   * One line: the plan for the cycle at the server's total (Stripe bills what it is told; the tax
   * was computed here and is named in the product's description). The order id goes both as
   * `client_reference_id` and in the metadata (copied onto the subscription too), and is the
   * idempotency key, so a repeated request answers the same session.
   */
  async createCheckout(request: CheckoutSessionRequest) {
    const tax =
      request.taxCents > 0
        ? `${money(request.subtotalCents, request.currency)} + ${request.taxLabel} ${money(request.taxCents, request.currency)}`
        : `${money(request.subtotalCents, request.currency)}, ${request.taxLabel.toLowerCase()}`;
    const metadata = { orderId: String(request.orderId), userId: String(request.userId) };
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.totalCents,
              recurring: { interval: INTERVALS[request.cycle] },
              product_data: {
                name: `TapeTV ${request.planName} (${request.cycle})`,
                description: `${tax}. Total ${money(request.totalCents, request.currency)} per ${INTERVALS[request.cycle]}, tax included.`,
              },
            },
          },
        ],
        client_reference_id: String(request.orderId),
        customer_email: request.email,
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `tapetv-order-${request.orderId}` },
    );
    if (!session.url)
      throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { reference: session.id, url: session.url };
  }

  async setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void> {
    await this.client.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel });
  }

  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
    return readStripeEvent(event);
  }
}

/** A verified Stripe event in the billing module's words. */
export function readStripeEvent(event: Stripe.Event): ProviderEvent {
  const id = event.id;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        id,
        type: 'checkout.completed',
        orderId: idFromText(session.metadata?.orderId ?? session.client_reference_id),
        userId: idFromText(session.metadata?.userId),
        subscriptionRef: idOf(session.subscription),
        paid: session.payment_status !== 'unpaid',
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      // Since API version 2025-03-31 the subscription is under `parent`; before, on the invoice.
      const ends = invoice.lines.data.map((line) => line.period.end);
      return {
        id,
        type: 'invoice.paid',
        invoiceRef: invoice.id,
        subscriptionRef:
          idOf(invoice.parent?.subscription_details?.subscription) ??
          olderRef(olderField(invoice, 'subscription')),
        reason: invoice.billing_reason,
        amountPaidCents: invoice.amount_paid,
        periodEnd: ends.length > 0 ? dateOf(Math.max(...ends)) : null,
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const olderEnd = olderField(subscription, 'current_period_end');
      return {
        id,
        type: 'subscription.updated',
        subscriptionRef: subscription.id,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodEnd: dateOf(
          subscription.items.data[0]?.current_period_end ??
            (typeof olderEnd === 'number' ? olderEnd : null),
        ),
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        id,
        type: 'subscription.deleted',
        subscriptionRef: subscription.id,
        endedAt: dateOf(subscription.ended_at),
      };
    }
    default:
      return { id, type: 'other', providerType: event.type };
  }
}
