/**
 * What the post entity takes from comments: a post's comments atom (live events change it, and it
 * is let go with the post) and the rules those events apply.
 */
export { mapCommentReactions, withComment, withoutComment } from '../lib/comment-rules.ts';
export { commentsAtomFamily } from '../model/comments.atoms.ts';
