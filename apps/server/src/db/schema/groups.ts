import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const GROUP_PRIVACIES = ['public', 'private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];

/** Owner (one, the creator), admins (approve joins, remove members, edit the header), members. */
export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Groups members join: the owners of the group posts and group chat channels. */
export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The group's handle. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A private group's discussion, chat and members are for its members; joining needs approval. */
    privacy: text('privacy', { enum: GROUP_PRIVACIES }).notNull().default('public'),
    avatar: text('avatar'),
    cover: text('cover'),
    /** Which part of a tall cover shows in the banner: 0 top, 50 centre, 100 bottom. */
    coverPosition: smallint('cover_position').notNull().default(50),
    /** The last chat message or post in the group (or its creation): the lists' activity label. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Handles are unique regardless of case, like user names.
    uniqueIndex('groups_name_lower_idx').on(sql`lower(${t.name})`),
    // Header search matches names and titles anywhere (pg_trgm, case-insensitive).
    index('groups_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.title}) gin_trgm_ops`,
    ),
    check('groups_privacy_known', sql`${t.privacy} in ('public', 'private')`),
    check('groups_cover_position_range', sql`${t.coverPosition} between 0 and 100`),
  ],
);

/** Who belongs to which group; membership is what grants a group's real-time channels. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    // "Which groups is this member in?" runs on every real-time token request.
    index('group_members_user_id_idx').on(t.userId),
    check('group_members_role_known', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

/** A member asking to join a private group, until an admin approves or declines. */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** A message in a group's live chat. */
export const groupMessages = pgTable(
  'group_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The message this one replies to; a deleted one leaves the reply standing, unquoted. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => groupMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  // A page of the newest messages of one group is one index range scan, however long the chat.
  (t) => [index('group_messages_group_idx').on(t.groupId, t.id)],
);
