import type { ContractSchema, ResponseBody } from '@tapetv/api-client';

/** `quote` on `quotes:{symbolId}`: a symbol's figures after a move. */
export type QuoteEvent = ContractSchema<'QuoteEvent'>;

/** A symbol without its figures (spec point 3 "Symbol"; header search rows). */
export type SymbolSummary = ResponseBody<'/api/symbol/search', 'get'>['data'][number];

/** A symbol's live figures (spec point 3 "Symbol": stats). */
export type SymbolStats = QuoteEvent['stats'];

/** A symbol with its figures, as a market's table lists it. */
export type SymbolQuote = Widget['symbols'][string];

/** A market page's table (spec point 3 "Widget"): symbols keyed by ticker. */
export type Widget = ResponseBody<'/api/getWidget', 'get'>;

/** A market category (stocks, crypto, etf, indices) with its sub-categories. */
export type MarketCategory = ResponseBody<'/api/markets', 'get'>[number];

export type SymbolType = SymbolSummary['type'];

/** A symbol's page: the symbol, its figures, today's bullish and bearish calls. */
export type SymbolDetail = ResponseBody<'/api/symbols/{symbol}', 'get'>;

/** A chart's bars for one range. */
export type Bars = ResponseBody<'/api/symbols/{symbolId}/bars', 'get'>;
export type Bar = Bars['bars'][number];
export type ChartRange = Bars['range'];

/** The ticker tape under the header: indices, the member's watchlist symbols, today's movers. */
export type TickerTape = ResponseBody<'/api/ticker-tape', 'get'>;
export type TickerTapeEntry = TickerTape['items'][number];

/** The symbols most named in posts today, with figures and talk. */
export type TrendingSymbols = ResponseBody<'/api/trending-symbols', 'get'>;
export type TrendingSymbol = TrendingSymbols['items'][number];
