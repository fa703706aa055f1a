import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import {
  type CastVoteView,
  type CommentView,
  REACTIONS_PAGE,
  type ReactionCountView,
  type ReactionView,
} from '../../schemas/posts.ts';
import type { Broadcaster, QueueEvent } from '../realtime/broadcaster.ts';
import { presentNotification } from '../users/notifications.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { EngagementRepository } from './engagement.repository.ts';
import { presentComments, toReaction } from './posts.presenter.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';
import { type PostsService, postChannel } from './posts.service.ts';

export type ReactionTarget = { postId: number } | { commentId: number };

/** What the post's author is told, by notification kind. */
type AuthorNews =
  | { kind: 'reaction'; data: ReactionView }
  | { kind: 'comment'; data: CommentView }
  | { kind: 'pollVote'; data: CastVoteView };

/**
 * Reactions, poll votes and comments (spec point 4's rules): one reaction per member per post or
 * comment, one vote per member per poll, replies one level deep, only authors edit or delete.
 * Each change runs in one transaction with what it causes (the author's notification), and after
 * the commit it is published on the post's channel, so every member with the post on screen sees
 * it, and the author is told on their notifications channel.
 */
export class EngagementService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      engagement: EngagementRepository;
      posts: PostsRepository;
      postsService: PostsService;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  reactionTypes() {
    return this.deps.engagement.reactionTypes();
  }

  /** The post a reaction target belongs to, checked open to the member's taking part. */
  private async targetPost(target: ReactionTarget, viewerId: number) {
    if ('postId' in target) return this.deps.postsService.openPost(target.postId, viewerId);
    const found = await this.deps.engagement.comment(target.commentId);
    if (!found) throw notFound('This comment does not exist.');
    return this.deps.postsService.openPost(found.comment.postId, viewerId);
  }

  /** The work, in one transaction; its events go out after the commit. */
  private write<T>(work: (tx: Executor, queue: QueueEvent) => Promise<T>): Promise<T> {
    return this.deps.broadcaster.transaction(this.deps.db, work);
  }

  async react(
    viewer: UserRow,
    target: ReactionTarget,
    reactionTypeId: number,
  ): Promise<ReactionView> {
    if (!(await this.deps.engagement.reactionTypeExists(reactionTypeId)))
      throw validationFailed({ reaction_type_id: ['This reaction does not exist.'] });
    const post = await this.targetPost(target, viewer.id);
    return this.write(async (tx, queue) => {
      if ('postId' in target) await this.deps.engagement.lockPostForReactions(post.id, tx);
      const reaction = await this.deps.engagement.upsertReaction(
        target,
        viewer.id,
        reactionTypeId,
        tx,
      );
      const row = await this.deps.engagement.reactionWithDetails(reaction.id, tx);
      if (!row) throw notFound('This reaction does not exist.');
      const view = toReaction(row);
      queue(postChannel(post), 'reaction-changed', {
        post_id: post.id,
        comment_id: view.comment_id,
        user_id: viewer.id,
        reaction: view,
        reaction_counts: await this.countsAfter(target, tx),
      });
      if ('postId' in target)
        await this.tellAuthor(tx, queue, post, viewer, { kind: 'reaction', data: view });
      return view;
    });
  }

  async unreact(viewer: UserRow, target: ReactionTarget): Promise<void> {
    const post = await this.targetPost(target, viewer.id);
    await this.write(async (tx, queue) => {
      if ('postId' in target) await this.deps.engagement.lockPostForReactions(post.id, tx);
      if (!(await this.deps.engagement.deleteReaction(target, viewer.id, tx)))
        throw notFound('You have not reacted to this.');
      queue(postChannel(post), 'reaction-changed', {
        post_id: post.id,
        comment_id: 'commentId' in target ? target.commentId : null,
        user_id: viewer.id,
        reaction: null,
        reaction_counts: await this.countsAfter(target, tx),
      });
    });
  }

  /** A post's counts after a change, for its event; null for a comment's reaction. */
  private async countsAfter(
    target: ReactionTarget,
    tx: Executor,
  ): Promise<ReactionCountView[] | null> {
    if (!('postId' in target)) return null;
    return this.deps.engagement.reactionCounts(target.postId, tx);
  }

  /** Every reaction of a post the member may see, oldest first, a page at a time. */
  async reactions(
    viewerId: number,
    postId: number,
    page: { reactionTypeId?: number; afterId?: number },
  ): Promise<ReactionView[]> {
    await this.deps.postsService.visiblePost(postId, viewerId);
    const rows = await this.deps.engagement.reactionPage(postId, {
      ...page,
      limit: REACTIONS_PAGE,
    });
    return rows.map(toReaction);
  }

  private async openPoll(pollId: number, viewerId: number) {
    const poll = await this.deps.engagement.pollWithPost(pollId);
    if (!poll) throw notFound('This poll does not exist.');
    const post = await this.deps.postsService.openPost(poll.postId, viewerId);
    if (poll.closesAt && poll.closesAt <= this.now())
      throw new AppError(422, 'POLL_CLOSED', 'This poll is closed.');
    return { poll, post };
  }

  async vote(viewer: UserRow, pollId: number, optionId: number): Promise<CastVoteView> {
    const { post } = await this.openPoll(pollId, viewer.id);
    if (!(await this.deps.engagement.optionBelongsToPoll(optionId, pollId)))
      throw validationFailed({ option_id: ['This option is not part of the poll.'] });
    return this.write(async (tx, queue) => {
      const vote = await this.deps.engagement.addVote(pollId, optionId, viewer.id, tx);
      if (!vote) throw new AppError(409, 'ALREADY_VOTED', 'You have already voted in this poll.');
      const result = { poll_id: vote.pollId, option_id: vote.optionId, user_id: vote.userId };
      queue(postChannel(post), 'poll-changed', {
        post_id: post.id,
        poll_id: pollId,
        user_id: viewer.id,
        option_id: optionId,
        options: await this.deps.engagement.pollCounts(pollId, tx),
      });
      await this.tellAuthor(tx, queue, post, viewer, { kind: 'pollVote', data: result });
      return result;
    });
  }

  async unvote(viewer: UserRow, pollId: number): Promise<void> {
    const { post } = await this.openPoll(pollId, viewer.id);
    await this.write(async (tx, queue) => {
      if (!(await this.deps.engagement.removeVote(pollId, viewer.id, tx)))
        throw notFound('You have not voted in this poll.');
      queue(postChannel(post), 'poll-changed', {
        post_id: post.id,
        poll_id: pollId,
        user_id: viewer.id,
        option_id: null,
        options: await this.deps.engagement.pollCounts(pollId, tx),
      });
    });
  }

  async comments(viewerId: number, postId: number): Promise<CommentView[]> {
    await this.deps.postsService.visiblePost(postId, viewerId);
    const rows = await this.deps.engagement.commentsOf(postId);
    const reactionRows = await this.deps.posts.reactionsFor({
      commentIds: rows.map((row) => row.comment.id),
    });
    return presentComments(rows, reactionRows);
  }

  private checkText(textInput: string): string {
    const text = textInput.trim();
    // Its length is the route schema's (schemas/posts.ts); blank after trimming is not a comment.
    if (text === '') throw validationFailed({ text: ['The comment cannot be empty.'] });
    return text;
  }

  private async commentView(id: number, tx: Executor): Promise<CommentView> {
    const row = await this.deps.engagement.comment(id, tx);
    if (!row) throw notFound('This comment does not exist.');
    const reactionRows = await this.deps.posts.reactionsFor({ commentIds: [id] }, tx);
    const [view] = presentComments(
      [{ ...row, comment: { ...row.comment, parentId: null } }],
      reactionRows,
    );
    if (!view) throw notFound('This comment does not exist.');
    return { ...view, parent_id: row.comment.parentId };
  }

  /** A reply to a reply joins its top-level comment: replies go one level deep. */
  async submit(
    viewer: UserRow,
    input: { post_id: number; parent_id?: number | null | undefined; text: string },
  ) {
    const text = this.checkText(input.text);
    const post = await this.deps.postsService.openPost(input.post_id, viewer.id);
    let parentId: number | null = null;
    if (input.parent_id) {
      const parent = await this.deps.engagement.comment(input.parent_id);
      if (!parent || parent.comment.postId !== post.id)
        throw validationFailed({ parent_id: ['The comment you reply to is not on this post.'] });
      parentId = parent.comment.parentId ?? parent.comment.id;
    }
    return this.write(async (tx, queue) => {
      const created = await this.deps.engagement.insertComment(
        { postId: post.id, parentId, userId: viewer.id, text },
        tx,
      );
      const view = await this.commentView(created.id, tx);
      await this.commentSaved(tx, queue, post, view);
      await this.tellAuthor(tx, queue, post, viewer, { kind: 'comment', data: view });
      return view;
    });
  }

  /** After a comment is written: its post's channel gets it and the new count. */
  private async commentSaved(tx: Executor, queue: QueueEvent, post: PostRow, view: CommentView) {
    queue(postChannel(post), 'comment-saved', {
      post_id: post.id,
      comments_count: await this.deps.engagement.commentsCount(post.id, tx),
      comment: view,
    });
  }

  private async ownComment(viewerId: number, id: number) {
    const found = await this.deps.engagement.comment(id);
    if (!found) throw notFound('This comment does not exist.');
    const post = await this.deps.postsService.openPost(found.comment.postId, viewerId);
    if (found.comment.userId !== viewerId)
      throw forbidden('Only the author can change this comment.');
    return { comment: found.comment, post };
  }

  async edit(viewer: UserRow, input: { id: number; text: string }) {
    const text = this.checkText(input.text);
    const { post } = await this.ownComment(viewer.id, input.id);
    return this.write(async (tx, queue) => {
      await this.deps.engagement.updateComment(input.id, text, tx);
      const view = await this.commentView(input.id, tx);
      await this.commentSaved(tx, queue, post, view);
      return view;
    });
  }

  async remove(viewer: UserRow, id: number): Promise<void> {
    const { post } = await this.ownComment(viewer.id, id);
    await this.write(async (tx, queue) => {
      await this.deps.engagement.deleteComment(id, tx);
      queue(postChannel(post), 'comment-deleted', {
        post_id: post.id,
        id,
        comments_count: await this.deps.engagement.commentsCount(post.id, tx),
      });
    });
  }

  /**
   * A notification row for the post's author (not for acting on one's own post, nor of a kind
   * they muted), in the same transaction as the change that caused it, and the live event after
   * the commit.
   */
  private async tellAuthor(
    tx: Executor,
    queue: QueueEvent,
    post: PostRow,
    actor: UserRow,
    news: AuthorNews,
  ) {
    if (post.userId === actor.id) return;
    const title = {
      reaction: `${actor.name} reacted to your post`,
      comment: `${actor.name} commented on your post`,
      pollVote: `${actor.name} voted in your poll`,
    }[news.kind];
    const about = {
      userId: post.userId,
      actorId: actor.id,
      kind: news.kind,
      url: `/post/${post.id}`,
    };
    // A changed reaction or vote is the same news: the author is told once per member and post.
    if (news.kind !== 'comment' && (await this.deps.engagement.notified(about, tx))) return;
    const row = await this.deps.engagement.notify({ ...about, title }, tx);
    // The author muted this kind: no row, so no event and their badge stays still.
    if (!row) return;
    const notification = presentNotification(row, actor);
    const channel = channelNames.userNotifications(post.userId);
    if (news.kind === 'reaction') queue(channel, 'NewReaction', { notification, data: news.data });
    else if (news.kind === 'comment')
      queue(channel, 'NewComment', { notification, data: news.data });
    else queue(channel, 'NewPollVote', { notification, data: news.data });
  }
}
