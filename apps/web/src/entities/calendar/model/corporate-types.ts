import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/calendars/dividends`: the range's dividends by ex-date, with their yield. */
export type DividendCalendar = ResponseBody<'/api/calendars/dividends', 'get'>;
export type Dividend = DividendCalendar['data'][number];
export type DividendFrequency = Dividend['frequency'];

/** `GET /api/calendars/splits`: the range's stock splits and reverse splits. */
export type SplitsCalendar = ResponseBody<'/api/calendars/splits', 'get'>;
export type StockSplit = SplitsCalendar['data'][number];

/** `GET /api/calendars/ipos`: the range's initial public offerings. */
export type IpoCalendar = ResponseBody<'/api/calendars/ipos', 'get'>;
export type Ipo = IpoCalendar['data'][number];
export type IpoStatus = Ipo['status'];
