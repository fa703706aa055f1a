import type { pricingPlans } from '../../db/schema/index.ts';

export type PlanDefinition = Omit<typeof pricingPlans.$inferInsert, 'id' | 'updatedAt'>;

/**
 * The catalogue of plans (issue 20), kept here and written to `pricing_plans` by slug when the
 * billing module first needs it after a start: a change here reaches every database then, and ids
 * stay stable, so orders keep pointing at their plan. Features name only what TapeTV gives today.
 * Personal access is gated on pro (`app.requirePro`), which every paid plan makes a member, so
 * both paid plans list it.
 */
export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    slug: 'free',
    name: 'Free',
    description: 'The community, the markets and the trading school, for everyone.',
    tier: 'free',
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    currency: 'USD',
    features: [
      'The feed, groups and direct messages',
      'Watchlists, price alerts and the calendars',
      'The trading school and its exams',
    ],
    highlighted: false,
    position: 0,
  },
  {
    slug: 'pro',
    name: 'Pro',
    description: 'The team’s pro picks in full and the specialized reports, with a pro badge.',
    tier: 'pro',
    monthlyPriceCents: 2499,
    yearlyPriceCents: 24900,
    currency: 'USD',
    features: [
      'Everything in Free',
      'The team’s pro pick watchlists in full, ready to copy',
      'A pro badge on your profile',
      'Every specialized market report, with its PDF',
      'Personal access: book one-to-one sessions with the team’s analysts',
    ],
    highlighted: true,
    position: 1,
  },
  {
    slug: 'pro-plus',
    name: 'Pro Plus',
    description: 'Everything in Pro, including one-to-one personal access sessions with the team.',
    tier: 'pro',
    monthlyPriceCents: 5999,
    yearlyPriceCents: 59900,
    currency: 'USD',
    features: [
      'Everything in Pro',
      'The team’s pro pick watchlists and the pro badge',
      'Personal access: one-to-one sessions with the team’s analysts, up to 2 booked at a time',
    ],
    highlighted: false,
    position: 2,
  },
];

/** The cycle the pricing page opens on (the spec’s default). */
export const DEFAULT_CYCLE = 'yearly' as const;
