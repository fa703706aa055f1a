import { tz } from '@date-fns/tz';
import { addMonths, addYears } from 'date-fns';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, badRequest, notFound, validationFailed } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import type {
  BillingCycleName,
  BillingStatusView,
  CheckoutBodyInput,
  CheckoutResultView,
  OrderView,
  PricingPlansView,
  QuoteQueryInput,
  QuoteView,
  SubscriptionView,
  WebhookAckView,
} from '../../schemas/billing.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type {
  BillingRepository,
  NewOrder,
  OrderRow,
  PlanRow,
  SubscriptionRow,
} from './billing.repository.ts';
import { DEFAULT_CYCLE, PLAN_CATALOGUE } from './plans.ts';
import {
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from './providers/payment-provider.ts';
import { BILLING_COUNTRIES, type TaxRule, taxCents, taxRuleOf } from './tax.ts';

/** The job that renews or ends a subscription, queued to start at its period end. */
export const RENEW_JOB = 'billing.renew';

export interface RenewJob {
  subscriptionId: number;
  /** The period end the job was queued for (ISO): a subscription renewed or moved since is not this job's. */
  periodEnd: string;
}

export type RenewOutcome = 'renewed' | 'ended' | 'expired' | 'stale' | 'early' | 'left';

export const BILLING_MESSAGES = {
  noPlan: 'No such plan.',
  freePlan: 'The free plan needs no checkout.',
  unknownCountry: 'We cannot bill in that country yet.',
  alreadySubscribed: 'You already have a pro subscription. Manage it in your settings.',
  keyReused:
    'This checkout was already sent for another plan, cycle or country. Reload the page to start again.',
  noOrder: 'No such order.',
  noSubscription: 'You have no active subscription.',
  alreadyEnds: (date: string) => `Your subscription already ends on ${date}.`,
  notEnding: 'Your subscription is not set to end: it renews as it is.',
  providerMissing:
    'This subscription is billed by Stripe, which this server is not set up for. Please contact us.',
  badSignature: 'The webhook signature does not match.',
  noWebhooks: 'This server takes no Stripe webhooks: its payment provider is not Stripe.',
  receiptSubject: 'Your TapeTV Pro receipt',
} as const;

const utc = tz('UTC');

/** The end of a period of `cycle` from `from`, a calendar month or year later (31 Jan → 28/29 Feb). */
export function periodEndFrom(from: Date, cycle: BillingCycleName): Date {
  const end =
    cycle === 'monthly' ? addMonths(from, 1, { in: utc }) : addYears(from, 1, { in: utc });
  return new Date(end.getTime());
}

/**
 * The period end after `current` for a subscription started at `startedAt`, counted from the
 * start so a month's clamp does not stick (31 Jan → 28 Feb → 31 Mar, not 28 Mar).
 */
export function nextPeriodEnd(startedAt: Date, cycle: BillingCycleName, current: Date): Date {
  for (let periods = 1; ; periods += 1) {
    const end =
      cycle === 'monthly'
        ? addMonths(startedAt, periods, { in: utc })
        : addYears(startedAt, periods, { in: utc });
    if (end.getTime() > current.getTime()) return new Date(end.getTime());
  }
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A day as a member reads it: 10 March 2027 (UTC). */
export const formatDay = (at: Date) => dayFormat.format(at);

export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const priceOf = (plan: PlanRow, cycle: BillingCycleName) =>
  cycle === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;

/** A checkout's idempotency key as stored: apart from the keys of renewals the server makes. */
const checkoutKey = (key: string) => `checkout:${key}`;

interface Priced {
  plan: PlanRow;
  cycle: BillingCycleName;
  rule: TaxRule;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  periodEnd: Date;
}

export interface BillingServiceDeps {
  db: Database;
  repository: BillingRepository;
  users: Pick<UsersRepository, 'findById' | 'setPro' | 'announceChange'>;
  jobs: Pick<JobQueue, 'send' | 'start'>;
  provider: PaymentProvider;
  appUrl: string;
  now: () => number;
  log?: { warn(details: object, message: string): void };
}

/**
 * The pro tier (issue 20): plans, quotes, checkout, subscriptions, renewals and the payment
 * provider's webhook. Prices and taxes are computed here only, in whole cents; what the browser
 * sends is the plan, the cycle, the country and (test provider) the card. A member is pro while
 * they have an active subscription: `users.is_pro`, which every other module reads, changes in the
 * transaction that changes the subscription, and the member's cached sessions forget the old row
 * once it commits.
 */
export class BillingService {
  private catalogue: Promise<void> | undefined;

  constructor(private readonly deps: BillingServiceDeps) {}

  /**
   * Writes the plan catalogue (plans.ts) once per process, before the first read of a plan: a
   * fresh database, and each test's emptied one, always has it. Not at plugin start, because the
   * OpenAPI document is built from an app whose database no query may reach (test/helpers/openapi.ts).
   */
  private ensureCatalogue(): Promise<void> {
    this.catalogue ??= this.deps.repository.upsertPlans(PLAN_CATALOGUE).catch((error: unknown) => {
      this.catalogue = undefined;
      throw error;
    });
    return this.catalogue;
  }

  private async planRows(): Promise<PlanRow[]> {
    await this.ensureCatalogue();
    return this.deps.repository.plans();
  }

  private async planRow(id: number): Promise<PlanRow | undefined> {
    await this.ensureCatalogue();
    return this.deps.repository.plan(id);
  }

  /** `GET /api/pricingPlans`: the plans, the default cycle, the provider and the countries. */
  async plans(): Promise<PricingPlansView> {
    const rows = await this.planRows();
    return {
      plans: rows.map((plan) => ({
        id: plan.id,
        slug: plan.slug,
        name: plan.name,
        description: plan.description,
        tier: plan.tier,
        monthlyPriceCents: plan.monthlyPriceCents,
        yearlyPriceCents: plan.yearlyPriceCents,
        currency: plan.currency,
        features: plan.features,
        highlighted: plan.highlighted,
      })),
      defaultCycle: DEFAULT_CYCLE,
      paymentProvider: this.deps.provider.name,
      countries: BILLING_COUNTRIES,
      testCards: [...this.deps.provider.testCards],
    };
  }

  /** The order summary of a plan and cycle in a country, priced and taxed here. */
  async quote(query: QuoteQueryInput): Promise<QuoteView> {
    const priced = await this.price(query, new Date(this.deps.now()));
    return {
      plan: { id: priced.plan.id, slug: priced.plan.slug, name: priced.plan.name },
      cycle: priced.cycle,
      country: priced.rule.code,
      currency: priced.plan.currency,
      subtotalCents: priced.subtotalCents,
      taxRatePercent: priced.rule.basisPoints / 100,
      taxLabel: priced.rule.label,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      periodEnd: priced.periodEnd.toISOString(),
    };
  }

  /** 404 for an unknown plan, 422 for the free plan or a country TapeTV does not bill in. */
  private async price(
    input: { planId: number; cycle: BillingCycleName; country: string },
    now: Date,
  ): Promise<Priced> {
    const plan = await this.planRow(input.planId);
    if (!plan) throw notFound(BILLING_MESSAGES.noPlan);
    if (plan.tier === 'free') throw validationFailed({ planId: [BILLING_MESSAGES.freePlan] });
    const rule = taxRuleOf(input.country);
    if (!rule) throw validationFailed({ country: [BILLING_MESSAGES.unknownCountry] });
    const subtotalCents = priceOf(plan, input.cycle);
    const tax = taxCents(subtotalCents, rule.basisPoints);
    return {
      plan,
      cycle: input.cycle,
      rule,
      subtotalCents,
      taxCents: tax,
      totalCents: subtotalCents + tax,
      periodEnd: periodEndFrom(now, input.cycle),
    };
  }

  /**
   * Pays for a plan. The same idempotency key again answers what the first answered (the paid
   * order, or the same decline) and charges nothing; 409 for a member already subscribed. With the
   * test provider the card is charged at once, and a paid order, its subscription, `is_pro`, the
   * renewal job and the receipt mail are one transaction (a declined order is saved, and nothing
   * else). With Stripe a pending order is saved and the answer is its Checkout page; the webhook
   * does the rest.
   */
  async checkout(viewer: UserRow, body: CheckoutBodyInput): Promise<CheckoutResultView> {
    const now = new Date(this.deps.now());
    const priced = await this.price(body, now);
    const { provider } = this.deps;
    if (provider.kind === 'card') {
      const errors = provider.checkCard(body.card, now);
      if (errors) throw validationFailed(errors);
    }
    const key = checkoutKey(body.idempotencyKey);
    await this.deps.jobs.start();
    const order = await this.deps.db.transaction(async (tx) => {
      const { repository } = this.deps;
      // One checkout of a member at a time: a second with the same key waits, then finds the first.
      await repository.lockMember(viewer.id, tx);
      const earlier = await repository.orderByKey(viewer.id, key, tx);
      if (earlier) {
        if (
          earlier.planId !== priced.plan.id ||
          earlier.cycle !== priced.cycle ||
          earlier.country !== priced.rule.code
        )
          throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', BILLING_MESSAGES.keyReused);
        return earlier;
      }
      if (await repository.currentOf(viewer.id, now, tx))
        throw new AppError(409, 'ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
      const base = {
        userId: viewer.id,
        planId: priced.plan.id,
        cycle: priced.cycle,
        country: priced.rule.code,
        currency: priced.plan.currency,
        subtotalCents: priced.subtotalCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        taxLabel: priced.rule.label,
        provider: provider.name,
        idempotencyKey: key,
      } satisfies Omit<NewOrder, 'status'>;
      if (provider.kind === 'hosted') return this.insertOrder({ ...base, status: 'pending' }, tx);
      if (!body.card) throw new Error('the card was checked above');
      const charge = provider.charge({
        amountCents: priced.totalCents,
        currency: priced.plan.currency,
        description: `TapeTV ${priced.plan.name} (${priced.cycle})`,
        card: body.card,
      });
      if (charge.status === 'declined')
        return this.insertOrder(
          {
            ...base,
            status: 'declined',
            cardLast4: charge.cardLast4,
            declineMessage: charge.message,
          },
          tx,
        );
      const subscription = await repository.insertSubscription(
        {
          userId: viewer.id,
          planId: priced.plan.id,
          cycle: priced.cycle,
          country: priced.rule.code,
          status: 'active',
          provider: provider.name,
          currentPeriodEnd: priced.periodEnd,
          startedAt: now,
        },
        tx,
      );
      const paid = await this.insertOrder(
        {
          ...base,
          status: 'paid',
          providerRef: charge.reference,
          cardLast4: charge.cardLast4,
          subscriptionId: subscription.id,
          paidAt: now,
        },
        tx,
      );
      await this.startPro(viewer, subscription, paid, priced.plan, 'started', tx);
      return paid;
    });
    this.deps.users.announceChange(viewer.id);
    return this.answer(viewer, order, priced.plan);
  }

  private async insertOrder(order: NewOrder, tx: Executor): Promise<OrderRow> {
    const row = await this.deps.repository.insertOrder(order, tx);
    // The member's lock is held, so no other request could have used the key in between.
    if (!row)
      throw new Error(`order key ${order.idempotencyKey} was taken under the member's lock`);
    return row;
  }

  /** The answer to a checkout, first or repeated: paid, the same decline, or the page to go to. */
  private async answer(viewer: UserRow, order: OrderRow, plan: PlanRow) {
    if (order.status === 'paid') return { status: 'paid' as const, orderId: order.id };
    if (order.status === 'declined')
      throw new AppError(
        402,
        'CARD_DECLINED',
        order.declineMessage ?? 'Your card was declined. You have not been charged.',
      );
    const { provider } = this.deps;
    if (order.checkoutUrl) {
      return { status: 'redirect' as const, orderId: order.id, redirectUrl: order.checkoutUrl };
    }
    if (provider.kind !== 'hosted') throw new Error(`order ${order.id} is pending without Stripe`);
    // Stripe's idempotency key is the order's, so a repeat after a lost answer is the same session.
    const session = await provider.createCheckout({
      orderId: order.id,
      userId: viewer.id,
      email: viewer.email,
      planName: plan.name,
      cycle: order.cycle,
      currency: order.currency,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxLabel: order.taxLabel,
      successUrl: `${this.deps.appUrl}/checkout/thank-you?order=${order.id}`,
      cancelUrl: `${this.deps.appUrl}/checkout?canceled=1`,
    });
    await this.deps.repository.updateOrder(order.id, {
      providerRef: session.reference,
      checkoutUrl: session.url,
    });
    return { status: 'redirect' as const, orderId: order.id, redirectUrl: session.url };
  }

  /**
   * In the transaction of a paid order: the member is pro, the renewal job waits for the period
   * end, and the receipt is queued.
   */
  private async startPro(
    member: Pick<UserRow, 'id' | 'name' | 'email' | 'userName'>,
    subscription: SubscriptionRow,
    order: OrderRow,
    plan: PlanRow,
    kind: 'started' | 'renewed',
    tx: Executor,
  ): Promise<void> {
    await this.deps.users.setPro(member.id, true, tx);
    await this.queueRenewal(subscription, tx);
    await this.deps.jobs.send(MAIL_JOB, this.receipt(member, subscription, order, plan, kind), tx);
  }

  private async queueRenewal(subscription: SubscriptionRow, tx: Executor): Promise<void> {
    const job: RenewJob = {
      subscriptionId: subscription.id,
      periodEnd: subscription.currentPeriodEnd.toISOString(),
    };
    await this.deps.jobs.send(RENEW_JOB, job, tx, { startAfter: subscription.currentPeriodEnd });
  }

  private receipt(
    member: Pick<UserRow, 'name' | 'email' | 'userName'>,
    subscription: SubscriptionRow,
    order: OrderRow,
    plan: PlanRow,
    kind: 'started' | 'renewed',
  ): Mail {
    const money = (cents: number) => formatMoney(cents, order.currency);
    const paidWith = order.cardLast4
      ? `Paid with the card ending ${order.cardLast4}${order.provider === 'test' ? ' (test provider: no money was taken)' : ''}`
      : 'Paid through Stripe';
    return {
      to: member.email,
      subject: BILLING_MESSAGES.receiptSubject,
      text: [
        `Hello ${member.name},`,
        '',
        kind === 'started'
          ? `Thank you for subscribing to TapeTV ${plan.name}. You are pro from now on.`
          : `Your TapeTV ${plan.name} subscription has renewed.`,
        '',
        `Order: #${order.id}`,
        `Plan: ${plan.name}, ${order.cycle}`,
        `Subtotal: ${money(order.subtotalCents)}`,
        `${order.taxLabel}: ${money(order.taxCents)}`,
        `Total: ${money(order.totalCents)}`,
        paidWith,
        '',
        `Renewal date: ${formatDay(subscription.currentPeriodEnd)}`,
        `Manage or cancel your subscription in your settings: ${this.deps.appUrl}/profile/${member.userName}/setting`,
      ].join('\n'),
    };
  }

  /** `GET /api/checkout/orders/{orderId}`: the member's own order; 404 for anyone else's. */
  async order(viewer: UserRow, orderId: number): Promise<OrderView> {
    const { repository } = this.deps;
    const order = await repository.order(orderId);
    if (!order || order.userId !== viewer.id) throw notFound(BILLING_MESSAGES.noOrder);
    const plan = await this.planRow(order.planId);
    if (!plan) throw new Error(`order ${order.id} names no plan`);
    const subscription = order.subscriptionId
      ? await repository.subscription(order.subscriptionId)
      : undefined;
    return {
      id: order.id,
      plan: planRef(plan),
      cycle: order.cycle,
      status: order.status,
      currency: order.currency,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxLabel: order.taxLabel,
      cardLast4: order.cardLast4,
      createdAt: order.createdAt.toISOString(),
      subscription: subscription ? await this.presentSubscription(subscription) : null,
    };
  }

  /** `GET /api/billing/subscription`: whether the member is pro, and their newest subscription. */
  async status(viewer: UserRow): Promise<BillingStatusView> {
    const [member, newest] = await Promise.all([
      this.deps.users.findById(viewer.id),
      this.deps.repository.newestOf(viewer.id),
    ]);
    return {
      isPro: member?.isPro ?? false,
      subscription: newest ? await this.presentSubscription(newest) : null,
    };
  }

  /**
   * Ends the subscription at the end of the paid period (pro until then): 404 without an active
   * one, 409 when it already ends. A Stripe subscription is told first, so Stripe bills no more.
   */
  async cancel(viewer: UserRow): Promise<SubscriptionView> {
    return this.setCancelAtPeriodEnd(viewer, true);
  }

  /** Takes a cancellation back before the period ends: 409 when the subscription was not ending. */
  async resume(viewer: UserRow): Promise<SubscriptionView> {
    return this.setCancelAtPeriodEnd(viewer, false);
  }

  private async setCancelAtPeriodEnd(viewer: UserRow, cancel: boolean) {
    const { repository, provider } = this.deps;
    const now = new Date(this.deps.now());
    const refuseIfUnchanged = (subscription: SubscriptionRow | undefined) => {
      if (!subscription) throw notFound(BILLING_MESSAGES.noSubscription);
      if (subscription.cancelAtPeriodEnd !== cancel) return subscription;
      if (cancel)
        throw new AppError(
          409,
          'ALREADY_CANCELED',
          BILLING_MESSAGES.alreadyEnds(formatDay(subscription.currentPeriodEnd)),
        );
      throw new AppError(409, 'NOT_CANCELED', BILLING_MESSAGES.notEnding);
    };
    const current = refuseIfUnchanged(await repository.currentOf(viewer.id, now));
    if (current.provider === 'stripe') {
      if (provider.kind !== 'hosted' || !current.providerSubscriptionId)
        throw new AppError(409, 'PROVIDER_UNAVAILABLE', BILLING_MESSAGES.providerMissing);
      await provider.setCancelAtPeriodEnd(current.providerSubscriptionId, cancel);
    }
    const saved = await this.deps.db.transaction(async (tx) => {
      await repository.lockMember(viewer.id, tx);
      const locked = await repository.lockSubscription(current.id, tx);
      if (locked?.status !== 'active') throw notFound(BILLING_MESSAGES.noSubscription);
      if (locked.cancelAtPeriodEnd === cancel) return locked;
      return repository.updateSubscription(current.id, { cancelAtPeriodEnd: cancel }, tx);
    });
    return this.presentSubscription(saved);
  }

  /**
   * The renewal job, at a subscription's period end. It does nothing when the subscription moved
   * on since it was queued (renewed, ended, its period changed: another job is the one). A
   * subscription set to end is ended (`is_pro` false unless the member has another). The test
   * provider's is renewed: a paid renewal order at the first order's amounts, the next period, the
   * next job and a receipt. Stripe's renew through the webhook (invoice.paid), so the job only ends
   * one Stripe said ends. A job run before its time (this clock behind the database's) queues itself
   * again for the time left.
   */
  async renew(job: RenewJob): Promise<RenewOutcome> {
    const periodEnd = new Date(job.periodEnd);
    if (!Number.isInteger(job.subscriptionId) || Number.isNaN(periodEnd.getTime())) return 'stale';
    const { repository, jobs, provider } = this.deps;
    const found = await repository.subscription(job.subscriptionId);
    if (!found) return 'stale';
    await jobs.start();
    const now = new Date(this.deps.now());
    const outcome = await this.deps.db.transaction(async (tx): Promise<RenewOutcome> => {
      await repository.lockMember(found.userId, tx);
      const subscription = await repository.lockSubscription(found.id, tx);
      if (
        subscription?.status !== 'active' ||
        subscription.currentPeriodEnd.getTime() !== periodEnd.getTime()
      )
        return 'stale';
      if (now.getTime() < periodEnd.getTime()) return 'early';
      if (subscription.cancelAtPeriodEnd) {
        await this.end(subscription, 'canceled', periodEnd, tx);
        return 'ended';
      }
      if (subscription.provider === 'stripe') return 'left';
      if (provider.kind !== 'card') {
        // A test subscription on a server that now takes real payments: nothing can renew it.
        await this.end(subscription, 'expired', periodEnd, tx);
        return 'expired';
      }
      const first = await repository.firstOrderOf(subscription.id, tx);
      const plan = await repository.plan(subscription.planId, tx);
      const member = await this.deps.users.findById(subscription.userId, tx);
      if (!first || !plan || !member)
        throw new Error(`subscription ${subscription.id} is incomplete`);
      const charge = provider.renew({
        amountCents: first.totalCents,
        currency: first.currency,
        description: `TapeTV ${plan.name} (${subscription.cycle}) renewal`,
      });
      await this.renewWith(
        { member, subscription, plan, first },
        {
          idempotencyKey: `renewal:${subscription.id}:${periodEnd.toISOString()}`,
          providerRef: charge.reference,
          cardLast4: first.cardLast4,
          periodEnd: nextPeriodEnd(subscription.startedAt, subscription.cycle, periodEnd),
          now,
        },
        tx,
      );
      return 'renewed';
    });
    if (outcome === 'early') {
      const left = Math.ceil((periodEnd.getTime() - now.getTime()) / 1000);
      await jobs.send(RENEW_JOB, job, undefined, { startAfter: Math.max(1, left) });
    }
    if (outcome === 'ended' || outcome === 'expired' || outcome === 'renewed')
      this.deps.users.announceChange(found.userId);
    return outcome;
  }

  /** A paid renewal: its order (once per key), the next period, its job and the receipt. */
  private async renewWith(
    context: {
      member: UserRow;
      subscription: SubscriptionRow;
      plan: PlanRow;
      first: OrderRow;
    },
    renewal: {
      idempotencyKey: string;
      providerRef: string;
      cardLast4: string | null;
      periodEnd: Date;
      now: Date;
    },
    tx: Executor,
  ): Promise<boolean> {
    const { member, subscription, plan, first } = context;
    const order = await this.deps.repository.insertOrder(
      {
        userId: subscription.userId,
        planId: subscription.planId,
        cycle: subscription.cycle,
        country: first.country,
        currency: first.currency,
        subtotalCents: first.subtotalCents,
        taxCents: first.taxCents,
        totalCents: first.totalCents,
        taxLabel: first.taxLabel,
        status: 'paid',
        provider: subscription.provider,
        providerRef: renewal.providerRef,
        cardLast4: renewal.cardLast4,
        idempotencyKey: renewal.idempotencyKey,
        subscriptionId: subscription.id,
        paidAt: renewal.now,
      },
      tx,
    );
    if (!order) return false;
    const renewed = await this.deps.repository.updateSubscription(
      subscription.id,
      { currentPeriodEnd: renewal.periodEnd, status: 'active', endedAt: null },
      tx,
    );
    await this.startPro(member, renewed, order, plan, 'renewed', tx);
    return true;
  }

  /** Ends a subscription; the member stays pro only with another active one. */
  private async end(
    subscription: SubscriptionRow,
    status: 'canceled' | 'expired',
    endedAt: Date,
    tx: Executor,
  ): Promise<void> {
    const { repository, users } = this.deps;
    await repository.updateSubscription(subscription.id, { status, endedAt }, tx);
    const stillPro = await repository.hasOtherActive(subscription.userId, subscription.id, tx);
    await users.setPro(subscription.userId, stillPro, tx);
  }

  /**
   * `POST /api/billing/webhooks/stripe`: verifies the signature over the raw body (400 when it
   * does not match; 404 when Stripe is not the provider), then applies the event in one
   * transaction with its row in `billing_events`, so the same event again changes nothing.
   */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAckView> {
    const { provider, repository } = this.deps;
    if (provider.kind !== 'hosted') throw notFound(BILLING_MESSAGES.noWebhooks);
    let event: ProviderEvent;
    try {
      event = provider.readEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw badRequest(BILLING_MESSAGES.badSignature, 'BAD_SIGNATURE');
      throw error;
    }
    await this.ensureCatalogue();
    await this.deps.jobs.start();
    const touched = new Set<number>();
    const fresh = await this.deps.db.transaction(async (tx) => {
      const type = event.type === 'other' ? event.providerType : event.type;
      if (!(await repository.recordEvent({ provider: 'stripe', eventId: event.id, type }, tx)))
        return false;
      await this.apply(event, tx, touched);
      return true;
    });
    for (const userId of touched) this.deps.users.announceChange(userId);
    return { received: true, duplicate: !fresh };
  }

  private async apply(event: ProviderEvent, tx: Executor, touched: Set<number>): Promise<void> {
    const { repository, users } = this.deps;
    const now = new Date(this.deps.now());
    switch (event.type) {
      case 'checkout.completed': {
        if (!event.paid || event.orderId === null) return;
        const found = await repository.order(event.orderId, tx);
        const ours =
          found?.provider === 'stripe' && (event.userId === null || event.userId === found.userId);
        if (!found || !ours) {
          this.deps.log?.warn({ event: event.id }, 'Stripe checkout for no order of ours');
          return;
        }
        await repository.lockMember(found.userId, tx);
        const order = await repository.lockOrder(found.id, tx);
        if (!order || order.status === 'paid') return;
        const [member, plan] = await Promise.all([
          users.findById(order.userId, tx),
          repository.plan(order.planId, tx),
        ]);
        if (!member || !plan) return;
        const subscription = await repository.insertSubscription(
          {
            userId: order.userId,
            planId: order.planId,
            cycle: order.cycle,
            country: order.country,
            status: 'active',
            provider: 'stripe',
            providerSubscriptionId: event.subscriptionRef,
            // Stripe's own period end follows in customer.subscription.updated.
            currentPeriodEnd: periodEndFrom(now, order.cycle),
            startedAt: now,
          },
          tx,
        );
        await repository.updateOrder(
          order.id,
          { status: 'paid', subscriptionId: subscription.id, paidAt: now },
          tx,
        );
        await this.startPro(
          member,
          subscription,
          { ...order, status: 'paid' },
          plan,
          'started',
          tx,
        );
        touched.add(order.userId);
        return;
      }
      case 'invoice.paid': {
        if (event.reason !== 'subscription_cycle' || !event.subscriptionRef) return;
        const subscription = await this.lockStripeSubscription(event.subscriptionRef, tx);
        if (!subscription) return;
        const [member, plan, first] = await Promise.all([
          users.findById(subscription.userId, tx),
          repository.plan(subscription.planId, tx),
          repository.firstOrderOf(subscription.id, tx),
        ]);
        if (!member || !plan || !first) return;
        const renewed = await this.renewWith(
          { member, subscription, plan, first },
          {
            idempotencyKey: `stripe-invoice:${event.invoiceRef}`,
            providerRef: event.invoiceRef,
            cardLast4: null,
            periodEnd:
              event.periodEnd ??
              nextPeriodEnd(
                subscription.startedAt,
                subscription.cycle,
                subscription.currentPeriodEnd,
              ),
            now,
          },
          tx,
        );
        if (renewed) touched.add(subscription.userId);
        return;
      }
      case 'subscription.updated': {
        const subscription = await this.lockStripeSubscription(event.subscriptionRef, tx);
        if (subscription?.status !== 'active') return;
        if (
          event.status === 'canceled' ||
          event.status === 'incomplete_expired' ||
          event.status === 'unpaid'
        ) {
          await this.end(
            subscription,
            event.status === 'canceled' ? 'canceled' : 'expired',
            now,
            tx,
          );
          touched.add(subscription.userId);
          return;
        }
        const periodEnd = event.periodEnd ?? subscription.currentPeriodEnd;
        const updated = await repository.updateSubscription(
          subscription.id,
          { cancelAtPeriodEnd: event.cancelAtPeriodEnd, currentPeriodEnd: periodEnd },
          tx,
        );
        if (periodEnd.getTime() !== subscription.currentPeriodEnd.getTime())
          await this.queueRenewal(updated, tx);
        return;
      }
      case 'subscription.deleted': {
        const subscription = await this.lockStripeSubscription(event.subscriptionRef, tx);
        if (subscription?.status !== 'active') return;
        await this.end(subscription, 'canceled', event.endedAt ?? now, tx);
        touched.add(subscription.userId);
        return;
      }
      case 'other':
        return;
    }
  }

  /** A Stripe subscription of ours, locked after its member (the order every change locks in). */
  private async lockStripeSubscription(ref: string, tx: Executor) {
    const { repository } = this.deps;
    const found = await repository.byProviderRef('stripe', ref, tx);
    if (!found) return undefined;
    await repository.lockMember(found.userId, tx);
    return repository.lockSubscription(found.id, tx);
  }

  private async presentSubscription(subscription: SubscriptionRow): Promise<SubscriptionView> {
    const plan = await this.planRow(subscription.planId);
    if (!plan) throw new Error(`subscription ${subscription.id} names no plan`);
    return {
      id: subscription.id,
      plan: planRef(plan),
      cycle: subscription.cycle,
      status: subscription.status,
      provider: subscription.provider,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      startedAt: subscription.startedAt.toISOString(),
    };
  }
}

const planRef = (plan: PlanRow) => ({ id: plan.id, slug: plan.slug, name: plan.name });
