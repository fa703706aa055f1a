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
