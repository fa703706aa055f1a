import { atom } from 'jotai';
import { api } from '@/shared/api';
import { applyQuotesAtom } from './quotes.atoms.ts';
import type { TrendingSymbol } from './types.ts';

export interface TrendingState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Each with `id` (the symbol id) for lists keyed by id. */
  items: Array<TrendingSymbol & { id: number }>;
}

/** The symbols most named in posts today; their figures live in the quotes. */
export const trendingSymbolsAtom = atom<TrendingState>({ status: 'idle', items: [] });
trendingSymbolsAtom.debugLabel = 'symbols:trending';

/** Loads the trending symbols (again); a failure keeps what was shown. */
export const loadTrendingSymbolsAtom = atom(null, async (get, set) => {
  if (get(trendingSymbolsAtom).status === 'loading') return;
  set(trendingSymbolsAtom, { ...get(trendingSymbolsAtom), status: 'loading' });
  try {
    const { items } = await api.get('/api/trending-symbols');
    set(applyQuotesAtom, Object.fromEntries(items.map((item) => [item.symbol_id, item.stats])));
    set(trendingSymbolsAtom, {
      status: 'ready',
      items: items.map((item) => ({ ...item, id: item.symbol_id })),
    });
  } catch {
    set(trendingSymbolsAtom, { ...get(trendingSymbolsAtom), status: 'error' });
  }
});
