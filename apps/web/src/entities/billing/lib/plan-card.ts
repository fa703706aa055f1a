import type { PricingPlan as PlanCardPlan } from '@tapetv/ui/pricing-toggle';
import type { PricingPlan } from '../model/types.ts';
import { toMajorUnits } from './money.ts';

/**
 * A plan as the design system's `PlanCard` takes it: prices in major units of the plan's currency
 * (the server's are cents), the highlighted plan marked "Most popular".
 */
export function toPlanCardPlan(plan: PricingPlan): PlanCardPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    monthlyPrice: toMajorUnits(plan.monthlyPriceCents, plan.currency),
    yearlyPrice: toMajorUnits(plan.yearlyPriceCents, plan.currency),
    features: plan.features,
    recommended: plan.highlighted,
  };
}

/**
 * The best saving of the yearly cycle over twelve monthly payments among `plans`, in whole percent
 * (0 when none saves), for the toggle's "Save up to …" hint.
 */
export function bestYearlySavingPercent(plans: readonly PricingPlan[]): number {
  return plans.reduce((best, plan) => {
    const twelveMonths = plan.monthlyPriceCents * 12;
    if (twelveMonths <= 0) return best;
    const saved = Math.max(0, twelveMonths - plan.yearlyPriceCents);
    return Math.max(best, Math.round((saved / twelveMonths) * 100));
  }, 0);
}
