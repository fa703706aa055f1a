import type { NotificationData } from '@tapetv/realtime';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const {
  applyReadAtom,
  loadNotificationPageAtom,
  loadNotificationsAtom,
  markAllReadAtom,
  markGroupReadAtom,
  markNotificationReadAtom,
  notificationPageAtomFamily,
  notificationsAtom,
  receiveFollowerAtom,
  receiveNotificationAtom,
  removeNotificationAtom,
} = await import('./notifications.atoms.ts');

const ME = 7;
let nextId = 100;
const note = (overrides: Partial<NotificationData> = {}): NotificationData => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'reaction',
    url: `/post/${id}`,
    title: 'Sam reacted to your post',
    description: '',
    last_notification_time: `2026-11-25T09:${String(id % 60).padStart(2, '0')}:00.000Z`,
    read_at: null,
    user: { id: 2, name: 'Sam', avatar: '/photos/d-avatar.jpg' },
    ...overrides,
  };
};

const summary = (lists: Partial<Record<string, NotificationData[]>> = {}, unread = {}) => ({
  message: [],
  follower: [],
  reaction: [],
  comment: [],
  pollVote: [],
  unread: { follower: 0, message: 0, activity: 0, ...unread },
  ...lists,
});

const ids = (list: readonly NotificationData[]) => list.map((item) => item.id);

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('loading the five lists', () => {
  it('merges reactions, comments and poll votes into one list, newest first, with the server’s badges', async () => {
    const store = createStore();
    const reaction = note({ id: 1, last_notification_time: '2026-11-25T09:00:00.000Z' });
    const comment = note({
      id: 2,
      kind: 'comment',
      last_notification_time: '2026-11-25T09:02:00.000Z',
    });
    const vote = note({
      id: 3,
      kind: 'pollVote',
      last_notification_time: '2026-11-25T09:01:00.000Z',
    });
    const follower = note({ id: 4, kind: 'follower' });
    get.mockResolvedValueOnce(
      summary(
        { reaction: [reaction], comment: [comment], pollVote: [vote], follower: [follower] },
        { activity: 3, follower: 1 },
      ),
    );
    await store.set(loadNotificationsAtom, ME);
    expect(get).toHaveBeenCalledWith('/api/{userId}/notifications', { path: { userId: ME } });
    const state = store.get(notificationsAtom);
    expect(state.status).toBe('ready');
    expect(ids(state.activity)).toEqual([2, 3, 1]);
    expect(ids(state.followers)).toEqual([4]);
    expect(state.unread).toEqual({ follower: 1, message: 0, activity: 3 });
  });

  it('lists webinar reminders with the activity, linking to the webinar', async () => {
    const store = createStore();
    const reaction = note({ id: 1, last_notification_time: '2026-11-25T09:00:00.000Z' });
    const reminder = note({
      id: 2,
      kind: 'webinarReminder',
      url: '/webinar?webinar=reading-the-fed-dot-plot',
      title: 'Starting soon: Reading the Fed’s dot plot',
      user: { id: 0, name: 'TapeTV', avatar: '/photos/d-avatar.jpg' },
      last_notification_time: '2026-11-25T09:05:00.000Z',
    });
    get.mockResolvedValueOnce(
      summary({ reaction: [reaction], webinarReminder: [reminder] }, { activity: 2 }),
    );
    await store.set(loadNotificationsAtom, ME);
    const state = store.get(notificationsAtom);
    expect(ids(state.activity)).toEqual([2, 1]);
    expect(state.activity[0]?.url).toBe('/webinar?webinar=reading-the-fed-dot-plot');
  });

  it('keeps what was pushed while the lists loaded and the answer lacks, counted once', async () => {
    const store = createStore();
    let answer: (value: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store.set(loadNotificationsAtom, ME);
    store.set(receiveNotificationAtom, note({ id: 50 }));
    answer(summary({ reaction: [note({ id: 40 })] }, { activity: 1 }));
    await loading;
    expect(ids(store.get(notificationsAtom).activity)).toEqual([50, 40]);
    expect(store.get(notificationsAtom).unread.activity).toBe(2);
  });

  it('a second load asked for while one runs follows it once (a reconnect during the load)', async () => {
    const store = createStore();
    let first: (value: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    get.mockResolvedValueOnce(summary({}, { follower: 4 }));
    const loading = store.set(loadNotificationsAtom, ME);
    await store.set(loadNotificationsAtom, ME);
    await store.set(loadNotificationsAtom, ME);
    first(summary({}, { follower: 3 }));
    await loading;
    expect(get).toHaveBeenCalledTimes(2);
    expect(store.get(notificationsAtom).unread.follower).toBe(4);
  });

  it('a failed load says why and keeps the lists', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new Error('Service unavailable'));
    await store.set(loadNotificationsAtom, ME);
    expect(store.get(notificationsAtom)).toMatchObject({
      status: 'error',
      error: 'Service unavailable',
    });
  });
});

