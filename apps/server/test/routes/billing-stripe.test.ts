import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billingEvents, orders, subscriptions, users } from '../../src/db/schema/index.ts';
import { RENEW_JOB } from '../../src/modules/billing/billing.service.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import type { BillingStatusView, PricingPlansView } from '../../src/schemas/billing.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { clearJobQueue, drivers, queryRows, useTestDatabase } from '../helpers/database.ts';

// Tuesday 10 March 2026, 15:00:12 UTC: when the fixture's checkout completed.
const NOW = Date.UTC(2026, 2, 10, 15, 0, 12);
const ISO = (at: number) => new Date(at).toISOString();
const APP_URL = 'https://tapetv.example';
const WEBHOOK_SECRET = 'whsec_tapetv_test_secret';
const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_tapetv_fake_key',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  APP_URL,
};
const FIXTURES = path.join(import.meta.dirname, '../fixtures/stripe');
// The fixtures' Stripe subscription and invoice.
const STRIPE_SUBSCRIPTION = 'sub_1R9qCkPt7TapeTVsub00001';
const RENEWAL_INVOICE = 'in_1RJvQ0Pt7TapeTVrenewal02';

interface StripeEventFixture {
  id: string;
  type: string;
  data: { object: Record<string, unknown> & { metadata?: Record<string, string> } };
}

/**
 * An event fixture (test/fixtures/stripe, written after Stripe's documented event objects), with
 * its order and member ids set to this test's.
 */
async function fixture(
  name: string,
  ids: { orderId?: number; userId?: number } = {},
): Promise<StripeEventFixture> {
  const event = JSON.parse(
    await readFile(path.join(FIXTURES, `${name}.json`), 'utf8'),
  ) as StripeEventFixture;
  const object = event.data.object;
  if (ids.orderId !== undefined && object.metadata) {
    object.metadata = { orderId: String(ids.orderId), userId: String(ids.userId) };
    if ('client_reference_id' in object) object.client_reference_id = String(ids.orderId);
  }
  return event;
}

interface CapturedRequest {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}

/**
 * Answers the Stripe package's requests without a network, as Stripe would: a Checkout Session
 * for `POST /v1/checkout/sessions`, the subscription for `POST /v1/subscriptions/:id`.
 */
