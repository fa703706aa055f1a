import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { symbols } from './markets.ts';

/**
 * Where a calendar row came from: the seeded demo (`sample`, labelled as such wherever it shows),
 * a file loaded with `calendars:import` (`csv`), or Finnhub's calendars (`finnhub`, refreshed
 * hourly with CALENDAR_PROVIDER=finnhub).
 */
export const CALENDAR_SOURCES = ['sample', 'csv', 'finnhub'] as const;
export type CalendarSourceName = (typeof CALENDAR_SOURCES)[number];

/** Units of an economic figure: none, percent, thousands, millions, billions, trillions. */
export const ECONOMIC_UNITS = ['', '%', 'K', 'M', 'B', 'T'] as const;
export type EconomicUnit = (typeof ECONOMIC_UNITS)[number];

/** When a company reports relative to its exchange's session. */
export const EARNINGS_TIMES = ['before_open', 'after_close', 'during', 'unknown'] as const;
export type EarningsTime = (typeof EARNINGS_TIMES)[number];

/** How often a dividend is paid (the yield annualises by it; irregular ones have no yield). */
export const DIVIDEND_FREQUENCIES = [
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
  'irregular',
] as const;
export type DividendFrequency = (typeof DIVIDEND_FREQUENCIES)[number];

export const IPO_STATUSES = ['expected', 'priced', 'withdrawn'] as const;
export type IpoStatus = (typeof IPO_STATUSES)[number];

const sourceColumns = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  source: text('source', { enum: CALENDAR_SOURCES }).notNull(),
  /** The row's id at its source (a file's `external_id` column, Finnhub's derived key). */
  externalId: text('external_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const sourceKnown = (table: string, column: unknown) =>
  check(`${table}_source_known`, sql`${column} in ('sample', 'csv', 'finnhub')`);

/**
 * Economic releases and central-bank events. `scheduled_at` is the instant of the release; an
 * all-day event (a holiday-like "G7 summit") stores 00:00 UTC of its date and is shown on that
 * date whatever the viewer's zone. `event_key` links the occurrences of one indicator (its
 * history): a slug of the country and the event's name.
 */
export const economicEvents = pgTable(
  'economic_events',
  {
    ...sourceColumns,
    /** ISO 3166 alpha-2, or `EU` for the euro area. */
    country: text('country').notNull(),
    currency: text('currency'),
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    /** What the figure is of: `Oct`, `Q3`; null when it is not a period's figure. */
    period: text('period'),
    importance: smallint('importance').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    actual: doublePrecision('actual'),
    forecast: doublePrecision('forecast'),
    previous: doublePrecision('previous'),
    unit: text('unit', { enum: ECONOMIC_UNITS }).notNull().default(''),
    /** Whether an actual above the forecast is good news (unemployment: false). */
    higherIsBetter: boolean('higher_is_better').notNull().default(true),
  },
  (t) => [
    uniqueIndex('economic_events_source_external_idx').on(t.source, t.externalId),
    index('economic_events_scheduled_idx').on(t.scheduledAt),
    index('economic_events_key_scheduled_idx').on(t.eventKey, t.scheduledAt),
    sourceKnown('economic_events', t.source),
    check('economic_events_importance_range', sql`${t.importance} between 1 and 3`),
    check('economic_events_unit_known', sql`${t.unit} in ('', '%', 'K', 'M', 'B', 'T')`),
  ],
);

/** Companies' quarterly reports: the estimates, and the results once reported. */
export const earningsEvents = pgTable(
  'earnings_events',
  {
    ...sourceColumns,
    /** The listed symbol, when TapeTV knows the ticker (linked by ticker on every write). */
    symbolId: integer('symbol_id').references(() => symbols.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    company: text('company').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time', { enum: EARNINGS_TIMES }).notNull().default('unknown'),
    /** `Q3 2026`: the fiscal quarter reported. */
    fiscalQuarter: text('fiscal_quarter'),
    epsActual: doublePrecision('eps_actual'),
    epsForecast: doublePrecision('eps_forecast'),
    revenueActual: doublePrecision('revenue_actual'),
    revenueForecast: doublePrecision('revenue_forecast'),
    marketCap: doublePrecision('market_cap'),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('earnings_events_source_external_idx').on(t.source, t.externalId),
    index('earnings_events_date_idx').on(t.date),
    index('earnings_events_symbol_date_idx').on(t.symbolId, t.date),
    sourceKnown('earnings_events', t.source),
    check(
      'earnings_events_time_known',
      sql`${t.time} in ('before_open', 'after_close', 'during', 'unknown')`,
    ),
  ],
);

/** Dividends by ex-dividend date (buy before it to receive the payment). */
export const dividendEvents = pgTable(
  'dividend_events',
  {
    ...sourceColumns,
    symbolId: integer('symbol_id').references(() => symbols.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    company: text('company').notNull(),
    exDate: date('ex_date', { mode: 'string' }).notNull(),
    /** Per share, in `currency`. */
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull(),
    frequency: text('frequency', { enum: DIVIDEND_FREQUENCIES }).notNull(),
    recordDate: date('record_date', { mode: 'string' }),
    paymentDate: date('payment_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('dividend_events_source_external_idx').on(t.source, t.externalId),
    index('dividend_events_ex_date_idx').on(t.exDate),
    index('dividend_events_symbol_ex_date_idx').on(t.symbolId, t.exDate),
    sourceKnown('dividend_events', t.source),
    check('dividend_events_amount_positive', sql`${t.amount} > 0`),
    check(
      'dividend_events_frequency_known',
      sql`${t.frequency} in ('monthly', 'quarterly', 'semiannual', 'annual', 'irregular')`,
    ),
  ],
);

/** Stock splits: `numerator` new shares for `denominator` old (1-for-10 is a reverse split). */
export const splitEvents = pgTable(
  'split_events',
  {
    ...sourceColumns,
    symbolId: integer('symbol_id').references(() => symbols.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    company: text('company').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    numerator: integer('numerator').notNull(),
    denominator: integer('denominator').notNull(),
  },
  (t) => [
    uniqueIndex('split_events_source_external_idx').on(t.source, t.externalId),
    index('split_events_date_idx').on(t.date),
    index('split_events_symbol_date_idx').on(t.symbolId, t.date),
    sourceKnown('split_events', t.source),
    check('split_events_ratio_positive', sql`${t.numerator} > 0 and ${t.denominator} > 0`),
  ],
);

/** Initial public offerings: expected (with a price range), priced, or withdrawn. */
export const ipoEvents = pgTable(
  'ipo_events',
  {
    ...sourceColumns,
    company: text('company').notNull(),
    symbol: text('symbol'),
    symbolId: integer('symbol_id').references(() => symbols.id, { onDelete: 'set null' }),
    exchange: text('exchange').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    priceLow: doublePrecision('price_low'),
    priceHigh: doublePrecision('price_high'),
    /** The final offer price, once priced. */
    price: doublePrecision('price'),
    shares: doublePrecision('shares'),
    currency: text('currency').notNull(),
    status: text('status', { enum: IPO_STATUSES }).notNull(),
  },
  (t) => [
    uniqueIndex('ipo_events_source_external_idx').on(t.source, t.externalId),
    index('ipo_events_date_idx').on(t.date),
    index('ipo_events_symbol_idx').on(t.symbolId),
    sourceKnown('ipo_events', t.source),
    check('ipo_events_status_known', sql`${t.status} in ('expected', 'priced', 'withdrawn')`),
  ],
);
