import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  comments,
  notifications,
  pollOptions,
  polls,
  pollVotes,
  reactions,
  reactionTypes,
  users,
} from '../../db/schema/index.ts';
import { insertNotification } from '../users/notifications.ts';
import { reactionDetails } from './posts.repository.ts';

export type CommentRow = typeof comments.$inferSelect;

/** Reactions, votes, comments and the notifications they cause: Drizzle queries only. */
export class EngagementRepository {
  constructor(private readonly db: Database) {}

  reactionTypes(tx: Executor = this.db) {
    return tx
      .select()
      .from(reactionTypes)
      .orderBy(asc(reactionTypes.position), asc(reactionTypes.id));
  }

  async reactionTypeExists(id: number, tx: Executor = this.db) {
    return (await tx.$count(reactionTypes, eq(reactionTypes.id, id))) > 0;
  }

  /** Adds or replaces the member's reaction on a post or comment: one upsert on the unique index. */
  async upsertReaction(
    target: { postId: number } | { commentId: number },
    userId: number,
    reactionTypeId: number,
    tx: Executor = this.db,
  ) {
    const onPost = 'postId' in target;
    const [row] = await tx
      .insert(reactions)
      .values({
        userId,
        reactionTypeId,
        ...(onPost ? { postId: target.postId } : { commentId: target.commentId }),
      })
      .onConflictDoUpdate({
        target: onPost
          ? [reactions.userId, reactions.postId]
          : [reactions.userId, reactions.commentId],
        targetWhere: onPost
          ? sql`${reactions.postId} is not null`
          : sql`${reactions.commentId} is not null`,
        set: { reactionTypeId, createdAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('reaction upsert returned no row');
    return row;
  }

  async deleteReaction(
    target: { postId: number } | { commentId: number },
    userId: number,
    tx: Executor = this.db,
  ) {
    const where =
      'postId' in target
        ? and(eq(reactions.userId, userId), eq(reactions.postId, target.postId))
        : and(eq(reactions.userId, userId), eq(reactions.commentId, target.commentId));
    const deleted = await tx.delete(reactions).where(where).returning({ id: reactions.id });
    return deleted.length > 0;
  }

  async reactionWithDetails(id: number, tx: Executor = this.db) {
    const [row] = await tx
      .select(reactionDetails)
      .from(reactions)
      .innerJoin(reactionTypes, eq(reactionTypes.id, reactions.reactionTypeId))
      .innerJoin(users, eq(users.id, reactions.userId))
      .where(eq(reactions.id, id))
      .limit(1);
    return row;
  }

  /**
   * Holds the post's row until the transaction ends, so reactions on one post are counted one
   * change at a time and each `reaction-changed` carries counts that include every earlier change.
   * `no key update` lets comments and votes that reference the post go on meanwhile.
   */
  async lockPostForReactions(postId: number, tx: Executor) {
    await tx.execute(sql`select 1 from posts where id = ${postId} for no key update`);
  }

  /** The post's reactions counted by type, in the types' order; types nobody chose left out. */
  reactionCounts(postId: number, tx: Executor = this.db) {
    return tx
      .select({
        reaction_type_id: reactionTypes.id,
        name: reactionTypes.name,
        count: count(reactions.id),
      })
      .from(reactions)
      .innerJoin(reactionTypes, eq(reactionTypes.id, reactions.reactionTypeId))
      .where(eq(reactions.postId, postId))
      .groupBy(reactionTypes.id)
      .orderBy(asc(reactionTypes.position), asc(reactionTypes.id));
  }

  /** A post's reactions, oldest first, after the cursor; only one type when it is given. */
  reactionPage(
    postId: number,
    page: { reactionTypeId?: number; afterId?: number; limit: number },
    tx: Executor = this.db,
  ) {
    return tx
      .select(reactionDetails)
      .from(reactions)
      .innerJoin(reactionTypes, eq(reactionTypes.id, reactions.reactionTypeId))
      .innerJoin(users, eq(users.id, reactions.userId))
      .where(
        and(
          eq(reactions.postId, postId),
          page.reactionTypeId === undefined
            ? undefined
            : eq(reactions.reactionTypeId, page.reactionTypeId),
          page.afterId === undefined ? undefined : gt(reactions.id, page.afterId),
        ),
      )
      .orderBy(asc(reactions.id))
      .limit(page.limit);
  }

  async pollWithPost(pollId: number, tx: Executor = this.db) {
    const [row] = await tx.select().from(polls).where(eq(polls.id, pollId)).limit(1);
    return row;
  }

  async optionBelongsToPoll(optionId: number, pollId: number, tx: Executor = this.db) {
    return (
      (await tx.$count(
        pollOptions,
        and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)),
      )) > 0
    );
  }

  /**
   * Records the vote and counts it, in the caller's transaction. The primary key (poll, member)
   * makes a second vote insert nothing, so concurrent votes by one member count once.
   */
  async addVote(pollId: number, optionId: number, userId: number, tx: Executor) {
    const [vote] = await tx
      .insert(pollVotes)
      .values({ pollId, optionId, userId })
      .onConflictDoNothing()
      .returning({
        pollId: pollVotes.pollId,
        optionId: pollVotes.optionId,
        userId: pollVotes.userId,
      });
    if (!vote) return undefined;
    await tx
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} + 1` })
      .where(eq(pollOptions.id, optionId));
    return vote;
  }

  /** Deletes the member's vote and uncounts it, in the caller's transaction. */
  async removeVote(pollId: number, userId: number, tx: Executor) {
    const [vote] = await tx
      .delete(pollVotes)
      .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)))
      .returning({ optionId: pollVotes.optionId });
    if (!vote) return undefined;
    await tx
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} - 1` })
      .where(eq(pollOptions.id, vote.optionId));
    return vote;
  }

  async commentsOf(postId: number, tx: Executor = this.db) {
    return tx
      .select({
        comment: comments,
        author: { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.postId, postId))
      .orderBy(asc(comments.id));
  }

  async comment(id: number, tx: Executor = this.db) {
    const [row] = await tx
      .select({
        comment: comments,
        author: { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1);
    return row;
  }

  async insertComment(row: typeof comments.$inferInsert, tx: Executor = this.db) {
    const [created] = await tx.insert(comments).values(row).returning();
    if (!created) throw new Error('insert into comments returned no row');
    return created;
  }

  async updateComment(id: number, text: string, tx: Executor = this.db) {
    await tx.update(comments).set({ text, editedAt: new Date() }).where(eq(comments.id, id));
  }

  async deleteComment(id: number, tx: Executor = this.db) {
    await tx.delete(comments).where(eq(comments.id, id));
  }

  /** The author's notification; null when they muted its kind. */
  notify(row: typeof notifications.$inferInsert, tx: Executor = this.db) {
    return insertNotification(tx, row);
  }

  /** Whether `actorId` already told `userId` this kind of thing about this url. */
  async notified(
    row: Pick<typeof notifications.$inferInsert, 'userId' | 'actorId' | 'kind' | 'url'>,
    tx: Executor = this.db,
  ) {
    const found = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, row.userId),
          eq(notifications.actorId, row.actorId ?? 0),
          eq(notifications.kind, row.kind),
          eq(notifications.url, row.url),
        ),
      )
      .limit(1);
    return found.length > 0;
  }

  /** A post's comments and replies, counted (what `comments_count` shows). */
  async commentsCount(postId: number, tx: Executor = this.db) {
    return tx.$count(comments, eq(comments.postId, postId));
  }

  /** Each option's count, in order: what a `poll-changed` event carries. */
  async pollCounts(pollId: number, tx: Executor = this.db) {
    return tx
      .select({ id: pollOptions.id, votes: pollOptions.votes })
      .from(pollOptions)
      .where(eq(pollOptions.pollId, pollId))
      .orderBy(asc(pollOptions.position));
  }

  async commentIdsOf(postId: number, tx: Executor = this.db) {
    const rows = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.postId, postId));
    return rows.map((row) => row.id);
  }

  async countReactions(where: { postIds: number[] }, tx: Executor = this.db) {
    return tx.$count(reactions, inArray(reactions.postId, where.postIds));
  }
}
