import { type Static, type TSchema, Type } from 'typebox';
import { CALENDAR_EVENT_KINDS } from '../db/schema/index.ts';
import { COUNTRY_CODES } from '../modules/calendar-data/countries.ts';
import { DATA_CALENDAR_DAYS_MAX, TIME_ZONE_MAX_LENGTH } from './calendar-data.ts';

/**
 * "Beyond the spec" of issue 18: the member's week across every calendar ("My week"), reminders
 * on calendar events, and the secret .ics feeds a calendar app subscribes to.
 */

/** How many reminders not yet sent a member may keep; 422 beyond. */
export const CALENDAR_REMINDERS_MAX = 100;
/** The longest a reminder may come before its event: a week, in minutes. */
export const REMINDER_MINUTES_MAX = 10_080;
/** How many reminders `GET /api/calendars/reminders` lists. */
export const REMINDER_LIST_SIZE = 200;
/** The .ics feeds' window: from this many days ago … */
export const ICS_DAYS_BEFORE = 7;
/** … to this many weeks ahead. */
export const ICS_WEEKS_AHEAD = 8;

/** The views a calendar app can subscribe to, as `/api/calendars/ics/{token}/{view}.ics`. */
export const ICS_VIEWS = [
  'my-week',
  'economic',
  'earnings',
  'dividends',
  'splits',
  'ipos',
  'holidays',
  'futures-expiry',
] as const;
export type IcsViewName = (typeof ICS_VIEWS)[number];

const IsoDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});

export const CalendarKind = Type.Enum(CALENDAR_EVENT_KINDS, {
  description: 'Which calendar an event belongs to',
});
export type CalendarKindName = Static<typeof CalendarKind>;

const EventKey = Type.String({
  minLength: 1,
  maxLength: 120,
  description:
    'A calendar event’s stable key: economic:<id>, earnings:<id>, dividend:<id>, split:<id>, ipo:<id>, ' +
    'holiday:<EXCHANGE>:<YYYY-MM-DD>, futures:<ROOT>:<YYYY-MM-DD>:<last_trading|first_notice> ' +
    '(the date is the expiry day)',
});

// --- Reminders -----------------------------------------------------------------------------

export const CalendarReminder = Type.Object({
  id: Type.String({ description: 'The reminder’s id' }),
  event_key: EventKey,
  kind: CalendarKind,
  title: Type.String({ description: 'The event, as My week titles it' }),
  event_at: Type.String({
    format: 'date-time',
    description:
      'When the event starts; an all-day event at 00:00 of its date in the member’s saved time zone (UTC without one)',
  }),
  minutes_before: Type.Integer({ minimum: 0, maximum: REMINDER_MINUTES_MAX }),
  remind_at: Type.String({ format: 'date-time', description: 'event_at − minutes_before' }),
  sent_at: Nullable(
    Type.String({ format: 'date-time' }),
    'When the reminder went out; null while it is upcoming',
  ),
  href: Type.String({ description: 'The web path of the event’s calendar page' }),
});
export type CalendarReminderView = Static<typeof CalendarReminder>;

/** `GET /api/calendars/reminders`. */
export const CalendarReminderList = Type.Object({
  reminders: Type.Array(CalendarReminder, {
    description: `Upcoming ones first (soonest first), then the sent ones (newest first); at most ${REMINDER_LIST_SIZE}`,
  }),
});

/** `POST /api/calendars/reminders`. */
export const NewCalendarReminder = Type.Object({
  event_key: EventKey,
  minutes_before: Type.Integer({
    minimum: 0,
    maximum: REMINDER_MINUTES_MAX,
    description: `How long before the event to remind: 0 to ${REMINDER_MINUTES_MAX} minutes (a week)`,
  }),
});
export type NewCalendarReminderBody = Static<typeof NewCalendarReminder>;

export const ReminderIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
});

// --- My week -------------------------------------------------------------------------------

