import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import { isNewerQuote } from '../lib/quote-rules.ts';
import type {
  Bars,
  ChartRange,
  MarketCategory,
  QuoteEvent,
  SymbolDetail,
  SymbolStats,
  SymbolType,
  Widget,
} from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

/** The most ids one quotes call may name (the server's `QUOTES_IDS_MAX`). */
const QUOTES_PER_CALL = 100;

// ---------------------------------------------------------------------------------------------
// Live figures, one atom per symbol: a tick re-renders only the rows of that symbol.

/** A symbol's latest figures, by symbol id (from a page's load, a quotes call, or a live event). */
export const quoteAtomFamily = atomFamily((symbolId: number) => {
  const quoteAtom = atom<SymbolStats | undefined>(undefined);
  quoteAtom.debugLabel = `quote:${symbolId}`;
  return quoteAtom;
});

/** Takes figures keyed by symbol id, keeping any held figure that is newer. */
export const applyQuotesAtom = atom(
  null,
  (get, set, quotes: Readonly<Record<number | string, SymbolStats>>) => {
    for (const [id, stats] of Object.entries(quotes)) {
      const quoteAtom = quoteAtomFamily(Number(id));
      if (isNewerQuote(get(quoteAtom), stats)) set(quoteAtom, stats);
    }
  },
);

/** A live `quote` event. */
export const receiveQuoteAtom = atom(null, (_get, set, event: QuoteEvent) => {
  set(applyQuotesAtom, { [event.symbol_id]: event.stats });
});

/**
 * The quotes call (spec point 7 "Widgets": symbol ids joined by commas, the answer keyed by id),
 * e.g. after a reconnect that may have missed moves. A failure keeps the figures shown.
 */
export const refreshQuotesAtom = atom(null, async (_get, set, symbolIds: readonly number[]) => {
  const calls: Promise<void>[] = [];
  for (let start = 0; start < symbolIds.length; start += QUOTES_PER_CALL) {
    const ids = symbolIds.slice(start, start + QUOTES_PER_CALL).join(',');
    calls.push(
      api
        .get('/api/quotes', { query: { ids } })
        .then((quotes) => set(applyQuotesAtom, quotes))
        .catch((error: unknown) => console.error('Refreshing quotes failed:', error)),
    );
  }
  await Promise.all(calls);
});

/** The ids asked for and not answered yet, and those waiting for the next call. */
const quotesInFlight = new Set<number>();
const quotesQueued = new Set<number>();

/**
 * Makes sure these symbols' figures are loaded: ids not held and not already asked for are
 * gathered for a moment, so twenty posts naming symbols cost one quotes call, not twenty.
 */
