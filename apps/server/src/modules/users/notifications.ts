import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import type { NotificationView } from '../../schemas/events.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification row for its recipient, written in the transaction of the change that caused it
 * (a reaction, a comment, a vote, a follow), so it exists exactly when the change does. Null when
 * the recipient muted this kind: nothing is written, and the caller publishes nothing either, so
 * their badge stays still.
 */
export async function insertNotification(
  tx: Executor,
  row: typeof notifications.$inferInsert,
): Promise<NotificationRow | null> {
  const [recipient] = await tx
    .select({ muted: users.mutedNotifications })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (recipient?.muted.some((kind) => kind === row.kind)) return null;
  const [created] = await tx.insert(notifications).values(row).returning();
  if (!created) throw new Error('insert into notifications returned no row');
  return created;
}

/**
 * A notification as its recipient sees it (spec point 3 "Notification"); `actor` caused it. A
 * follower notification carries `followedBack` (whether its recipient follows the actor), for the
 * followers dropdown's "Follow back"; other kinds never have the field.
 */
export function presentNotification(
  row: NotificationRow,
  actor: { id: number; name: string; avatar: string | null },
  followedBack?: boolean,
): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    title: row.title,
    description: row.description,
    last_notification_time: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    user: { id: actor.id, name: actor.name, avatar: actor.avatar ?? DEFAULT_AVATAR },
    ...(row.kind === 'follower' && followedBack !== undefined
      ? { followed_back: followedBack }
      : {}),
  };
}
