import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One weekly opening of a host, on their own clock: ISO weekday (1 Monday … 7 Sunday) and minutes
 * after local midnight, `to` after `from`.
 */
export interface WeeklyWindow {
  weekday: number;
  from: number;
  to: number;
}

/**
 * An analyst members book one-to-one sessions with (issue 20, `/personal-access`), imported from
 * `content/personal-access/<slug>.md`. Slots are not stored: they follow from `availability`,
 * `timeZone` and `sessionMinutes` (personal-access-slots.ts), so a changed availability needs no
 * regeneration and no stale slot can be booked. A host whose file is gone stays (their bookings
 * point at them) but is `active: false`, offering no slots.
 */
export const personalAccessHosts = pgTable(
  'personal_access_hosts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    speciality: text('speciality').notNull(),
    /** Safe HTML rendered by the importer from the file's Markdown body. */
    bioHtml: text('bio_html').notNull(),
    timeZone: text('time_zone').notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    availability: jsonb('availability').$type<WeeklyWindow[]>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('personal_access_hosts_slug_idx').on(t.slug),
    check('personal_access_hosts_session_check', sql`${t.sessionMinutes} between 15 and 180`),
  ],
);

/**
 * A booked session. One per host and start: the unique index is what refuses the second of two
 * members racing for the same slot (`ON CONFLICT DO NOTHING`). Cancelling deletes the row, which
 * frees the slot.
 */
export const personalAccessBookings = pgTable(
  'personal_access_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer('host_id')
      .notNull()
      .references(() => personalAccessHosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personal_access_bookings_slot_idx').on(t.hostId, t.startsAt),
    // "My sessions" and the per-member limit read a member's upcoming bookings.
    index('personal_access_bookings_user_idx').on(t.userId, t.startsAt),
    check('personal_access_bookings_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
