import type { ContractSchema } from '@tapetv/api-client';
import type { NotificationData } from '@tapetv/realtime';

export type UnreadCounts = ContractSchema<'NotificationsReadEvent'>['unread'];
export type NotificationKind = NotificationData['kind'];
/** The header badge (and dropdown) a notification belongs to. */
export type Badge = keyof UnreadCounts;
/** What the notifications screen filters by: one badge's notifications, or all. */
export type NotificationFilter = Badge | 'all';

export const NO_UNREAD: UnreadCounts = { follower: 0, message: 0, activity: 0 };

/** Reactions, comments and poll votes are one list (spec point 4 "Notifications"). */
export function badgeOf(kind: NotificationKind): Badge {
  if (kind === 'follower') return 'follower';
  if (kind === 'message') return 'message';
  return 'activity';
}

export function inFilter(notification: NotificationData, filter: NotificationFilter): boolean {
  return filter === 'all' || badgeOf(notification.kind) === filter;
}

/** Newest first: by time, then by id (later rows were written later). */
export function newestFirst(a: NotificationData, b: NotificationData): number {
  return b.last_notification_time.localeCompare(a.last_notification_time) || b.id - a.id;
}

/** The server's reaction, comment and poll-vote lists as the one list the member sees. */
export function mergeActivity(
  ...lists: readonly (readonly NotificationData[])[]
): NotificationData[] {
  return lists.flat().sort(newestFirst);
}

/** The list with `ids` read at `readAt`; read ones keep their time; the same list if none changed. */
export function markRead(
  list: readonly NotificationData[],
  ids: ReadonlySet<number>,
  readAt: string,
): readonly NotificationData[] {
  if (!list.some((item) => item.read_at === null && ids.has(item.id))) return list;
  return list.map((item) =>
    item.read_at === null && ids.has(item.id) ? { ...item, read_at: readAt } : item,
  );
}

/**
 * The list with a pushed notification at its start, unless it holds it already (a push may repeat
 * what a load brought, or arrive twice around a reconnect): then the same list.
 */
export function withItem(
  list: readonly NotificationData[],
  item: NotificationData,
): readonly NotificationData[] {
  return list.some((held) => held.id === item.id) ? list : [item, ...list];
}