function fakeStripe() {
  const requests: CapturedRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? init.body : '';
    const form = new URLSearchParams(body);
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers as HeadersInit),
      form,
    });
    const json = (value: object) =>
      new Response(JSON.stringify(value), {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` },
      });
    if (url.endsWith('/v1/checkout/sessions')) {
      const id = `cs_test_fake${requests.length}`;
      return json({
        id,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: form.get('client_reference_id'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    const subscription = /\/v1\/subscriptions\/([^/?]+)$/.exec(url);
    if (subscription)
      return json({
        id: subscription[1],
        object: 'subscription',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
      });
    return new Response(JSON.stringify({ error: { message: `no fake for ${url}` } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, spy };
}

describe.each(drivers)('billing with Stripe on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let stripe: ReturnType<typeof fakeStripe>;

  beforeEach(async () => {
    await clearJobQueue(database.handle);
    app = await buildTestApp(database.handle, STRIPE_ENV);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
    stripe = fakeStripe();
    return () => {
      vi.restoreAllMocks();
    };
  });

  async function proPlanId() {
    const body = (await createAgent(app).get('/api/pricingPlans')).json() as PricingPlansView;
    const plan = body.plans.find((each) => each.slug === 'pro');
    if (!plan) throw new Error('no pro plan');
    return plan.id;
  }

  /** A member who went to Stripe Checkout for Pro yearly in GB: their pending order. */
  async function pendingCheckout() {
    const member = await loggedInMember(app, db());
    const response = await member.agent.post('/api/checkout', {
      planId: await proPlanId(),
      cycle: 'yearly',
      country: 'GB',
      idempotencyKey: `stripe-checkout-${member.row.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...member, orderId: (response.json() as { orderId: number }).orderId };
  }

  /** Posts an event as Stripe does: signed, no cookies, no CSRF token. */
  function deliver(event: object | string, signature?: string) {
    const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
    return app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: {
        // As Stripe sends it.
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature':
          signature ??
          Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  }

  async function status(agent: Agent): Promise<BillingStatusView> {
    return (await agent.get('/api/billing/subscription')).json();
  }
  const ordersOf = (userId: number) =>
    db().select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const subscriptionsOf = (userId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const isPro = async (userId: number) =>
    (await db().select({ isPro: users.isPro }).from(users).where(eq(users.id, userId)))[0]?.isPro;
  const renewJobs = () =>
    queryRows<{ data: { subscriptionId: number; periodEnd: string } }>(
      database.handle,
      sql`select data from pgboss.job where name = ${RENEW_JOB} order by created_on`,
    );

  /** A member whose Stripe checkout completed: pro, with the Stripe subscription. */
  async function subscribed() {
    const member = await pendingCheckout();
    const event = await fixture('checkout.session.completed', {
      orderId: member.orderId,
      userId: member.row.id,
    });
    const response = await deliver(event);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    return member;
  }

  it('says Stripe is the provider and lists no test cards', async () => {
    const body = (await createAgent(app).get('/api/pricingPlans')).json() as PricingPlansView;
    expect(body.paymentProvider).toBe('stripe');
    expect(body.testCards).toEqual([]);
  });

  it('starts a Checkout Session priced by the server and answers its page; the same key answers it again', async () => {
    const { agent, row, orderId } = await pendingCheckout();

    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    if (!request) throw new Error('no request to Stripe');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request.headers.get('authorization')).toBe('Bearer sk_test_tapetv_fake_key');
    expect(request.headers.get('idempotency-key')).toBe(`tapetv-order-${orderId}`);
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      // 249.00 + VAT 20% 49.80: the total, tax included, as Stripe's recurring price.
      'line_items[0][price_data][unit_amount]': '29880',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'TapeTV Pro (yearly)',
      client_reference_id: String(orderId),
      customer_email: row.email,
      'metadata[orderId]': String(orderId),
      'metadata[userId]': String(row.id),
      'subscription_data[metadata][orderId]': String(orderId),
      success_url: `${APP_URL}/checkout/thank-you?order=${orderId}`,
      cancel_url: `${APP_URL}/checkout?canceled=1`,
    });
    expect(form['line_items[0][price_data][product_data][description]']).toContain(
      'VAT 20% $49.80',
    );

    const [order] = await ordersOf(row.id);
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending',
      provider: 'stripe',
      totalCents: 29880,
      providerRef: 'cs_test_fake1',
      cardLast4: null,
    });
    expect(await subscriptionsOf(row.id)).toEqual([]);
    expect(await isPro(row.id)).toBe(false);

    const again = await agent.post('/api/checkout', {
      planId: await proPlanId(),
      cycle: 'yearly',
      country: 'GB',
      idempotencyKey: `stripe-checkout-${row.id}`,
    });
    expect(again.json()).toEqual({
      status: 'redirect',
      orderId,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_fake1',
    });
    expect(stripe.requests).toHaveLength(1);
    expect(await ordersOf(row.id)).toHaveLength(1);
  });

  it('refuses a webhook whose signature is missing or does not match (400), changing nothing', async () => {
    const { row, orderId } = await pendingCheckout();
    const event = await fixture('checkout.session.completed', { orderId, userId: row.id });
    const payload = JSON.stringify(event);

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const tampered = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('"paid"', '"unpaid"'),
      secret: WEBHOOK_SECRET,
    });
    for (const signature of [forged, tampered, 't=1,v1=deadbeef', '']) {
      const response = await deliver(payload, signature);
      expect(response.statusCode, signature).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_SIGNATURE',
        message: 'The webhook signature does not match.',
      });
    }
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await db().$count(billingEvents)).toBe(0);
    expect((await ordersOf(row.id))[0]?.status).toBe('pending');
    expect(await isPro(row.id)).toBe(false);
  });

  it('checkout.session.completed makes the member pro; the same event again changes nothing', async () => {
    const { agent, row, orderId } = await pendingCheckout();
    expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: false });
    const event = await fixture('checkout.session.completed', { orderId, userId: row.id });

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });

    expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: true });
    const after = await status(agent);
    expect(after).toMatchObject({
      isPro: true,
      subscription: {
        status: 'active',
        provider: 'stripe',
        cycle: 'yearly',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: ISO(Date.UTC(2027, 2, 10, 15, 0, 12)),
      },
    });
    const [subscription] = await subscriptionsOf(row.id);
    expect(subscription?.providerSubscriptionId).toBe(STRIPE_SUBSCRIPTION);
    expect((await ordersOf(row.id))[0]).toMatchObject({
      status: 'paid',
      subscriptionId: subscription?.id,
    });
    expect(await renewJobs()).toHaveLength(1);
    const order = await agent.get(`/api/checkout/orders/${orderId}`);
    expect(order.json()).toMatchObject({ status: 'paid', cardLast4: null });

    const duplicate = await deliver(event);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({ received: true, duplicate: true });
    expect(await subscriptionsOf(row.id)).toHaveLength(1);
    expect(await ordersOf(row.id)).toHaveLength(1);
    expect(await renewJobs()).toHaveLength(1);
    expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
    expect(await status(agent)).toEqual(after);

    // The member's repeated checkout now answers the paid order.
    const again = await agent.post('/api/checkout', {
      planId: await proPlanId(),
      cycle: 'yearly',
      country: 'GB',
      idempotencyKey: `stripe-checkout-${row.id}`,
    });
    expect(again.json()).toEqual({ status: 'paid', orderId });
  });

  it('invoice.paid renews: a paid renewal order and Stripe’s new period end, once', async () => {
    const { agent, row } = await subscribed();
    const renewal = await fixture('invoice.paid');

    const response = await deliver(renewal);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const renewed = await ordersOf(row.id);
    expect(renewed).toHaveLength(2);
    expect(renewed[1]).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      providerRef: RENEWAL_INVOICE,
      totalCents: 29880,
      taxLabel: 'VAT 20%',
    });
    expect((await status(agent)).subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: ISO(Date.UTC(2028, 2, 10, 15, 0, 12)),
    });
    expect((await renewJobs()).at(-1)?.data.periodEnd).toBe(ISO(Date.UTC(2028, 2, 10, 15, 0, 12)));

    expect((await deliver(renewal)).json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(row.id)).toHaveLength(2);
  });

  it('customer.subscription.updated syncs a cancellation made on Stripe; the job then ends it', async () => {
    const { agent, row } = await subscribed();
    const response = await deliver(await fixture('customer.subscription.updated'));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const synced = (await status(agent)).subscription;
    expect(synced).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: ISO(Date.UTC(2027, 2, 10, 15, 0, 12)),
    });
    expect(await isPro(row.id)).toBe(true);

    // At the period end the job ends it, as Stripe said.
    const [subscription] = await subscriptionsOf(row.id);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => Date.UTC(2027, 2, 10, 16));
    await app.jobs.run(RENEW_JOB, {
      subscriptionId: subscription?.id,
      periodEnd: ISO(Date.UTC(2027, 2, 10, 15, 0, 12)),
    });
    expect(await status(agent)).toMatchObject({
      isPro: false,
      subscription: { status: 'canceled' },
    });
  });

  it('leaves a Stripe subscription that is not ending to Stripe’s renewal at the period end', async () => {
    const { agent, row } = await subscribed();
    const [subscription] = await subscriptionsOf(row.id);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => Date.UTC(2027, 2, 10, 16));
    await app.jobs.run(RENEW_JOB, {
      subscriptionId: subscription?.id,
      periodEnd: ISO(Date.UTC(2027, 2, 10, 15, 0, 12)),
    });
    expect(await ordersOf(row.id)).toHaveLength(1);
    expect(await status(agent)).toMatchObject({ isPro: true, subscription: { status: 'active' } });
  });

  it('customer.subscription.deleted ends the subscription: the member is not pro any more', async () => {
    const { agent, row } = await subscribed();
    expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: true });
    const event = await fixture('customer.subscription.deleted');

    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: false });
    const [ended] = await subscriptionsOf(row.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended?.endedAt?.toISOString()).toBe(ISO(Date.UTC(2027, 2, 10, 15, 0, 12)));
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
  });

  it('cancels and resumes on Stripe first (cancel_at_period_end), then here', async () => {
    const { agent } = await subscribed();
    const canceled = await agent.post('/api/billing/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const update = stripe.requests.at(-1);
    expect(update?.url).toBe(`https://api.stripe.com/v1/subscriptions/${STRIPE_SUBSCRIPTION}`);
    expect(update?.method).toBe('POST');
    expect(update?.form.get('cancel_at_period_end')).toBe('true');

    const resumed = await agent.post('/api/billing/subscription/resume');
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripe.requests.at(-1)?.form.get('cancel_at_period_end')).toBe('false');
  });

  it('acknowledges an event it does not act on, once', async () => {
    const payload = {
      id: 'evt_1RzzzzPt7TapeTVcustomer9',
      object: 'event',
      api_version: '2025-08-27.basil',
      created: 1773154800,
      type: 'customer.created',
      data: { object: { id: 'cus_TapeTVtest0001', object: 'customer' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
  });
});
