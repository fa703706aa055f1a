import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { priceAlertFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { alertsAtom, forgetAlertAtom, loadAlertsAtom, storeAlertAtom, symbolAlertsAtomFamily } =
  await import('./alert.atoms.ts');

beforeEach(() => {
  get.mockReset();
});

describe('the member’s alerts (GET /api/alerts)', () => {
  it('loads once, however many pages ask', async () => {
    const store = createStore();
    get.mockResolvedValue({ data: [priceAlertFactory({ id: 1 })], max_active: 50 });
    await Promise.all([store.set(loadAlertsAtom), store.set(loadAlertsAtom)]);
    await store.set(loadAlertsAtom);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/alerts');
    expect(store.get(alertsAtom)).toMatchObject({ status: 'ready', loaded: true, maxActive: 50 });
    expect(store.get(symbolAlertsAtomFamily(1)).active.map((alert) => alert.id)).toEqual([1]);
  });

  it('says why a load failed, and loads again on a retry', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(
      new ApiError(500, { code: 'DOWN', message: 'Alerts are down' }, 'Alerts are down'),
    );
    await store.set(loadAlertsAtom);
    expect(store.get(alertsAtom)).toMatchObject({
      status: 'error',
      loaded: false,
      error: 'Alerts are down',
    });
    get.mockResolvedValueOnce({ data: [], max_active: 50 });
    await store.set(loadAlertsAtom);
    expect(store.get(alertsAtom)).toMatchObject({ status: 'ready', loaded: true, error: null });
  });

  it('a stored alert joins its symbol’s active ones once; a forgotten one leaves', () => {
    const store = createStore();
    const alert = priceAlertFactory({ id: 3 });
    store.set(storeAlertAtom, alert);
    store.set(storeAlertAtom, alert);
    expect(store.get(alertsAtom).alerts).toEqual([alert]);
    store.set(forgetAlertAtom, 3);
    expect(store.get(symbolAlertsAtomFamily(1))).toEqual({ active: [], triggered: [] });
  });
});
