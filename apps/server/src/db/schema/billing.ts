import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** How often a plan is paid. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;

/** free: what every member has; pro: a paid plan that makes its member pro. */
export const PLAN_TIERS = ['free', 'pro'] as const;

/** Who took the money: the local test provider or Stripe. */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const ORDER_STATUSES = ['pending', 'paid', 'declined'] as const;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'expired'] as const;

/**
 * The plans of the pro tier (issue 20). The catalogue is kept in code
 * (modules/billing/plans.ts) and written here by slug when the billing module first needs it,
 * so orders and subscriptions can reference a plan by id. Prices are whole cents.
 */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    tier: text('tier', { enum: PLAN_TIERS }).notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents').notNull(),
    currency: text('currency').notNull(),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    highlighted: boolean('highlighted').notNull().default(false),
    /** Where the plan stands on the pricing page, cheapest first. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_plans_slug_idx').on(t.slug),
    check('pricing_plans_tier_known', sql`${t.tier} in ('free', 'pro')`),
    check(
      'pricing_plans_prices_positive',
      sql`${t.monthlyPriceCents} >= 0 and ${t.yearlyPriceCents} >= 0`,
    ),
  ],
);

/**
 * A member's subscription to a paid plan. Active while paid up (even when it ends at the period
 * end); canceled once it ended; expired when a renewal failed. `users.is_pro` follows it, changed
 * in the same transaction. A job queued for `current_period_end` renews or ends it (test
 * provider); Stripe's webhooks do that for Stripe's.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    cycle: text('cycle', { enum: BILLING_CYCLES }).notNull(),
    /** The billing country its orders were taxed in (renewals are taxed the same). */
    country: text('country').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe's `sub_…`; null with the test provider. */
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Null for the test provider's: a unique index lets any number of nulls through.
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
    index('subscriptions_user_started_idx').on(t.userId, t.startedAt),
    check('subscriptions_cycle_known', sql`${t.cycle} in ('monthly', 'yearly')`),
    check('subscriptions_status_known', sql`${t.status} in ('active', 'canceled', 'expired')`),
    check('subscriptions_provider_known', sql`${t.provider} in ('test', 'stripe')`),
  ],
);

/**
 * One payment asked for: a checkout (the member's `idempotency_key` makes a double submit the
 * same order) or a renewal (its key names the subscription and period, so a renewal is paid once
 * however often its job or webhook comes). Amounts are computed by the server and kept as charged;
 * the card's number is never stored, only its last four digits.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    cycle: text('cycle', { enum: BILLING_CYCLES }).notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxLabel: text('tax_label').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's reference: the test charge's id, Stripe's Checkout Session or invoice. */
    providerRef: text('provider_ref'),
    /** Stripe's Checkout page for a pending order, answered again to a repeated submit. */
    checkoutUrl: text('checkout_url'),
    cardLast4: text('card_last4'),
    declineMessage: text('decline_message'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The subscription this payment started or renewed (null until paid). */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_subscription_idx').on(t.subscriptionId),
    check('orders_cycle_known', sql`${t.cycle} in ('monthly', 'yearly')`),
    check('orders_status_known', sql`${t.status} in ('pending', 'paid', 'declined')`),
    check('orders_provider_known', sql`${t.provider} in ('test', 'stripe')`),
    check(
      'orders_amounts_add_up',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`,
    ),
    check('orders_card_last4_digits', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The payment provider's webhook events handled, one row each, written in the transaction that
 * applies the event: the same event delivered again finds its row and changes nothing.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_events_provider_event_idx').on(t.provider, t.eventId)],
);
