import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { applyQuotesAtom } from '@/entities/symbol/@x/watchlist';
import { api, formFailure } from '@/shared/api';
import { shouldLoadSymbols, type WatchlistScreen } from '../lib/watchlist-rules.ts';
import type { Watchlist, WatchlistSymbolRow } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

// ---------------------------------------------------------------------------------------------
// Server snapshots, one atom per list: the table, the editor, the manage view, the ideas and a
// profile all show the same list, so a rename in the editor shows everywhere at once.

/** What the server last said about a list, by list id (null until some answer carried it). */
export const watchlistAtomFamily = atomFamily((id: number) => {
  const watchlistAtom = atom<Watchlist | null>(null);
  watchlistAtom.debugLabel = `watchlist:${id}`;
  return watchlistAtom;
});

/** Stores lists from an answer in their atoms (the newest snapshot wins). */
export const storeWatchlistsAtom = atom(null, (_get, set, lists: readonly Watchlist[]) => {
  for (const list of lists) set(watchlistAtomFamily(list.id), list);
});

/** Changes one stored list; nothing happens for a list that is not loaded. */
export const patchWatchlistAtom = atom(
  null,
  (get, set, id: number, change: (watchlist: Watchlist) => Watchlist) => {
    const watchlist = get(watchlistAtomFamily(id));
    if (watchlist) set(watchlistAtomFamily(id), change(watchlist));
  },
);

// ---------------------------------------------------------------------------------------------
// A member's lists (`GET /api/watchlist/`).

/** Whose lists: the viewer's own (`me`, no user_id) or another member's (`user:{id}`). */
export type WatchlistOwnerKey = 'me' | `user:${number}`;

export const watchlistOwnerKey = (userId?: number | null): WatchlistOwnerKey =>
  userId ? `user:${userId}` : 'me';

export interface WatchlistListsState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** The lists' ids in their owner's order (their snapshots are in `watchlistAtomFamily`). */
  ids: number[];
  /** Whether the member has at least one list the viewer may see (spec point 3). */
  hasUserWatchlist: boolean;
  /** An answer has arrived once: a reload keeps the lists shown. */
  loaded: boolean;
  error: string | null;
}

const NO_LISTS: WatchlistListsState = {
  status: 'idle',
  ids: [],
  hasUserWatchlist: false,
  loaded: false,
  error: null,
};

/**
 * A member's lists as the viewer may see them, keyed by owner (`watchlistOwnerKey`): the
 * viewer's own lists are one key whatever page shows them, so a list made or copied anywhere
 * joins them.
 */
export const watchlistListsAtomFamily = atomFamily((key: WatchlistOwnerKey) => {
  const listsAtom = atom<WatchlistListsState>(NO_LISTS);
  listsAtom.debugLabel = `watchlists:${key}`;
  return listsAtom;
});

/** Derived: the lists of an owner in order, from their snapshots. */
export const watchlistsOfAtomFamily = atomFamily((key: WatchlistOwnerKey) =>
  atom((get) =>
    get(watchlistListsAtomFamily(key)).ids.flatMap((id) => {
      const watchlist = get(watchlistAtomFamily(id));
      return watchlist ? [watchlist] : [];
    }),
  ),
);

