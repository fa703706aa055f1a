import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type PricingPlans = ResponseBody<'/api/pricingPlans', 'get'>;
type PricingPlan = PricingPlans['plans'][number];
type CheckoutQuote = ResponseBody<'/api/checkout/quote', 'get'>;
type Order = ResponseBody<'/api/checkout/orders/{orderId}', 'get'>;
type Subscription = NonNullable<Order['subscription']>;
type BillingStatus = ResponseBody<'/api/billing/subscription', 'get'>;

/** Plan `id`: a pro plan in USD at $24.99 a month or $249.00 a year, not highlighted. */
export const pricingPlanFactory = (
  overrides: Partial<PricingPlan> & { id: number },
): PricingPlan => ({
  slug: `plan-${overrides.id}`,
  name: `Plan ${overrides.id}`,
  description: 'Everything a trader needs.',
  tier: 'pro',
  monthlyPriceCents: 2499,
  yearlyPriceCents: 24900,
  currency: 'USD',
  features: ['Pro picks', 'Specialized market reports'],
  highlighted: false,
  ...overrides,
});

/** The plans the server's catalogue sells: Free, Pro (highlighted) and Pro Plus. */
export const DEMO_PLANS: PricingPlan[] = [
  pricingPlanFactory({
    id: 1,
    slug: 'free',
    name: 'Free',
    description: 'The community, the markets and the trading school, for everyone.',
    tier: 'free',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    features: [
      'The feed, groups and direct messages',
      'Watchlists, price alerts and the calendars',
      'The trading school and its exams',
    ],
  }),
  pricingPlanFactory({
    id: 2,
    slug: 'pro',
    name: 'Pro',
    description: 'The team’s pro picks and specialized reports, with a pro badge.',
    monthlyPriceCents: 2499,
    yearlyPriceCents: 24900,
    features: [
      'Everything in Free',
      'The team’s pro pick watchlists in full, to copy',
      'Specialized market reports',
    ],
    highlighted: true,
  }),
  pricingPlanFactory({
    id: 3,
    slug: 'pro-plus',
    name: 'Pro Plus',
    description: 'Pro, with personal access sessions with the team.',
    monthlyPriceCents: 5999,
    yearlyPriceCents: 59900,
    features: ['Everything in Pro', 'Personal access sessions with the team'],
  }),
];

/** `GET /api/pricingPlans` with the catalogue's plans, the test provider, three countries, its cards. */
export const pricingPlansFactory = (overrides: Partial<PricingPlans> = {}): PricingPlans => ({
  plans: DEMO_PLANS,
  defaultCycle: 'yearly',
  paymentProvider: 'test',
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'DE', name: 'Germany' },
  ],
  testCards: [
    { number: '4242 4242 4242 4242', outcome: 'Succeeds (Visa)' },
    { number: '5555 5555 5555 4444', outcome: 'Succeeds (Mastercard)' },
    { number: '4000 0000 0000 0002', outcome: 'Declined' },
    { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
  ],
  ...overrides,
});

/** The quote of Pro (plan 2) yearly in the US: $249.00, no tax, a year from 27 Nov 2026. */
export const checkoutQuoteFactory = (overrides: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  cycle: 'yearly',
  country: 'US',
  currency: 'USD',
  subtotalCents: 24900,
  taxRatePercent: 0,
  taxLabel: 'No tax',
  taxCents: 0,
  totalCents: 24900,
  periodEnd: '2027-11-27T10:00:00.000Z',
  ...overrides,
});

/** An active yearly subscription `id` to Pro, paid with the test provider, renewing 27 Nov 2027. */
export const subscriptionFactory = (
  overrides: Partial<Subscription> & { id: number },
): Subscription => ({
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  cycle: 'yearly',
  status: 'active',
  provider: 'test',
  currentPeriodEnd: '2027-11-27T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  startedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

/** `GET /api/billing/subscription` of a pro member (the subscription above) unless given. */
export const billingStatusFactory = (overrides: Partial<BillingStatus> = {}): BillingStatus => ({
  isPro: true,
  subscription: subscriptionFactory({ id: 7 }),
  ...overrides,
});

/** Order `id`: Pro yearly, paid $249.00 with a card ending 4242, and the subscription it started. */
export const orderFactory = (overrides: Partial<Order> & { id: number }): Order => ({
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  cycle: 'yearly',
  status: 'paid',
  currency: 'USD',
  subtotalCents: 24900,
  taxCents: 0,
  totalCents: 24900,
  taxLabel: 'No tax',
  cardLast4: '4242',
  createdAt: '2026-11-27T10:00:00.000Z',
  subscription: subscriptionFactory({ id: 7 }),
  ...overrides,
});
