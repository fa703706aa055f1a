import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Who follows whom; the feed shows the posts of the people a member follows. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // "Who follows this member?" (fan-out of a new post to followers' feeds).
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const NOTIFICATION_KINDS = [
  'reaction',
  'comment',
  'pollVote',
  'follower',
  'message',
  'priceAlert',
  'calendarReminder',
  'webinarReminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a member can mute; direct messages are conversations, not notices, and stay on. */
export const MUTABLE_NOTIFICATION_KINDS = [
  'follower',
  'reaction',
  'comment',
  'pollVote',
] as const satisfies readonly NotificationKind[];
export type MutableNotificationKind = (typeof MUTABLE_NOTIFICATION_KINDS)[number];

/**
 * What a member is told about (spec point 3 "Notification"): one row per event for its recipient,
 * read once `read_at` is set.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The newest of one kind (the five lists) and of one badge's kinds (the screen's filters).
    index('notifications_user_kind_idx').on(t.userId, t.kind, t.id),
    // The header's badges count only the unread, which stay few however many a member has.
    index('notifications_unread_idx').on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