describe('user-channel events (spec point 4 "Real-time events")', () => {
  async function loaded(unread = { activity: 1, follower: 0, message: 0 }) {
    const store = createStore();
    get.mockResolvedValueOnce(summary({ reaction: [note({ id: 10 })] }, unread));
    await store.set(loadNotificationsAtom, ME);
    return store;
  }

  it.each([
    ['NewReaction', 'reaction'],
    ['NewComment', 'comment'],
    ['NewPollVote', 'pollVote'],
    ['notification', 'reaction'],
  ] as const)('%s adds a notification to the merged list and its badge', async (_event, kind) => {
    const store = await loaded();
    store.set(receiveNotificationAtom, note({ id: 11, kind }));
    expect(ids(store.get(notificationsAtom).activity)).toEqual([11, 10]);
    expect(store.get(notificationsAtom).unread.activity).toBe(2);
  });

  it('NewFollower adds a follower and its badge', async () => {
    const store = await loaded();
    store.set(receiveFollowerAtom, note({ id: 12, kind: 'follower' }));
    expect(ids(store.get(notificationsAtom).followers)).toEqual([12]);
    expect(store.get(notificationsAtom).unread.follower).toBe(1);
  });

  it('the same event twice (a reconnect repeats it) adds and counts it once', async () => {
    const store = await loaded();
    const pushed = note({ id: 13 });
    store.set(receiveNotificationAtom, pushed);
    store.set(receiveNotificationAtom, pushed);
    expect(ids(store.get(notificationsAtom).activity)).toEqual([13, 10]);
    expect(store.get(notificationsAtom).unread.activity).toBe(2);
  });

  it('notifications-read (another tab read them) marks them read and takes the server’s badges', async () => {
    const store = await loaded();
    store.set(applyReadAtom, {
      ids: [10],
      read_at: '2026-11-25T10:00:00.000Z',
      unread: { follower: 0, message: 0, activity: 0 },
    });
    expect(store.get(notificationsAtom).activity[0]?.read_at).toBe('2026-11-25T10:00:00.000Z');
    expect(store.get(notificationsAtom).unread.activity).toBe(0);
  });

  it('notification-deleted removes it everywhere and takes the server’s badges', async () => {
    const store = await loaded({ activity: 1, follower: 1, message: 0 });
    store.set(receiveFollowerAtom, note({ id: 14, kind: 'follower' }));
    store.set(removeNotificationAtom, 14, { follower: 0, message: 0, activity: 1 });
    expect(store.get(notificationsAtom).followers).toEqual([]);
    expect(store.get(notificationsAtom).unread.follower).toBe(0);
  });

  it('a pushed notification also joins the notifications screen’s lists it belongs to', async () => {
    const store = await loaded();
    get.mockResolvedValueOnce({ data: [note({ id: 10 })], nextBefore: null });
    await store.set(loadNotificationPageAtom, 'activity', true);
    get.mockResolvedValueOnce({ data: [], nextBefore: null });
    await store.set(loadNotificationPageAtom, 'follower', true);
    store.set(receiveNotificationAtom, note({ id: 15, kind: 'comment' }));
    expect(ids(store.get(notificationPageAtomFamily('activity')).items)).toEqual([15, 10]);
    expect(store.get(notificationPageAtomFamily('follower')).items).toEqual([]);
  });
});

