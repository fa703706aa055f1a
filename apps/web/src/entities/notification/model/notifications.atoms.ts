import type { ContractSchema } from '@tapetv/api-client';
import type { NotificationData } from '@tapetv/realtime';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api } from '@/shared/api';
import {
  type Badge,
  badgeOf,
  inFilter,
  markRead,
  mergeActivity,
  NO_UNREAD,
  type NotificationFilter,
  type UnreadCounts,
  withItem,
} from '../lib/notification-rules.ts';

type ReadChange = ContractSchema<'NotificationsReadEvent'>;
/** A conversation as the messages dropdown lists it (spec point 3 "Message item"). */
export type MessageItem = ContractSchema<'MessageItem'>;

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Notifications could not be loaded.';

/** The header's three lists, newest first: what its dropdowns show. */
export interface NotificationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Reactions, comments and poll votes, merged (spec point 4). */
  activity: readonly NotificationData[];
  followers: readonly NotificationData[];
  /** The member's conversations, most recent first. */
  messages: readonly MessageItem[];
  /** The badges, as the server counts them from read markers. */
  unread: UnreadCounts;
}

const LIST_OF: Record<Exclude<Badge, 'message'>, 'activity' | 'followers'> = {
  activity: 'activity',
  follower: 'followers',
};

const INITIAL: NotificationsState = {
  status: 'idle',
  error: null,
  activity: [],
  followers: [],
  messages: [],
  unread: NO_UNREAD,
};

export const notificationsAtom = atom<NotificationsState>(INITIAL);
notificationsAtom.debugLabel = 'notifications';

/** Pushed while the lists were loading: kept, so an answer computed before them loses nothing. */
const arrivedWhileLoadingAtom = atom<readonly NotificationData[]>([]);

/** The unread count of each badge. */
export const unreadCountsAtom = atom((get) => get(notificationsAtom).unread);

/** Asked for again while a load ran (a reconnect): one more load follows it. */
const reloadWantedAtom = atom(false);

/**
 * `GET /api/{userId}/notifications`: the five lists and the badges. A load asked for while one
 * runs follows it once (what the running one saw may already be stale). Notifications pushed
 * meanwhile that the answer lacks are kept, and counted if unread.
 */
export const loadNotificationsAtom = atom(null, async (get, set, viewerId: number) => {
  if (get(notificationsAtom).status === 'loading') {
    set(reloadWantedAtom, true);
    return;
  }
  do {
    set(reloadWantedAtom, false);
    set(notificationsAtom, { ...get(notificationsAtom), status: 'loading', error: null });
    set(arrivedWhileLoadingAtom, []);
    try {
      const answer = await api.get('/api/{userId}/notifications', {
        path: { userId: viewerId },
      });
      let state: NotificationsState = {
        status: 'ready',
        error: null,
        activity: mergeActivity(
          answer.reaction,
          answer.comment,
          answer.pollVote,
          // Absent from a server (or a test's stand-in) older than price alerts or reminders.
          answer.priceAlert ?? [],
          answer.calendarReminder ?? [],
          answer.webinarReminder ?? [],
        ),
        followers: answer.follower,
        messages: answer.message,
        unread: answer.unread,
      };
      for (const item of get(arrivedWhileLoadingAtom)) state = withArrived(state, item);
      set(notificationsAtom, state);
    } catch (error) {
      set(notificationsAtom, { ...get(notificationsAtom), status: 'error', error: failure(error) });
    }
    set(arrivedWhileLoadingAtom, []);
  } while (get(reloadWantedAtom));
});

/** The state with a pushed notification added once; a new unread one adds to its badge. */
function withArrived(state: NotificationsState, item: NotificationData): NotificationsState {
  const badge = badgeOf(item.kind);
  // Messages are listed by conversation (their own events), not as notifications.
  if (badge === 'message') return state;
  const key = LIST_OF[badge];
  const list = withItem(state[key], item);
  if (list === state[key]) return state;
  // Older than everything the server listed: the server's answer already counted it.
  const newest = state[key][0];
  const counted = newest !== undefined && item.id < newest.id;
  return {
    ...state,
    [key]: list,
    unread:
      item.read_at === null && !counted
        ? { ...state.unread, [badge]: state.unread[badge] + 1 }
        : state.unread,
  };
}

