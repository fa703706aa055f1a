import { type Static, type TSchema, Type } from 'typebox';
import {
  CALENDAR_SOURCES,
  DIVIDEND_FREQUENCIES,
  EARNINGS_TIMES,
  ECONOMIC_UNITS,
  IPO_STATUSES,
} from '../db/schema/index.ts';
import { COUNTRY_CODES } from '../modules/calendar-data/countries.ts';

/**
 * The data-backed market calendars (issue 18 items 1–5): economic releases, earnings, dividends,
 * splits and IPOs, stored rows from the sample seed, an imported file or Finnhub. Every answer says
 * whether a row shown is sample data (`sample`), so the page labels it.
 */

/** The longest range a data calendar answers: a month's view. */
export const DATA_CALENDAR_DAYS_MAX = 31;
/** How many earlier occurrences an economic event's history holds. */
export const ECONOMIC_HISTORY_SIZE = 24;
/** The longest IANA zone name accepted (the longest real one has 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

const IsoDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

const RangeQuery = {
  from: IsoDate('The first day, YYYY-MM-DD'),
  to: IsoDate(
    `The last day, YYYY-MM-DD: on or after from, at most ${DATA_CALENDAR_DAYS_MAX} days on`,
  ),
};
const WatchlistQuery = {
  watchlist: Type.Optional(
    Type.Boolean({
      description: 'true: only the symbols in any of the member’s watchlists',
    }),
  ),
};
const TimeZoneQuery = Type.Optional(
  Type.String({
    maxLength: TIME_ZONE_MAX_LENGTH,
    description:
      'The IANA time zone whose days from and to are (Europe/London, America/New_York); UTC when absent',
  }),
);

export const CalendarSource = Type.Enum(CALENDAR_SOURCES, {
  description:
    'sample: demo data TapeTV made up (label it); csv: imported from a file; finnhub: from Finnhub',
});

const SampleFlag = Type.Boolean({
  description: 'Whether any row shown is sample data (made up for the demo): label the calendar',
});
const RangeAnswer = {
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  sample: SampleFlag,
};

// --- Economic calendar ---------------------------------------------------------------------

/** `GET /api/calendars/economic`. */
export const EconomicQuery = Type.Object({
  ...RangeQuery,
  tz: TimeZoneQuery,
  countries: Type.Optional(
    Type.String({
      maxLength: 300,
      description: `Country codes joined by commas (ISO 3166 alpha-2, EU for the euro area: ${COUNTRY_CODES.join(', ')}); every country when absent`,
    }),
  ),
  importance: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'Importance levels joined by commas (1 low, 2 medium, 3 high); all when absent',
    }),
  ),
});
export type EconomicQueryView = Static<typeof EconomicQuery>;

export const EconomicEvent = Type.Object({
  id: Type.Integer(),
  country: Type.String({ description: 'ISO 3166 alpha-2, or EU for the euro area' }),
  currency: Nullable(Type.String(), 'The currency the release moves (ISO 4217)'),
  event: Type.String({
    description: 'The indicator or event: CPI (YoY), Fed Interest Rate Decision',
  }),
  period: Nullable(Type.String(), 'What the figure is of: Oct, Q3; null when not a period’s'),
  importance: Type.Integer({ minimum: 1, maximum: 3, description: '1 low, 2 medium, 3 high' }),
  scheduled_at: Type.String({
    format: 'date-time',
    description: 'The release instant; for an all-day event 00:00 UTC of its date',
  }),
  date: Type.String({
    format: 'date',
    description: 'The day it falls on in the asked zone (an all-day event: its own date)',
  }),
  all_day: Type.Boolean({ description: 'An event of a whole day, without a release time' }),
  actual: Nullable(Type.Number(), 'The released figure; null until released'),
  forecast: Nullable(Type.Number(), 'The consensus forecast'),
  previous: Nullable(Type.Number(), 'The previous release’s figure'),
  unit: Type.Enum(ECONOMIC_UNITS, {
    description:
      "The figures' unit: '' none, % percent, K thousands, M millions, B billions, T trillions",
  }),
  higher_is_better: Type.Boolean({
    description:
      'Whether an actual above the forecast is good news (colour it up); false for unemployment and jobless claims',
  }),
  source: CalendarSource,
});
export type EconomicEventView = Static<typeof EconomicEvent>;

