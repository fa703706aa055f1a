import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  groups,
  postSymbols,
  posts,
  symbols,
  users,
  watchlistSymbols,
  watchlists,
} from '../../db/schema/index.ts';
import type { SymbolRow } from '../symbols/symbols.repository.ts';

export type WatchlistRow = typeof watchlists.$inferSelect;
export type NewWatchlist = Pick<typeof watchlists.$inferInsert, 'userId' | 'title'> &
  Partial<
    Pick<
      typeof watchlists.$inferInsert,
      'description' | 'privacyOption' | 'position' | 'curated' | 'proPick' | 'copiedFromId'
    >
  >;
export type WatchlistChanges = Partial<
  Pick<WatchlistRow, 'title' | 'description' | 'privacyOption'>
>;

/** A list with its owner and how many lists were copied from it: what every answer shows. */
export interface WatchlistListing {
  list: WatchlistRow;
  owner: { id: number; name: string; userName: string; avatar: string | null };
  copiesCount: number;
}

/** Today's talk about one symbol. */
export interface SymbolTalkRow {
  symbolId: number;
  mentions: number;
  bullish: number;
  bearish: number;
}

/**
 * Whether `viewerId` may see the list: their own, a public one, or a `followers` one of a member
 * they follow.
 */
const visibleTo = (viewerId: number): SQL =>
  or(
    eq(watchlists.userId, viewerId),
    eq(watchlists.privacyOption, 'public'),
    and(
      eq(watchlists.privacyOption, 'followers'),
      sql`exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.followee_id = ${watchlists.userId})`,
    ),
  ) as SQL;

/** Lists copied from this one; the inner table is aliased so `watchlists.id` is the outer row's. */
const copiesCount = sql<number>`(select count(*) from watchlists wc where wc.copied_from_id = ${watchlists.id})`;

/** `array[$1, $2, …]::int[]` of the ids, for `array_position`. */
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Watchlists and their symbols (Drizzle only). Answers are built from a constant number of
 * statements however many lists a page holds: one for the lists (owner and copy count joined in),
 * one for all their symbols.
 */
export class WatchlistsRepository {
  constructor(private readonly db: Database) {}

  private listings(tx: Executor) {
    return tx
      .select({
        list: getTableColumns(watchlists),
        owner: { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar },
        copiesCount: copiesCount.mapWith(Number),
      })
      .from(watchlists)
      .innerJoin(users, eq(users.id, watchlists.userId));
  }

  /** A member's lists `viewerId` may see, in the owner's order. */
  ofUser(userId: number, viewerId: number, tx: Executor = this.db): Promise<WatchlistListing[]> {
    return this.listings(tx)
      .where(and(eq(watchlists.userId, userId), visibleTo(viewerId)))
      .orderBy(asc(watchlists.position), asc(watchlists.id));
  }

  /** The list when `viewerId` may see it. */
  async visible(
    id: number,
    viewerId: number,
    tx: Executor = this.db,
  ): Promise<WatchlistListing | undefined> {
    const [row] = await this.listings(tx)
      .where(and(eq(watchlists.id, id), visibleTo(viewerId)))
      .limit(1);
    return row;
  }

  /** Whether the list exists and `viewerId` may see it. */
  async isVisible(id: number, viewerId: number, tx: Executor = this.db): Promise<boolean> {
    return (await tx.$count(watchlists, and(eq(watchlists.id, id), visibleTo(viewerId)))) > 0;
  }

  /** The lists by id (no visibility check: the caller picked them), in no particular order. */
  byIds(ids: readonly number[], tx: Executor = this.db): Promise<WatchlistListing[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.listings(tx).where(inArray(watchlists.id, [...ids]));
  }

  /**
   * Public lists to copy, not pro picks: the team's curated ones first (by id), then members'
   * lists holding a symbol, the most copied first, then the newest.
   */
  ideas(limit: number, tx: Executor = this.db): Promise<WatchlistListing[]> {
    return this.listings(tx)
      .where(
        and(
          eq(watchlists.privacyOption, 'public'),
          eq(watchlists.proPick, false),
          or(
            eq(watchlists.curated, true),
            sql`exists (select 1 from watchlist_symbols ws where ws.watchlist_id = ${watchlists.id})`,
          ),
        ),
      )
      .orderBy(
        desc(watchlists.curated),
        sql`case when ${watchlists.curated} then ${watchlists.id} end asc`,
        sql`${copiesCount} desc`,
        desc(watchlists.createdAt),
        desc(watchlists.id),
      )
      .limit(limit);
  }

  /** The pro picks `viewerId` may see, by id. */
  proPicks(viewerId: number, tx: Executor = this.db): Promise<WatchlistListing[]> {
    return this.listings(tx)
      .where(and(eq(watchlists.proPick, true), visibleTo(viewerId)))
      .orderBy(asc(watchlists.id));
  }

