export type { AuthorChange } from './model/post.atoms.ts';
export {
  isPostHeld,
  organizedReactionsAtomFamily,
  postAtomFamily,
  storePostsAtom,
  updateAuthorAtom,
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
  placePostInListAtom,
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
export type { PostData } from './model/types.ts';
export { usePostListLive, usePostUpdatesLive } from './model/use-post-live.ts';
export { PostBody } from './ui/post-body.tsx';
