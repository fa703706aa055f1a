import { type Static, Type } from 'typebox';

/** What the API tells a member about themselves (spec point 3 "User data"). Never the password hash. */
export const UserData = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  email: Type.String(),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
  cover: Type.String({ description: 'Falls back to /photos/d-cover.jpg' }),
  bio: Type.String(),
  isPro: Type.Boolean(),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description:
      'The IANA zone the member’s calendars show days of (PUT /api/user/time-zone); null: the browser’s',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserDataView = Static<typeof UserData>;

/** Which part of the cover shows in the 4:1 banner (CSS object-position, vertical). */
export const CoverPosition = Type.Integer({
  minimum: 0,
  maximum: 100,
  description:
    'Vertical focus of the cover in percent: 0 shows its top, 50 its centre, 100 its bottom',
});

/** How many members each list of a profile answer holds (the newest follows first). */
export const PROFILE_LIST_SIZE = 20;
/** How many images `userMedia` holds (the newest first). */
export const PROFILE_MEDIA_SIZE = 30;

/** A member in a follow list, with whether the viewer follows them (for follow-back buttons). */
export const FollowUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String(),
  bio: Type.String(),
  isFollowing: Type.Boolean({ description: 'Whether the viewer follows this member' }),
});
export type FollowUserView = Static<typeof FollowUser>;

const FollowList = (description: string) =>
  Type.Array(FollowUser, { description: `${description}; the newest ${PROFILE_LIST_SIZE}` });

/** Spec point 3 "Profile response". */
export const ProfileResponse = Type.Object({
  userProfile: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    userName: Type.String(),
    email: Type.Optional(Type.String({ description: 'Only on one’s own profile' })),
    avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
    cover: Type.String({ description: 'Falls back to /photos/d-cover.jpg' }),
    coverPosition: CoverPosition,
    bio: Type.String(),
    isPro: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
  isOwnProfile: Type.Boolean(),
  userMedia: Type.Array(
    Type.Object({
      postId: Type.Integer(),
      url: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
    {
      description: `The images of the member's posts the viewer may see, newest first; the newest ${PROFILE_MEDIA_SIZE}`,
    },
  ),
  isFollowing: Type.Boolean({ description: 'Whether the viewer follows this member' }),
  followersCount: Type.Integer(),
  followingsCount: Type.Integer(),
  followingsUserData: FollowList('Members this member follows'),
  followerUserData: FollowList('Members who follow this member'),
  currentFollowingsUserData: FollowList('Members the viewer (the logged-in member) follows'),
  currentFollowerUserData: FollowList('Members who follow the viewer (the logged-in member)'),
});
export type ProfileView = Static<typeof ProfileResponse>;

/** How many members "who to follow" suggests. */
export const SUGGESTIONS_SIZE = 5;
/** How recently a suggested member has posted to count as active (they are suggested first). */
export const SUGGESTIONS_ACTIVE_MS = 30 * 24 * 60 * 60 * 1000;

/** A member "who to follow" suggests (never followed yet, never oneself). */
export const SuggestedMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String(),
  bio: Type.String(),
  isPro: Type.Boolean(),
  followersCount: Type.Integer(),
});
export type SuggestedMemberView = Static<typeof SuggestedMember>;
