import { atom } from 'jotai';
import { api } from '@/shared/api';
import { symbolHref } from '../lib/quote-rules.ts';
import { applyQuotesAtom, quoteAtomFamily } from './quotes.atoms.ts';
import type { TickerTapeEntry } from './types.ts';

export interface TickerTapeState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  entries: TickerTapeEntry[];
}

/** The tape's symbols in order, with the figures they came with (live ones are in the quotes). */
export const tickerTapeAtom = atom<TickerTapeState>({ status: 'idle', entries: [] });
tickerTapeAtom.debugLabel = 'symbols:tickerTape';

/** Loads the tape (again); its figures join the live quotes. A failure keeps what was shown. */
export const loadTickerTapeAtom = atom(null, async (get, set) => {
  if (get(tickerTapeAtom).status === 'loading') return;
  set(tickerTapeAtom, { ...get(tickerTapeAtom), status: 'loading' });
  try {
    const { items } = await api.get('/api/ticker-tape');
    set(applyQuotesAtom, Object.fromEntries(items.map((item) => [item.symbol_id, item.stats])));
    set(tickerTapeAtom, { status: 'ready', entries: items });
  } catch {
    set(tickerTapeAtom, { ...get(tickerTapeAtom), status: 'error' });
  }
});

export interface TickerTapeSymbol {
  id: number;
  symbol: string;
  price: number;
  changePct: number;
  currency: string;
  href: string;
  simulated: boolean;
}

/** The tape's symbols with their latest figures: a live quote when one came, else the tape's. */
export const tickerTapeSymbolsAtom = atom((get): TickerTapeSymbol[] =>
  get(tickerTapeAtom).entries.map((entry) => {
    const stats = get(quoteAtomFamily(entry.symbol_id)) ?? entry.stats;
    return {
      id: entry.symbol_id,
      symbol: entry.symbol,
      price: stats.price,
      changePct: stats.change_pct,
      currency: stats.currency,
      href: symbolHref(entry.symbol),
      simulated: stats.simulated,
    };
  }),
);

/** The tape's symbols on the member's lists (whatever their section), for the rail's watchlist card. */
export const watchedTapeEntriesAtom = atom((get) =>
  get(tickerTapeAtom)
    .entries.filter((entry) => entry.watched)
    .map((entry) => ({ ...entry, id: entry.symbol_id })),
);
watchedTapeEntriesAtom.debugLabel = 'symbols:watchedTapeEntries';