  /** The symbols of the lists, each list's in its order: one statement for a whole page. */
  async symbolsOf(
    watchlistIds: readonly number[],
    tx: Executor = this.db,
  ): Promise<Map<number, SymbolRow[]>> {
    const byList = new Map<number, SymbolRow[]>();
    if (watchlistIds.length === 0) return byList;
    const rows = await tx
      .select({ watchlistId: watchlistSymbols.watchlistId, symbol: getTableColumns(symbols) })
      .from(watchlistSymbols)
      .innerJoin(symbols, eq(symbols.id, watchlistSymbols.symbolId))
      .where(inArray(watchlistSymbols.watchlistId, [...watchlistIds]))
      .orderBy(asc(watchlistSymbols.watchlistId), asc(watchlistSymbols.position));
    for (const row of rows) {
      const list = byList.get(row.watchlistId);
      if (list) list.push(row.symbol);
      else byList.set(row.watchlistId, [row.symbol]);
    }
    return byList;
  }

  /** The list's symbol ids in its order. */
  async symbolIds(watchlistId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: watchlistSymbols.symbolId })
      .from(watchlistSymbols)
      .where(eq(watchlistSymbols.watchlistId, watchlistId))
      .orderBy(asc(watchlistSymbols.position), asc(watchlistSymbols.addedAt));
    return rows.map((row) => row.id);
  }

  /** The member's list ids in their order. */
  async idsOf(userId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: watchlists.id })
      .from(watchlists)
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(watchlists.position), asc(watchlists.id));
    return rows.map((row) => row.id);
  }

  /** The titles of the member's lists. */
  async titlesOf(userId: number, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ title: watchlists.title })
      .from(watchlists)
      .where(eq(watchlists.userId, userId));
    return rows.map((row) => row.title);
  }

  /**
   * Holds the member's row until the transaction ends: changes to the set or the order of one
   * member's lists (create, copy, delete, reorder, the first list an add makes) happen one at a
   * time, each seeing the lists the last one left. `no key update` lets follows and posts that
   * reference the member go on.
   */
  async lockOwner(userId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  }

  /**
   * The list, locked until the transaction ends, when `userId` owns it: writes to one list (its
   * symbols, their order, its title or privacy) happen one at a time.
   */
  async lockOwned(id: number, userId: number, tx: Executor): Promise<WatchlistRow | undefined> {
    const [row] = await tx
      .select()
      .from(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)))
      .for('update');
    return row;
  }

  /**
   * The list, share-locked until the transaction ends: a copy reads its title and symbols as one
   * write left them, never halfway through another.
   */
  async lockShared(id: number, tx: Executor): Promise<WatchlistRow | undefined> {
    const [row] = await tx.select().from(watchlists).where(eq(watchlists.id, id)).for('share');
    return row;
  }

  /** The member's first list (the lowest position). */
  async firstOf(userId: number, tx: Executor = this.db): Promise<WatchlistRow | undefined> {
    const [row] = await tx
      .select()
      .from(watchlists)
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(watchlists.position), asc(watchlists.id))
      .limit(1);
    return row;
  }

  countOf(userId: number, tx: Executor = this.db): Promise<number> {
    return tx.$count(watchlists, eq(watchlists.userId, userId));
  }

  symbolCount(watchlistId: number, tx: Executor = this.db): Promise<number> {
    return tx.$count(watchlistSymbols, eq(watchlistSymbols.watchlistId, watchlistId));
  }

  async create(values: NewWatchlist, tx: Executor = this.db): Promise<WatchlistRow> {
    const [row] = await tx.insert(watchlists).values(values).returning();
    if (!row) throw new Error('insert into watchlists returned no row');
    return row;
  }

  /** Changes the fields given and stamps the list as updated (also with no field: its symbols changed). */
  async update(id: number, changes: WatchlistChanges, tx: Executor = this.db): Promise<void> {
    await tx
      .update(watchlists)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(watchlists.id, id));
  }

  async delete(id: number, tx: Executor = this.db): Promise<void> {
    await tx.delete(watchlists).where(eq(watchlists.id, id));
  }

  /** Puts the member's lists in the order of `ids` (every one of their ids): positions 0…n-1. */
  async setOrder(userId: number, ids: readonly number[], tx: Executor = this.db): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(watchlists)
      .set({ position: sql`array_position(${intArray(ids)}, ${watchlists.id}) - 1` })
      .where(eq(watchlists.userId, userId));
  }

  /** Numbers the member's lists 0…n-1 in their current order (after one was deleted). */
  async renumber(userId: number, tx: Executor = this.db): Promise<void> {
    await tx.execute(sql`
      update watchlists w set position = r.n - 1
      from (select id, row_number() over (order by position, id) as n
            from watchlists where user_id = ${userId}) r
      where w.id = r.id and w.position <> r.n - 1`);
  }

  /** Adds symbols to a list at the positions given (the seed's lists and a new symbol). */
  async addSymbols(
    rows: { watchlistId: number; symbolId: number; position: number }[],
    tx: Executor = this.db,
  ): Promise<void> {
    if (rows.length > 0) await tx.insert(watchlistSymbols).values(rows);
  }

  async hasSymbol(watchlistId: number, symbolId: number, tx: Executor = this.db) {
    return (
      (await tx.$count(
        watchlistSymbols,
        and(eq(watchlistSymbols.watchlistId, watchlistId), eq(watchlistSymbols.symbolId, symbolId)),
      )) > 0
    );
  }

  /** Takes the symbol off the list; false when it was not on it. */
  async removeSymbol(watchlistId: number, symbolId: number, tx: Executor = this.db) {
    const removed = await tx
      .delete(watchlistSymbols)
      .where(
        and(eq(watchlistSymbols.watchlistId, watchlistId), eq(watchlistSymbols.symbolId, symbolId)),
      )
      .returning({ symbolId: watchlistSymbols.symbolId });
    return removed.length > 0;
  }

  /** Puts the list's symbols in the order of `ids` (every one of its symbol ids): 0…n-1. */
  async setSymbolOrder(watchlistId: number, ids: readonly number[], tx: Executor = this.db) {
    if (ids.length === 0) return;
    await tx
      .update(watchlistSymbols)
      .set({ position: sql`array_position(${intArray(ids)}, ${watchlistSymbols.symbolId}) - 1` })
      .where(eq(watchlistSymbols.watchlistId, watchlistId));
  }

  /** Numbers the list's symbols 0…n-1 in their current order (after one was taken off). */
  async renumberSymbols(watchlistId: number, tx: Executor = this.db): Promise<void> {
    await tx.execute(sql`
      update watchlist_symbols s set position = r.n - 1
      from (select symbol_id, row_number() over (order by position, added_at, symbol_id) as n
            from watchlist_symbols where watchlist_id = ${watchlistId}) r
      where s.watchlist_id = ${watchlistId} and s.symbol_id = r.symbol_id and s.position <> r.n - 1`);
  }

  /** Copies the symbols of one list into another, in the same order, numbered 0…n-1. */
  async copySymbols(fromId: number, toId: number, tx: Executor = this.db): Promise<void> {
    await tx.execute(sql`
      insert into watchlist_symbols (watchlist_id, symbol_id, position)
      select ${toId}, symbol_id, (row_number() over (order by position, added_at, symbol_id)) - 1
      from watchlist_symbols where watchlist_id = ${fromId}`);
  }

  /**
   * What the members said since `since` about each symbol: posts naming it, and how many of them
   * were bullish or bearish calls. Posts in a private group are left out for everyone, so the
   * counts are the same whoever reads them. One statement for a whole list (the post_symbols
   * index by symbol narrows it).
   */
  async talkSince(
    symbolIds: readonly number[],
    since: Date,
    tx: Executor = this.db,
  ): Promise<SymbolTalkRow[]> {
    if (symbolIds.length === 0) return [];
    return this.talk(since, inArray(postSymbols.symbolId, [...symbolIds]), tx);
  }

  /**
   * The `limit` symbols most named since `since`, the most named first (ties by symbol id), with
   * the same counts and the same rule for private groups as `talkSince`.
   */
  async mostTalkedSince(
    since: Date,
    limit: number,
    tx: Executor = this.db,
  ): Promise<SymbolTalkRow[]> {
    return this.talk(since, undefined, tx)
      .orderBy(desc(sql`count(*)`), asc(postSymbols.symbolId))
      .limit(limit);
  }

  private talk(since: Date, symbols: SQL | undefined, tx: Executor) {
    return tx
      .select({
        symbolId: postSymbols.symbolId,
        mentions: sql<number>`count(*)`.mapWith(Number),
        bullish: sql<number>`count(*) filter (where ${posts.sentiment} = 'bullish')`.mapWith(
          Number,
        ),
        bearish: sql<number>`count(*) filter (where ${posts.sentiment} = 'bearish')`.mapWith(
          Number,
        ),
      })
      .from(postSymbols)
      .innerJoin(posts, eq(posts.id, postSymbols.postId))
      .leftJoin(groups, eq(groups.id, posts.groupId))
      .where(
        and(
          symbols,
          sql`${posts.createdAt} >= ${since.toISOString()}::timestamptz`,
          or(sql`${posts.groupId} is null`, eq(groups.privacy, 'public')),
        ),
      )
      .groupBy(postSymbols.symbolId);
  }
}
