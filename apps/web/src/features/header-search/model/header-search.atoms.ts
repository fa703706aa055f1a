import { atom, type PrimitiveAtom } from 'jotai';
import { api, formFailure } from '@/shared/api';
import {
  needsDefaults,
  needsSearch,
  rememberResults,
  resultsKey,
  type SearchTab,
  searchText,
} from '../lib/search-rules.ts';
import type { TabRows } from './types.ts';

export interface TabSearchState<R> {
  /** The default list (null until it has arrived; fetched once). */
  defaults: R[] | null;
  defaultsLoading: boolean;
  /** Answers by `resultsKey`, the newest few kept, so going back to a text shows it at once. */
  results: Record<string, R[]>;
  /** The key of the search in flight, if any. */
  pending: string | null;
  /** Why the last search or default list failed, with the key it was for. */
  error: { key: string; message: string } | null;
}

const initial = <R>(): TabSearchState<R> => ({
  defaults: null,
  defaultsLoading: false,
  results: {},
  pending: null,
  error: null,
});

/** Each tab's lists (spec point 4 "Search"). */
export const searchTabAtoms: { [T in SearchTab]: PrimitiveAtom<TabSearchState<TabRows[T]>> } = {
  symbols: atom(initial<TabRows['symbols']>()),
  groups: atom(initial<TabRows['groups']>()),
  traders: atom(initial<TabRows['traders']>()),
};
searchTabAtoms.symbols.debugLabel = 'search:symbols';
searchTabAtoms.groups.debugLabel = 'search:groups';
searchTabAtoms.traders.debugLabel = 'search:traders';

/** The spec's search calls (point 7 "Search", and `GET /api/symbol/search`), by tab. */
const calls: {
  [T in SearchTab]: {
    defaults: () => Promise<{ data: TabRows[T][] }>;
    search: (query: string) => Promise<{ data: TabRows[T][] }>;
  };
} = {
  symbols: {
    defaults: () => api.get('/api/searchSymbol/default'),
    search: (query) => api.get('/api/symbol/search', { query: { query } }),
  },
  groups: {
    defaults: () => api.get('/api/searchGroups/default'),
    search: (query) => api.get('/api/searchGroups', { query: { query } }),
  },
  traders: {
    defaults: () => api.get('/api/searchMembers/default'),
    search: (query) => api.get('/api/searchMembers', { query: { query } }),
  },
};

/** Fetches a tab's default list once (again only after a failure). */
export const loadSearchDefaultsAtom = atom(null, async (get, set, tab: SearchTab) => {
  const tabAtom = searchTabAtoms[tab] as PrimitiveAtom<TabSearchState<unknown>>;
  const state = get(tabAtom);
  if (!needsDefaults(state.defaults, state.defaultsLoading)) return;
  set(tabAtom, { ...state, defaultsLoading: true, error: null });
  try {
    const { data } = (await calls[tab].defaults()) as { data: unknown[] };
    set(tabAtom, { ...get(tabAtom), defaults: data, defaultsLoading: false });
  } catch (error) {
    set(tabAtom, {
      ...get(tabAtom),
      defaultsLoading: false,
      error: { key: resultsKey(tab, ''), message: formFailure(error).message },
    });
  }
});

/**
 * Runs the chosen tab's search for a text (spec point 5): nothing for blank text (the defaults
 * show), nothing when the answer is held. An answer that arrives after the text moved on is kept
 * for later but does not clear the newer search's loading state.
 */
export const runSearchAtom = atom(null, async (get, set, tab: SearchTab, query: string) => {
  const tabAtom = searchTabAtoms[tab] as PrimitiveAtom<TabSearchState<unknown>>;
  const key = resultsKey(tab, query);
  const state = get(tabAtom);
  if (!needsSearch(query, key in state.results) || state.pending === key) return;
  set(tabAtom, { ...state, pending: key, error: null });
  try {
    const { data } = (await calls[tab].search(searchText(query))) as { data: unknown[] };
    const now = get(tabAtom);
    set(tabAtom, {
      ...now,
      results: rememberResults(now.results, key, data),
      pending: now.pending === key ? null : now.pending,
    });
  } catch (error) {
    const now = get(tabAtom);
    if (now.pending !== key) return;
    set(tabAtom, { ...now, pending: null, error: { key, message: formFailure(error).message } });
  }
});

/** Forgets a failed search so Retry sends it again. */
export const retrySearchAtom = atom(null, async (get, set, tab: SearchTab, query: string) => {
  const tabAtom = searchTabAtoms[tab] as PrimitiveAtom<TabSearchState<unknown>>;
  set(tabAtom, { ...get(tabAtom), error: null });
  if (searchText(query) === '') await set(loadSearchDefaultsAtom, tab);
  else await set(runSearchAtom, tab, query);
});
