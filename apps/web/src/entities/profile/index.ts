export { followed, unfollowed, withFollowingsMoved, withFollowState } from './lib/follow-rules.ts';
export type { FollowListKey, FollowListState, ProfileState } from './model/profile.atoms.ts';
export {
  applyFollowChangeAtom,
  followListAtomFamily,
  loadMoreFollowsAtom,
  loadProfileAtom,
  profileAtomFamily,
  updateOwnProfileAtom,
} from './model/profile.atoms.ts';
export type { FollowSide, FollowUser, ProfileData } from './model/types.ts';
