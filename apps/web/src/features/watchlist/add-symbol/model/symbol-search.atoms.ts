import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import type { SymbolSummary } from '@/entities/symbol';
import { symbolSearchError } from '@/entities/watchlist';
import { api, formFailure } from '@/shared/api';
import { searchText } from '@/shared/lib/search';

export interface SymbolSearchState {
  /** The text of the search shown (trimmed); empty: nothing searched. */
  query: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  results: SymbolSummary[];
  /** "No Symbol found" for an empty answer (spec point 8), or why the search failed. */
  error: string | null;
}

export const IDLE_SEARCH: SymbolSearchState = {
  query: '',
  status: 'idle',
  results: [],
  error: null,
};

/**
 * A symbol search box's state, keyed by the box (`first-symbol` on the empty /watchlist,
 * `watchlist:{id}` in a list's editor), so one box's results never show in another.
 */
export const symbolSearchAtomFamily = atomFamily((key: string) => {
  const searchAtom = atom<SymbolSearchState>(IDLE_SEARCH);
  searchAtom.debugLabel = `watchlist-symbol-search:${key}`;
  return searchAtom;
});

/**
 * Searches symbols to add (`GET /api/symbol/search`): blank text sends nothing and clears the
 * box's results; an empty answer sets the error "No Symbol found". An answer that arrives after
 * the text moved on is dropped.
 */
export const searchWatchlistSymbolsAtom = atom(
  null,
  async (get, set, key: string, query: string) => {
    const searchAtom = symbolSearchAtomFamily(key);
    const text = searchText(query);
    if (text === '') {
      set(searchAtom, IDLE_SEARCH);
      return;
    }
    set(searchAtom, { ...get(searchAtom), query: text, status: 'loading', error: null });
    try {
      const { data } = await api.get('/api/symbol/search', { query: { query: text } });
      if (get(searchAtom).query !== text) return;
      set(searchAtom, {
        query: text,
        status: 'ready',
        results: data,
        error: symbolSearchError(data),
      });
    } catch (error) {
      if (get(searchAtom).query !== text) return;
      set(searchAtom, {
        query: text,
        status: 'error',
        results: [],
        error: formFailure(error).message,
      });
    }
  },
);
