import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { symbols } from './markets.ts';
import { users } from './users.ts';

/** Who may see a watchlist (spec point 4 "Watchlists": privacy is set by the user). */
export const WATCHLIST_PRIVACIES = ['private', 'followers', 'public'] as const;
export type WatchlistPrivacy = (typeof WATCHLIST_PRIVACIES)[number];

/**
 * A member's watchlists (spec point 3 "Watchlist"). `position` orders a member's lists (the manage
 * view's reorder); `curated` marks the team's ideas and `proPick` the lists only pro members read in
 * full (`/pro-picks`). A copy remembers its source, which counts the source's copies.
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    privacyOption: text('privacy_option', { enum: WATCHLIST_PRIVACIES })
      .notNull()
      .default('private'),
    position: integer('position').notNull().default(0),
    curated: boolean('curated').notNull().default(false),
    proPick: boolean('pro_pick').notNull().default(false),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => watchlists.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('watchlists_user_position_idx').on(t.userId, t.position),
    index('watchlists_copied_from_idx').on(t.copiedFromId),
    index('watchlists_public_idx').on(t.curated, t.id).where(sql`${t.privacyOption} = 'public'`),
    check(
      'watchlists_privacy_known',
      sql`${t.privacyOption} in ('private', 'followers', 'public')`,
    ),
    check('watchlists_title_length', sql`char_length(${t.title}) between 1 and 60`),
  ],
);

/**
 * A watchlist's symbols, each at most once, in `position` order (0, 1, 2, …: a permutation that
 * every reorder rewrites whole under a lock on the watchlist's row).
 */
export const watchlistSymbols = pgTable(
  'watchlist_symbols',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.watchlistId, t.symbolId] }),
    index('watchlist_symbols_symbol_idx').on(t.symbolId),
  ],
);
