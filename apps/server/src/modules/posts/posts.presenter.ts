import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import type { AuthorView, CommentView, ReactionView, ReplyView } from '../../schemas/posts.ts';
import type { CommentRow } from './engagement.repository.ts';
import type { ReactionRow } from './posts.repository.ts';

export const toAuthor = (row: {
  id: number;
  name: string;
  userName: string;
  avatar: string | null;
}): AuthorView => ({
  id: row.id,
  name: row.name,
  userName: row.userName,
  avatar: row.avatar ?? DEFAULT_AVATAR,
});

export const toReaction = (row: ReactionRow): ReactionView => ({
  id: row.id,
  user_id: row.userId,
  reaction_type_id: row.reactionTypeId,
  post_id: row.postId,
  comment_id: row.commentId,
  reaction_type: { name: row.typeName, icon: row.typeIcon },
  user: toAuthor({
    id: row.userId,
    name: row.userDisplayName,
    userName: row.userName,
    avatar: row.userAvatar,
  }),
});

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Comments newest first, each with its replies oldest first (one level deep). */
export function presentComments(
  rows: {
    comment: CommentRow;
    author: { id: number; name: string; userName: string; avatar: string | null };
  }[],
  reactionRows: ReactionRow[],
): CommentView[] {
  const reactionsByComment = groupBy(reactionRows, (row) => row.commentId);
  const view = ({ comment, author }: (typeof rows)[number]): ReplyView => ({
    id: comment.id,
    post_id: comment.postId,
    parent_id: comment.parentId,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    user: toAuthor(author),
    reactions: (reactionsByComment.get(comment.id) ?? []).map(toReaction),
    replies: [],
  });
  const topLevel = new Map<number, CommentView>();
  for (const row of rows) {
    if (row.comment.parentId === null) topLevel.set(row.comment.id, { ...view(row), replies: [] });
  }
  for (const row of rows) {
    if (row.comment.parentId !== null) topLevel.get(row.comment.parentId)?.replies.push(view(row));
  }
  return [...topLevel.values()].reverse();
}
