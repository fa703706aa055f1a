import { DEFAULT_AVATAR, DEFAULT_COVER } from '../../lib/default-images.ts';
import { notFound } from '../../lib/errors.ts';
import {
  type FollowUserView,
  PROFILE_LIST_SIZE,
  PROFILE_MEDIA_SIZE,
  type ProfileView,
  SUGGESTIONS_ACTIVE_MS,
  SUGGESTIONS_SIZE,
  type SuggestedMemberView,
} from '../../schemas/users.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';

/**
 * A member's profile as the viewer sees it (spec point 3 "Profile response"). The "current" lists
 * are the viewer's own followings and followers, so a page of someone else's profile can show
 * follow-back state from what it holds; every list is the newest `PROFILE_LIST_SIZE`.
 */
export class ProfileService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      follows: FollowsRepository;
      now?: () => Date;
    },
  ) {}

  /**
   * "Who to follow": members the viewer does not follow yet, those active in the last 30 days
   * first, then the most followed.
   */
  async suggestions(viewer: UserRow): Promise<SuggestedMemberView[]> {
    const now = this.deps.now?.() ?? new Date();
    const rows = await this.deps.follows.suggestions(
      viewer.id,
      SUGGESTIONS_SIZE,
      new Date(now.getTime() - SUGGESTIONS_ACTIVE_MS),
    );
    return rows.map((row) => ({ ...row, avatar: row.avatar ?? DEFAULT_AVATAR }));
  }

  /**
   * One page (`PROFILE_LIST_SIZE`) of a member's followers or followings, newest follow first,
   * after the member `lastUserId` of the previous page; each with whether the viewer follows them.
   */
  async followList(
    viewer: UserRow,
    userId: number,
    side: 'followers' | 'followings',
    lastUserId?: number,
  ): Promise<FollowUserView[]> {
    const member = await this.deps.users.findById(userId);
    if (!member) throw notFound('This member does not exist.');
    return this.list(side, member.id, viewer.id, lastUserId);
  }

  private async list(
    side: 'followers' | 'followings',
    userId: number,
    viewerId: number,
    lastUserId?: number,
  ): Promise<FollowUserView[]> {
    const rows = await this.deps.follows.list(
      side,
      userId,
      viewerId,
      PROFILE_LIST_SIZE,
      undefined,
      lastUserId,
    );
    return rows.map((row) => ({ ...row, avatar: row.avatar ?? DEFAULT_AVATAR }));
  }

  async profile(viewer: UserRow, userName: string): Promise<ProfileView> {
    const member = await this.deps.users.findByUserName(userName);
    if (!member) throw notFound('This member does not exist.');
    const own = member.id === viewer.id;
    const { follows } = this.deps;
    const list = (side: 'followers' | 'followings', userId: number) =>
      this.list(side, userId, viewer.id);
    const [
      followersCount,
      followingsCount,
      isFollowing,
      media,
      followingsUserData,
      followerUserData,
      currentFollowingsUserData,
      currentFollowerUserData,
    ] = await Promise.all([
      follows.followersCount(member.id),
      follows.followingsCount(member.id),
      own ? false : follows.isFollowing(viewer.id, member.id),
      follows.media(member.id, viewer.id, PROFILE_MEDIA_SIZE),
      list('followings', member.id),
      list('followers', member.id),
      list('followings', viewer.id),
      list('followers', viewer.id),
    ]);
    return {
      userProfile: {
        id: member.id,
        name: member.name,
        userName: member.userName,
        ...(own ? { email: member.email } : {}),
        avatar: member.avatar ?? DEFAULT_AVATAR,
        cover: member.cover ?? DEFAULT_COVER,
        coverPosition: member.coverPosition,
        bio: member.bio,
        isPro: member.isPro,
        createdAt: member.createdAt.toISOString(),
      },
      isOwnProfile: own,
      userMedia: media.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      isFollowing,
      followersCount,
      followingsCount,
      followingsUserData,
      followerUserData,
      currentFollowingsUserData,
      currentFollowerUserData,
    };
  }
}
