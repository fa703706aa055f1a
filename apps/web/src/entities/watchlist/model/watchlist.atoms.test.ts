import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteAtomFamily } from '@/entities/symbol/@x/watchlist';
import {
  statsFactory,
  watchlistFactory,
  watchlistRowFactory,
  watchlistSymbolFactory,
} from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  applyOwnWatchlistAtom,
  forgetWatchlistAtom,
  loadProPicksAtom,
  loadWatchlistEditAtom,
  loadWatchlistsAtom,
  loadWatchlistSymbolsAtom,
  proPicksAtom,
  watchlistAtomFamily,
  watchlistEditAtomFamily,
  watchlistListsAtomFamily,
  watchlistSymbolsAtomFamily,
  watchlistsOfAtomFamily,
} = await import('./watchlist.atoms.ts');

const refusal = (status: number, message: string) =>
  new ApiError(status, { code: 'REFUSED', message }, message);

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' });
const tech = watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple] });
const empty = watchlistFactory({ id: 5, title: 'Empty' });

beforeEach(() => {
  get.mockReset();
});

describe('a member’s lists (GET /api/watchlist/)', () => {
  it('loads the viewer’s own lists without user_id, another member’s with it', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: [tech, empty] });
    await store.set(loadWatchlistsAtom, 'me');
    expect(get).toHaveBeenLastCalledWith('/api/watchlist/');
    expect(store.get(watchlistsOfAtomFamily('me')).map((list) => list.title)).toEqual([
      'Tech',
      'Empty',
    ]);
    expect(store.get(watchlistListsAtomFamily('me'))).toMatchObject({
      status: 'ready',
      hasUserWatchlist: true,
    });

    get.mockResolvedValueOnce({ hasUserWatchlist: false, watchlistDetails: [] });
    await store.set(loadWatchlistsAtom, 'user:9');
    expect(get).toHaveBeenLastCalledWith('/api/watchlist/', { query: { user_id: 9 } });
    expect(store.get(watchlistListsAtomFamily('user:9'))).toMatchObject({
      status: 'ready',
      ids: [],
      hasUserWatchlist: false,
    });
  });

  it('keeps the lists shown when a reload fails, and says why', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: [tech] });
    await store.set(loadWatchlistsAtom, 'me');
    get.mockRejectedValueOnce(refusal(500, 'Watchlists are down'));
    await store.set(loadWatchlistsAtom, 'me');
    expect(store.get(watchlistListsAtomFamily('me'))).toMatchObject({
      status: 'error',
      ids: [4],
      error: 'Watchlists are down',
    });
  });

  it('a list made or copied joins the end of the viewer’s lists once; a deleted one leaves', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: [tech] });
    await store.set(loadWatchlistsAtom, 'me');
    store.set(applyOwnWatchlistAtom, empty);
    store.set(applyOwnWatchlistAtom, { ...empty, title: 'Renamed' });
    expect(store.get(watchlistListsAtomFamily('me')).ids).toEqual([4, 5]);
    expect(store.get(watchlistAtomFamily(5))?.title).toBe('Renamed');
    store.set(forgetWatchlistAtom, 4);
    expect(store.get(watchlistListsAtomFamily('me')).ids).toEqual([5]);
    expect(store.get(watchlistAtomFamily(4))).toBeNull();
  });
});

describe('a list’s symbols (spec point 9)', () => {
  async function storeWithLists() {
    const store = createStore();
    get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: [tech, empty] });
    await store.set(loadWatchlistsAtom, 'me');
    get.mockReset();
    return store;
  }

  it('loads a list with symbols on the table, with its figures going to the live quotes', async () => {
    const store = await storeWithLists();
    const row = watchlistRowFactory({
      symbol_id: 1,
      symbol: 'AAPL',
      stats: statsFactory({ price: 190 }),
      talk_today: { mentions: 3, bullish: 2, bearish: 1 },
    });
    get.mockResolvedValueOnce({ id: 4, symbols: [row] });
    await store.set(loadWatchlistSymbolsAtom, 4, 'table');
    expect(get).toHaveBeenCalledWith('/api/watchlist/symbols/{id}', { path: { id: 4 } });
    expect(store.get(watchlistSymbolsAtomFamily(4))).toEqual({
      status: 'ready',
      symbols: [row],
      error: null,
    });
    expect(store.get(quoteAtomFamily(1))?.price).toBe(190);
  });

  it('sends nothing for a list without symbols: its table is empty', async () => {
    const store = await storeWithLists();
    await store.set(loadWatchlistSymbolsAtom, 5, 'table');
    expect(get).not.toHaveBeenCalled();
    expect(store.get(watchlistSymbolsAtomFamily(5))).toMatchObject({
      status: 'ready',
      symbols: [],
    });
  });

  it('sends nothing on the manage view, even for a list with symbols', async () => {
    const store = await storeWithLists();
    await store.set(loadWatchlistSymbolsAtom, 4, 'manage');
    expect(get).not.toHaveBeenCalled();
    expect(store.get(watchlistSymbolsAtomFamily(4)).status).toBe('idle');
  });

  it('keeps the rows shown when a reload fails', async () => {
    const store = await storeWithLists();
    const row = watchlistRowFactory({ symbol_id: 1, symbol: 'AAPL' });
    get.mockResolvedValueOnce({ id: 4, symbols: [row] });
    await store.set(loadWatchlistSymbolsAtom, 4, 'table');
    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(loadWatchlistSymbolsAtom, 4, 'table');
    expect(store.get(watchlistSymbolsAtomFamily(4))).toMatchObject({
      status: 'error',
      symbols: [row],
    });
  });
});

describe('the editor’s list (GET /api/watchlist/editWatchlistData/{id})', () => {
  it('stores the list, and tells another member’s list (403) from a missing one (404)', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(tech);
    await store.set(loadWatchlistEditAtom, 4);
    expect(store.get(watchlistEditAtomFamily(4)).status).toBe('ready');
    expect(store.get(watchlistAtomFamily(4))).toEqual(tech);

    get.mockRejectedValueOnce(refusal(403, 'Only its owner may change this watchlist.'));
    await store.set(loadWatchlistEditAtom, 8);
    expect(store.get(watchlistEditAtomFamily(8)).status).toBe('forbidden');

    get.mockRejectedValueOnce(refusal(404, 'This watchlist does not exist.'));
    await store.set(loadWatchlistEditAtom, 9);
    expect(store.get(watchlistEditAtomFamily(9))).toEqual({
      status: 'missing',
      error: 'This watchlist does not exist.',
    });
  });
});

describe('pro picks', () => {
  it('keeps whether the viewer reads them in full', async () => {
    const store = createStore();
    const pick = watchlistFactory({ id: 30, pro_pick: true, locked: true, is_owner: false });
    get.mockResolvedValueOnce({ isPro: false, data: [pick] });
    await store.set(loadProPicksAtom);
    expect(get).toHaveBeenCalledWith('/api/watchlist/pro-picks');
    expect(store.get(proPicksAtom)).toMatchObject({ status: 'ready', ids: [30], isPro: false });
  });
});
