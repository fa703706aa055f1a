import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// A type only: social.ts imports this file, so a value import would be circular.
import type { MutableNotificationKind } from './social.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    cover: text('cover'),
    /** Which part of a tall cover shows in the 4:1 banner: 0 top, 50 centre, 100 bottom. */
    coverPosition: smallint('cover_position').notNull().default(50),
    bio: text('bio').notNull().default(''),
    isPro: boolean('is_pro').notNull().default(false),
    /**
     * Notification kinds the member muted (`MUTABLE_NOTIFICATION_KINDS`): none of these is written
     * for them, so their badges stay still; direct messages are conversations and are never muted.
     */
    mutedNotifications: text('muted_notifications')
      .array()
      .$type<MutableNotificationKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** IANA zone the member's calendars show days of; null: the browser's zone. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails and user names are unique regardless of case: "Dana" and "dana" are one member.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    // Header search matches names and user names anywhere (pg_trgm, case-insensitive).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.userName}) gin_trgm_ops`,
    ),
    check('users_cover_position_range', sql`${t.coverPosition} between 0 and 100`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * A sign-up waiting for its email to be confirmed: the account is created only from the mailed
 * link, so the sign-up form answers the same whether or not the address already has an account.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_registrations_expires_at_idx').on(t.expiresAt)],
);

/** Failed-login counters keyed by `ip:<address>` or `email:<address>`, shared by every server process. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