export const CalendarCountryName = Type.Object({
  code: Type.String(),
  name: Type.String(),
});

export const EconomicCalendar = Type.Object({
  ...RangeAnswer,
  tz: Type.String({ description: 'The zone the days are of' }),
  countries: Type.Array(CalendarCountryName, {
    description: 'The countries with events in the range (whatever the filters), by name',
  }),
  data: Type.Array(EconomicEvent, {
    description: 'By time, then importance (highest first); all-day events first on their day',
  }),
});

/** `GET /api/calendars/economic/{id}/history`. */
export const EconomicHistoryQuery = Type.Object({ tz: TimeZoneQuery });

export const EconomicHistory = Type.Object({
  sample: SampleFlag,
  event: EconomicEvent,
  history: Type.Array(EconomicEvent, {
    description: `The same indicator’s earlier releases, newest first; at most ${ECONOMIC_HISTORY_SIZE}`,
  }),
});

// --- Earnings ------------------------------------------------------------------------------

/** `GET /api/calendars/earnings`. */
export const EarningsQuery = Type.Object({
  ...RangeQuery,
  ...WatchlistQuery,
  countries: Type.Optional(
    Type.String({
      maxLength: 300,
      description:
        'Country codes joined by commas: only companies listed there (by the symbol’s country); all when absent',
    }),
  ),
});
export type EarningsQueryView = Static<typeof EarningsQuery>;

const SurprisePct = (figure: string) =>
  Nullable(
    Type.Number(),
    `(actual − forecast) ÷ |forecast| × 100 of the ${figure}; null when either is missing`,
  );

export const EarningsEvent = Type.Object({
  id: Type.Integer(),
  symbol_id: Nullable(
    Type.Integer(),
    'The listed symbol (for its page); null when TapeTV lists none',
  ),
  symbol: Type.String(),
  company: Type.String(),
  date: Type.String({ format: 'date' }),
  time: Type.Enum(EARNINGS_TIMES, {
    description: 'before_open, after_close or during the session; unknown',
  }),
  fiscal_quarter: Nullable(Type.String(), 'The quarter reported: Q3 2026'),
  eps_actual: Nullable(Type.Number()),
  eps_forecast: Nullable(Type.Number()),
  eps_surprise_pct: SurprisePct('earnings per share'),
  revenue_actual: Nullable(Type.Number()),
  revenue_forecast: Nullable(Type.Number()),
  revenue_surprise_pct: SurprisePct('revenue'),
  market_cap: Nullable(Type.Number()),
  currency: Type.String(),
  source: CalendarSource,
});
export type EarningsEventView = Static<typeof EarningsEvent>;

export const EarningsCalendar = Type.Object({
  ...RangeAnswer,
  data: Type.Array(EarningsEvent, { description: 'By date, then market cap (largest first)' }),
});

// --- Dividends -----------------------------------------------------------------------------

/** `GET /api/calendars/dividends`. */
export const DividendsQuery = Type.Object({ ...RangeQuery, ...WatchlistQuery });
export type DividendsQueryView = Static<typeof DividendsQuery>;