/** Loads (again) a member's lists; the ones shown stay while the answer is on its way. */
export const loadWatchlistsAtom = atom(null, async (get, set, key: WatchlistOwnerKey) => {
  const listsAtom = watchlistListsAtomFamily(key);
  set(listsAtom, { ...get(listsAtom), status: 'loading', error: null });
  try {
    const answer =
      key === 'me'
        ? await api.get('/api/watchlist/')
        : await api.get('/api/watchlist/', { query: { user_id: Number(key.slice(5)) } });
    set(storeWatchlistsAtom, answer.watchlistDetails);
    set(listsAtom, {
      status: 'ready',
      ids: answer.watchlistDetails.map((watchlist) => watchlist.id),
      hasUserWatchlist: answer.hasUserWatchlist,
      loaded: true,
      error: null,
    });
  } catch (error) {
    set(listsAtom, {
      ...get(listsAtom),
      status: statusOf(error) === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});

/** Puts the viewer's own lists in this order (a drag, or its rollback). */
export const setOwnWatchlistOrderAtom = atom(null, (get, set, ids: readonly number[]) => {
  const listsAtom = watchlistListsAtomFamily('me');
  set(listsAtom, { ...get(listsAtom), ids: [...ids] });
});

/**
 * A write answered with a list of the viewer's (made, copied, or the first list made by adding a
 * symbol): its snapshot is stored, and a new one joins the end of their lists.
 */
export const applyOwnWatchlistAtom = atom(null, (get, set, watchlist: Watchlist) => {
  set(watchlistAtomFamily(watchlist.id), watchlist);
  const listsAtom = watchlistListsAtomFamily('me');
  const lists = get(listsAtom);
  if (lists.ids.includes(watchlist.id)) return;
  set(listsAtom, { ...lists, ids: [...lists.ids, watchlist.id], hasUserWatchlist: true });
});

/** A deleted list leaves every held list of lists, and its snapshot goes. */
export const forgetWatchlistAtom = atom(null, (get, set, id: number) => {
  for (const key of watchlistListsAtomFamily.getParams()) {
    const listsAtom = watchlistListsAtomFamily(key);
    const lists = get(listsAtom);
    if (!lists.ids.includes(id)) continue;
    const ids = lists.ids.filter((held) => held !== id);
    set(listsAtom, { ...lists, ids, hasUserWatchlist: ids.length > 0 });
  }
  set(watchlistAtomFamily(id), null);
});

// ---------------------------------------------------------------------------------------------
// A list's table (`GET /api/watchlist/symbols/{id}`).

export interface WatchlistSymbolsState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** The rows in the list's order; null until the first answer (a reload keeps them). */
  symbols: WatchlistSymbolRow[] | null;
  error: string | null;
}

/** A list's rows with their figures, by list id. */
export const watchlistSymbolsAtomFamily = atomFamily((id: number) => {
  const symbolsAtom = atom<WatchlistSymbolsState>({ status: 'idle', symbols: null, error: null });
  symbolsAtom.debugLabel = `watchlist-symbols:${id}`;
  return symbolsAtom;
});

/**
 * Loads a list's rows for a screen, following spec point 9 (`shouldLoadSymbols`): a list
 * without symbols has an empty table and costs no call, and the manage view loads none. The
 * figures go to the live quote atoms, as a market's table's do.
 */
export const loadWatchlistSymbolsAtom = atom(
  null,
  async (get, set, id: number, screen: WatchlistScreen) => {
    const watchlist = get(watchlistAtomFamily(id));
    if (!watchlist) return;
    const symbolsAtom = watchlistSymbolsAtomFamily(id);
    if (!shouldLoadSymbols(watchlist, screen)) {
      if (watchlist.symbol_count === 0)
        set(symbolsAtom, { status: 'ready', symbols: [], error: null });
      return;
    }
    set(symbolsAtom, { ...get(symbolsAtom), status: 'loading', error: null });
    try {
      const { symbols } = await api.get('/api/watchlist/symbols/{id}', { path: { id } });
      set(applyQuotesAtom, Object.fromEntries(symbols.map((row) => [row.symbol_id, row.stats])));
      set(symbolsAtom, { status: 'ready', symbols, error: null });
    } catch (error) {
      set(symbolsAtom, {
        ...get(symbolsAtom),
        status: statusOf(error) === 404 ? 'missing' : 'error',
        error: failureText(error),
      });
    }
  },
);

// ---------------------------------------------------------------------------------------------
// The editor's list (`GET /api/watchlist/editWatchlistData/{id}`).

export interface WatchlistEditState {
  /** `forbidden`: another member's list (403); `missing`: no such list, or not visible (404). */
  status: 'idle' | 'loading' | 'ready' | 'forbidden' | 'missing' | 'error';
  error: string | null;
}

/** Whether the editor's list has loaded, by list id (the list itself is its snapshot). */
export const watchlistEditAtomFamily = atomFamily((id: number) => {
  const editAtom = atom<WatchlistEditState>({ status: 'idle', error: null });
  editAtom.debugLabel = `watchlist-edit:${id}`;
  return editAtom;
});

export const loadWatchlistEditAtom = atom(null, async (_get, set, id: number) => {
  const editAtom = watchlistEditAtomFamily(id);
  set(editAtom, { status: 'loading', error: null });
  try {
    const watchlist = await api.get('/api/watchlist/editWatchlistData/{id}', { path: { id } });
    set(watchlistAtomFamily(id), watchlist);
    set(editAtom, { status: 'ready', error: null });
  } catch (error) {
    const status = statusOf(error);
    set(editAtom, {
      status: status === 403 ? 'forbidden' : status === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Lists to copy: the ideas (`GET /api/watchlist/ideas`) and the pro picks.

export interface WatchlistCatalogState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: number[];
  loaded: boolean;
  error: string | null;
}

const NO_CATALOG: WatchlistCatalogState = { status: 'idle', ids: [], loaded: false, error: null };

export const watchlistIdeasAtom = atom<WatchlistCatalogState>(NO_CATALOG);
watchlistIdeasAtom.debugLabel = 'watchlist-ideas';

/** The pro picks, and whether the viewer reads them in full. */
export const proPicksAtom = atom<WatchlistCatalogState & { isPro: boolean }>({
  ...NO_CATALOG,
  isPro: false,
});
proPicksAtom.debugLabel = 'pro-picks';

/** Derived: the ideas in order, from their snapshots. */
export const watchlistIdeasListAtom = atom((get) =>
  get(watchlistIdeasAtom).ids.flatMap((id) => get(watchlistAtomFamily(id)) ?? []),
);

/** Derived: the pro picks in order, from their snapshots. */
export const proPicksListAtom = atom((get) =>
  get(proPicksAtom).ids.flatMap((id) => get(watchlistAtomFamily(id)) ?? []),
);

export const loadWatchlistIdeasAtom = atom(null, async (get, set) => {
  set(watchlistIdeasAtom, { ...get(watchlistIdeasAtom), status: 'loading', error: null });
  try {
    const { data } = await api.get('/api/watchlist/ideas');
    set(storeWatchlistsAtom, data);
    set(watchlistIdeasAtom, {
      status: 'ready',
      ids: data.map((watchlist) => watchlist.id),
      loaded: true,
      error: null,
    });
  } catch (error) {
    set(watchlistIdeasAtom, {
      ...get(watchlistIdeasAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});

export const loadProPicksAtom = atom(null, async (get, set) => {
  set(proPicksAtom, { ...get(proPicksAtom), status: 'loading', error: null });
  try {
    const { data, isPro } = await api.get('/api/watchlist/pro-picks');
    set(storeWatchlistsAtom, data);
    set(proPicksAtom, {
      status: 'ready',
      ids: data.map((watchlist) => watchlist.id),
      isPro,
      loaded: true,
      error: null,
    });
  } catch (error) {
    set(proPicksAtom, { ...get(proPicksAtom), status: 'error', error: failureText(error) });
  }
});
