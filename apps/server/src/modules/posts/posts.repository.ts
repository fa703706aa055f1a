import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../../db/client.ts';
import type { PostSentiment } from '../../db/schema/index.ts';
import {
  follows,
  pollOptions,
  polls,
  postBookmarks,
  postSymbols,
  posts,
  reactions,
  reactionTypes,
  users,
} from '../../db/schema/index.ts';
import { type JsonText, joinJson, parseJson } from '../../lib/json-text.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { PostView } from '../../schemas/posts.ts';
import {
  HYDRATE_POSTS,
  type HydratedRow,
  PAGES,
  type PageParams,
  type PageRow,
  type PageStatement,
  POPULAR,
  POPULAR_PAGE,
  VIEWER_STATE,
} from './post-page.sql.ts';

export type PostRow = typeof posts.$inferSelect;

export interface ReactionRow {
  id: number;
  userId: number;
  reactionTypeId: number;
  postId: number | null;
  commentId: number | null;
  typeName: string;
  typeIcon: string;
  userName: string;
  userDisplayName: string;
  userAvatar: string | null;
}

export interface PollRow {
  pollId: number;
  postId: number;
  closesAt: Date | null;
  optionId: number;
  optionText: string;
  optionVotes: number;
}

/** A reaction with its type and its member: what every reaction in an answer carries. */
export const reactionDetails = {
  id: reactions.id,
  userId: reactions.userId,
  reactionTypeId: reactions.reactionTypeId,
  postId: reactions.postId,
  commentId: reactions.commentId,
  typeName: reactionTypes.name,
  typeIcon: reactionTypes.icon,
  userName: users.userName,
  userDisplayName: users.name,
  userAvatar: users.avatar,
};

/** A post as the posts cache keeps it: its JSON without the viewer's and the clock's fields. */
interface CachedPost {
  /** The post's JSON object, UTF-8, open at the end of its `reactions` list. */
  head: Buffer;
  /** The members whose reactions `head` lists; none when it lists none. */
  reactors: ReadonlySet<number>;
  /** The poll's JSON object without its closing brace, UTF-8, or null. */
  poll: Buffer | null;
  closesAt: number | null;
  voters: ReadonlySet<number>;
  userVotes: Buffer;
}

/**
 * How long a post's JSON is kept, and how many. Every change to a post in this process evicts it
 * at once (see `forget`); the time bounds what another process's change can leave (ADR 0004).
 */
export const POSTS_CACHE = { ttlMs: 60_000, maxEntries: 10_000 } as const;

const cached = (row: HydratedRow): CachedPost => ({
  // `head` ends with the reactions list: `…"reactions" : […]}`.
  head: Buffer.from(row.head.slice(0, -2)),
  reactors: new Set(row.reactors),
  poll: row.poll === null ? null : Buffer.from(row.poll.slice(0, -1)),
  closesAt: row.closes_at,
  voters: new Set(row.voters),
  userVotes: Buffer.from(row.user_votes),
});

const bytes = (text: string) => Buffer.from(text);
const JSON_PART = {
  open: bytes('['),
  comma: bytes(','),
  close: bytes(']'),
  endReactions: bytes(']'),
  noPoll: bytes(',"poll":null'),
  poll: bytes(',"poll":'),
  /** The end of the poll object by [closed][userVoted]. */
  pollEnd: [
    [bytes(',"closed":false,"userVoted":false}'), bytes(',"closed":false,"userVoted":true}')],
    [bytes(',"closed":true,"userVoted":false}'), bytes(',"closed":true,"userVoted":true}')],
  ],
  /** Before the post's `user_votes` list, by userVoted. */
  votes: [bytes(',"userVoted":false,"user_votes":'), bytes(',"userVoted":true,"user_votes":')],
  /** The end of the post by whether the viewer saved it. */
  end: [bytes(',"bookmarked":false}'), bytes(',"bookmarked":true}')],
} as const;

/** What a post holds for one viewer only: their reaction (JSON text) and their bookmark. */
interface ViewerState {
  mine: string | null;
  saved: boolean;
}

/**
 * Appends the post's JSON for this viewer at this time: the cached bytes, the viewer's reaction
 * when the list does not hold it yet, and the per-request fields.
 */
function appendPost(
  parts: Buffer[],
  post: CachedPost,
  viewerId: number,
  { mine, saved }: ViewerState,
  nowMs: number,
): void {
  const voted = post.voters.has(viewerId) ? 1 : 0;
  parts.push(post.head);
  if (mine !== null && !post.reactors.has(viewerId)) {
    if (post.reactors.size > 0) parts.push(JSON_PART.comma);
    parts.push(Buffer.from(mine));
  }
  parts.push(JSON_PART.endReactions);
  if (post.poll === null) parts.push(JSON_PART.noPoll);
  else {
    const closed = post.closesAt !== null && post.closesAt <= nowMs ? 1 : 0;
    parts.push(JSON_PART.poll, post.poll, JSON_PART.pollEnd[closed][voted]);
  }
  parts.push(JSON_PART.votes[voted], post.userVotes, JSON_PART.end[saved ? 1 : 0]);
}

