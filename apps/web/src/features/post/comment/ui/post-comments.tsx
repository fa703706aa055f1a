import { limits } from '@tapetv/api-client';
import {
  CommentsToggle,
  CommentThread,
  type CommentData as ThreadComment,
} from '@tapetv/ui/comment-thread';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { type AnyComment, commentsAtomFamily } from '@/entities/comment';
import { postAtomFamily } from '@/entities/post';
import { organizeReactions, reactionTypeListAtom, userReactionOf } from '@/entities/reaction';
import { viewerAtom } from '@/entities/session';
import { nowAtom } from '@/shared/lib/time';
import { renderCashtagLink } from '@/shared/ui/cashtag-link';
import {
  deleteCommentAtom,
  editCommentAtom,
  submitCommentAtom,
  toggleCommentsAtom,
} from '../model/comments.atoms.ts';

/** The server's comment in the thread component's shape, with its derived reaction fields. */
function toThread(comment: AnyComment, viewerId: number | null): ThreadComment {
  return {
    id: comment.id,
    parent_id: comment.parent_id,
    text: comment.text,
    created_at: comment.createdAt,
    user: comment.user,
    organizedReactions: organizeReactions(comment.reactions),
    userReaction: userReactionOf(comment.reactions, viewerId),
    // Replies go one level deep: a reply's own list is always empty.
    replies: (comment.replies as AnyComment[]).map((reply) => toThread(reply, viewerId)),
  };
}

/** The id of a post's thread body, which a toggle in the card's action row controls. */
const threadBodyId = (postId: number) => `post-${postId}-comments`;

export interface PostCommentsProps {
  postId: number;
  /**
   * The card shows `PostCommentsToggle` in its action row: the thread draws no toggle of its own
   * and stays hidden until shown.
   */
  toggleOutside?: boolean;
  /** Reacting to a comment is the react-to-post feature's action; the widget passes it in. */
  onReact: (commentId: number, reactionTypeId: number) => void;
  onRemoveReaction: (commentId: number) => void;
}

/** A post's comment thread: show/hide with the count, compose, reply, edit, delete, react. */
export function PostComments({
  postId,
  toggleOutside = false,
  onReact,
  onRemoveReaction,
}: PostCommentsProps) {
  const state = useAtomValue(commentsAtomFamily(postId));
  const post = useAtomValue(postAtomFamily(postId));
  const viewer = useAtomValue(viewerAtom);
  const now = useAtomValue(nowAtom);
  const types = useAtomValue(reactionTypeListAtom);
  const toggle = useSetAtom(toggleCommentsAtom);
  const submit = useSetAtom(submitCommentAtom);
  const edit = useSetAtom(editCommentAtom);
  const remove = useSetAtom(deleteCommentAtom);
  const viewerId = viewer?.id ?? null;
  const comments = useMemo(
    () => state.items.map((item) => toThread(item, viewerId)),
    [state.items, viewerId],
  );

  return (
    <CommentThread
      comments={comments}
      count={post?.comments_count ?? 0}
      label={post ? `Comments on ${post.user.name}'s post ${postId}` : 'Comments'}
      currentUserId={viewerId}
      now={now}
      reactionTypes={types}
      maxLength={limits.comment.text.maxLength}
      renderCashtag={renderCashtagLink}
      visible={state.visible}
      onVisibleChange={() => void toggle(postId)}
      loading={state.loading}
      error={state.error}
      onRetry={() => void toggle(postId)}
      onSubmit={({ text, parentId }) =>
        submit(postId, text, parentId === null ? null : Number(parentId))
      }
      onEdit={({ id, text }) => edit(postId, Number(id), text)}
      onDelete={({ id }) => remove(postId, Number(id))}
      onReact={(commentId, typeId) => onReact(Number(commentId), Number(typeId))}
      onRemoveReaction={(commentId) => onRemoveReaction(Number(commentId))}
      toggle={!toggleOutside}
      bodyId={threadBodyId(postId)}
    />
  );
}

/** The comment count in a card's action row: shows and hides the post's thread. */
export function PostCommentsToggle({ postId }: { postId: number }) {
  const state = useAtomValue(commentsAtomFamily(postId));
  const count = useAtomValue(postAtomFamily(postId))?.comments_count ?? 0;
  const toggle = useSetAtom(toggleCommentsAtom);
  return (
    <CommentsToggle
      compact
      count={count}
      shown={state.visible}
      onToggle={() => void toggle(postId)}
      controls={threadBodyId(postId)}
    />
  );
}
