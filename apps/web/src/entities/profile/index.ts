export { followed, unfollowed, withFollowingsMoved, withFollowState } from './lib/follow-rules.ts';
export type {
  FollowListKey,
  FollowListState,
  ProfileState,
  SuggestionsState,
} from './model/profile.atoms.ts';
export {
  applyFollowChangeAtom,
  followListAtomFamily,
  loadMoreFollowsAtom,
  loadProfileAtom,
  loadSuggestionsAtom,
  profileAtomFamily,
  suggestionsAtom,
  updateOwnProfileAtom,
} from './model/profile.atoms.ts';
export type { FollowSide, FollowUser, ProfileData, SuggestedMember } from './model/types.ts';
