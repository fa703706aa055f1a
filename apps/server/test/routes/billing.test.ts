import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orders,
  pricingPlans,
  subscriptions,
  users,
  watchlistSymbols,
  watchlists,
} from '../../src/db/schema/index.ts';
import { PRO_ONLY_MESSAGE } from '../../src/lib/errors.ts';
import { BILLING_MESSAGES, RENEW_JOB } from '../../src/modules/billing/billing.service.ts';
import { CARD_MESSAGES, DECLINES } from '../../src/modules/billing/providers/test-provider.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import {
  BillingStatus,
  type BillingStatusView,
  type CardInputValue,
  Order,
  type OrderView,
  PricingPlans,
  type PricingPlansView,
  Quote,
  type QuoteView,
  type SubscriptionView,
} from '../../src/schemas/billing.ts';
import {
  type Agent,
  buildTestApp,
  createAgent,
  loggedInMember,
  testConfig,
} from '../helpers/app.ts';
import { clearJobQueue, drivers, queryRows, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';

// Tuesday 10 March 2026, 15:00 UTC: the quotes clock, which billing reads as "now".
const NOW = Date.UTC(2026, 2, 10, 15);
const ISO = (at: number) => new Date(at).toISOString();

/** A card shaped `({ ...overrides }) => ({ ...defaults, ...overrides })`: the succeeding Visa. */
const card = (overrides: Partial<CardInputValue> = {}): CardInputValue => ({
  name: 'Dana Trader',
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 30,
  cvc: '123',
  ...overrides,
});

let keySequence = 0;
const newKey = () => {
  keySequence += 1;
  return `checkout-key-${keySequence}-${Date.now()}`;
};

describe.each(drivers)('billing on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let clock: number;

  /** The app with its clock at `at` (tests move it with `setClock`). */
  async function startApp(at = NOW) {
    const built = await buildTestApp(database.handle);
    clock = at;
    vi.spyOn(built.services.quotes, 'now').mockImplementation(() => clock);
    return built;
  }
  const setClock = (at: number) => {
    clock = at;
  };

  beforeEach(async () => {
    await clearJobQueue(database.handle);
    app = await startApp();
  });

  async function plans(): Promise<PricingPlansView> {
    const response = await createAgent(app).get('/api/pricingPlans');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function planId(slug: string): Promise<number> {
    const plan = (await plans()).plans.find((each) => each.slug === slug);
    if (!plan) throw new Error(`no plan ${slug}`);
    return plan.id;
  }

  function checkout(
    agent: Agent,
    body: {
      planId: number;
      cycle?: 'monthly' | 'yearly';
      country?: string;
      idempotencyKey?: string;
      card?: CardInputValue | undefined;
      [extra: string]: unknown;
    },
  ) {
    return agent.post('/api/checkout', {
      cycle: 'yearly',
      country: 'GB',
      idempotencyKey: newKey(),
      card: card(),
      ...body,
    });
  }

  async function billingStatus(agent: Agent): Promise<BillingStatusView> {
    const response = await agent.get('/api/billing/subscription');
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json() as BillingStatusView;
    expect(Value.Check(BillingStatus, status)).toBe(true);
    return status;
  }

  const ordersOf = (userId: number) =>
    db().select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const subscriptionsOf = (userId: number) =>
    db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.id));
  const isPro = async (userId: number) =>
    (await db().select({ isPro: users.isPro }).from(users).where(eq(users.id, userId)))[0]?.isPro;
  const renewJobs = () =>
    queryRows<{ data: { subscriptionId: number; periodEnd: string }; start_after: Date }>(
      database.handle,
      sql`select data, start_after from pgboss.job where name = ${RENEW_JOB} order by created_on`,
    );
  const outbox = () => readOutbox(path.join(testConfig(app).dataDir, 'outbox'));

  describe('GET /api/pricingPlans', () => {
    it('answers visitors the three plans, yearly by default, the test provider, the countries and the test cards', async () => {
      const response = await createAgent(app).get('/api/pricingPlans');
      expect(response.statusCode).toBe(200);
      const body = response.json() as PricingPlansView;
      expect(Value.Check(PricingPlans, body)).toBe(true);
      expect(
        body.plans.map(({ slug, name, tier, monthlyPriceCents, yearlyPriceCents }) => ({
          slug,
          name,
          tier,
          monthlyPriceCents,
          yearlyPriceCents,
        })),
      ).toEqual([
        { slug: 'free', name: 'Free', tier: 'free', monthlyPriceCents: 0, yearlyPriceCents: 0 },
        { slug: 'pro', name: 'Pro', tier: 'pro', monthlyPriceCents: 2499, yearlyPriceCents: 24900 },
        {
          slug: 'pro-plus',
          name: 'Pro Plus',
          tier: 'pro',
          monthlyPriceCents: 5999,
          yearlyPriceCents: 59900,
        },
      ]);
      expect(body.plans.filter((plan) => plan.highlighted).map((plan) => plan.slug)).toEqual([
        'pro',
      ]);
      expect(body.plans.every((plan) => plan.currency === 'USD' && plan.features.length >= 2)).toBe(
        true,
      );
      expect(body.defaultCycle).toBe('yearly');
      expect(body.paymentProvider).toBe('test');
      expect(body.countries).toEqual(
        expect.arrayContaining([
          { code: 'US', name: 'United States' },
          { code: 'GB', name: 'United Kingdom' },
          { code: 'JP', name: 'Japan' },
          { code: 'CH', name: 'Switzerland' },
        ]),
      );
      const names = body.countries.map((country) => country.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(body.testCards.map((each) => each.number)).toEqual([
        '4242 4242 4242 4242',
        '5555 5555 5555 4444',
        '4000 0000 0000 0002',
        '4000 0000 0000 9995',
      ]);
    });

    it('writes the catalogue once by slug: a second start keeps the ids and the rows', async () => {
      const first = await plans();
      const again = await startApp();
      const response = await createAgent(again).get('/api/pricingPlans');
      expect((response.json() as PricingPlansView).plans).toEqual(first.plans);
      expect(await db().$count(pricingPlans)).toBe(3);
    });
  });

  describe('GET /api/checkout/quote', () => {
    async function quote(query: Record<string, string>) {
      return createAgent(app).get('/api/checkout/quote', { query });
    }

    it('prices and taxes on the server: Pro yearly in GB is 249.00 + VAT 20% 49.80 = 298.80', async () => {
      const pro = await planId('pro');
      const response = await quote({ planId: String(pro), cycle: 'yearly', country: 'GB' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as QuoteView;
      expect(Value.Check(Quote, body)).toBe(true);
      expect(body).toEqual({
        plan: { id: pro, slug: 'pro', name: 'Pro' },
        cycle: 'yearly',
        country: 'GB',
        currency: 'USD',
        subtotalCents: 24900,
        taxRatePercent: 20,
        taxLabel: 'VAT 20%',
        taxCents: 4980,
        totalCents: 29880,
        periodEnd: ISO(Date.UTC(2027, 2, 10, 15)),
      });
    });

    it('rounds the tax half up to the cent, in whole cents', async () => {
      const pro = String(await planId('pro'));
      const cases = [
        // 24 900 × 25.5 % = 6 349.5 → 6 350 (half up)
        { country: 'FI', cycle: 'yearly', tax: 6350, total: 31250, label: 'VAT 25.5%', rate: 25.5 },
        // 2 499 × 8.1 % = 202.419 → 202
        { country: 'CH', cycle: 'monthly', tax: 202, total: 2701, label: 'VAT 8.1%', rate: 8.1 },
        // 2 499 × 10 % = 249.9 → 250
        {
          country: 'JP',
          cycle: 'monthly',
          tax: 250,
          total: 2749,
          label: 'Consumption tax 10%',
          rate: 10,
        },
        { country: 'US', cycle: 'monthly', tax: 0, total: 2499, label: 'No tax', rate: 0 },
      ];
      for (const { country, cycle, tax, total, label, rate } of cases) {
        const body = (await quote({ planId: pro, cycle, country })).json() as QuoteView;
        expect(body, country).toMatchObject({
          taxCents: tax,
          totalCents: total,
          taxLabel: label,
          taxRatePercent: rate,
        });
        expect(Number.isInteger(body.taxCents) && Number.isInteger(body.totalCents)).toBe(true);
      }
    });

    it('ends a monthly period a calendar month later, clamped to the month’s last day', async () => {
      const pro = String(await planId('pro'));
      setClock(Date.UTC(2027, 0, 31, 9, 30));
      const common = (await (
        await quote({ planId: pro, cycle: 'monthly', country: 'US' })
      ).json()) as QuoteView;
      expect(common.periodEnd).toBe(ISO(Date.UTC(2027, 1, 28, 9, 30)));
      setClock(Date.UTC(2028, 0, 31, 9, 30));
      const leap = (await (
        await quote({ planId: pro, cycle: 'monthly', country: 'US' })
      ).json()) as QuoteView;
      expect(leap.periodEnd).toBe(ISO(Date.UTC(2028, 1, 29, 9, 30)));
      setClock(Date.UTC(2028, 1, 29, 12));
      const yearly = (await (
        await quote({ planId: pro, cycle: 'yearly', country: 'US' })
      ).json()) as QuoteView;
      expect(yearly.periodEnd).toBe(ISO(Date.UTC(2029, 1, 28, 12)));
    });

    it('ignores any price the browser sends along', async () => {
      const pro = String(await planId('pro'));
      const response = await quote({
        planId: pro,
        cycle: 'yearly',
        country: 'GB',
        subtotalCents: '1',
        taxCents: '0',
        totalCents: '1',
        taxRatePercent: '0',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        subtotalCents: 24900,
        taxCents: 4980,
        totalCents: 29880,
      });
    });

    it('refuses a country it cannot bill in (422), the free plan (422) and an unknown plan (404)', async () => {
      const pro = String(await planId('pro'));
      const country = await quote({ planId: pro, cycle: 'yearly', country: 'ZZ' });
      expect(country.statusCode).toBe(422);
      expect(country.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'We cannot bill in that country yet.',
        errors: { country: ['We cannot bill in that country yet.'] },
      });
      const free = await quote({
        planId: String(await planId('free')),
        cycle: 'yearly',
        country: 'GB',
      });
      expect(free.statusCode).toBe(422);
      expect(free.json().message).toBe('The free plan needs no checkout.');
      const unknown = await quote({ planId: '9999', cycle: 'yearly', country: 'GB' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(BILLING_MESSAGES.noPlan);
    });
  });

  describe('POST /api/checkout with the test provider', () => {
    it('charges the test card and makes the member pro: order, subscription, renewal job and receipt', async () => {
      const { agent, row } = await loggedInMember(app, db(), { name: 'Dana Trader' });
      const pro = await planId('pro');
      expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: false });

      const response = await checkout(agent, {
        planId: pro,
        // What a browser could send besides: dropped by the schema, the server prices the order.
        totalCents: 1,
        subtotalCents: 1,
        taxCents: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { orderId } = response.json() as { orderId: number };
      expect(response.json()).toEqual({ status: 'paid', orderId });

      expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: true });
      const status = await billingStatus(agent);
      expect(status).toEqual({
        isPro: true,
        subscription: {
          id: expect.any(Number),
          plan: { id: pro, slug: 'pro', name: 'Pro' },
          cycle: 'yearly',
          status: 'active',
          provider: 'test',
          currentPeriodEnd: ISO(Date.UTC(2027, 2, 10, 15)),
          cancelAtPeriodEnd: false,
          startedAt: ISO(NOW),
        },
      });

      const order = await agent.get(`/api/checkout/orders/${orderId}`);
      expect(order.statusCode).toBe(200);
      const view = order.json() as OrderView;
      expect(Value.Check(Order, view)).toBe(true);
      expect(view).toMatchObject({
        id: orderId,
        status: 'paid',
        subtotalCents: 24900,
        taxCents: 4980,
        totalCents: 29880,
        taxLabel: 'VAT 20%',
        cardLast4: '4242',
        subscription: status.subscription,
      });

      const [stored] = await ordersOf(row.id);
      expect(stored).toMatchObject({ country: 'GB', totalCents: 29880, provider: 'test' });
      // Never the card number: only its last four digits.
      expect(JSON.stringify(stored)).not.toContain('4242424242424242');
      expect(JSON.stringify(stored)).not.toContain('4242 4242 4242 4242');

      const jobs = await renewJobs();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.data).toEqual({
        subscriptionId: status.subscription?.id,
        periodEnd: ISO(Date.UTC(2027, 2, 10, 15)),
      });
      expect(new Date(jobs[0]?.start_after ?? 0).toISOString()).toBe(
        ISO(Date.UTC(2027, 2, 10, 15)),
      );

      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
      const [mail] = await outbox();
      expect(mail).toContain(`To: ${row.email}`);
      expect(mail).toContain('Subject: Your TapeTV Pro receipt');
      expect(mail).toContain('Plan: Pro, yearly');
      expect(mail).toContain('Total: $298.80');
      expect(mail).toContain('Renewal date: 10 March 2027');
    });

    it('declines: 402, the order saved as declined, no subscription, not pro, no mail', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const pro = await planId('pro');
      const cases = [
        { number: '4000 0000 0000 0002', message: DECLINES.declined },
        { number: '4000000000009995', message: DECLINES.insufficientFunds },
        // Luhn-valid, but not one of the test cards.
        { number: '4111 1111 1111 1111', message: DECLINES.notATestCard },
      ];
      for (const { number, message } of cases) {
        const response = await checkout(agent, { planId: pro, card: card({ number }) });
        expect(response.statusCode, number).toBe(402);
        expect(response.json()).toEqual({ code: 'CARD_DECLINED', message });
      }
      expect(DECLINES.declined).toBe('Your card was declined. You have not been charged.');
      expect(DECLINES.insufficientFunds).toBe(
        'Your card has insufficient funds. You have not been charged.',
      );

      const saved = await ordersOf(row.id);
      expect(saved.map((order) => [order.status, order.cardLast4, order.declineMessage])).toEqual(
        cases.map(({ number, message }) => [
          'declined',
          number.replace(/ /g, '').slice(-4),
          message,
        ]),
      );
      expect(saved.every((order) => order.subscriptionId === null)).toBe(true);
      expect(await subscriptionsOf(row.id)).toEqual([]);
      expect(await isPro(row.id)).toBe(false);
      expect(await billingStatus(agent)).toEqual({ isPro: false, subscription: null });
      expect(await renewJobs()).toEqual([]);
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(0);
    });

    it('refuses invalid card fields with 422 and a message per field, and charges nothing', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const pro = await planId('pro');
      const invalid = await checkout(agent, {
        planId: pro,
        card: card({ number: '4242 4242 4242 4241', expMonth: 13, cvc: '12', name: '   ' }),
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({
        'card.number': [CARD_MESSAGES.number],
        'card.expiry': [CARD_MESSAGES.expiryFormat],
        'card.cvc': [CARD_MESSAGES.cvc],
        'card.name': [CARD_MESSAGES.name],
      });
      expect(CARD_MESSAGES).toMatchObject({
        number: 'Enter a valid card number.',
        expiryFormat: 'Enter the expiry as MM/YY.',
        cvc: 'Enter the 3 or 4 digit security code.',
        name: 'Enter the name on the card.',
      });

      // February 2026 ended before 10 March 2026; March 2026 still works to the month's end.
      const expired = await checkout(agent, {
        planId: pro,
        card: card({ expMonth: 2, expYear: 26 }),
      });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({ 'card.expiry': ['This card has expired.'] });
      const fourDigits = await checkout(agent, {
        planId: pro,
        card: card({ expMonth: 2, expYear: 2026 }),
      });
      expect(fourDigits.json().errors).toEqual({ 'card.expiry': ['This card has expired.'] });
      const missing = await checkout(agent, { planId: pro, card: undefined });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ card: [CARD_MESSAGES.missing] });

      expect(await ordersOf(row.id)).toEqual([]);
      const thisMonth = await checkout(agent, {
        planId: pro,
        card: card({ expMonth: 3, expYear: 26 }),
      });
      expect(thisMonth.statusCode, thisMonth.body).toBe(200);
    });

    it('answers a double submit with the same key the same, charging once (paid and declined alike)', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const pro = await planId('pro');
      const idempotencyKey = newKey();
      const first = await checkout(agent, { planId: pro, idempotencyKey });
      const second = await checkout(agent, { planId: pro, idempotencyKey });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await ordersOf(row.id)).toHaveLength(1);
      expect(await subscriptionsOf(row.id)).toHaveLength(1);
      expect(await renewJobs()).toHaveLength(1);
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);

      // The same key for another plan is not the same checkout.
      const other = await checkout(agent, { planId: await planId('pro-plus'), idempotencyKey });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

      const { agent: declinedAgent, row: declinedRow } = await loggedInMember(app, db());
      const declinedKey = newKey();
      const declinedCard = card({ number: '4000000000000002' });
      for (let i = 0; i < 2; i += 1) {
        const response = await checkout(declinedAgent, {
          planId: pro,
          idempotencyKey: declinedKey,
          card: declinedCard,
        });
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual({ code: 'CARD_DECLINED', message: DECLINES.declined });
      }
      expect(await ordersOf(declinedRow.id)).toHaveLength(1);
    });

    it('answers two concurrent submits with the same key with one order and one subscription', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const pro = await planId('pro');
      await agent.csrfToken();
      const idempotencyKey = newKey();
      const [a, b] = await Promise.all([
        checkout(agent, { planId: pro, idempotencyKey }),
        checkout(agent, { planId: pro, idempotencyKey }),
      ]);
      expect(a?.statusCode, a?.body).toBe(200);
      expect(b?.statusCode, b?.body).toBe(200);
      expect(a?.json()).toEqual(b?.json());
      expect(await ordersOf(row.id)).toHaveLength(1);
      expect(await subscriptionsOf(row.id)).toHaveLength(1);
    });

    it('refuses a member already subscribed (409), a visitor (401) and a request without the CSRF token (419)', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const pro = await planId('pro');
      expect((await checkout(agent, { planId: pro })).statusCode).toBe(200);
      const again = await checkout(agent, { planId: await planId('pro-plus') });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'ALREADY_SUBSCRIBED',
        message: 'You already have a pro subscription. Manage it in your settings.',
      });

      const visitor = createAgent(app);
      const anonymous = await checkout(visitor, { planId: pro });
      expect(anonymous.statusCode).toBe(401);

      const { agent: other, row: otherRow } = await loggedInMember(app, db());
      const noToken = await other.post(
        '/api/checkout',
        { planId: pro, cycle: 'yearly', country: 'GB', idempotencyKey: newKey(), card: card() },
        { csrf: false },
      );
      expect(noToken.statusCode).toBe(419);
      expect(await ordersOf(otherRow.id)).toEqual([]);
      expect(await ordersOf(row.id)).toHaveLength(1);
    });

    it('refuses the free plan, an unknown plan and a country it cannot bill in, before any charge', async () => {
      const { agent, row } = await loggedInMember(app, db());
      const free = await checkout(agent, { planId: await planId('free') });
      expect(free.statusCode).toBe(422);
      expect(free.json().message).toBe('The free plan needs no checkout.');
      const unknown = await checkout(agent, { planId: 9999 });
      expect(unknown.statusCode).toBe(404);
      const country = await checkout(agent, { planId: await planId('pro'), country: 'ZZ' });
      expect(country.statusCode).toBe(422);
      expect(country.json().message).toBe('We cannot bill in that country yet.');
      expect(await ordersOf(row.id)).toEqual([]);
    });
  });

  describe('GET /api/checkout/orders/{orderId}', () => {
    it('shows a member their own order and answers 404 for anyone else’s', async () => {
      const owner = await loggedInMember(app, db());
      const other = await loggedInMember(app, db());
      const paid = await checkout(owner.agent, { planId: await planId('pro') });
      const { orderId } = paid.json() as { orderId: number };

      expect((await owner.agent.get(`/api/checkout/orders/${orderId}`)).statusCode).toBe(200);
      const foreign = await other.agent.get(`/api/checkout/orders/${orderId}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'No such order.' });
      const missing = await owner.agent.get(`/api/checkout/orders/${orderId + 100}`);
      expect(missing.json()).toEqual(foreign.json());
    });
  });

  describe('cancel and resume', () => {
    it('ends at the period end when canceled, says when twice, and takes it back', async () => {
      const { agent } = await loggedInMember(app, db());
      const none = await agent.post('/api/billing/subscription/cancel');
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('You have no active subscription.');
      expect((await agent.post('/api/billing/subscription/resume')).statusCode).toBe(404);

      await checkout(agent, { planId: await planId('pro'), cycle: 'monthly' });
      const canceled = await agent.post('/api/billing/subscription/cancel');
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json()).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: ISO(Date.UTC(2026, 3, 10, 15)),
      } satisfies Partial<SubscriptionView>);
      // Still pro until the period ends, and still subscribed: no second checkout.
      expect(await billingStatus(agent)).toMatchObject({ isPro: true });
      expect((await checkout(agent, { planId: await planId('pro') })).statusCode).toBe(409);

      const twice = await agent.post('/api/billing/subscription/cancel');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Your subscription already ends on 10 April 2026.');

      const resumed = await agent.post('/api/billing/subscription/resume');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
      const notEnding = await agent.post('/api/billing/subscription/resume');
      expect(notEnding.statusCode).toBe(409);
      expect(notEnding.json().message).toBe(BILLING_MESSAGES.notEnding);
    });
  });

  describe('the renewal job', () => {
    // Times long past by any database's clock, so the queued jobs are due; the app's clock is
    // moved past the period end before they run.
    const STARTED = Date.UTC(2025, 0, 31, 12);
    const FIRST_END = Date.UTC(2025, 1, 28, 12);
    const SECOND_END = Date.UTC(2025, 2, 31, 12);

    async function subscribedMonthly() {
      setClock(STARTED);
      const member = await loggedInMember(app, db());
      const response = await checkout(member.agent, {
        planId: await planId('pro'),
        cycle: 'monthly',
        country: 'DE',
      });
      expect(response.statusCode, response.body).toBe(200);
      const [subscription] = await subscriptionsOf(member.row.id);
      if (!subscription) throw new Error('no subscription');
      expect(subscription.currentPeriodEnd.toISOString()).toBe(ISO(FIRST_END));
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
      return { ...member, subscription };
    }

    it('renews at the period end: a paid renewal order, the next period counted from the start, the next job', async () => {
      const { agent, row, subscription } = await subscribedMonthly();
      setClock(FIRST_END + 60_000);
      await app.jobs.runQueued(RENEW_JOB);

      const [renewed] = await subscriptionsOf(row.id);
      // 31 Jan → 28 Feb → 31 Mar: the clamp of February does not stick.
      expect(renewed?.currentPeriodEnd.toISOString()).toBe(ISO(SECOND_END));
      expect(renewed?.status).toBe('active');
      const paid = await ordersOf(row.id);
      expect(paid).toHaveLength(2);
      expect(paid[1]).toMatchObject({
        status: 'paid',
        subscriptionId: subscription.id,
        subtotalCents: 2499,
        taxCents: 475,
        totalCents: 2974,
        taxLabel: 'VAT 19%',
        cardLast4: '4242',
      });
      expect(await isPro(row.id)).toBe(true);
      expect((await renewJobs()).map((job) => job.data.periodEnd)).toContain(ISO(SECOND_END));
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
      expect((await outbox()).at(-1)).toContain('Your TapeTV Pro subscription has renewed.');

      // The job queued for the old period end, run again, is stale: nothing more.
      await app.jobs.run(RENEW_JOB, { subscriptionId: subscription.id, periodEnd: ISO(FIRST_END) });
      expect(await ordersOf(row.id)).toHaveLength(2);
      expect((await billingStatus(agent)).subscription?.currentPeriodEnd).toBe(ISO(SECOND_END));
    });

    it('does nothing before the period end (the job waits again) or for a subscription it does not know', async () => {
      const { row, subscription } = await subscribedMonthly();
      setClock(FIRST_END - 3_600_000);
      await app.jobs.run(RENEW_JOB, { subscriptionId: subscription.id, periodEnd: ISO(FIRST_END) });
      await app.jobs.run(RENEW_JOB, {
        subscriptionId: subscription.id + 50,
        periodEnd: ISO(FIRST_END),
      });
      expect(await ordersOf(row.id)).toHaveLength(1);
      expect((await subscriptionsOf(row.id))[0]?.currentPeriodEnd.toISOString()).toBe(
        ISO(FIRST_END),
      );
      // The early run queued the job again, for the hour left (by the database's clock).
      const jobs = await renewJobs();
      expect(jobs).toHaveLength(2);
      expect(jobs[1]?.data).toEqual({ subscriptionId: subscription.id, periodEnd: ISO(FIRST_END) });
      expect(new Date(jobs[1]?.start_after ?? 0).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    });

    it('ends a canceled subscription at its period end: not pro any more, nothing charged', async () => {
      const { agent, row, subscription } = await subscribedMonthly();
      expect((await agent.post('/api/billing/subscription/cancel')).statusCode).toBe(200);
      expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: true });

      setClock(FIRST_END + 60_000);
      await app.jobs.runQueued(RENEW_JOB);

      const [ended] = await subscriptionsOf(row.id);
      expect(ended).toMatchObject({ id: subscription.id, status: 'canceled' });
      expect(ended?.endedAt?.toISOString()).toBe(ISO(FIRST_END));
      expect(await ordersOf(row.id)).toHaveLength(1);
      expect((await agent.get('/api/userdata')).json()).toMatchObject({ isPro: false });
      expect(await billingStatus(agent)).toMatchObject({
        isPro: false,
        subscription: { status: 'canceled', cancelAtPeriodEnd: true },
      });
      // Not subscribed any more: a new checkout goes through.
      expect((await checkout(agent, { planId: await planId('pro') })).statusCode).toBe(200);
    });

    it('fires after a restart, once', async () => {
      const { row } = await subscribedMonthly();
      await app.close();

      const restarted = await startApp(FIRST_END + 60_000);
      await restarted.jobs.runQueued(RENEW_JOB);
      await restarted.jobs.runQueued(RENEW_JOB);
      expect(await ordersOf(row.id)).toHaveLength(2);
      expect((await subscriptionsOf(row.id))[0]?.currentPeriodEnd.toISOString()).toBe(
        ISO(SECOND_END),
      );
    });
  });

  describe('pro gating', () => {
    it('refuses a non-pro member copying a pro pick with 403 and the upgrade message, and lets them once they paid', async () => {
      const desk = await createMember(db(), { name: 'TapeTV Desk' });
      const symbol = await createSymbol(db());
      const [pick] = await db()
        .insert(watchlists)
        .values({
          userId: desk.id,
          title: 'Pro pick',
          privacyOption: 'public',
          curated: true,
          proPick: true,
        })
        .returning();
      if (!pick) throw new Error('no pick');
      await db()
        .insert(watchlistSymbols)
        .values({ watchlistId: pick.id, symbolId: symbol.id, position: 0 });
      const { agent } = await loggedInMember(app, db());

      // The preview stays as it was: listed, locked.
      const picks = await agent.get('/api/watchlist/pro-picks');
      expect(picks.json()).toMatchObject({ isPro: false, data: [{ id: pick.id, locked: true }] });
      const refused = await agent.post('/api/watchlist/copyWatchlist', { watchlist_id: pick.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'PRO_ONLY',
        message: 'This is for pro members. Upgrade to Pro to open it.',
      });

      expect((await checkout(agent, { planId: await planId('pro') })).statusCode).toBe(200);
      // The very next request sees the member as pro (the session cache forgot the old row).
      const copied = await agent.post('/api/watchlist/copyWatchlist', { watchlist_id: pick.id });
      expect(copied.statusCode, copied.body).toBe(201);
    });

    it('app.requirePro: 401 for a visitor, 403 with the upgrade message for a member, through for a pro', async () => {
      const gated = await buildTestApp(
        database.handle,
        {},
        {
          routes: (instance) => {
            instance.get('/api/test-pro-only', { onRequest: instance.requirePro }, async () => ({
              ok: true,
            }));
          },
        },
      );
      const member = await loggedInMember(gated, db());
      const pro = await loggedInMember(gated, db(), { isPro: true });

      expect((await createAgent(gated).get('/api/test-pro-only')).statusCode).toBe(401);
      const refused = await member.agent.get('/api/test-pro-only');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'PRO_ONLY', message: PRO_ONLY_MESSAGE });
      expect((await pro.agent.get('/api/test-pro-only')).json()).toEqual({ ok: true });
    });
  });
});