describe('reading (spec point 4 "Notifications")', () => {
  const read = (id: number) => ({
    ids: [id],
    read_at: '2026-11-25T10:00:00.000Z',
    unread: { follower: 0, message: 0, activity: 0 },
  });

  async function loaded() {
    const store = createStore();
    get.mockResolvedValueOnce(summary({ reaction: [note({ id: 20 })] }, { activity: 1 }));
    await store.set(loadNotificationsAtom, ME);
    return store;
  }

  it('a notification becomes read only after the mark-read call succeeds', async () => {
    const store = await loaded();
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const item = store.get(notificationsAtom).activity[0] as NotificationData;
    const marking = store.set(markNotificationReadAtom, item);
    expect(post).toHaveBeenCalledWith('/api/notifications/{id}/read', { path: { id: 20 } });
    expect(store.get(notificationsAtom).activity[0]?.read_at).toBeNull();
    expect(store.get(notificationsAtom).unread.activity).toBe(1);
    answer(read(20));
    expect(await marking).toBe(true);
    expect(store.get(notificationsAtom).activity[0]?.read_at).toBe('2026-11-25T10:00:00.000Z');
    expect(store.get(notificationsAtom).unread.activity).toBe(0);
  });

  it('a failed mark-read leaves it unread', async () => {
    const store = await loaded();
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const item = store.get(notificationsAtom).activity[0] as NotificationData;
    expect(await store.set(markNotificationReadAtom, item)).toBe(false);
    expect(store.get(notificationsAtom).activity[0]?.read_at).toBeNull();
    expect(store.get(notificationsAtom).unread.activity).toBe(1);
  });

  it('only items without read_at are marked: a read one, or one already on its way, sends nothing', async () => {
    const store = await loaded();
    await store.set(
      markNotificationReadAtom,
      note({ id: 21, read_at: '2026-11-25T08:00:00.000Z' }),
    );
    expect(post).not.toHaveBeenCalled();
    post.mockReturnValueOnce(new Promise(() => {}));
    const item = store.get(notificationsAtom).activity[0] as NotificationData;
    void store.set(markNotificationReadAtom, item);
    await store.set(markNotificationReadAtom, item);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('mark all read of one badge sends its kind and applies the answer', async () => {
    const store = await loaded();
    post.mockResolvedValueOnce(read(20));
    expect(await store.set(markAllReadAtom, 'activity')).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/notifications/read-all', {
      body: { kind: 'activity' },
    });
    expect(store.get(notificationsAtom).activity[0]?.read_at).not.toBeNull();
    expect(store.get(notificationsAtom).unread.activity).toBe(0);
  });
});

