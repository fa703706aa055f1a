import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { BillingCycle } from './types.ts';

/**
 * The plan a visitor or member chose on /pricing and whether they pay yearly: the spec keeps both
 * in the browser's local storage ("The selected plan and the yearly flag are kept in browser
 * local storage"), so a reload, a detour through login or sign-up, or the sign-up mail's link
 * back to /checkout loses nothing.
 */
export interface BillingChoice {
  /** The chosen plan's id, or null before one is chosen. */
  planId: number | null;
  /** Pay yearly (the spec's default) or monthly. */
  yearly: boolean;
}

export const BILLING_CHOICE_STORAGE_KEY = 'tapetv.billing-choice';

/** Nothing chosen yet, billed yearly ("Billing cycle default: yearly"). */
export const DEFAULT_BILLING_CHOICE: BillingChoice = { planId: null, yearly: true };

/**
 * What was stored, checked field by field: storage is the browser's, and an old version of the app,
 * an extension or a hand edit may have left anything there. A field that does not check out falls
 * back to its default; something that is not an object at all (or not JSON) is the default.
 */
export function readBillingChoice(stored: unknown): BillingChoice {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_BILLING_CHOICE;
  const { planId, yearly } = stored as Record<string, unknown>;
  return {
    planId:
      typeof planId === 'number' && Number.isSafeInteger(planId) && planId > 0 ? planId : null,
    yearly: typeof yearly === 'boolean' ? yearly : DEFAULT_BILLING_CHOICE.yearly,
  };
}

// The default string storage is `window.localStorage`, or none where the browser refuses it.
const json = createJSONStorage<unknown>();

/**
 * Local storage, read through `readBillingChoice` (also when another tab changes it) and written
 * without failing the choice when the browser refuses to store (a full or disabled storage: the
 * choice then lasts as long as the page).
 */
const choiceStorage = {
  getItem: (key: string, initialValue: BillingChoice) =>
    readBillingChoice(json.getItem(key, initialValue)),
  setItem: (key: string, value: BillingChoice) => {
    try {
      json.setItem(key, value);
    } catch {
      // Kept in memory only; nothing else to do.
    }
  },
  removeItem: (key: string) => {
    try {
      json.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  },
  subscribe: (key: string, callback: (value: BillingChoice) => void, initialValue: BillingChoice) =>
    json.subscribe?.(key, (value) => callback(readBillingChoice(value)), initialValue),
};

/**
 * The stored choice. Read when the app starts (`getOnInit`), so the first render of /pricing or
 * /checkout already has it: no flash of "no plan chosen" and no quote asked for the default cycle.
 */
export const billingChoiceAtom = atomWithStorage<BillingChoice>(
  BILLING_CHOICE_STORAGE_KEY,
  DEFAULT_BILLING_CHOICE,
  choiceStorage,
  { getOnInit: true },
);
billingChoiceAtom.debugLabel = 'billing-choice';

/** Derived: the chosen cycle; setting it keeps the plan and stores the yearly flag. */
export const billingCycleAtom = atom(
  (get): BillingCycle => (get(billingChoiceAtom).yearly ? 'yearly' : 'monthly'),
  (_get, set, cycle: BillingCycle) =>
    set(billingChoiceAtom, (choice) => ({ ...choice, yearly: cycle === 'yearly' })),
);
billingCycleAtom.debugLabel = 'billing-cycle';

/** Chooses a plan and its cycle (the pricing page's choose button), stored together. */
export const chooseBillingPlanAtom = atom(
  null,
  (_get, set, { planId, cycle }: { planId: number; cycle: BillingCycle }) =>
    set(billingChoiceAtom, { planId, yearly: cycle === 'yearly' }),
);
chooseBillingPlanAtom.debugLabel = 'choose-billing-plan';

/** Forgets the chosen plan, keeping the cycle (once it is paid for: nothing left to check out). */
export const clearBillingPlanAtom = atom(null, (_get, set) =>
  set(billingChoiceAtom, (choice) => ({ ...choice, planId: null })),
);
clearBillingPlanAtom.debugLabel = 'clear-billing-plan';
