import { channelNames } from '@tapetv/realtime/channels';
import type { Database } from '../../db/client.ts';
import type { NotificationKind } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { EngagementRepository } from './engagement.repository.ts';
import {
  type CommentView,
  presentComments,
  type ReactionView,
  toReaction,
} from './posts.presenter.ts';
import type { PostsRepository } from './posts.repository.ts';
import type { PostsService } from './posts.service.ts';
import type { Publish } from './publisher.ts';

export const COMMENT_MAX = 2000;

export type ReactionTarget = { postId: number } | { commentId: number };

const EVENTS: Record<Extract<NotificationKind, 'reaction' | 'comment' | 'pollVote'>, string> = {
  reaction: 'NewReaction',
  comment: 'NewComment',
  pollVote: 'NewPollVote',
};

/**
 * Reactions, poll votes and comments (spec point 4's rules): one reaction per member per post or
 * comment, one vote per member per poll, replies one level deep, only authors edit or delete.
 * Each action on someone else's post leaves a notification for its author and tells them live.
 */
export class EngagementService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      engagement: EngagementRepository;
      posts: PostsRepository;
      postsService: PostsService;
      publish: Publish;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  reactionTypes() {
    return this.deps.engagement.reactionTypes();
  }

  /** The post a reaction target belongs to, checked visible to the member. */
  private async targetPost(target: ReactionTarget, viewerId: number) {
    if ('postId' in target) return this.deps.postsService.visiblePost(target.postId, viewerId);
    const found = await this.deps.engagement.comment(target.commentId);
    if (!found) throw notFound('This comment does not exist.');
    return this.deps.postsService.visiblePost(found.comment.postId, viewerId);
  }

  async react(
    viewer: UserRow,
    target: ReactionTarget,
    reactionTypeId: number,
  ): Promise<ReactionView> {
    if (!(await this.deps.engagement.reactionTypeExists(reactionTypeId)))
      throw validationFailed({ reaction_type_id: ['This reaction does not exist.'] });
    const post = await this.targetPost(target, viewer.id);
    const reaction = await this.deps.engagement.upsertReaction(target, viewer.id, reactionTypeId);
    const view = await this.deps.engagement.reactionWithDetails(reaction.id);
    if (!view) throw notFound('This reaction does not exist.');
    const result = toReaction(view);
    if ('postId' in target) await this.tellAuthor('reaction', post.userId, viewer, post.id, result);
    return result;
  }

  async unreact(viewer: UserRow, target: ReactionTarget): Promise<void> {
    await this.targetPost(target, viewer.id);
    if (!(await this.deps.engagement.deleteReaction(target, viewer.id)))
      throw notFound('You have not reacted to this.');
  }

  private async openPoll(pollId: number, viewerId: number) {
    const poll = await this.deps.engagement.pollWithPost(pollId);
    if (!poll) throw notFound('This poll does not exist.');
    const post = await this.deps.postsService.visiblePost(poll.postId, viewerId);
    if (poll.closesAt && poll.closesAt <= this.now())
      throw new AppError(422, 'POLL_CLOSED', 'This poll is closed.');
    return { poll, post };
  }

  async vote(viewer: UserRow, pollId: number, optionId: number) {
    const { post } = await this.openPoll(pollId, viewer.id);
    if (!(await this.deps.engagement.optionBelongsToPoll(optionId, pollId)))
      throw validationFailed({ option_id: ['This option is not part of the poll.'] });
    const vote = await this.deps.db.transaction((tx) =>
      this.deps.engagement.addVote(pollId, optionId, viewer.id, tx),
    );
    if (!vote) throw new AppError(409, 'ALREADY_VOTED', 'You have already voted in this poll.');
    const result = { poll_id: vote.pollId, option_id: vote.optionId, user_id: vote.userId };
    await this.tellAuthor('pollVote', post.userId, viewer, post.id, result);
    return result;
  }

  async unvote(viewer: UserRow, pollId: number): Promise<void> {
    await this.openPoll(pollId, viewer.id);
    const removed = await this.deps.db.transaction((tx) =>
      this.deps.engagement.removeVote(pollId, viewer.id, tx),
    );
    if (!removed) throw notFound('You have not voted in this poll.');
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
    if (text === '') throw validationFailed({ text: ['The comment cannot be empty.'] });
    if (text.length > COMMENT_MAX)
      throw validationFailed({
        text: [`The comment must not be greater than ${COMMENT_MAX} characters.`],
      });
    return text;
  }

  private async commentView(id: number): Promise<CommentView> {
    const row = await this.deps.engagement.comment(id);
    if (!row) throw notFound('This comment does not exist.');
    const reactionRows = await this.deps.posts.reactionsFor({ commentIds: [id] });
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
    const post = await this.deps.postsService.visiblePost(input.post_id, viewer.id);
    let parentId: number | null = null;
    if (input.parent_id) {
      const parent = await this.deps.engagement.comment(input.parent_id);
      if (!parent || parent.comment.postId !== post.id)
        throw validationFailed({ parent_id: ['The comment you reply to is not on this post.'] });
      parentId = parent.comment.parentId ?? parent.comment.id;
    }
    const created = await this.deps.engagement.insertComment({
      postId: post.id,
      parentId,
      userId: viewer.id,
      text,
    });
    const view = await this.commentView(created.id);
    await this.tellAuthor('comment', post.userId, viewer, post.id, view);
    return view;
  }

  private async ownComment(viewerId: number, id: number) {
    const found = await this.deps.engagement.comment(id);
    if (!found) throw notFound('This comment does not exist.');
    await this.deps.postsService.visiblePost(found.comment.postId, viewerId);
    if (found.comment.userId !== viewerId)
      throw forbidden('Only the author can change this comment.');
    return found.comment;
  }

  async edit(viewer: UserRow, input: { id: number; text: string }) {
    const text = this.checkText(input.text);
    await this.ownComment(viewer.id, input.id);
    await this.deps.engagement.updateComment(input.id, text);
    return this.commentView(input.id);
  }

  async remove(viewer: UserRow, id: number): Promise<void> {
    await this.ownComment(viewer.id, id);
    await this.deps.engagement.deleteComment(id);
  }

  /** A notification row for the post's author (not for acting on one's own post), then the live event. */
  private async tellAuthor(
    kind: keyof typeof EVENTS,
    authorId: number,
    actor: UserRow,
    postId: number,
    data: unknown,
  ) {
    if (authorId === actor.id) return;
    const title = {
      reaction: `${actor.name} reacted to your post`,
      comment: `${actor.name} commented on your post`,
      pollVote: `${actor.name} voted in your poll`,
    }[kind];
    const notification = await this.deps.engagement.notify({
      userId: authorId,
      actorId: actor.id,
      kind,
      url: `/post/${postId}`,
      title,
    });
    await this.deps.publish(channelNames.userNotifications(authorId), EVENTS[kind], {
      notification,
      data,
    });
  }
}
