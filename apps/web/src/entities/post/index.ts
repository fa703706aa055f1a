export {
  countComments,
  mapCommentReactions,
  organizeReactions,
  userReactionOf,
  userVoteOptionOf,
  withComment,
  withoutComment,
  withoutReaction,
  withoutVote,
  withReaction,
  withVote,
} from './lib/post-rules.ts';
export type { CommentsState } from './model/post.atoms.ts';
export {
  commentsAtomFamily,
  EMPTY_COMMENTS,
  isPostHeld,
  organizedReactionsAtomFamily,
  postAtomFamily,
  reactionTypeListAtom,
  reactionTypesAtom,
  storePostsAtom,
  updatePostAtom,
  userReactionAtomFamily,
  userVoteOptionIdAtomFamily,
} from './model/post.atoms.ts';
export type { PostUpdate } from './model/post-events.atoms.ts';
export { applyPostUpdateAtom } from './model/post-events.atoms.ts';
export type { PostListKey, PostListState } from './model/post-list.atoms.ts';
export {
  acceptNewPostsAtom,
  EMPTY_LIST,
  fetchPostPage,
  forgetPostAtom,
  listGroupIdsAtomFamily,
  loadPostsAtom,
  postListAtomFamily,
  prependPostAtom,
  receiveNewestPageAtom,
  receivePushedPostAtom,
  removePostFromListAtom,
} from './model/post-list.atoms.ts';
export {
  closePostViewAtom,
  evictUnreferencedPostsAtom,
  KEPT_ON_LEAVE,
  leaveListAtom,
  openPostViewAtom,
} from './model/post-retention.atoms.ts';
export type {
  AnyComment,
  CommentData,
  OrganizedReactions,
  PollData,
  PostData,
  ReactionData,
  ReactionDetail,
  ReactionTypeData,
  ReplyData,
} from './model/types.ts';
export type { SendImage } from './model/upload-image.atoms.ts';
export { sendImageAtom } from './model/upload-image.atoms.ts';
export {
  type ImageAttachments,
  useImageAttachments,
} from './model/use-image-attachments.ts';
export { usePostListLive, usePostUpdatesLive } from './model/use-post-live.ts';
export { AddImagesButton } from './ui/add-images-button.tsx';
export { AttachedImages } from './ui/attached-images.tsx';
export { PostBody } from './ui/post-body.tsx';
