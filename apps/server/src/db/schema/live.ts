import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The days a live show may air on, as its content file names them. */
export const LIVE_WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type LiveWeekday = (typeof LIVE_WEEKDAYS)[number];

/**
 * A weekly live show (issue 20, `/tapetv-live`), imported from `content/live/<slug>.md`. It airs
 * on `weekdays` at `startMinutes` after midnight New York time, whatever the season: the schedule
 * is computed from these rules (modules/live/live-schedule.ts), never stored as dates.
 */
export const liveShows = pgTable(
  'live_shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    host: text('host').notNull(),
    description: text('description').notNull(),
    weekdays: text('weekdays', { enum: LIVE_WEEKDAYS }).array().notNull(),
    /** Minutes after midnight, America/New_York. */
    startMinutes: smallint('start_minutes').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('live_shows_slug_idx').on(t.slug),
    check('live_shows_start_range', sql`${t.startMinutes} between 0 and 1439`),
    check('live_shows_duration_range', sql`${t.durationMinutes} between 5 and 240`),
  ],
);

/** A message in the live show's chat: one chat for the channel, every member may read and write. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The rate limit counts one member's recent messages: an index range scan on (user, time).
  (t) => [index('live_chat_messages_user_idx').on(t.userId, t.createdAt)],
);
