import type { ResponseBody } from '@tapetv/api-client';

/**
 * `GET /api/calendars/my-week`: the member's events across the seven calendars in a range (their
 * watchlist symbols' company events, their countries' releases, their exchanges' holidays, the
 * index futures' expiries), on the days of the asked zone, with what the view was chosen by.
 */
export type MyWeek = ResponseBody<'/api/calendars/my-week', 'get'>;
export type MyWeekItem = MyWeek['items'][number];
/** Which calendar an event belongs to: economic, earnings, dividend, split, ipo, holiday, futures. */
export type MyWeekKind = MyWeekItem['kind'];

/** A member's reminder on a calendar event (`POST /api/calendars/reminders` answers one). */
export type CalendarReminder = ResponseBody<'/api/calendars/reminders', 'post'>;
