export type {
  BillingCycle,
  PlanCardProps,
  PricingPlan,
  PricingPlansProps,
  PricingToggleProps,
} from './pricing-toggle.tsx';
export {
  DEFAULT_BILLING_CYCLE,
  PlanCard,
  PricingPlans,
  PricingToggle,
  yearlySaving,
} from './pricing-toggle.tsx';
