import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../../db/client.ts';
import {
  follows,
  pollOptions,
  polls,
  posts,
  reactions,
  reactionTypes,
  users,
} from '../../db/schema/index.ts';
import { type JsonText, parseJson } from '../../lib/json-text.ts';
import type { PostView } from '../../schemas/posts.ts';
import { PAGES, type PageParams, type PageStatement } from './post-page.sql.ts';

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

export class PostsRepository {
  private readonly db: Database;
  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'query'>) {
    this.db = database.db;
  }

  /** One page of posts as JSON text: one prepared statement (see post-page.sql.ts). */
  private async pageJson(
    page: PageStatement,
    params: PageParams,
    tx?: Executor,
  ): Promise<JsonText<PostView[]>> {
    const [row] = await this.database.query<{ page: string }>(page.text, page.params(params), tx);
    if (!row) throw new Error('a page statement returned no row');
    return row.page as JsonText<PostView[]>;
  }

  /** The member's feed: their own posts, posts of people they follow, and posts in their groups. */
  feed(viewerId: number, beforeId: number | undefined, limit: number, now: Date) {
    return this.pageJson(PAGES.feed, { viewerId, now, beforeId, limit });
  }

  /** One member's posts as the viewer may see them: outside groups, or in the viewer's groups. */
  byAuthor(
    authorId: number,
    viewerId: number,
    beforeId: number | undefined,
    limit: number,
    now: Date,
  ) {
    return this.pageJson(PAGES.byAuthor, { viewerId, now, beforeId, limit, subject: authorId });
  }

  byGroup(
    groupId: number,
    viewerId: number,
    beforeId: number | undefined,
    limit: number,
    now: Date,
  ) {
    return this.pageJson(PAGES.byGroup, { viewerId, now, beforeId, limit, subject: groupId });
  }

  /** One post as the viewer sees it (visibility is the caller's to check), or undefined. */
  async one(postId: number, viewerId: number, now: Date, tx?: Executor) {
    const json = await this.pageJson(
      PAGES.one,
      { viewerId, now, beforeId: undefined, limit: 1, subject: postId },
      tx,
    );
    return parseJson(json)[0];
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
