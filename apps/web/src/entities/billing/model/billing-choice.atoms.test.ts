import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'tapetv.billing-choice';

/**
 * The app as it starts after a reload: its modules evaluated afresh (the stored choice is read as
 * the app starts) and a new store.
 */
async function reload() {
  vi.resetModules();
  const atoms = await import('./billing-choice.atoms.ts');
  return { ...atoms, store: createStore() };
}

beforeEach(() => {
  localStorage.clear();
});

describe('the billing choice (spec: plan and yearly flag kept in local storage)', () => {
  it('starts with no plan chosen, billed yearly', async () => {
    const { store, billingChoiceAtom, billingCycleAtom } = await reload();
    expect(store.get(billingChoiceAtom)).toEqual({ planId: null, yearly: true });
    expect(store.get(billingCycleAtom)).toBe('yearly');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('stores the chosen plan and cycle, and reads them back after a reload', async () => {
    const first = await reload();
    first.store.set(first.chooseBillingPlanAtom, { planId: 3, cycle: 'monthly' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ planId: 3, yearly: false });

    const second = await reload();
    expect(second.store.get(second.billingChoiceAtom)).toEqual({ planId: 3, yearly: false });
    expect(second.store.get(second.billingCycleAtom)).toBe('monthly');
  });

  it('keeps the plan when only the cycle is toggled, and the toggle survives a reload', async () => {
    const first = await reload();
    first.store.set(first.chooseBillingPlanAtom, { planId: 2, cycle: 'yearly' });
    first.store.set(first.billingCycleAtom, 'monthly');
    first.store.set(first.billingCycleAtom, 'yearly');
    first.store.set(first.billingCycleAtom, 'monthly');

    const second = await reload();
    expect(second.store.get(second.billingChoiceAtom)).toEqual({ planId: 2, yearly: false });
  });

  it('reads the storage again when a page starts using it (another tab may have changed it)', async () => {
    const { billingChoiceAtom } = await reload();
    localStorage.setItem(KEY, JSON.stringify({ planId: 2, yearly: false }));
    const store = createStore();
    const unsubscribe = store.sub(billingChoiceAtom, () => {});
    expect(store.get(billingChoiceAtom)).toEqual({ planId: 2, yearly: false });
    unsubscribe();
  });

  it.each([
    ['not JSON', '{planId: 2'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
  ])('falls back to the default when the stored value is %s', async (_what, stored) => {
    localStorage.setItem(KEY, stored);
    const { store, billingChoiceAtom } = await reload();
    expect(store.get(billingChoiceAtom)).toEqual({ planId: null, yearly: true });
  });

  it('keeps what checks out of a stored value and defaults the rest', async () => {
    localStorage.setItem(KEY, JSON.stringify({ planId: '2', yearly: false }));
    const first = await reload();
    expect(first.store.get(first.billingChoiceAtom)).toEqual({ planId: null, yearly: false });

    localStorage.setItem(KEY, JSON.stringify({ planId: 4, yearly: 'no' }));
    const second = await reload();
    expect(second.store.get(second.billingChoiceAtom)).toEqual({ planId: 4, yearly: true });

    localStorage.setItem(KEY, JSON.stringify({ planId: -1.5 }));
    const third = await reload();
    expect(third.store.get(third.billingChoiceAtom)).toEqual({ planId: null, yearly: true });
  });

  it('forgets the plan once paid for, and keeps the cycle', async () => {
    const first = await reload();
    first.store.set(first.chooseBillingPlanAtom, { planId: 2, cycle: 'monthly' });
    first.store.set(first.clearBillingPlanAtom);
    const second = await reload();
    expect(second.store.get(second.billingChoiceAtom)).toEqual({ planId: null, yearly: false });
  });

  it('still takes the choice when the browser refuses to store it', async () => {
    const { store, chooseBillingPlanAtom, billingChoiceAtom } = await reload();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      store.set(chooseBillingPlanAtom, { planId: 2, cycle: 'yearly' });
      expect(store.get(billingChoiceAtom)).toEqual({ planId: 2, yearly: true });
    } finally {
      setItem.mockRestore();
    }
  });
});
