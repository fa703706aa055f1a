import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { put, del } = vi.hoisted(() => ({ put: vi.fn(), del: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { put, delete: del },
}));

const { watchlistAtomFamily } = await import('@/entities/watchlist');
const { removeWatchlistSymbolAtom, removingSymbolAtomFamily, reorderWatchlistSymbolsAtom } =
  await import('./edit-symbols.atoms.ts');

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' });
const nvidia = watchlistSymbolFactory({ symbol_id: 2, symbol: 'NVDA' });
const tesla = watchlistSymbolFactory({ symbol_id: 3, symbol: 'TSLA' });
const tech = watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple, nvidia, tesla] });

const storeWithTech = () => {
  const store = createStore();
  store.set(watchlistAtomFamily(4), tech);
  return store;
};
const tickers = (store: ReturnType<typeof storeWithTech>) =>
  store.get(watchlistAtomFamily(4))?.watchlist_symbols.map((symbol) => symbol.symbol);

beforeEach(() => {
  put.mockReset();
  del.mockReset();
});

describe('reordering a list’s symbols (optimistic)', () => {
  it('moves the rows at once and sends every symbol id in the new order', async () => {
    const store = storeWithTech();
    let answer: (value: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const done = store.set(reorderWatchlistSymbolsAtom, { watchlistId: 4, ids: [3, 1, 2] });
    expect(tickers(store)).toEqual(['TSLA', 'AAPL', 'NVDA']);
    expect(store.get(watchlistAtomFamily(4))?.symbol_positions).toEqual([3, 1, 2]);
    expect(put).toHaveBeenCalledWith('/api/watchlist/update/{id}', {
      path: { id: 4 },
      body: { symbol_positions: [3, 1, 2] },
    });
    answer({
      success: true,
      message: 'Watchlist updated.',
      watchlist: watchlistFactory({
        id: 4,
        title: 'Tech',
        watchlist_symbols: [tesla, apple, nvidia],
      }),
    });
    expect(await done).toEqual({ ok: true });
    expect(tickers(store)).toEqual(['TSLA', 'AAPL', 'NVDA']);
  });

  it('rolls the order back when the server refuses, and says why', async () => {
    const store = storeWithTech();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const done = store.set(reorderWatchlistSymbolsAtom, { watchlistId: 4, ids: [2, 3, 1] });
    expect(tickers(store)).toEqual(['NVDA', 'TSLA', 'AAPL']);
    refuse(
      new ApiError(
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'The order must name every symbol of the list once.',
        },
        'The order must name every symbol of the list once.',
      ),
    );
    expect(await done).toMatchObject({
      ok: false,
      message: 'The order must name every symbol of the list once.',
    });
    expect(tickers(store)).toEqual(['AAPL', 'NVDA', 'TSLA']);
    expect(store.get(watchlistAtomFamily(4))?.symbol_positions).toEqual([1, 2, 3]);
  });

  it('a rollback keeps a rename that arrived meanwhile', async () => {
    const store = storeWithTech();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const done = store.set(reorderWatchlistSymbolsAtom, { watchlistId: 4, ids: [3, 2, 1] });
    const moved = store.get(watchlistAtomFamily(4));
    if (moved) store.set(watchlistAtomFamily(4), { ...moved, title: 'Big tech' });
    refuse(new TypeError('Failed to fetch'));
    await done;
    expect(store.get(watchlistAtomFamily(4))?.title).toBe('Big tech');
    expect(tickers(store)).toEqual(['AAPL', 'NVDA', 'TSLA']);
  });
});

describe('taking a symbol off a list', () => {
  it('waits on its row and takes the server’s list', async () => {
    const store = storeWithTech();
    let answer: (value: unknown) => void = () => {};
    del.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const done = store.set(removeWatchlistSymbolAtom, { watchlistId: 4, symbolId: 2 });
    expect(store.get(removingSymbolAtomFamily(4))).toBe(2);
    expect(del).toHaveBeenCalledWith('/api/watchlist/symbol', {
      query: { id: 2, watchlist_id: 4 },
    });
    answer({
      success: true,
      message: 'Symbol removed.',
      watchlist: watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple, tesla] }),
    });
    expect(await done).toEqual({ ok: true });
    expect(tickers(store)).toEqual(['AAPL', 'TSLA']);
    expect(store.get(watchlistAtomFamily(4))?.symbol_count).toBe(2);
    expect(store.get(removingSymbolAtomFamily(4))).toBeNull();
  });

  it('a refusal leaves the list as it was', async () => {
    const store = storeWithTech();
    del.mockRejectedValueOnce(
      new ApiError(404, { message: 'This symbol is not in this watchlist.' }, 'x'),
    );
    expect(
      await store.set(removeWatchlistSymbolAtom, { watchlistId: 4, symbolId: 2 }),
    ).toMatchObject({
      ok: false,
    });
    expect(tickers(store)).toEqual(['AAPL', 'NVDA', 'TSLA']);
  });
});
