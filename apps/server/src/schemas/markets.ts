import { type Static, Type } from 'typebox';
import { SYMBOL_TYPES } from '../db/schema/index.ts';

/** How many rows a search answers at most (each search: symbols, groups, members). */
export const SEARCH_RESULTS_MAX = 20;
/** A search text's longest form; longer is refused (422). */
export const SEARCH_QUERY_MAX = 100;
/** How many symbol ids one quotes call may name. */
export const QUOTES_IDS_MAX = 100;
/** The chart ranges of a symbol (issue: 1D, 5D, 1M, 6M, 1Y). */
export const CHART_RANGES = ['1D', '5D', '1M', '6M', '1Y'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const SymbolType = Type.Enum(SYMBOL_TYPES, {
  description: 'Also the market category: stocks, crypto, etf, indices',
});

/** A symbol's live figures (spec point 3 "Symbol": stats). */
export const SymbolStats = Type.Object({
  price: Type.Number({ description: 'The last price' }),
  open: Type.Number({ description: 'The current (or last) session’s opening price' }),
  high: Type.Number(),
  low: Type.Number(),
  prev_close: Type.Number({ description: 'The previous session’s close' }),
  change: Type.Number({ description: 'price − prev_close' }),
  change_pct: Type.Number({ description: 'change as a percentage of prev_close' }),
  volume: Type.Number({ minimum: 0, description: 'The session’s volume so far' }),
  currency: Type.String(),
  market_open: Type.Boolean({
    description: 'Whether the listing’s exchange is trading now (crypto always is)',
  }),
  updated_at: Type.String({ format: 'date-time', description: 'When the price last moved' }),
  simulated: Type.Boolean({
    description: 'True for the offline simulator’s invented prices: the UI labels them',
  }),
});
export type SymbolStatsView = Static<typeof SymbolStats>;

/** A symbol without its figures (spec point 3 "Symbol"; header search rows). */
export const SymbolSummary = Type.Object({
  symbol_id: Type.Integer(),
  symbol: Type.String({ description: 'The ticker as written in a cashtag: AAPL, SAP.DE, BTC' }),
  company_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The company’s name for stocks; null for other types (see name)',
  }),
  name: Type.String({ description: 'The company’s, asset’s, fund’s or index’s name' }),
  country: Type.String({ description: 'ISO 3166 alpha-2; WW for crypto' }),
  exchange: Type.String(),
  type: SymbolType,
  region: Type.String({ description: 'Sub-category by place: us, europe, asia, global' }),
  sector: Type.Union([Type.String(), Type.Null()], {
    description: 'Sub-category by sector or kind (technology, financials, …)',
  }),
  currency: Type.String(),
});
export type SymbolSummaryView = Static<typeof SymbolSummary>;

/** A symbol with its figures. */
export const SymbolQuote = Type.Object({ ...SymbolSummary.properties, stats: SymbolStats });
export type SymbolQuoteView = Static<typeof SymbolQuote>;

/** How many daily closes a sparkline carries (the last sessions', oldest first). */
export const SPARK_CLOSES = 30;

/** A symbol with its figures and its sparkline: a market table's or a watchlist's row. */
export const SymbolRowQuote = Type.Object({
  ...SymbolQuote.properties,
  spark: Type.Array(Type.Number(), {
    maxItems: SPARK_CLOSES,
    description: `The last ${SPARK_CLOSES} completed sessions’ closes, oldest first (the live price follows them); empty when no history is known`,
  }),
});
export type SymbolRowQuoteView = Static<typeof SymbolRowQuote>;

/** A market page's table (spec point 3 "Widget"): symbols keyed by ticker, in the table's order. */
export const Widget = Type.Object({
  id: Type.String({ description: 'category or category/subCategory' }),
  category: SymbolType,
  subCategory: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  symbols: Type.Record(Type.String(), SymbolRowQuote, {
    description: 'Keyed by symbol; each entry carries symbol_id, stats and spark',
  }),
});
export type WidgetView = Static<typeof Widget>;

/** One sub-category of a market category (the menu and the page's tabs). */
export const MarketSubCategory = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});

export const MarketCategory = Type.Object({
  category: SymbolType,
  title: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  subCategories: Type.Array(MarketSubCategory),
});
export type MarketCategoryView = Static<typeof MarketCategory>;

