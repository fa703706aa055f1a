import { type Static, type TSchema, Type } from 'typebox';
import {
  BILLING_CYCLES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PLAN_TIERS,
  SUBSCRIPTION_STATUSES,
} from '../db/schema/index.ts';

/**
 * The pro tier (issue 20): plans and their prices, the checkout whose amounts the server alone
 * computes, orders, subscriptions and the payment provider's webhook. Money is in minor units
 * (cents) of the plan's currency, never a float.
 */

const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
const DateTime = (description: string) => Type.String({ format: 'date-time', description });
const Cents = (description: string) => Type.Integer({ minimum: 0, description });
export const BillingCycle = Type.Enum(BILLING_CYCLES, {
  description: 'How often the plan is paid; the spec’s default is yearly',
});

export const PaymentProviderName = Type.Enum(PAYMENT_PROVIDERS, {
  description:
    'test: the local test provider (the card form posts to POST /api/checkout); stripe: POST /api/checkout answers a Stripe Checkout URL to go to',
});

export const PlanTier = Type.Enum(PLAN_TIERS, {
  description: 'free: what every member has; pro: a paid plan that makes its member pro',
});

export const PricingPlan = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  tier: PlanTier,
  monthlyPriceCents: Cents('The price of one month on the monthly cycle'),
  yearlyPriceCents: Cents('The price of one year on the yearly cycle'),
  currency: Type.String({ minLength: 3, maxLength: 3, description: 'ISO 4217, e.g. USD' }),
  features: Type.Array(Type.String()),
  highlighted: Type.Boolean({ description: 'The plan shown as "Most popular"' }),
});

export const BillingCountry = Type.Object({
  code: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2' }),
  name: Type.String(),
});

/** `GET /api/pricingPlans` (spec point 7): open to visitors. */
export const PricingPlans = Type.Object({
  plans: Type.Array(PricingPlan),
  defaultCycle: BillingCycle,
  paymentProvider: PaymentProviderName,
  countries: Type.Array(BillingCountry, {
    description: 'The countries a member can be billed in; tax follows the country',
  }),
  testCards: Type.Array(Type.Object({ number: Type.String(), outcome: Type.String() }), {
    description: 'The test provider’s documented card numbers (empty with a real provider)',
  }),
});

const PlanRef = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
});

export const QuoteQuery = Type.Object({
  planId: Type.Integer({ minimum: 1 }),
  cycle: BillingCycle,
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'The billing country' }),
});

/** `GET /api/checkout/quote`: the order summary, priced and taxed by the server. */
export const Quote = Type.Object({
  plan: PlanRef,
  cycle: BillingCycle,
  country: Type.String(),
  currency: Type.String(),
  subtotalCents: Cents('The plan’s price for the cycle'),
  taxRatePercent: Type.Number({ minimum: 0, description: 'e.g. 20 for VAT at 20 %' }),
  taxLabel: Type.String({ description: 'e.g. "VAT 20%" or "No tax"' }),
  taxCents: Cents('The tax on the subtotal, rounded half up to the cent'),
  totalCents: Cents('subtotalCents + taxCents'),
  periodEnd: DateTime('When the paid period would end if paid now'),
});

export const CardInput = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    number: Type.String({ maxLength: 40, description: 'Digits; spaces are ignored' }),
    expMonth: Type.Integer(),
    expYear: Type.Integer(),
    cvc: Type.String({ maxLength: 8 }),
  },
  { description: 'A card for the test provider only; never stored (only its last four digits)' },
);

export const CheckoutBody = Type.Object({
  planId: Type.Integer({ minimum: 1 }),
  cycle: BillingCycle,
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  idempotencyKey: Type.String({
    minLength: 8,
    maxLength: 100,
    description: 'One per checkout attempt: the same key again answers the same order, once paid',
  }),
  card: Type.Optional(CardInput),
});

/** `POST /api/checkout`: paid at once (test provider) or a Stripe Checkout page to go to. */
export const CheckoutResult = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('redirect')]),
  orderId: Type.Integer(),
  redirectUrl: Type.Optional(Type.String({ description: 'Only with status redirect' })),
});

export const Subscription = Type.Object({
  id: Type.Integer(),
  plan: PlanRef,
  cycle: BillingCycle,
  status: Type.Enum(SUBSCRIPTION_STATUSES, {
    description:
      'active: paid up (it may still end at the period end); canceled: ended at its period end; expired: a renewal failed',
  }),
  provider: PaymentProviderName,
  currentPeriodEnd: DateTime('The end of the paid period: the renewal, or the end if canceled'),
  cancelAtPeriodEnd: Type.Boolean(),
  startedAt: DateTime('When it was first paid'),
});

/** `GET /api/checkout/orders/{orderId}`: the member's own order, for the thank-you page. */
export const Order = Type.Object({
  id: Type.Integer(),
  plan: PlanRef,
  cycle: BillingCycle,
  status: Type.Enum(ORDER_STATUSES),
  currency: Type.String(),
  subtotalCents: Cents('As quoted'),
  taxCents: Cents('As quoted'),
  totalCents: Cents('As charged'),
  taxLabel: Type.String(),
  cardLast4: Nullable(Type.String(), 'The test card’s last four digits; null with Stripe'),
  createdAt: DateTime('When the order was placed'),
  subscription: Nullable(Subscription, 'The subscription the payment started or renewed'),
});

export const OrderParams = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });

/** `GET /api/billing/subscription`: the member's current subscription, if any. */
export const BillingStatus = Type.Object({
  isPro: Type.Boolean(),
  subscription: Nullable(Subscription, 'The newest subscription (null if never subscribed)'),
});

export const WebhookAck = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean({ description: 'The event had been handled before; nothing changed' }),
});

export type BillingCycleName = Static<typeof BillingCycle>;
export type PricingPlansView = Static<typeof PricingPlans>;
export type QuoteQueryInput = Static<typeof QuoteQuery>;
export type QuoteView = Static<typeof Quote>;
export type CardInputValue = Static<typeof CardInput>;
export type CheckoutBodyInput = Static<typeof CheckoutBody>;
export type CheckoutResultView = Static<typeof CheckoutResult>;
export type SubscriptionView = Static<typeof Subscription>;
export type OrderView = Static<typeof Order>;
export type BillingStatusView = Static<typeof BillingStatus>;
export type WebhookAckView = Static<typeof WebhookAck>;
