export {
  countComments,
  mapCommentReactions,
  withComment,
  withoutComment,
} from './lib/comment-rules.ts';
export type { CommentsState } from './model/comments.atoms.ts';
export { commentsAtomFamily, EMPTY_COMMENTS } from './model/comments.atoms.ts';
export type { AnyComment, CommentData, ReplyData } from './model/types.ts';
