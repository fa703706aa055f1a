import type { ReactionData } from '@/entities/reaction/@x/comment';
import type { AnyComment, CommentData, ReplyData } from '../model/types.ts';

/**
 * The comment rules of spec point 4, as pure functions over the server's shapes. Atoms apply them
 * after a call succeeds, so a failed action leaves state unchanged.
 */

/**
 * Puts a comment in its place: a new comment on top, a new reply at the end of its parent's
 * replies; a comment or reply whose id is already there is replaced (that is how edits work).
 */
export function withComment(comments: readonly CommentData[], comment: AnyComment): CommentData[] {
  if (comment.parent_id === null) {
    const existing = comments.findIndex((item) => item.id === comment.id);
    const top: CommentData = {
      ...comment,
      replies: existing >= 0 ? (comments[existing]?.replies ?? []) : [],
    };
    if (existing >= 0) return comments.map((item, index) => (index === existing ? top : item));
    return [top, ...comments];
  }
  const reply: ReplyData = { ...comment, replies: [] };
  return comments.map((item) => {
    if (item.id !== comment.parent_id) return item;
    const at = item.replies.findIndex((existing) => existing.id === comment.id);
    const replies =
      at >= 0
        ? item.replies.map((existing, index) => (index === at ? reply : existing))
        : [...item.replies, reply];
    return { ...item, replies };
  });
}

/** Deleting removes the comment, or removes the reply from its parent. */
export function withoutComment(comments: readonly CommentData[], id: number): CommentData[] {
  return comments
    .filter((item) => item.id !== id)
    .map((item) =>
      item.replies.some((reply) => reply.id === id)
        ? { ...item, replies: item.replies.filter((reply) => reply.id !== id) }
        : item,
    );
}

/** Applies `change` to the reactions of the comment or reply with this id. */
export function mapCommentReactions(
  comments: readonly CommentData[],
  id: number,
  change: (reactions: ReactionData[]) => ReactionData[],
): CommentData[] {
  return comments.map((item) => {
    if (item.id === id) return { ...item, reactions: change(item.reactions) };
    if (!item.replies.some((reply) => reply.id === id)) return item;
    return {
      ...item,
      replies: item.replies.map((reply) =>
        reply.id === id ? { ...reply, reactions: change(reply.reactions) } : reply,
      ),
    };
  });
}

/** How many comments and replies a list holds. */
export const countComments = (comments: readonly CommentData[]) =>
  comments.reduce((sum, item) => sum + 1 + item.replies.length, 0);