/** Adds a pushed notification once, however often it arrives (every list kind). */
export const receiveNotificationAtom = atom(null, (get, set, item: NotificationData) => {
  const state = get(notificationsAtom);
  if (state.status === 'loading')
    set(arrivedWhileLoadingAtom, withItem(get(arrivedWhileLoadingAtom), item));
  set(notificationsAtom, withArrived(state, item));
  for (const filter of notificationPageAtomFamily.getParams())
    if (inFilter(item, filter)) {
      const pageAtom = notificationPageAtomFamily(filter);
      const page = get(pageAtom);
      if (page.status !== 'idle') set(pageAtom, { ...page, items: withItem(page.items, item) });
    }
});

/** Spec point 4: NewFollower adds a follower. */
export const receiveFollowerAtom = receiveNotificationAtom;

/**
 * Takes a notification out of every list that holds it (an unfollow's deleted follower
 * notification, spec point 4); `unread` are the server's badges after it, when it sent them.
 */
export const removeNotificationAtom = atom(null, (get, set, id: number, unread?: UnreadCounts) => {
  const state = get(notificationsAtom);
  const without = (list: readonly NotificationData[]) =>
    list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
  set(notificationsAtom, {
    ...state,
    activity: without(state.activity),
    followers: without(state.followers),
    unread: unread ?? state.unread,
  });
  for (const filter of notificationPageAtomFamily.getParams()) {
    const pageAtom = notificationPageAtomFamily(filter);
    const page = get(pageAtom);
    set(pageAtom, { ...page, items: without(page.items) });
  }
});

/** Read markers changed on the server (this tab's call, or another tab's event): apply them. */
export const applyReadAtom = atom(null, (get, set, change: ReadChange) => {
  const ids = new Set(change.ids);
  const state = get(notificationsAtom);
  set(notificationsAtom, {
    ...state,
    activity: markRead(state.activity, ids, change.read_at),
    followers: markRead(state.followers, ids, change.read_at),
    unread: change.unread,
  });
  for (const filter of notificationPageAtomFamily.getParams()) {
    const pageAtom = notificationPageAtomFamily(filter);
    const page = get(pageAtom);
    const items = markRead(page.items, ids, change.read_at);
    if (items !== page.items) set(pageAtom, { ...page, items });
  }
});

/**
 * The member now follows (or no longer follows) `userId`: that member's follower notifications
 * say so (`followed_back`), in the dropdown and on the screen, so "Follow back" shows only while
 * it means something.
 */
export const setFollowedBackAtom = atom(null, (get, set, userId: number, followed: boolean) => {
  const update = (list: readonly NotificationData[]) =>
    list.some((item) => item.kind === 'follower' && item.user.id === userId)
      ? list.map((item) =>
          item.kind === 'follower' && item.user.id === userId
            ? { ...item, followed_back: followed }
            : item,
        )
      : list;
  const state = get(notificationsAtom);
  const followers = update(state.followers);
  if (followers !== state.followers) set(notificationsAtom, { ...state, followers });
  for (const filter of notificationPageAtomFamily.getParams()) {
    const pageAtom = notificationPageAtomFamily(filter);
    const page = get(pageAtom);
    const items = update(page.items);
    if (items !== page.items) set(pageAtom, { ...page, items });
  }
});

/** Mark-read calls on their way, by notification id: a second click sends nothing. */
const markingAtom = atom<ReadonlySet<number>>(new Set<number>());

/**
 * `POST /api/notifications/{id}/read`. The notification becomes read only after the call
 * succeeds (spec point 4); a read one sends nothing. False when the call failed.
 */
export const markNotificationReadAtom = atom(
  null,
  async (get, set, notification: NotificationData) => {
    const { id } = notification;
    if (notification.read_at !== null || get(markingAtom).has(id)) return true;
    set(markingAtom, new Set([...get(markingAtom), id]));
    try {
      set(applyReadAtom, await api.post('/api/notifications/{id}/read', { path: { id } }));
      return true;
    } catch (error) {
      console.error('Marking a notification read failed:', error);
      return false;
    } finally {
      const rest = new Set(get(markingAtom));
      rest.delete(id);
      set(markingAtom, rest);
    }
  },
);

