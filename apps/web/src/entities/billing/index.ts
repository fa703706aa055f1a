export { formatBillingDate } from './lib/billing-date.ts';
export { FALLBACK_BILLING_COUNTRY, guessBillingCountry } from './lib/country.ts';
export { formatMoney, toMajorUnits } from './lib/money.ts';
export { bestYearlySavingPercent, toPlanCardPlan } from './lib/plan-card.ts';
export type {
  BillingLoadStatus,
  BillingStatusState,
  CheckoutQuoteState,
  OrderState,
  PricingPlansState,
  QuoteRequest,
} from './model/billing.atoms.ts';
export {
  billingStatusAtom,
  checkoutQuoteAtom,
  currentQuoteAtom,
  loadBillingStatusAtom,
  loadCheckoutQuoteAtom,
  loadOrderAtom,
  loadPricingPlansAtom,
  orderAtomFamily,
  pricingPlansAtom,
} from './model/billing.atoms.ts';
export type { BillingChoice } from './model/billing-choice.atoms.ts';
export {
  BILLING_CHOICE_STORAGE_KEY,
  billingChoiceAtom,
  billingCycleAtom,
  chooseBillingPlanAtom,
  clearBillingPlanAtom,
  DEFAULT_BILLING_CHOICE,
  readBillingChoice,
} from './model/billing-choice.atoms.ts';
export type {
  BillingCountry,
  BillingCycle,
  BillingStatus,
  CardInput,
  CheckoutBody,
  CheckoutQuote,
  CheckoutResult,
  Order,
  PaymentProvider,
  PricingPlan,
  PricingPlans,
  Subscription,
  TestCard,
} from './model/types.ts';
