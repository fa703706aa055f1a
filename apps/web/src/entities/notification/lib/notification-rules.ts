import type { ContractSchema } from '@tapetv/api-client';
import type { NotificationData } from '@tapetv/realtime';

export type UnreadCounts = ContractSchema<'NotificationsReadEvent'>['unread'];
export type NotificationKind = NotificationData['kind'];
/** The header badge (and dropdown) a notification belongs to. */
export type Badge = keyof UnreadCounts;
/** What the notifications screen filters by: one badge's notifications, or all. */
export type NotificationFilter = Badge | 'all';

export const NO_UNREAD: UnreadCounts = { follower: 0, message: 0, activity: 0 };

/**
 * Reactions, comments, poll votes (and fired price alerts, calendar and webinar reminders) are
 * one list (spec point 4 "Notifications").
 */
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

/** Several notifications of one kind about one thing (a post), shown as one line. */
export interface NotificationGroup {
  /** `kind:url`, stable while the group exists. */
  key: string;
  /** Newest first. */
  items: readonly NotificationData[];
  /** The line to show: the newest item, titled for the whole group, unread if any item is. */
  summary: NotificationData;
}

const GROUP_VERBS: Partial<Record<NotificationKind, string>> = {
  reaction: 'reacted to your post',
  comment: 'commented on your post',
  pollVote: 'voted in your poll',
};

/** "Sam reacted to your post", "Sam and Ada reacted…", "Sam and 12 others reacted…". */
export function groupTitle(items: readonly NotificationData[]): string {
  const [newest] = items;
  if (!newest) return '';
  const verb = GROUP_VERBS[newest.kind];
  const people = new Set(items.map((item) => item.user.id)).size;
  if (!verb || items.length === 1) return newest.title;
  if (people === 1) return `${newest.user.name} ${verb} (${items.length} times)`;
  if (people === 2) {
    const other = items.find((item) => item.user.id !== newest.user.id);
    return `${newest.user.name} and ${other?.user.name ?? 'someone'} ${verb}`;
  }
  return `${newest.user.name} and ${people - 1} others ${verb}`;
}

/**
 * Reactions, comments and votes about the same post grouped into one line each ("Sam and 12
 * others reacted to your post" rather than 13 lines), in the order of each group's newest;
 * followers and anything else stay one line each.
 */
export function groupNotifications(list: readonly NotificationData[]): NotificationGroup[] {
  const groups = new Map<string, NotificationData[]>();
  const order: string[] = [];
  for (const item of list) {
    const key = GROUP_VERBS[item.kind] ? `${item.kind}:${item.url}` : `one:${item.id}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else {
      groups.set(key, [item]);
      order.push(key);
    }
  }
  return order.map((key) => {
    const items = groups.get(key) ?? [];
    const newest = items[0] as NotificationData;
    const unread = items.some((item) => item.read_at === null);
    return {
      key,
      items,
      summary: { ...newest, title: groupTitle(items), read_at: unread ? null : newest.read_at },
    };
  });
}
