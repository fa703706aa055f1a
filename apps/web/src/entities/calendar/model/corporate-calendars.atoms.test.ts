import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  dividendCalendarAtomFamily,
  ipoCalendarAtomFamily,
  loadDividendCalendarAtom,
  loadIpoCalendarAtom,
  loadSplitsCalendarAtom,
  splitsCalendarAtomFamily,
} = await import('./corporate-calendars.atoms.ts');

const answer = (from: string, to: string) => ({ from, to, sample: false, data: [] });
const range = { from: '2026-12-01', to: '2026-12-14', filter: [] };

beforeEach(() => {
  get.mockReset();
});

describe('the corporate calendar views', () => {
  it('asks for the range alone while the watchlist switch is off', async () => {
    const store = createStore();
    get.mockResolvedValue(answer(range.from, range.to));
    await store.set(loadDividendCalendarAtom, { ...range, watchlist: false });
    expect(get).toHaveBeenCalledWith('/api/calendars/dividends', {
      query: { from: '2026-12-01', to: '2026-12-14' },
    });
  });

  it('keeps the watchlist view apart from the full one: each is asked once and keeps its answer', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ ...answer(range.from, range.to), data: [{ id: 1 }] });
    get.mockResolvedValueOnce(answer(range.from, range.to));
    const all = { ...range, watchlist: false };
    const mine = { ...range, watchlist: true };
    await store.set(loadSplitsCalendarAtom, all);
    await store.set(loadSplitsCalendarAtom, mine);
    await store.set(loadSplitsCalendarAtom, all);
    await store.set(loadSplitsCalendarAtom, mine);

    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/api/calendars/splits', {
      query: { from: '2026-12-01', to: '2026-12-14', watchlist: true },
    });
    expect(store.get(splitsCalendarAtomFamily(all)).data?.data).toHaveLength(1);
    expect(store.get(splitsCalendarAtomFamily(mine)).data?.data).toHaveLength(0);
    // The same view is the same atom, whichever object describes it.
    expect(splitsCalendarAtomFamily({ ...mine })).toBe(splitsCalendarAtomFamily(mine));
  });

  it('sends the IPO statuses joined by commas, leaving out any it does not know', async () => {
    const store = createStore();
    get.mockResolvedValue(answer(range.from, range.to));
    const query = { ...range, filter: ['withdrawn', 'bogus', 'priced'], watchlist: true };
    await store.set(loadIpoCalendarAtom, query);
    expect(get).toHaveBeenCalledWith('/api/calendars/ipos', {
      query: { from: '2026-12-01', to: '2026-12-14', watchlist: true, status: 'withdrawn,priced' },
    });
    expect(store.get(ipoCalendarAtomFamily(query)).status).toBe('ready');
  });

  it('shows the server’s refusal and asks again on retry', async () => {
    const store = createStore();
    const query = { ...range, watchlist: false };
    get.mockRejectedValueOnce(new Error('offline'));
    await store.set(loadDividendCalendarAtom, query);
    expect(store.get(dividendCalendarAtomFamily(query)).status).toBe('error');

    get.mockResolvedValueOnce(answer(range.from, range.to));
    await store.set(loadDividendCalendarAtom, query);
    expect(store.get(dividendCalendarAtomFamily(query)).status).toBe('ready');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
