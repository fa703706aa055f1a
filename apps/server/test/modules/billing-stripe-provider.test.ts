import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../src/modules/billing/providers/payment-provider.ts';
import {
  readStripeEvent,
  StripePaymentProvider,
} from '../../src/modules/billing/providers/stripe-provider.ts';

const SECRET = 'whsec_unit_test';

/** A fetch that records what the Stripe package sends and answers as Stripe would. */
function recordingFetch() {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    return new Response(
      JSON.stringify({
        id: 'cs_test_unit',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_unit',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return { sent, fetchFn };
}

describe('the Stripe adapter', () => {
  it('builds the Checkout Session: subscription mode, the server’s total as a monthly price, the order in it', async () => {
    const { sent, fetchFn } = recordingFetch();
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_unit',
      webhookSecret: SECRET,
      fetch: fetchFn,
    });

    const session = await provider.createCheckout({
      orderId: 41,
      userId: 7,
      email: 'dana@example.test',
      planName: 'Pro Plus',
      cycle: 'monthly',
      currency: 'USD',
      subtotalCents: 5999,
      taxCents: 0,
      totalCents: 5999,
      taxLabel: 'No tax',
      successUrl: 'https://tapetv.example/checkout/thank-you?order=41',
      cancelUrl: 'https://tapetv.example/checkout?canceled=1',
    });

    expect(session).toEqual({
      reference: 'cs_test_unit',
      url: 'https://checkout.stripe.com/c/pay/cs_test_unit',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const headers = new Headers(sent[0]?.init?.headers as HeadersInit);
    expect(headers.get('idempotency-key')).toBe('tapetv-order-41');
    const form = Object.fromEntries(new URLSearchParams(String(sent[0]?.init?.body)));
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5999',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'TapeTV Pro Plus (monthly)',
      client_reference_id: '41',
      'metadata[orderId]': '41',
      'metadata[userId]': '7',
      success_url: 'https://tapetv.example/checkout/thank-you?order=41',
      cancel_url: 'https://tapetv.example/checkout?canceled=1',
    });
  });

  it('reads only events signed with the webhook secret', () => {
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_unit',
      webhookSecret: SECRET,
    });
    const payload = JSON.stringify({
      id: 'evt_unit',
      object: 'event',
      type: 'customer.created',
      created: 1773154800,
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(provider.readEvent(Buffer.from(payload), header)).toEqual({
      id: 'evt_unit',
      type: 'other',
      providerType: 'customer.created',
    });
    // One byte changed after signing: refused.
    expect(() => provider.readEvent(Buffer.from(`${payload} `), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.readEvent(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
  });

  it('reads the subscription of an invoice from before API version 2025-03-31 too', () => {
    const event = {
      id: 'evt_legacy',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_legacy',
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          amount_paid: 2499,
          subscription: 'sub_legacy',
          lines: { data: [{ period: { start: 1773154800, end: 1775833200 } }] },
        },
      },
    } as unknown as Stripe.Event;
    expect(readStripeEvent(event)).toEqual({
      id: 'evt_legacy',
      type: 'invoice.paid',
      invoiceRef: 'in_legacy',
      subscriptionRef: 'sub_legacy',
      reason: 'subscription_cycle',
      amountPaidCents: 2499,
      periodEnd: new Date(1775833200 * 1000),
    });
  });
});
