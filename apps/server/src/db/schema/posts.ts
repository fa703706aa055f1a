import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { users } from './users.ts';

/** A member's post: text, up to four images, in their own feed or in a group. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The author's call on the symbols the post's cashtags name (`POST_SENTIMENTS`), if any. */
    sentiment: text('sentiment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // Feed pages walk ids downwards per author and per group.
    index('posts_user_id_idx').on(t.userId, t.id),
    index('posts_group_id_idx').on(t.groupId, t.id),
    check('posts_sentiment_known', sql`${t.sentiment} in ('bullish', 'bearish')`),
  ],
);

/** Emoji-style reactions (like, love, bullish, …); seeded, ordered by `position`. */
export const reactionTypes = pgTable('reaction_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const polls = pgTable('polls', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  postId: integer('post_id')
    .notNull()
    .unique()
    .references(() => posts.id, { onDelete: 'cascade' }),
  closesAt: timestamp('closes_at', { withTimezone: true }),
});

export const pollOptions = pgTable(
  'poll_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    /** Kept by the same transaction that adds or removes a vote (see PollsRepository). */
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    index('poll_options_poll_idx').on(t.pollId, t.position),
    check('poll_options_votes_nonnegative', sql`${t.votes} >= 0`),
  ],
);

/** One vote per member per poll: the primary key is the rule. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);

/** Comments on a post; a reply has `parent_id` (one level deep). */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    // Deleting a comment deletes its replies.
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_post_idx').on(t.postId, t.id),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/**
 * A member's reaction to a post or to a comment (exactly one of the two). The partial unique
 * indexes are the "at most one reaction per member per post or comment" rule, so add-or-update
 * is an upsert and concurrent requests cannot create two.
 */
export const reactions = pgTable(
  'reactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionTypeId: integer('reaction_type_id')
      .notNull()
      .references(() => reactionTypes.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reactions_user_post_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('reactions_user_comment_idx')
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    // A post's counts by type and the first few reactions of each type (ADR 0005) read this
    // index alone; it serves every lookup by post too.
    index('reactions_post_type_idx').on(t.postId, t.reactionTypeId, t.id),
    index('reactions_comment_idx').on(t.commentId),
    check('reactions_one_target', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
  ],
);

/**
 * The posts a member saved to read later. One row per member and post: the primary key is the
 * rule, so saving twice is a no-op. Their saved posts are listed newest post first
 * (`GET /api/bookmarks`), an order the primary key (member, post) serves.
 */
export const postBookmarks = pgTable(
  'post_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    // Deleting a post deletes its bookmarks: the cascade looks them up by post.
    index('post_bookmarks_post_idx').on(t.postId),
  ],
);
