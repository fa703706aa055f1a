import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { watchlistListsAtomFamily, watchlistsOfAtomFamily } = await import('@/entities/watchlist');
const { searchWatchlistSymbolsAtom, symbolSearchAtomFamily } = await import(
  './symbol-search.atoms.ts'
);
const { addWatchlistSymbolAtom } = await import('./add-symbol.atoms.ts');

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('the symbol search of a list (spec point 8 "No Symbol found")', () => {
  it('sends nothing for an empty or blank query', async () => {
    const store = createStore();
    await store.set(searchWatchlistSymbolsAtom, 'box', '');
    await store.set(searchWatchlistSymbolsAtom, 'box', '   ');
    expect(get).not.toHaveBeenCalled();
    expect(store.get(symbolSearchAtomFamily('box'))).toMatchObject({
      status: 'idle',
      error: null,
    });
  });

  it('an empty answer sets exactly "No Symbol found"', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [] });
    await store.set(searchWatchlistSymbolsAtom, 'box', ' zzzz ');
    expect(get).toHaveBeenCalledWith('/api/symbol/search', { query: { query: 'zzzz' } });
    expect(store.get(symbolSearchAtomFamily('box'))).toEqual({
      query: 'zzzz',
      status: 'ready',
      results: [],
      error: 'No Symbol found',
    });
  });

  it('results clear the error; a blank box clears the results', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [] });
    await store.set(searchWatchlistSymbolsAtom, 'box', 'zzzz');
    get.mockResolvedValueOnce({ data: [apple] });
    await store.set(searchWatchlistSymbolsAtom, 'box', 'aap');
    expect(store.get(symbolSearchAtomFamily('box'))).toMatchObject({
      results: [apple],
      error: null,
    });
    await store.set(searchWatchlistSymbolsAtom, 'box', '');
    expect(store.get(symbolSearchAtomFamily('box')).results).toEqual([]);
  });

  it('drops an answer that arrives after the text moved on', async () => {
    const store = createStore();
    let answerFirst: (value: unknown) => void = () => {};
    get.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    get.mockResolvedValueOnce({ data: [apple] });
    const first = store.set(searchWatchlistSymbolsAtom, 'box', 'zz');
    await store.set(searchWatchlistSymbolsAtom, 'box', 'aapl');
    answerFirst({ data: [] });
    await first;
    expect(store.get(symbolSearchAtomFamily('box'))).toMatchObject({
      query: 'aapl',
      results: [apple],
      error: null,
    });
  });

  it('keeps the server’s message when the search fails', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new ApiError(500, { message: 'Search is down' }, 'Search is down'));
    await store.set(searchWatchlistSymbolsAtom, 'box', 'aapl');
    expect(store.get(symbolSearchAtomFamily('box'))).toMatchObject({
      status: 'error',
      error: 'Search is down',
    });
  });
});

describe('adding a symbol (POST /api/watchlist/symbol)', () => {
  it('without a list, the server makes “My watchlist”, which becomes the member’s first list', async () => {
    const store = createStore();
    const made = watchlistFactory({ id: 3, title: 'My watchlist', watchlist_symbols: [apple] });
    post.mockResolvedValueOnce({ success: true, message: 'Symbol added.', watchlist: made });
    expect(await store.set(addWatchlistSymbolAtom, { symbolId: 1 })).toEqual({
      ok: true,
      watchlist: made,
    });
    expect(post).toHaveBeenCalledWith('/api/watchlist/symbol', { body: { symbol_id: 1 } });
    expect(store.get(watchlistsOfAtomFamily('me'))).toEqual([made]);
    expect(store.get(watchlistListsAtomFamily('me')).hasUserWatchlist).toBe(true);
  });

  it('to a given list; a duplicate is refused with the server’s message', async () => {
    const store = createStore();
    post.mockRejectedValueOnce(
      new ApiError(
        409,
        { code: 'ALREADY_IN_WATCHLIST', message: 'AAPL is already in this watchlist.' },
        'AAPL is already in this watchlist.',
      ),
    );
    expect(await store.set(addWatchlistSymbolAtom, { symbolId: 1, watchlistId: 4 })).toEqual({
      ok: false,
      message: 'AAPL is already in this watchlist.',
      fieldErrors: {},
    });
    expect(post).toHaveBeenCalledWith('/api/watchlist/symbol', {
      body: { symbol_id: 1, watchlist_id: 4 },
    });
  });
});
