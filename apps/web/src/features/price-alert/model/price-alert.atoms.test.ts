import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsAtom, loadAlertsAtom, symbolAlertsAtomFamily } from '@/entities/alert';
import { priceAlertFactory } from '@/shared/lib/test';

const { get, post, remove, notify } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  remove: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, delete: remove },
}));
vi.mock('@/shared/lib/notify', () => ({ notify }));

const { createPriceAlertAtom } = await import('./create-price-alert.atoms.ts');
const { removePriceAlertAtom } = await import('./remove-price-alert.atoms.ts');

const held = priceAlertFactory({ id: 1, price: 180, direction: 'below' });

async function storeWithAlerts() {
  const store = createStore();
  get.mockResolvedValueOnce({ data: [held], max_active: 50 });
  await store.set(loadAlertsAtom);
  return store;
}

beforeEach(() => {
  for (const mock of [get, post, remove, notify]) mock.mockReset();
});

describe('setting an alert (POST /api/alerts)', () => {
  it('sends the level as a number, adds the alert to the symbol’s and says so', async () => {
    const store = await storeWithAlerts();
    const made = priceAlertFactory({ id: 2, price: 190 });
    post.mockResolvedValueOnce({ success: true, message: 'Price alert set.', alert: made });
    const result = await store.set(createPriceAlertAtom, {
      symbolId: 1,
      direction: 'above',
      price: ' 190 ',
    });
    expect(result).toEqual({ ok: true, alert: made });
    expect(post).toHaveBeenCalledWith('/api/alerts', {
      body: { symbol_id: 1, direction: 'above', price: 190 },
    });
    expect(store.get(symbolAlertsAtomFamily(1)).active.map((alert) => alert.id)).toEqual([2, 1]);
    expect(notify).toHaveBeenCalledWith('priceAlertSetSuccess', {
      values: { symbol: 'AAPL', direction: 'above', price: '190.00' },
    });
  });

  it('sends nothing for a price that is not a positive number', async () => {
    const store = await storeWithAlerts();
    const result = await store.set(createPriceAlertAtom, {
      symbolId: 1,
      direction: 'above',
      price: '-1',
    });
    expect(result).toEqual({
      ok: false,
      message: 'The price must be a positive number.',
      fieldErrors: { price: ['The price must be a positive number.'] },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('a refused alert leaves the list as it was and returns the server’s message', async () => {
    const store = await storeWithAlerts();
    const before = store.get(alertsAtom);
    const message = 'AAPL is already above 190.00 (last 195.12).';
    post.mockRejectedValueOnce(
      new ApiError(
        422,
        { code: 'VALIDATION_FAILED', message, errors: { price: [message] } },
        message,
      ),
    );
    const result = await store.set(createPriceAlertAtom, {
      symbolId: 1,
      direction: 'above',
      price: '190',
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { price: [message] } });
    expect(store.get(alertsAtom)).toBe(before);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('removing an alert (DELETE /api/alerts/{id})', () => {
  it('removes it from the list once the server agreed, and says so', async () => {
    const store = await storeWithAlerts();
    remove.mockResolvedValueOnce({ success: true, message: 'Price alert deleted.' });
    expect(await store.set(removePriceAlertAtom, 1)).toEqual({ ok: true });
    expect(remove).toHaveBeenCalledWith('/api/alerts/{id}', { path: { id: 1 } });
    expect(store.get(alertsAtom).alerts).toEqual([]);
    expect(notify).toHaveBeenCalledWith('priceAlertRemoveSuccess');
  });

  it('keeps it when the server refuses, with an error toast', async () => {
    const store = await storeWithAlerts();
    const failure = new TypeError('Failed to fetch');
    remove.mockRejectedValueOnce(failure);
    const result = await store.set(removePriceAlertAtom, 1);
    expect(result.ok).toBe(false);
    expect(store.get(alertsAtom).alerts).toEqual([held]);
    expect(notify).toHaveBeenCalledWith('priceAlertRemoveFailure', { error: failure });
  });
});
