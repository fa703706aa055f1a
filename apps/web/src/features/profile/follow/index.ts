export {
  followMemberAtom,
  followPendingAtomFamily,
  unfollowMemberAtom,
} from './model/follow.atoms.ts';
export type { FollowButtonProps } from './ui/follow-button.tsx';
export { FollowButton } from './ui/follow-button.tsx';