export class PostsRepository {
  private readonly db: Database;
  private readonly cache = new TtlCache<number, CachedPost>(POSTS_CACHE);
  /** Counts evictions: a read that began before one does not store what it read. */
  private evictions = 0;

  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'query'>) {
    this.db = database.db;
  }

  /** Drops a post's JSON after a change to it is committed. */
  forget(postId: number): void {
    this.evictions += 1;
    this.cache.delete(postId);
  }

  /** Drops every post's JSON (a member's name or picture shows in posts and reactions). */
  forgetAll(): void {
    this.evictions += 1;
    this.cache.deleteWhere(() => true);
  }

  private async hydrate(ids: number[], tx?: Executor): Promise<Map<number, CachedPost>> {
    const rows = await this.database.query<HydratedRow>(HYDRATE_POSTS, [ids], tx);
    return new Map(rows.map((row) => [row.id, cached(row)]));
  }

  /** One page as JSON text: the page's ids, then each post from the cache or one statement. */
  private async pageJson(
    page: PageStatement,
    params: PageParams,
    now: Date,
  ): Promise<JsonText<PostView[]>> {
    const rows = await this.database.query<PageRow>(page.text, page.params(params));
    const ids = rows.map((row) => row.id);
    const found = new Map<number, CachedPost>();
    const missing: number[] = [];
    for (const id of ids) {
      const post = this.cache.get(id);
      if (post) found.set(id, post);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const before = this.evictions;
      const read = await this.hydrate(missing);
      const store = before === this.evictions;
      for (const [id, post] of read) {
        found.set(id, post);
        if (store) this.cache.set(id, post);
      }
    }
    const nowMs = now.getTime();
    const parts: Buffer[] = [JSON_PART.open];
    for (const row of rows) {
      const post = found.get(row.id);
      // A post deleted between the two statements is left out.
      if (!post) continue;
      if (parts.length > 1) parts.push(JSON_PART.comma);
      appendPost(parts, post, params.viewerId, row, nowMs);
    }
    parts.push(JSON_PART.close);
    return joinJson<PostView[]>(parts);
  }

  /** The member's feed: their own posts, posts of people they follow, and posts in their groups. */
  feed(viewerId: number, beforeId: number | undefined, limit: number, now: Date) {
    return this.pageJson(PAGES.feed, { viewerId, beforeId, limit }, now);
  }

  /** One member's posts as the viewer may see them: outside groups, or in the viewer's groups. */
  byAuthor(
    authorId: number,
    viewerId: number,
    beforeId: number | undefined,
    limit: number,
    now: Date,
  ) {
    return this.pageJson(PAGES.byAuthor, { viewerId, beforeId, limit, subject: authorId }, now);
  }

  /** "Popular now" across the site, as the viewer may see it (`POPULAR_PAGE`). */
  popular(viewerId: number, limit: number, now: Date) {
    const since = new Date(now.getTime() - POPULAR.windowMs);
    return this.pageJson(POPULAR_PAGE, { viewerId, beforeId: undefined, limit, since }, now);
  }

  byGroup(
    groupId: number,
    viewerId: number,
    beforeId: number | undefined,
    limit: number,
    now: Date,
  ) {
    return this.pageJson(PAGES.byGroup, { viewerId, beforeId, limit, subject: groupId }, now);
  }

  /** The posts whose cashtags name a symbol, as the viewer may see them. */
  bySymbol(
    symbolId: number,
    viewerId: number,
    beforeId: number | undefined,
    limit: number,
    now: Date,
  ) {
    return this.pageJson(PAGES.bySymbol, { viewerId, beforeId, limit, subject: symbolId }, now);
  }

  /**
   * One post as the viewer sees it (visibility is the caller's to check), or undefined. Always
   * read from the database, never the cache: it may run inside a transaction that wrote the post.
   */
  async one(postId: number, viewerId: number, now: Date, tx?: Executor) {
    const post = (await this.hydrate([postId], tx)).get(postId);
    if (!post) return undefined;
    const [viewer] = await this.database.query<ViewerState>(VIEWER_STATE, [postId, viewerId], tx);
    const parts: Buffer[] = [];
    appendPost(parts, post, viewerId, viewer ?? { mine: null, saved: false }, now.getTime());
    return parseJson(joinJson<PostView>(parts));
  }

  /** The posts the viewer saved and may still read, newest post first. */
  saved(viewerId: number, beforeId: number | undefined, limit: number, now: Date) {
    return this.pageJson(PAGES.saved, { viewerId, beforeId, limit }, now);
  }

  /** Saves a post for the member; saving it again changes nothing. */
  async bookmark(userId: number, postId: number, tx: Executor = this.db) {
    await tx.insert(postBookmarks).values({ userId, postId }).onConflictDoNothing();
  }

  /** Takes a post out of the member's saved posts, if it was there. */
  async unbookmark(userId: number, postId: number, tx: Executor = this.db) {
    await tx
      .delete(postBookmarks)
      .where(and(eq(postBookmarks.userId, userId), eq(postBookmarks.postId, postId)));
  }

  async findById(postId: number, tx: Executor = this.db): Promise<PostRow | undefined> {
    const [row] = await tx.select().from(posts).where(eq(posts.id, postId)).limit(1);
    return row;
  }

  /** Every reaction on these posts, or on these comments, with its type and member. One statement. */
  async reactionsFor(
    target: { postIds?: number[]; commentIds?: number[] },
    tx: Executor = this.db,
  ): Promise<ReactionRow[]> {
    const postIds = target.postIds ?? [];
    const commentIds = target.commentIds ?? [];
    if (postIds.length === 0 && commentIds.length === 0) return [];
    // The member of each reaction by primary key, one row at a time: a lateral subquery that
    // LIMIT 1 keeps from being flattened (Drizzle drops an OFFSET 0). As a plain join, PostgreSQL
    // hashes the whole users table for the ~200 reactions of a page: 3.4 ms instead of 1.2 ms at
    // 10,000 members, and the feed's throughput falls by a third (see `pnpm bench feed`).
    const member = tx
      .select({ userName: users.userName, name: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, reactions.userId))
      .limit(1)
      .as('member');
    return tx
      .select({
        ...reactionDetails,
        userName: member.userName,
        userDisplayName: member.name,
        userAvatar: member.avatar,
      })
      .from(reactions)
      .innerJoin(reactionTypes, eq(reactionTypes.id, reactions.reactionTypeId))
      .crossJoinLateral(member)
      .where(
        or(
          postIds.length > 0 ? inArray(reactions.postId, postIds) : undefined,
          commentIds.length > 0 ? inArray(reactions.commentId, commentIds) : undefined,
        ),
      )
      .orderBy(asc(reactions.id));
  }

  /** The polls of these posts with their options in order. One statement. */
  async pollsFor(postIds: number[], tx: Executor = this.db): Promise<PollRow[]> {
    if (postIds.length === 0) return [];
    return tx
      .select({
        pollId: polls.id,
        postId: polls.postId,
        closesAt: polls.closesAt,
        optionId: pollOptions.id,
        optionText: pollOptions.text,
        optionVotes: pollOptions.votes,
      })
      .from(polls)
      .innerJoin(pollOptions, eq(pollOptions.pollId, polls.id))
      .where(inArray(polls.postId, postIds))
      .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
  }

  async create(row: typeof posts.$inferInsert, tx: Executor = this.db): Promise<PostRow> {
    const [created] = await tx.insert(posts).values(row).returning();
    if (!created) throw new Error('insert into posts returned no row');
    return created;
  }

  async createPoll(
    postId: number,
    options: string[],
    closesAt: Date | null,
    tx: Executor = this.db,
  ) {
    const [poll] = await tx.insert(polls).values({ postId, closesAt }).returning();
    if (!poll) throw new Error('insert into polls returned no row');
    await tx
      .insert(pollOptions)
      .values(options.map((text, position) => ({ pollId: poll.id, text, position })));
    return poll;
  }

  async update(
    postId: number,
    changes: { text: string; images: string[] },
    tx: Executor = this.db,
  ) {
    await tx
      .update(posts)
      .set({ ...changes, editedAt: new Date() })
      .where(eq(posts.id, postId));
  }

  /** The symbols a post names, in order of mention, with the price each had when first named. */
  async symbolsOf(postId: number, tx: Executor = this.db) {
    return tx
      .select({ symbolId: postSymbols.symbolId, priceAtPost: postSymbols.priceAtPost })
      .from(postSymbols)
      .where(eq(postSymbols.postId, postId))
      .orderBy(asc(postSymbols.position));
  }

  /** Sets the symbols a post names (replacing any), in this order. */
  async setSymbols(
    postId: number,
    symbols: ReadonlyArray<{ symbolId: number; priceAtPost: number | null }>,
    tx: Executor = this.db,
  ) {
    await tx.delete(postSymbols).where(eq(postSymbols.postId, postId));
    if (symbols.length === 0) return;
    await tx.insert(postSymbols).values(
      symbols.map((symbol, position) => ({
        postId,
        symbolId: symbol.symbolId,
        priceAtPost: symbol.priceAtPost,
        position,
      })),
    );
  }

  async setSentiment(postId: number, sentiment: PostSentiment | null, tx: Executor = this.db) {
    await tx.update(posts).set({ sentiment }).where(eq(posts.id, postId));
  }

  async delete(postId: number, tx: Executor = this.db) {
    await tx.delete(posts).where(eq(posts.id, postId));
  }

  async followerIds(userId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followeeId, userId));
    return rows.map((row) => row.id);
  }
}