export const ensureQuotesAtom = atom(null, (get, set, symbolIds: readonly number[]) => {
  const wasIdle = quotesQueued.size === 0;
  for (const id of symbolIds)
    if (get(quoteAtomFamily(id)) === undefined && !quotesInFlight.has(id)) quotesQueued.add(id);
  if (!wasIdle || quotesQueued.size === 0) return;
  queueMicrotask(() => {
    const batch = [...quotesQueued];
    quotesQueued.clear();
    for (const id of batch) quotesInFlight.add(id);
    void set(refreshQuotesAtom, batch).finally(() => {
      for (const id of batch) quotesInFlight.delete(id);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The markets' menu: categories and their sub-categories.

export interface MarketsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  categories: MarketCategory[];
  error: string | null;
}

export const marketsAtom = atom<MarketsState>({ status: 'idle', categories: [], error: null });
marketsAtom.debugLabel = 'markets';

/** Loads the categories once (again only after a failure). */
export const loadMarketsAtom = atom(null, async (get, set) => {
  const { status } = get(marketsAtom);
  if (status === 'loading' || status === 'ready') return;
  set(marketsAtom, { ...get(marketsAtom), status: 'loading', error: null });
  try {
    const categories = await api.get('/api/markets');
    set(marketsAtom, { status: 'ready', categories, error: null });
  } catch (error) {
    set(marketsAtom, { ...get(marketsAtom), status: 'error', error: failureText(error) });
  }
});

// ---------------------------------------------------------------------------------------------
// A market page's table.

export interface WidgetState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  widget: Widget | null;
  error: string | null;
}

/** The key of a market page: `stocks` or `stocks/us`. */
export const widgetKey = (category: SymbolType, subCategory?: string | null) =>
  subCategory ? `${category}/${subCategory}` : category;

export const widgetAtomFamily = atomFamily((key: string) => {
  const widgetAtom = atom<WidgetState>({ status: 'idle', widget: null, error: null });
  widgetAtom.debugLabel = `widget:${key}`;
  return widgetAtom;
});

/** Loads a market's table; its figures go to the live quote atoms. */
export const loadWidgetAtom = atom(
  null,
  async (get, set, category: SymbolType, subCategory?: string | null) => {
    const widgetAtom = widgetAtomFamily(widgetKey(category, subCategory));
    set(widgetAtom, { ...get(widgetAtom), status: 'loading', error: null });
    try {
      const widget = await api.get('/api/getWidget', {
        query: subCategory ? { category, subCategory } : { category },
      });
      set(
        applyQuotesAtom,
        Object.fromEntries(Object.values(widget.symbols).map((row) => [row.symbol_id, row.stats])),
      );
      set(widgetAtom, { status: 'ready', widget, error: null });
    } catch (error) {
      const missing = error instanceof ApiError && error.status === 404;
      set(widgetAtom, {
        ...get(widgetAtom),
        status: missing ? 'missing' : 'error',
        error: failureText(error),
      });
    }
  },
);

// ---------------------------------------------------------------------------------------------
// A symbol's page.

export interface SymbolDetailState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  detail: SymbolDetail | null;
}

/** By ticker in upper case (the address's key). */
export const symbolDetailAtomFamily = atomFamily((ticker: string) => {
  const detailAtom = atom<SymbolDetailState>({ status: 'idle', detail: null });
  detailAtom.debugLabel = `symbol:${ticker}`;
  return detailAtom;
});

export const loadSymbolDetailAtom = atom(null, async (get, set, ticker: string) => {
  const detailAtom = symbolDetailAtomFamily(ticker.toUpperCase());
  set(detailAtom, { ...get(detailAtom), status: 'loading' });
  try {
    const detail = await api.get('/api/symbols/{symbol}', { path: { symbol: ticker } });
    set(applyQuotesAtom, { [detail.symbol_id]: detail.stats });
    set(detailAtom, { status: 'ready', detail });
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    set(detailAtom, { ...get(detailAtom), status: missing ? 'missing' : 'error' });
  }
});

// ---------------------------------------------------------------------------------------------
// A chart's bars.

export interface BarsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  bars: Bars | null;
  error: string | null;
}

export const barsKey = (symbolId: number, range: ChartRange) => `${symbolId}:${range}`;

export const barsAtomFamily = atomFamily((key: string) => {
  const barsAtom = atom<BarsState>({ status: 'idle', bars: null, error: null });
  barsAtom.debugLabel = `bars:${key}`;
  return barsAtom;
});

/** Loads a chart's bars for a range; a reload keeps the bars shown until the answer. */
export const loadBarsAtom = atom(null, async (get, set, symbolId: number, range: ChartRange) => {
  const barsAtom = barsAtomFamily(barsKey(symbolId, range));
  set(barsAtom, { ...get(barsAtom), status: 'loading', error: null });
  try {
    const bars = await api.get('/api/symbols/{symbolId}/bars', {
      path: { symbolId },
      query: { range },
    });
    set(barsAtom, { status: 'ready', bars, error: null });
  } catch (error) {
    set(barsAtom, { ...get(barsAtom), status: 'error', error: failureText(error) });
  }
});
