import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/** The spec's symbol types (point 3 "Symbol"), which are also the market categories. */
export const SYMBOL_TYPES = ['stocks', 'crypto', 'etf', 'indices'] as const;
export type SymbolType = (typeof SYMBOL_TYPES)[number];

/** Bar resolutions kept in PostgreSQL: a year of daily bars, the current day in 5-minute bars. */
export const BAR_RESOLUTIONS = ['1d', '5m'] as const;
export type BarResolution = (typeof BAR_RESOLUTIONS)[number];

/** A post's call on the symbols it tags. */
export const POST_SENTIMENTS = ['bullish', 'bearish'] as const;
export type PostSentiment = (typeof POST_SENTIMENTS)[number];

/**
 * Instruments (stocks, crypto assets, ETFs, indices), imported from `reference/symbols.csv` or a
 * member's own file by `pnpm --filter @tapetv/server symbols:import`.
 */
export const symbols = pgTable(
  'symbols',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ticker as shown and as written in a cashtag (`AAPL`, `SAP.DE`, `BTC`), upper case. */
    symbol: text('symbol').notNull(),
    /** The company name, or the asset's or index's name. */
    name: text('name').notNull(),
    /** ISO 3166 alpha-2 code of the listing's country; `WW` for assets with no country (crypto). */
    country: text('country').notNull(),
    exchange: text('exchange').notNull(),
    type: text('type', { enum: SYMBOL_TYPES }).notNull(),
    /** Market sub-category by place: `us`, `europe`, `asia`, `global`. */
    region: text('region').notNull(),
    /** Market sub-category by sector (`technology`, `financials`, …), or by kind for ETFs and crypto. */
    sector: text('sector'),
    currency: text('currency').notNull(),
    /** A realistic price level the simulated quotes start from (and a real feed replaces). */
    referencePrice: doublePrecision('reference_price').notNull(),
    /** Ticker and name in lower case without accents: what search matches (trigram index). */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('symbols_symbol_idx').on(t.symbol),
    index('symbols_type_region_idx').on(t.type, t.region),
    index('symbols_type_sector_idx').on(t.type, t.sector),
    index('symbols_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('symbols_type_known', sql`${t.type} in ('stocks', 'crypto', 'etf', 'indices')`),
    check('symbols_reference_price_positive', sql`${t.referencePrice} > 0`),
  ],
);

/** Price history: OHLCV bars per symbol and resolution, stamped with the bar's opening time. */
export const quoteBars = pgTable(
  'quote_bars',
  {
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id, { onDelete: 'cascade' }),
    resolution: text('resolution', { enum: BAR_RESOLUTIONS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbolId, t.resolution, t.startsAt] }),
    check('quote_bars_resolution_known', sql`${t.resolution} in ('1d', '5m')`),
  ],
);

/**
 * The symbols a post's cashtags name, with the price when it was posted, so a member's calls can be
 * scored later; the post's bullish or bearish tag is on the post.
 */
export const postSymbols = pgTable(
  'post_symbols',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id, { onDelete: 'cascade' }),
    /** Order of first mention in the post's text. */
    position: smallint('position').notNull().default(0),
    priceAtPost: doublePrecision('price_at_post'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.symbolId] }),
    index('post_symbols_symbol_idx').on(t.symbolId, t.postId),
  ],
);