describe('reading a group (every reaction to one post at once)', () => {
  const READ_AT = '2026-11-25T10:00:00.000Z';
  const readAnswer = (readIds: number[], activity = 0) => ({
    ids: readIds,
    read_at: READ_AT,
    unread: { follower: 0, message: 0, activity },
  });

  /** Three reactions to post 1, two of them unread, in the header's list and the screen's. */
  async function loaded() {
    const store = createStore();
    const group = [
      note({ id: 32, url: '/post/1' }),
      note({ id: 31, url: '/post/1', read_at: '2026-11-25T08:00:00.000Z' }),
      note({ id: 30, url: '/post/1' }),
    ];
    get.mockResolvedValueOnce(summary({ reaction: group }, { activity: 2 }));
    await store.set(loadNotificationsAtom, ME);
    get.mockResolvedValueOnce({ data: group, nextBefore: null });
    await store.set(loadNotificationPageAtom, 'all', true);
    return store;
  }
  const readAts = (list: readonly NotificationData[]) => list.map((item) => item.read_at);

  it('sends the unread ones’ ids, and they become read only after the call succeeds', async () => {
    const store = await loaded();
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const marking = store.set(markGroupReadAtom, store.get(notificationsAtom).activity);
    expect(post).toHaveBeenCalledWith('/api/notifications/read-all', { body: { ids: [32, 30] } });
    expect(readAts(store.get(notificationsAtom).activity)).toEqual([
      null,
      '2026-11-25T08:00:00.000Z',
      null,
    ]);
    expect(store.get(notificationsAtom).unread.activity).toBe(2);
    answer(readAnswer([32, 30]));
    expect(await marking).toBe(true);
    expect(readAts(store.get(notificationsAtom).activity)).toEqual([
      READ_AT,
      '2026-11-25T08:00:00.000Z',
      READ_AT,
    ]);
    expect(store.get(notificationsAtom).unread.activity).toBe(0);
    expect(readAts(store.get(notificationPageAtomFamily('all')).items)).toEqual([
      READ_AT,
      '2026-11-25T08:00:00.000Z',
      READ_AT,
    ]);
  });

  it('a group with nothing unread sends nothing', async () => {
    const store = createStore();
    const group = [
      note({ id: 33, url: '/post/2', read_at: '2026-11-25T08:00:00.000Z' }),
      note({ id: 34, url: '/post/2', read_at: '2026-11-25T08:00:00.000Z' }),
    ];
    expect(await store.set(markGroupReadAtom, group)).toBe(true);
    expect(await store.set(markGroupReadAtom, [])).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('a failed call leaves them unread, and they can be marked again', async () => {
    const store = await loaded();
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await store.set(markGroupReadAtom, store.get(notificationsAtom).activity)).toBe(false);
    expect(readAts(store.get(notificationsAtom).activity)).toEqual([
      null,
      '2026-11-25T08:00:00.000Z',
      null,
    ]);
    expect(store.get(notificationsAtom).unread.activity).toBe(2);
    post.mockResolvedValueOnce(readAnswer([32, 30]));
    expect(await store.set(markGroupReadAtom, store.get(notificationsAtom).activity)).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
    expect(store.get(notificationsAtom).unread.activity).toBe(0);
  });

  it('a second click while the call is on its way sends nothing more, nor does opening one of them', async () => {
    const store = await loaded();
    post.mockReturnValueOnce(new Promise(() => {}));
    const group = store.get(notificationsAtom).activity;
    void store.set(markGroupReadAtom, group);
    expect(await store.set(markGroupReadAtom, group)).toBe(true);
    expect(await store.set(markNotificationReadAtom, group[0] as NotificationData)).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('more than one call takes (100 ids) goes in several calls', async () => {
    const store = createStore();
    const group = Array.from({ length: 130 }, (_, index) =>
      note({ id: 1000 - index, url: '/post/3' }),
    );
    post.mockImplementation(async (_path, { body }: { body: { ids: number[] } }) =>
      readAnswer(body.ids),
    );
    expect(await store.set(markGroupReadAtom, group)).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map(([, { body }]) => body.ids.length)).toEqual([100, 30]);
  });
});

describe('the notifications screen’s pages', () => {
  it('loads page after page with the cursor, stops after the last, and never repeats an item', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [note({ id: 9 }), note({ id: 8 })], nextBefore: 8 });
    await store.set(loadNotificationPageAtom, 'all', true);
    expect(get).toHaveBeenLastCalledWith('/api/notifications', { query: { kind: 'all' } });
    get.mockResolvedValueOnce({ data: [note({ id: 8 }), note({ id: 7 })], nextBefore: null });
    await store.set(loadNotificationPageAtom, 'all');
    expect(get).toHaveBeenLastCalledWith('/api/notifications', {
      query: { kind: 'all', before: 8 },
    });
    expect(ids(store.get(notificationPageAtomFamily('all')).items)).toEqual([9, 8, 7]);
    await store.set(loadNotificationPageAtom, 'all');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a failed page keeps what was loaded and says why', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [note({ id: 9 })], nextBefore: 9 });
    await store.set(loadNotificationPageAtom, 'all', true);
    get.mockRejectedValueOnce(new Error('Gateway timeout'));
    await store.set(loadNotificationPageAtom, 'all');
    expect(store.get(notificationPageAtomFamily('all'))).toMatchObject({
      status: 'error',
      error: 'Gateway timeout',
    });
    expect(ids(store.get(notificationPageAtomFamily('all')).items)).toEqual([9]);
  });
});
