import { and, desc, eq, exists, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  conversationMembers,
  directMessages,
  follows,
  type NotificationKind,
  notifications,
  users,
} from '../../db/schema/index.ts';
import type { NotificationFilter, UnreadCountsView } from '../../schemas/notifications.ts';

/**
 * The kinds behind each header badge; `activity` merges reactions, comments, poll votes, fired
 * price alerts, calendar reminders and webinar reminders.
 */
export const FILTER_KINDS: Record<NotificationFilter, readonly NotificationKind[] | null> = {
  all: null,
  activity: [
    'reaction',
    'comment',
    'pollVote',
    'priceAlert',
    'calendarReminder',
    'webinarReminder',
  ],
  follower: ['follower'],
  message: ['message'],
};

/**
 * A notification row with the member who caused it (null for the product's own notices) and, for
 * a follower notification, whether its owner follows that member back (null for other kinds).
 */
export type NotificationWithActor = typeof notifications.$inferSelect & {
  actor: { id: number; name: string; avatar: string | null } | null;
  followedBack: boolean | null;
};

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  actorId: notifications.actorId,
  kind: notifications.kind,
  url: notifications.url,
  title: notifications.title,
  description: notifications.description,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorName: users.name,
  actorAvatar: users.avatar,
  // In the list's own query (no query per row): one primary-key probe of follows, only for
  // follower rows; null for the other kinds.
  followedBack: sql<boolean | null>`case when ${notifications.kind} = 'follower' then exists (
    select 1 from ${follows}
     where ${follows.followerId} = ${notifications.userId}
       and ${follows.followeeId} = ${notifications.actorId}) end`,
};

function withActor(
  row: typeof notifications.$inferSelect & {
    actorName: string | null;
    actorAvatar: string | null;
    followedBack: boolean | null;
  },
): NotificationWithActor {
  const { actorName, actorAvatar, ...notification } = row;
  return {
    ...notification,
    actor:
      notification.actorId === null
        ? null
        : { id: notification.actorId, name: actorName ?? '', avatar: actorAvatar },
  };
}

/** A member's notifications and their read markers (spec point 3 "Notification"). */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  /** The newest `limit` of one member's notifications, optionally of some kinds, before an id. */
  async list(
    userId: number,
    options: { kinds?: readonly NotificationKind[] | null; before?: number; limit: number },
    tx: Executor = this.db,
  ): Promise<NotificationWithActor[]> {
    const where: SQL[] = [eq(notifications.userId, userId)];
    if (options.kinds) where.push(inArray(notifications.kind, [...options.kinds]));
    if (options.before !== undefined) where.push(lt(notifications.id, options.before));
    const rows = await tx
      .select(columns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(and(...where))
      .orderBy(desc(notifications.id))
      .limit(options.limit);
    return rows.map(withActor);
  }

  /**
   * The member's badges: unread notifications per badge, and for messages the conversations
   * holding messages they have not read (direct messages are read by conversation).
   */
  async unreadCounts(userId: number, tx: Executor = this.db): Promise<UnreadCountsView> {
    const rows = await tx
      .select({ kind: notifications.kind, count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .groupBy(notifications.kind);
    const counts: UnreadCountsView = { follower: 0, message: 0, activity: 0 };
    for (const { kind, count } of rows) {
      if (kind === 'follower') counts.follower += count;
      else if (kind !== 'message') counts.activity += count;
    }
    const me = conversationMembers;
    counts.message = await tx.$count(
      me,
      and(
        eq(me.userId, userId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(directMessages)
            .where(
              and(
                eq(directMessages.conversationId, me.conversationId),
                gt(directMessages.id, me.lastReadMessageId),
                ne(directMessages.senderId, userId),
              ),
            ),
        ),
      ),
    );
    return counts;
  }

  /**
   * Holds the member's user row until the transaction ends: changes of one member's read markers
   * (and follows of them, which hold the same row) happen one at a time.
   */
  async lockMember(userId: number, tx: Executor) {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  }

  findById(id: number, tx: Executor = this.db) {
    return tx.query.notifications.findFirst({ where: eq(notifications.id, id) });
  }

  /**
   * Sets `read_at` on the member's unread notifications among `ids` (or of `kinds`, or all of
   * theirs) and answers the ids it changed; read ones keep the time they were first read.
   */
  async markRead(
    userId: number,
    target: { ids: readonly number[] } | { kinds: readonly NotificationKind[] | null },
    at: Date,
    tx: Executor = this.db,
  ): Promise<number[]> {
    const where: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
    if ('ids' in target) where.push(inArray(notifications.id, [...target.ids]));
    else if (target.kinds) where.push(inArray(notifications.kind, [...target.kinds]));
    const rows = await tx
      .update(notifications)
      .set({ readAt: at })
      .where(and(...where))
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }
}
