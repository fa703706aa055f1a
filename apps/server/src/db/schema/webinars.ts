import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Who a webinar is pitched at, as its card and filter say. */
export const WEBINAR_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type WebinarLevel = (typeof WEBINAR_LEVELS)[number];

/**
 * A webinar (issue 20, `/webinar`), imported from `content/webinars/<slug>.md`. Whether it is
 * upcoming, live or ended is computed from `starts_at`, `duration_minutes` and the clock, never
 * stored. The body is safe HTML the importer rendered from Markdown.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    host: text('host').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    summary: text('summary').notNull(),
    level: text('level', { enum: WEBINAR_LEVELS }).notNull(),
    /** The recording, shown once the webinar has ended; null when there is none (yet). */
    replayUrl: text('replay_url'),
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [
    uniqueIndex('webinars_slug_idx').on(t.slug),
    index('webinars_starts_idx').on(t.startsAt),
    check('webinars_duration_check', sql`${t.durationMinutes} between 1 and 600`),
    check('webinars_level_known', sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);

/**
 * A member's seat at a webinar, one per member and webinar. Cancelling deletes the row, so a
 * reminder job queued for it (it names the row's id) finds nothing and does nothing; registering
 * again makes a new row and queues a new job. `reminded_at` is set in the transaction that writes
 * the reminder, so a job run twice reminds once.
 */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webinar_registrations_webinar_user_idx').on(t.webinarId, t.userId),
    // "Which webinars is this member registered for?" (the list's registered flags).
    index('webinar_registrations_user_idx').on(t.userId),
  ],
);