/** `GET /api/calendars/my-week`. */
export const MyWeekQuery = Type.Object({
  from: IsoDate('The first day, YYYY-MM-DD'),
  to: IsoDate(
    `The last day, YYYY-MM-DD: on or after from, at most ${DATA_CALENDAR_DAYS_MAX} days on`,
  ),
  tz: Type.Optional(
    Type.String({
      maxLength: TIME_ZONE_MAX_LENGTH,
      description:
        'The IANA zone whose days from and to are; the member’s saved zone when absent, else UTC',
    }),
  ),
  countries: Type.Optional(
    Type.String({
      maxLength: 300,
      description: `Economic releases of these countries (codes joined by commas: ${COUNTRY_CODES.join(', ')}); when absent, the countries of the member’s watchlist symbols (US when none)`,
    }),
  ),
});
export type MyWeekQueryView = Static<typeof MyWeekQuery>;

export const MyWeekItem = Type.Object({
  key: EventKey,
  kind: CalendarKind,
  date: Type.String({
    format: 'date',
    description:
      'The day it falls on in the asked zone (an all-day event: its own date, a holiday the exchange’s)',
  }),
  at: Nullable(
    Type.String({ format: 'date-time' }),
    'When a timed event starts; null for an all-day one',
  ),
  title: Type.String({
    description:
      'CPI (YoY) · Apple Inc. (AAPL) earnings · after close · NYSE closed · Christmas Day',
  }),
  symbol: Nullable(Type.String(), 'The ticker the event is of'),
  country: Nullable(Type.String(), 'ISO 3166 alpha-2 (EU for the euro area)'),
  exchange: Nullable(Type.String(), 'The exchange (holidays, futures, IPOs)'),
  importance: Nullable(
    Type.Integer({ minimum: 1, maximum: 3 }),
    'Economic releases: 1 low, 2 medium, 3 high; null for other kinds',
  ),
  href: Type.String({ description: 'The web path of the calendar page the event belongs to' }),
  reminder: Nullable(CalendarReminder, 'The member’s reminder on the event, if any'),
});
export type MyWeekItemView = Static<typeof MyWeekItem>;

export const MyWeek = Type.Object({
  items: Type.Array(MyWeekItem, {
    description: 'By date, then all-day events first, then time, then title',
  }),
  time_zone: Type.String({ description: 'The zone the days and dates are of' }),
  symbols: Type.Array(Type.String(), {
    description: 'The member’s watchlist tickers the company events were chosen by',
  }),
  countries: Type.Array(Type.String(), { description: 'The economic releases’ countries' }),
  exchanges: Type.Array(Type.String(), { description: 'The exchanges whose holidays are shown' }),
  sample: Type.Boolean({
    description: 'Whether any row shown is sample data (made up for the demo): label the page',
  }),
});
export type MyWeekView = Static<typeof MyWeek>;

// --- .ics subscription ---------------------------------------------------------------------

/** `POST /api/calendars/subscription` and `…/reset`. */
export const CalendarSubscription = Type.Object({
  token: Type.String({ description: 'The member’s secret feed token (treat it as a password)' }),
  path: Type.String({
    description:
      'The My week feed’s path, /api/calendars/ics/<token>/my-week.ics; the other views swap my-week for economic, earnings, dividends, splits, ipos, holidays or futures-expiry',
  }),
});
export type CalendarSubscriptionView = Static<typeof CalendarSubscription>;

export const IcsParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  view: Type.Enum(ICS_VIEWS),
});

/** A feed's filters: each view reads the ones its JSON route has and ignores the others. */
export const IcsQuery = Type.Object({
  countries: Type.Optional(
    Type.String({
      maxLength: 300,
      description: 'my-week, economic, earnings: country codes joined by commas',
    }),
  ),
  importance: Type.Optional(
    Type.String({ maxLength: 20, description: 'economic: levels joined by commas (1, 2, 3)' }),
  ),
  watchlist: Type.Optional(
    Type.Boolean({
      description: 'earnings, dividends, splits, ipos: only the member’s watchlist symbols',
    }),
  ),
  status: Type.Optional(
    Type.String({ maxLength: 40, description: 'ipos: statuses joined by commas' }),
  ),
  exchanges: Type.Optional(
    Type.String({ maxLength: 200, description: 'holidays: exchange ids joined by commas' }),
  ),
  groups: Type.Optional(
    Type.String({ maxLength: 200, description: 'futures-expiry: groups joined by commas' }),
  ),
});
export type IcsQueryView = Static<typeof IcsQuery>;
