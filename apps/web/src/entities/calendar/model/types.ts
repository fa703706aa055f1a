import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/calendars/holidays`: the exchanges the calendar knows and the range's closures. */
export type HolidayCalendar = ResponseBody<'/api/calendars/holidays', 'get'>;
export type MarketHoliday = HolidayCalendar['data'][number];
export type CalendarExchange = HolidayCalendar['exchanges'][number];

/** `GET /api/calendars/futures-expiry`: the contracts it knows and the range's contract months. */
export type FuturesCalendar = ResponseBody<'/api/calendars/futures-expiry', 'get'>;
export type FuturesExpiry = FuturesCalendar['data'][number];
export type FuturesContract = FuturesCalendar['contracts'][number];
export type FuturesGroup = FuturesContract['group'];

/** A date range, both ends included, as `YYYY-MM-DD`. */
export interface CalendarRange {
  from: string;
  to: string;
}

/**
 * `GET /api/calendars/economic`: the range's releases and central-bank events on the days of the
 * asked zone, and the countries with events in the range (the country filter's options).
 */
export type EconomicCalendar = ResponseBody<'/api/calendars/economic', 'get'>;
export type EconomicEvent = EconomicCalendar['data'][number];
export type EconomicCountry = EconomicCalendar['countries'][number];
/** '' none, % percent, K thousands, M millions, B billions, T trillions. */
export type EconomicUnit = EconomicEvent['unit'];

/** `GET /api/calendars/economic/{id}/history`: an event and its indicator's earlier releases. */
export type EconomicHistory = ResponseBody<'/api/calendars/economic/{id}/history', 'get'>;

/** `GET /api/calendars/earnings`: the range's earnings reports, with surprises once reported. */
export type EarningsCalendar = ResponseBody<'/api/calendars/earnings', 'get'>;
export type EarningsReport = EarningsCalendar['data'][number];
/** When in the trading day a company reports: before_open, after_close, during, unknown. */
export type EarningsTime = EarningsReport['time'];
