export {
  DEFAULT_CHART_RANGE,
  isMarketCategory,
  isNewerQuote,
  MARKET_CATEGORIES,
  marketHref,
  symbolHref,
} from './lib/quote-rules.ts';
export type {
  BarsState,
  MarketsState,
  SymbolDetailState,
  WidgetState,
} from './model/quotes.atoms.ts';
export {
  applyQuotesAtom,
  barsAtomFamily,
  barsKey,
  ensureQuotesAtom,
  loadBarsAtom,
  loadMarketsAtom,
  loadSymbolDetailAtom,
  loadWidgetAtom,
  marketsAtom,
  quoteAtomFamily,
  receiveQuoteAtom,
  refreshQuotesAtom,
  symbolDetailAtomFamily,
  widgetAtomFamily,
  widgetKey,
} from './model/quotes.atoms.ts';
export type { TickerTapeState, TickerTapeSymbol } from './model/ticker-tape.atoms.ts';
export {
  loadTickerTapeAtom,
  tickerTapeAtom,
  tickerTapeSymbolsAtom,
  watchedTapeEntriesAtom,
} from './model/ticker-tape.atoms.ts';
export type { TrendingState } from './model/trending.atoms.ts';
export { loadTrendingSymbolsAtom, trendingSymbolsAtom } from './model/trending.atoms.ts';
export type {
  Bar,
  Bars,
  ChartRange,
  MarketCategory,
  QuoteEvent,
  SymbolDetail,
  SymbolQuote,
  SymbolStats,
  SymbolSummary,
  SymbolType,
  TickerTape,
  TickerTapeEntry,
  TrendingSymbol,
  TrendingSymbols,
  Widget,
} from './model/types.ts';
export { useLiveQuotes } from './model/use-live-quotes.ts';
export type { SymbolRef } from './ui/symbol-price-chips.tsx';
export { SymbolPriceChip, SymbolPriceChips } from './ui/symbol-price-chips.tsx';
export { SymbolPriceLine } from './ui/symbol-price-line.tsx';
