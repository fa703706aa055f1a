import { type Static, Type } from 'typebox';
import { FUTURES_GROUPS } from '../modules/calendars/futures.ts';
import { EXCHANGE_IDS } from '../modules/calendars/holidays.ts';

/**
 * The market calendars (spec point 1, issue 18). Holidays and futures expiries are computed from
 * rules for any year in [CALENDAR_YEAR_MIN, CALENDAR_YEAR_MAX] (the Japanese equinox formula
 * holds for 1980–2099); the data-backed calendars (economic, earnings, …) come later.
 */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2099;
/** The longest range a computed calendar answers: a year's view with some margin. */
export const COMPUTED_CALENDAR_DAYS_MAX = 400;

const IsoDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** A range of dates, both included, in the calendar's own days (a holiday is a local date). */
const RangeQuery = {
  from: IsoDate('The first day, YYYY-MM-DD'),
  to: IsoDate(
    `The last day, YYYY-MM-DD: on or after from, at most ${COMPUTED_CALENDAR_DAYS_MAX} days on`,
  ),
};

export const ExchangeId = Type.Enum(EXCHANGE_IDS, { description: 'A stock exchange' });

/** `GET /api/calendars/holidays`. */
export const HolidaysQuery = Type.Object({
  ...RangeQuery,
  exchanges: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Exchange ids joined by commas (${EXCHANGE_IDS.join(', ')}); every exchange when absent`,
    }),
  ),
});
export type HolidaysQueryView = Static<typeof HolidaysQuery>;

export const CalendarExchange = Type.Object({
  id: ExchangeId,
  name: Type.String(),
  country: Type.String({ description: 'ISO 3166 alpha-2' }),
  time_zone: Type.String({
    description: 'IANA zone of the exchange: its dates and times are local',
  }),
  regular_close: Type.String({ description: 'The regular closing time, local HH:MM' }),
});

export const MarketHoliday = Type.Object({
  date: Type.String({ format: 'date', description: 'The exchange’s local date' }),
  exchange: ExchangeId,
  name: Type.String({ description: 'The holiday, as the exchange names it' }),
  kind: Type.Enum(['closed', 'early_close'] as const, {
    description: 'closed: no trading all day; early_close: trading ends early',
  }),
  closes: Type.Union([Type.String(), Type.Null()], {
    description: 'An early close’s closing time, local HH:MM; null for a full closure',
  }),
});
export type MarketHolidayView = Static<typeof MarketHoliday>;

export const HolidayCalendar = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  exchanges: Type.Array(CalendarExchange, { description: 'Every exchange the calendar knows' }),
  data: Type.Array(MarketHoliday, {
    description: 'Closures and early closes on weekdays, by date then exchange',
  }),
});

export const FuturesGroup = Type.Enum(FUTURES_GROUPS, { description: 'A contract’s asset class' });
const FuturesExchange = Type.Enum(['CME', 'CBOT', 'NYMEX', 'COMEX', 'CFE'] as const);
const Settlement = Type.Enum(['cash', 'physical'] as const);

/** `GET /api/calendars/futures-expiry`. */
export const FuturesQuery = Type.Object({
  ...RangeQuery,
  groups: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Groups joined by commas (${FUTURES_GROUPS.join(', ')}); every group when absent`,
    }),
  ),
});
export type FuturesQueryView = Static<typeof FuturesQuery>;

export const FuturesContract = Type.Object({
  root: Type.String({ description: 'The contract’s root symbol: ES, CL, ZN, VX' }),
  name: Type.String(),
  group: FuturesGroup,
  exchange: FuturesExchange,
  settlement: Settlement,
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), {
    description: 'The listed contract months',
  }),
  rule: Type.String({ description: 'The last-trading-day rule in words' }),
});

export const FuturesExpiry = Type.Object({
  code: Type.String({ description: 'Root, month code and year: ESZ26' }),
  root: Type.String(),
  name: Type.String(),
  group: FuturesGroup,
  exchange: FuturesExchange,
  contract_month: Type.String({ description: 'YYYY-MM' }),
  last_trading_day: Type.String({ format: 'date' }),
  first_notice_day: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'Physically delivered contracts with a notice period; null otherwise',
  }),
  settlement_day: Type.String({
    format: 'date',
    description: 'Final settlement or last delivery day',
  }),
  settlement: Settlement,
});
export type FuturesExpiryView = Static<typeof FuturesExpiry>;

export const FuturesCalendar = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  contracts: Type.Array(FuturesContract, { description: 'Every contract the calendar knows' }),
  data: Type.Array(FuturesExpiry, {
    description:
      'Contract months whose last trading day or first notice day falls in the range, by the earlier of the two',
  }),
});
