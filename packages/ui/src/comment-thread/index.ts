export type {
  CommentAuthor,
  CommentData,
  CommentId,
  CommentInput,
  CommentThreadProps,
  UserId,
} from './comment-thread.tsx';
export { CommentThread, Composer, orderComments } from './comment-thread.tsx';
