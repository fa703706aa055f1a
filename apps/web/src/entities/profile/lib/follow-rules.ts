import type { FollowUser, ProfileData } from '../model/types.ts';

/**
 * Spec point 4 "Follow", applied once the call has succeeded: not following becomes following and
 * the member gains a follower. A profile already marked as followed is left as it is, so a
 * repeated success (two tabs) never counts twice.
 */
export function followed(profile: ProfileData): ProfileData {
  if (profile.isFollowing) return profile;
  return { ...profile, isFollowing: true, followersCount: profile.followersCount + 1 };
}

/** Following becomes not following, and the member loses a follower (never below zero). */
export function unfollowed(profile: ProfileData): ProfileData {
  if (!profile.isFollowing) return profile;
  return {
    ...profile,
    isFollowing: false,
    followersCount: Math.max(0, profile.followersCount - 1),
  };
}

/**
 * The viewer's own profile after they followed (`+1`) or unfollowed (`-1`) someone: their
 * followings count moves (never below zero).
 */
export function withFollowingsMoved(profile: ProfileData, by: 1 | -1): ProfileData {
  return { ...profile, followingsCount: Math.max(0, profile.followingsCount + by) };
}

/** A follow list with the follow state of one member set (a follow-back button's row). */
export function withFollowState(
  users: readonly FollowUser[],
  userId: number,
  isFollowing: boolean,
): FollowUser[] {
  return users.map((user) =>
    user.id === userId && user.isFollowing !== isFollowing ? { ...user, isFollowing } : user,
  );
}