/** The sections of the ticker tape, in the tape's order. */
export const TAPE_SECTIONS = ['index', 'watchlist', 'mover'] as const;
/** Indices on the tape: the first ones of the data file. */
export const TAPE_INDICES = 6;
/** The member's watchlist symbols on the tape, at most: their lists' order, each once. */
export const TAPE_WATCHLIST_MAX = 12;
/** Movers on the tape each way: the largest gains, then the largest losses, among stocks. */
export const TAPE_MOVERS_EACH_WAY = 3;
export const TAPE_ITEMS_MAX = TAPE_INDICES + TAPE_WATCHLIST_MAX + 2 * TAPE_MOVERS_EACH_WAY;

/** One symbol on the ticker tape, with why it is there. */
export const TickerTapeItem = Type.Object({
  ...SymbolQuote.properties,
  section: Type.Enum(TAPE_SECTIONS, {
    description:
      'index: a main index; watchlist: on one of the member’s lists; mover: among the day’s largest moves of stocks',
  }),
  watched: Type.Boolean({
    description:
      'On one of the member’s lists (among the first TAPE_WATCHLIST_MAX symbols), whatever its section: an index the member watches is shown once, as an index',
  }),
});
export type TickerTapeItemView = Static<typeof TickerTapeItem>;

/** The ticker tape under the header: indices, the member's watchlist symbols, today's movers. */
export const TickerTape = Type.Object({
  items: Type.Array(TickerTapeItem, {
    maxItems: TAPE_ITEMS_MAX,
    description: 'Indices, then watchlist symbols, then movers; a symbol appears once',
  }),
});
export type TickerTapeView = Static<typeof TickerTape>;

/** The quotes call's answer (spec point 7 "Widgets"): figures keyed by symbol id. */
export const Quotes = Type.Record(Type.String(), SymbolStats, {
  description: 'Keyed by symbol id; unknown ids are left out',
});

/**
 * One OHLCV bar; `time` in Unix seconds (the bar's opening), as lightweight-charts reads it. A
 * daily bar's time is 00:00 UTC of its session's date at the exchange (a business day).
 */
export const Bar = Type.Object({
  time: Type.Integer(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  volume: Type.Number({ minimum: 0 }),
});
export type BarView = Static<typeof Bar>;

export const Bars = Type.Object({
  symbol_id: Type.Integer(),
  range: Type.Enum(CHART_RANGES),
  resolution: Type.String({ description: '5m for 1D and 5D, 1d otherwise' }),
  simulated: Type.Boolean(),
  bars: Type.Array(Bar),
});
export type BarsView = Static<typeof Bars>;

/** A symbol's page: the symbol, its figures and today's bullish/bearish calls in posts. */
export const SymbolDetail = Type.Object({
  ...SymbolQuote.properties,
  sentiment_today: Type.Object(
    {
      bullish: Type.Integer({ minimum: 0 }),
      bearish: Type.Integer({ minimum: 0 }),
    },
    {
      description:
        'Posts naming the symbol with a bullish or bearish call since midnight at its exchange (UTC for crypto)',
    },
  ),
});
export type SymbolDetailView = Static<typeof SymbolDetail>;

/** `quote` on `quotes:{symbolId}`: the symbol's figures after a move. */
export const QuoteEvent = Type.Object({ symbol_id: Type.Integer(), stats: SymbolStats });
export type QuoteEventView = Static<typeof QuoteEvent>;

/** A group search result (spec point 3). */
export const GroupSearchResult = Type.Object({
  id: Type.Integer(),
  group_name: Type.String(),
  group_title: Type.String(),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
  url: Type.String({ description: '/groups/{id}/{title with spaces replaced by dashes}' }),
});
export type GroupSearchResultView = Static<typeof GroupSearchResult>;

/** A member search result (spec point 3). */
export const MemberSearchResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String({ description: 'The profile’s path segment: /profile/{userName}' }),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
});
export type MemberSearchResultView = Static<typeof MemberSearchResult>;

export const SearchQuery = Type.String({
  minLength: 1,
  maxLength: SEARCH_QUERY_MAX,
  description: 'Matched case- and accent-insensitively, by prefix and by words',
});
