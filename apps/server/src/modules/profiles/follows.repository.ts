import { and, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { follows, groupMembers, notifications, posts, users } from '../../db/schema/index.ts';

/** A member as follow lists and suggestions show them. */
const memberColumns = {
  id: users.id,
  name: users.name,
  userName: users.userName,
  avatar: users.avatar,
  bio: users.bio,
};

/** Who follows whom (spec point 4 "Follow"), and the follower notifications it causes. */
export class FollowsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records the follow; false when it was there already. The primary key decides, so two
   * concurrent follows make one row and one of them answers false.
   */
  async follow(followerId: number, followeeId: number, tx: Executor = this.db): Promise<boolean> {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    return inserted.length > 0;
  }

  /** Removes the follow; false when there was none. */
  async unfollow(followerId: number, followeeId: number, tx: Executor = this.db): Promise<boolean> {
    const deleted = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ followerId: follows.followerId });
    return deleted.length > 0;
  }

  /**
   * Holds the followed member's row until the transaction ends, so follows of one member are
   * counted one at a time and each answer's count includes every follow committed before it.
   */
  async lockFollowee(userId: number, tx: Executor) {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  }

  followersCount(userId: number, tx: Executor = this.db) {
    return tx.$count(follows, eq(follows.followeeId, userId));
  }

  /**
   * Deletes the newest follower notification `actorId` caused for `userId` and returns it: an
   * unfollow takes back what the follow told (spec point 4: the client removes it too).
   */
  async deleteFollowerNotification(userId: number, actorId: number, tx: Executor = this.db) {
    const [row] = await tx
      .delete(notifications)
      .where(
        eq(
          notifications.id,
          sql`(${tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, userId),
                eq(notifications.actorId, actorId),
                eq(notifications.kind, 'follower'),
              ),
            )
            .orderBy(desc(notifications.id))
            .limit(1)})`,
        ),
      )
      .returning();
    return row;
  }

  followingsCount(userId: number, tx: Executor = this.db) {
    return tx.$count(follows, eq(follows.followerId, userId));
  }

  async isFollowing(followerId: number, followeeId: number, tx: Executor = this.db) {
    return (
      (await tx.$count(
        follows,
        and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)),
      )) > 0
    );
  }

  /**
   * The newest `limit` members on one side of a member's follows (`followers`: who follows them;
   * `followings`: whom they follow), each with whether `viewerId` follows them. With `afterUserId`
   * (the last member of the previous page) the page after that member's follow; a member no longer
   * on that side gives an empty page.
   */
  list(
    side: 'followers' | 'followings',
    userId: number,
    viewerId: number,
    limit: number,
    tx: Executor = this.db,
    afterUserId?: number,
  ) {
    const [self, other] =
      side === 'followers'
        ? [follows.followeeId, follows.followerId]
        : [follows.followerId, follows.followeeId];
    const viewerFollows = tx
      .select({ one: sql`1` })
      .from(sql`follows vf`)
      .where(sql`vf.follower_id = ${viewerId} and vf.followee_id = ${users.id}`);
    return tx
      .select({ ...memberColumns, isFollowing: exists(viewerFollows).mapWith(Boolean) })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(
        and(
          eq(self, userId),
          afterUserId === undefined
            ? undefined
            : sql`(${follows.createdAt}, ${other}) < (${tx
                .select({ at: sql`c.created_at` })
                .from(sql`follows c`)
                .where(
                  side === 'followers'
                    ? sql`c.followee_id = ${userId} and c.follower_id = ${afterUserId}`
                    : sql`c.follower_id = ${userId} and c.followee_id = ${afterUserId}`,
                )}, ${afterUserId})`,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(limit);
  }

  /**
   * Members the viewer might follow: not the viewer, not followed yet; those who posted since
   * `activeSince` first, then by most followers, then the newest members.
   */
  async suggestions(viewerId: number, limit: number, activeSince: Date, tx: Executor = this.db) {
    const followersCount =
      sql<number>`(select count(*) from follows sf where sf.followee_id = ${users.id})`.mapWith(
        Number,
      );
    const active = sql`exists (select 1 from posts sp where sp.user_id = ${users.id} and sp.created_at >= ${activeSince.toISOString()}::timestamptz)`;
    return tx
      .select({ ...memberColumns, isPro: users.isPro, followersCount })
      .from(users)
      .where(
        and(
          sql`${users.id} <> ${viewerId}`,
          sql`not exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.followee_id = ${users.id})`,
        ),
      )
      .orderBy(sql`${active} desc`, sql`${followersCount} desc`, desc(users.id))
      .limit(limit);
  }

  /** The images of a member's posts the viewer may see (outside groups or in theirs), newest first. */
  async media(userId: number, viewerId: number, limit: number, tx: Executor = this.db) {
    const viewerGroups = tx
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, viewerId));
    const rows = await tx
      .select({ postId: posts.id, images: posts.images, createdAt: posts.createdAt })
      .from(posts)
      .where(
        and(
          eq(posts.userId, userId),
          sql`jsonb_array_length(${posts.images}) > 0`,
          or(isNull(posts.groupId), inArray(posts.groupId, viewerGroups)),
        ),
      )
      .orderBy(desc(posts.id))
      .limit(limit);
    return rows
      .flatMap((row) =>
        row.images.map((url) => ({ postId: row.postId, url, createdAt: row.createdAt })),
      )
      .slice(0, limit);
  }
}
