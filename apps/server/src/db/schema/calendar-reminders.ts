import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The calendars an event of My week (and a reminder) can belong to. */
export const CALENDAR_EVENT_KINDS = [
  'economic',
  'earnings',
  'dividend',
  'split',
  'ipo',
  'holiday',
  'futures',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/**
 * A member's reminder of a calendar event (issue 18 "Beyond the spec"), one per member and event.
 * The event is named by its stable key (`economic:12`, `holiday:NYSE:2026-12-25`), and what the
 * reminder tells (title, link, start) is copied when it is set, so it still reads right if the
 * event's row changes or goes. A job on the queue, due at `remind_at`, sets `sent_at` in the
 * transaction that writes the notification and queues the mail; a job whose `remind_at` no longer
 * matches (the reminder was moved) does nothing.
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind', { enum: CALENDAR_EVENT_KINDS }).notNull(),
    title: text('title').notNull(),
    href: text('href').notNull(),
    /** When the event starts; an all-day one at 00:00 of its date in the member's zone then. */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    /** An event of a whole day (the reminder's texts give its date, not a time). */
    allDay: boolean('all_day').notNull().default(false),
    minutesBefore: integer('minutes_before').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_reminders_user_event_idx').on(t.userId, t.eventKey),
    // The member's list (upcoming by remind_at, then sent) and the count of upcoming ones.
    index('calendar_reminders_user_remind_idx').on(t.userId, t.remindAt),
    check(
      'calendar_reminders_kind_known',
      sql`${t.kind} in ('economic', 'earnings', 'dividend', 'split', 'ipo', 'holiday', 'futures')`,
    ),
    check('calendar_reminders_minutes_range', sql`${t.minutesBefore} between 0 and 10080`),
  ],
);

/**
 * A member's secret calendar-feed token: the .ics URLs a calendar app subscribes to carry it, since
 * those apps send no cookies. Kept as it is (not hashed) so the page can show the member their URL
 * again; it grants reading the member's calendars and nothing else, and resetting it replaces it.
 */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_token_idx').on(t.token)],
);
