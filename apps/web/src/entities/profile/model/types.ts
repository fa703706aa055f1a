import type { ResponseBody } from '@tapetv/api-client';

/** A member's profile as the logged-in member sees it (spec point 3 "Profile response"). */
export type ProfileData = ResponseBody<'/api/profileData/{userName}', 'post'>;

/** A member in a follow list, with whether the viewer follows them. */
export type FollowUser = ProfileData['followerUserData'][number];

/** Which side of a member's follows: who follows them, or whom they follow. */
export type FollowSide = 'followers' | 'followings';

/** A member "who to follow" suggests, with whether the viewer has followed them since. */
export type SuggestedMember = ResponseBody<'/api/users/suggested', 'get'>['data'][number] & {
  isFollowing: boolean;
};