/** The most ids one `read-all` call takes (its schema's `maxItems`). */
const READ_IDS_PER_CALL = 100;

/**
 * `POST /api/notifications/read-all` with `ids`: the unread ones of a group (every reaction to
 * one post) read at once. As one notification, they become read only after the call succeeds
 * (spec point 4); read ones, and ones already on their way, send nothing. False when a call
 * failed.
 */
export const markGroupReadAtom = atom(
  null,
  async (get, set, notifications: readonly NotificationData[]) => {
    const marking = get(markingAtom);
    const ids = notifications
      .filter((item) => item.read_at === null && !marking.has(item.id))
      .map((item) => item.id);
    if (ids.length === 0) return true;
    set(markingAtom, new Set([...marking, ...ids]));
    try {
      // A group on the notifications screen may hold more than one call takes.
      for (let start = 0; start < ids.length; start += READ_IDS_PER_CALL) {
        const chunk = ids.slice(start, start + READ_IDS_PER_CALL);
        set(applyReadAtom, await api.post('/api/notifications/read-all', { body: { ids: chunk } }));
      }
      return true;
    } catch (error) {
      console.error('Marking notifications read failed:', error);
      return false;
    } finally {
      const rest = new Set(get(markingAtom));
      for (const id of ids) rest.delete(id);
      set(markingAtom, rest);
    }
  },
);

/** `POST /api/notifications/read-all`: every unread one of a badge's kinds (or all) read. */
export const markAllReadAtom = atom(null, async (_get, set, filter: NotificationFilter = 'all') => {
  try {
    set(applyReadAtom, await api.post('/api/notifications/read-all', { body: { kind: filter } }));
    return true;
  } catch (error) {
    console.error('Marking notifications read failed:', error);
    return false;
  }
});

/** The notifications screen's list for one filter, loaded page by page (newest first). */
export interface NotificationPageState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  items: readonly NotificationData[];
  /** The cursor of the next (older) page; null once the last page is in. */
  nextBefore: number | null;
}

export const notificationPageAtomFamily = atomFamily((filter: NotificationFilter) => {
  const pageAtom = atom<NotificationPageState>({
    status: 'idle',
    error: null,
    items: [],
    nextBefore: null,
  });
  pageAtom.debugLabel = `notifications:page:${filter}`;
  return pageAtom;
});

/**
 * Loads the first page of a filter (`fresh`), or the next one; a load while one runs, or past
 * the last page, is ignored.
 */
export const loadNotificationPageAtom = atom(
  null,
  async (get, set, filter: NotificationFilter, fresh = false) => {
    const pageAtom = notificationPageAtomFamily(filter);
    const page = get(pageAtom);
    if (page.status === 'loading') return;
    if (!fresh && page.status === 'ready' && page.nextBefore === null) return;
    const before = fresh ? undefined : (page.nextBefore ?? undefined);
    set(pageAtom, { ...page, status: 'loading', error: null });
    try {
      const answer = await api.get('/api/notifications', {
        query: { kind: filter, ...(before === undefined ? {} : { before }) },
      });
      const held = fresh ? [] : get(pageAtom).items;
      const known = new Set(held.map((item) => item.id));
      set(pageAtom, {
        status: 'ready',
        error: null,
        items: [...held, ...answer.data.filter((item) => !known.has(item.id))],
        nextBefore: answer.nextBefore,
      });
    } catch (error) {
      set(pageAtom, { ...get(pageAtom), status: 'error', error: failure(error) });
    }
  },
);

/** A conversation as the member now lists it goes to the top of the dropdown's list, once. */
export const receiveConversationAtom = atom(
  null,
  (get, set, conversation: MessageItem, unread?: UnreadCounts) => {
    const state = get(notificationsAtom);
    const others = state.messages.filter((item) => item.id !== conversation.id);
    const messages = [conversation, ...others].sort(
      (a, b) => b.last_message_time.localeCompare(a.last_message_time) || b.id - a.id,
    );
    set(notificationsAtom, { ...state, messages, unread: unread ?? state.unread });
  },
);

/** The member's badges as the server counted them after a change (a read conversation). */
export const setUnreadAtom = atom(null, (get, set, unread: UnreadCounts) => {
  set(notificationsAtom, { ...get(notificationsAtom), unread });
});