export const DividendEvent = Type.Object({
  id: Type.Integer(),
  symbol_id: Nullable(Type.Integer()),
  symbol: Type.String(),
  company: Type.String(),
  ex_date: Type.String({ format: 'date', description: 'Buy before this day to get the dividend' }),
  record_date: Nullable(Type.String({ format: 'date' })),
  payment_date: Nullable(Type.String({ format: 'date' })),
  amount: Type.Number({ description: 'Per share, in currency' }),
  currency: Type.String(),
  frequency: Type.Enum(DIVIDEND_FREQUENCIES),
  price: Nullable(Type.Number(), 'The symbol’s current price; null when TapeTV has none'),
  price_simulated: Type.Boolean({ description: 'Whether that price is simulated (label it)' }),
  yield_pct: Nullable(
    Type.Number(),
    'amount × payments a year ÷ price × 100; null for irregular dividends, without a price, or when the price is in another currency',
  ),
  source: CalendarSource,
});
export type DividendEventView = Static<typeof DividendEvent>;

export const DividendCalendar = Type.Object({
  ...RangeAnswer,
  data: Type.Array(DividendEvent, { description: 'By ex-date, then symbol' }),
});

// --- Splits --------------------------------------------------------------------------------

/** `GET /api/calendars/splits`. */
export const SplitsQuery = Type.Object({ ...RangeQuery, ...WatchlistQuery });
export type SplitsQueryView = Static<typeof SplitsQuery>;

export const SplitEvent = Type.Object({
  id: Type.Integer(),
  symbol_id: Nullable(Type.Integer()),
  symbol: Type.String(),
  company: Type.String(),
  date: Type.String({ format: 'date' }),
  numerator: Type.Integer({ minimum: 1, description: 'New shares…' }),
  denominator: Type.Integer({ minimum: 1, description: '…for this many old shares' }),
  ratio: Type.String({ description: '2-for-1, 1-for-10' }),
  reverse: Type.Boolean({ description: 'Fewer shares after (numerator below denominator)' }),
  source: CalendarSource,
});
export type SplitEventView = Static<typeof SplitEvent>;

export const SplitCalendar = Type.Object({
  ...RangeAnswer,
  data: Type.Array(SplitEvent, { description: 'By date, then symbol' }),
});

// --- IPOs ----------------------------------------------------------------------------------

/** `GET /api/calendars/ipos`. */
export const IposQuery = Type.Object({
  ...RangeQuery,
  ...WatchlistQuery,
  status: Type.Optional(
    Type.String({
      maxLength: 40,
      description: `Statuses joined by commas (${IPO_STATUSES.join(', ')}); all when absent`,
    }),
  ),
});
export type IposQueryView = Static<typeof IposQuery>;

export const IpoEvent = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  symbol: Nullable(Type.String(), 'The planned ticker, when announced'),
  symbol_id: Nullable(Type.Integer(), 'The symbol once TapeTV lists it'),
  exchange: Type.String(),
  date: Type.String({ format: 'date' }),
  price_low: Nullable(Type.Number(), 'The expected price range’s low end'),
  price_high: Nullable(Type.Number()),
  price: Nullable(Type.Number(), 'The final offer price, once priced'),
  shares: Nullable(Type.Number(), 'Shares offered'),
  deal_size: Nullable(
    Type.Number(),
    'shares × (price, else the range’s high end); null when either is unknown',
  ),
  currency: Type.String(),
  status: Type.Enum(IPO_STATUSES),
  source: CalendarSource,
});
export type IpoEventView = Static<typeof IpoEvent>;

export const IpoCalendar = Type.Object({
  ...RangeAnswer,
  data: Type.Array(IpoEvent, { description: 'By date, then company' }),
});

// --- The member's time zone ----------------------------------------------------------------

/** `PUT /api/user/time-zone`. */
export const TimeZoneBody = Type.Object({
  // Null first: with the server's type coercion a string branch tried first would take null as ''.
  time_zone: Type.Union([Type.Null(), Type.String({ maxLength: TIME_ZONE_MAX_LENGTH })], {
    description:
      'The IANA zone the calendars show days of (Europe/London); null to follow the browser’s',
  }),
});

export const TimeZoneDone = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  time_zone: Nullable(Type.String()),
});
