import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A direct conversation between two members: one per pair, whoever started it (`low_user_id` is
 * the smaller id, so the pair has one spelling and a unique index decides a race).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lowUserId: integer('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: integer('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its newest message was sent (or the conversation started): the list's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.lowUserId, t.highUserId),
    index('conversations_high_idx').on(t.highUserId),
    check('conversations_ordered_pair', sql`${t.lowUserId} < ${t.highUserId}`),
  ],
);

/** Each member's side of a conversation: how far they have read. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message they have read; messages after it (from the other member) are unread. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** A direct message. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('direct_messages_conversation_idx').on(t.conversationId, t.id)],
);
