import type { RequestBody, ResponseBody } from '@tapetv/api-client';

/**
 * `GET /api/pricingPlans`: the plans with their prices in cents, the default cycle, the payment
 * provider (`test`: the card form; `stripe`: Stripe's own page), the billing countries and the
 * test provider's documented card numbers.
 */
export type PricingPlans = ResponseBody<'/api/pricingPlans', 'get'>;

/** One plan: its tier (`free` or `pro`), monthly and yearly prices in cents, its features. */
export type PricingPlan = PricingPlans['plans'][number];

/** How often a plan is paid: `monthly` or `yearly` (the spec's default). */
export type BillingCycle = PricingPlans['defaultCycle'];

/** What pays: the local test provider or Stripe. */
export type PaymentProvider = PricingPlans['paymentProvider'];

/** A country a member can be billed in (the tax follows it). */
export type BillingCountry = PricingPlans['countries'][number];

/** One of the test provider's card numbers and what paying with it does. */
export type TestCard = PricingPlans['testCards'][number];

/** `GET /api/checkout/quote`: the order summary, priced and taxed by the server. */
export type CheckoutQuote = ResponseBody<'/api/checkout/quote', 'get'>;

/** `POST /api/checkout`'s body: the plan, cycle and country, never an amount. */
export type CheckoutBody = RequestBody<'/api/checkout', 'post'>;

/** The card the test provider charges (only its last four digits are kept). */
export type CardInput = NonNullable<CheckoutBody['card']>;

/** `POST /api/checkout`: paid at once, or the Stripe Checkout page to go to. */
export type CheckoutResult = ResponseBody<'/api/checkout', 'post'>;

/** `GET /api/checkout/orders/{orderId}`: one of the member's orders, for the thank-you page. */
export type Order = ResponseBody<'/api/checkout/orders/{orderId}', 'get'>;

/** `GET /api/billing/subscription`: whether the member is pro, and their newest subscription. */
export type BillingStatus = ResponseBody<'/api/billing/subscription', 'get'>;

/** A member's subscription (also the one a paid order started): plan, cycle, status, period end. */
export type Subscription = NonNullable<BillingStatus['subscription']>;
