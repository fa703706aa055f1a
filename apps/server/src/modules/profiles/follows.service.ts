import { channelNames } from '@tapetv/realtime/channels';
import type { Database } from '../../db/client.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { NotificationView } from '../../schemas/events.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { insertNotification, presentNotification } from '../users/notifications.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';

export interface FollowResult {
  followersCount: number;
}

export interface UnfollowResult extends FollowResult {
  /** The follower notification the follow had made, now deleted; null when there was none. */
  deletedFollowerNotification: NotificationView | null;
}

/**
 * Following (spec point 4 "Follow"): a member follows another once, never themselves. A follow
 * tells the followed member (a notification row in the same transaction, `NewFollower` on their
 * notifications channel after the commit) unless they muted follower notifications; an unfollow
 * takes that notification back.
 */
export class FollowsService {
  constructor(
    private readonly deps: {
      db: Database;
      follows: FollowsRepository;
      users: UsersRepository;
      notifications: Pick<NotificationsRepository, 'unreadCounts'>;
      broadcaster: Pick<Broadcaster, 'transaction'>;
    },
  ) {}

  private async other(viewer: UserRow, userId: number, verb: 'follow' | 'unfollow') {
    if (userId === viewer.id)
      throw new AppError(422, 'SELF_FOLLOW', `You cannot ${verb} yourself.`);
    const member = await this.deps.users.findById(userId);
    if (!member) throw notFound('This member does not exist.');
    return member;
  }

  async follow(viewer: UserRow, userId: number): Promise<FollowResult> {
    const member = await this.other(viewer, userId, 'follow');
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.deps.follows.lockFollowee(member.id, tx);
      if (!(await this.deps.follows.follow(viewer.id, member.id, tx)))
        throw new AppError(409, 'ALREADY_FOLLOWING', `You already follow ${member.name}.`);
      const row = await insertNotification(tx, {
        userId: member.id,
        actorId: viewer.id,
        kind: 'follower',
        url: `/profile/${viewer.userName}`,
        title: `${viewer.name} started following you`,
      });
      // Null when the member muted follower notifications: the follow stands, untold.
      if (row) {
        const followedBack = await this.deps.follows.isFollowing(member.id, viewer.id, tx);
        queue(channelNames.userNotifications(member.id), 'NewFollower', {
          notification: presentNotification(row, viewer, followedBack),
          data: {
            id: viewer.id,
            name: viewer.name,
            userName: viewer.userName,
            avatar: viewer.avatar ?? DEFAULT_AVATAR,
          },
        });
      }
      return { followersCount: await this.deps.follows.followersCount(member.id, tx) };
    });
  }

  async unfollow(viewer: UserRow, userId: number): Promise<UnfollowResult> {
    const member = await this.other(viewer, userId, 'unfollow');
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.deps.follows.lockFollowee(member.id, tx);
      if (!(await this.deps.follows.unfollow(viewer.id, member.id, tx)))
        throw notFound(`You do not follow ${member.name}.`);
      const deleted = await this.deps.follows.deleteFollowerNotification(member.id, viewer.id, tx);
      // The followed member's open pages drop it too, and their badge follows.
      if (deleted)
        queue(channelNames.userNotifications(member.id), 'notification-deleted', {
          id: deleted.id,
          unread: await this.deps.notifications.unreadCounts(member.id, tx),
        });
      return {
        followersCount: await this.deps.follows.followersCount(member.id, tx),
        deletedFollowerNotification: deleted
          ? presentNotification(
              deleted,
              viewer,
              await this.deps.follows.isFollowing(member.id, viewer.id, tx),
            )
          : null,
      };
    });
  }
}
