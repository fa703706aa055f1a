export {
  deleteCommentAtom,
  editCommentAtom,
  submitCommentAtom,
  toggleCommentsAtom,
} from './model/comments.atoms.ts';
export type { PostCommentsProps } from './ui/post-comments.tsx';
export { PostComments, PostCommentsToggle } from './ui/post-comments.tsx';
