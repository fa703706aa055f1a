export type {
  CommentAuthor,
  CommentData,
  CommentId,
  CommentInput,
  CommentsToggleProps,
  CommentThreadProps,
  UserId,
} from './comment-thread.tsx';
export { CommentsToggle, CommentThread, Composer, orderComments } from './comment-thread.tsx';
