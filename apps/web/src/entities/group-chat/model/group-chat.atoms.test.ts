import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupChatMessage } from '../lib/group-chat.rules.ts';

const { get, post, put, del } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, put, delete: del },
}));

const {
  catchUpGroupChatAtom,
  deleteGroupMessageAtom,
  editGroupMessageAtom,
  groupChatAtomFamily,
  loadGroupChatAtom,
  loadOlderGroupMessagesAtom,
  receiveGroupMessageAtom,
  receiveGroupMessageDeletedAtom,
  receiveGroupMessageUpdatedAtom,
  receiveGroupTypingAtom,
  sendGroupMessageAtom,
  sendGroupTypingAtom,
} = await import('./group-chat.atoms.ts');
const { TYPING_SHOWN_MS } = await import('../lib/group-chat.rules.ts');

const GROUP = 3;
const message = ({
  id,
  ...overrides
}: Partial<GroupChatMessage> & { id: number }): GroupChatMessage => ({
  id,
  group_id: GROUP,
  text: `Message ${id}`,
  userId: 8,
  user: { id: 8, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
  replyTo: null,
  reply_preview: null,
  created_at: '2026-11-25T09:00:00.000Z',
  edited_at: null,
  ...overrides,
});
const page = (messageIds: number[], hasMore: boolean, anchor: number | null = 40) => ({
  data: messageIds.map((id) => message({ id })),
  page: 1,
  hasMore,
  anchor,
});
const ids = (store: ReturnType<typeof createStore>, groupId = GROUP) =>
  store.get(groupChatAtomFamily(groupId)).messages.map((held) => held.id);

async function openChat(store: ReturnType<typeof createStore>) {
  get.mockResolvedValueOnce(page([40, 39], true));
  await store.set(loadGroupChatAtom, GROUP);
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Each test its own groups, so their families start fresh.
  groupChatAtomFamily.remove(GROUP);
});

describe('loading a group chat', () => {
  it('loads page 1 newest first and keeps its anchor for the pages after it', async () => {
    const store = createStore();
    await openChat(store);

    expect(get).toHaveBeenCalledWith('/api/{groupId}/messages', {
      path: { groupId: GROUP },
      query: { page: 1 },
    });
    expect(store.get(groupChatAtomFamily(GROUP))).toMatchObject({
      status: 'ready',
      page: 1,
      anchor: 40,
      hasMore: true,
    });
    expect(ids(store)).toEqual([40, 39]);
  });

  it('appends older pages with the anchor, and an empty page marks all loaded', async () => {
    const store = createStore();
    await openChat(store);
    get.mockResolvedValueOnce({ ...page([38, 37], true), page: 2 });
    await store.set(loadOlderGroupMessagesAtom, GROUP);
    get.mockResolvedValueOnce({ ...page([], true), page: 3 });
    await store.set(loadOlderGroupMessagesAtom, GROUP);

    expect(get).toHaveBeenNthCalledWith(2, '/api/{groupId}/messages', {
      path: { groupId: GROUP },
      query: { page: 2, anchor: 40 },
    });
    expect(get).toHaveBeenNthCalledWith(3, '/api/{groupId}/messages', {
      path: { groupId: GROUP },
      query: { page: 3, anchor: 40 },
    });
    expect(ids(store)).toEqual([40, 39, 38, 37]);
    expect(store.get(groupChatAtomFamily(GROUP)).hasMore).toBe(false);
    await store.set(loadOlderGroupMessagesAtom, GROUP);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('keeps the error message of a failed fetch (spec point 8), and a retry loads', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new Error('Only members of this group can use its chat.'));
    await store.set(loadGroupChatAtom, GROUP);

    expect(store.get(groupChatAtomFamily(GROUP))).toMatchObject({
      status: 'error',
      error: 'Only members of this group can use its chat.',
    });
    expect(console.error).toHaveBeenCalled();

    await openChat(store);
    expect(store.get(groupChatAtomFamily(GROUP))).toMatchObject({ status: 'ready', error: null });
  });

  it('keeps the error of an older page and the messages it has', async () => {
    const store = createStore();
    await openChat(store);
    get.mockRejectedValueOnce(new Error('Network down'));
    await store.set(loadOlderGroupMessagesAtom, GROUP);

    expect(store.get(groupChatAtomFamily(GROUP))).toMatchObject({
      status: 'ready',
      error: 'Network down',
      loadingMore: false,
      hasMore: true,
    });
    expect(ids(store)).toEqual([40, 39]);
  });

  it('merges events that arrived while page 1 was on its way, once each', async () => {
    const store = createStore();
    let answer: (value: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store.set(loadGroupChatAtom, GROUP);
    store.set(receiveGroupMessageAtom, message({ id: 41 }));
    store.set(receiveGroupMessageAtom, message({ id: 40 }));
    answer(page([40, 39], true));
    await loading;

    expect(ids(store)).toEqual([41, 40, 39]);
  });
});

describe('live events', () => {
  it('a new message goes on top, once, even when its event repeats', async () => {
    const store = createStore();
    await openChat(store);
    store.set(receiveGroupMessageAtom, message({ id: 41 }));
    store.set(receiveGroupMessageAtom, message({ id: 41 }));
    expect(ids(store)).toEqual([41, 40, 39]);
  });

  it('events for a chat not open are ignored', () => {
    const store = createStore();
    store.set(receiveGroupMessageAtom, message({ id: 41 }));
    expect(store.get(groupChatAtomFamily(GROUP)).status).toBe('idle');
    expect(ids(store)).toEqual([]);
  });

  it('an edit replaces the text, a delete removes the message', async () => {
    const store = createStore();
    await openChat(store);
    store.set(
      receiveGroupMessageUpdatedAtom,
      message({ id: 40, text: 'Edited', edited_at: '2026-11-25T09:05:00.000Z' }),
    );
    store.set(receiveGroupMessageDeletedAtom, { id: 39, group_id: GROUP });

    expect(store.get(groupChatAtomFamily(GROUP)).messages).toEqual([
      message({ id: 40, text: 'Edited', edited_at: '2026-11-25T09:05:00.000Z' }),
    ]);
  });

  it('shows typing until it expires, and a message of the typist ends it', async () => {
    const store = createStore();
    await openChat(store);
    store.set(receiveGroupTypingAtom, GROUP, { user: { id: 8, name: 'Sam' } }, 1000);
    store.set(receiveGroupTypingAtom, GROUP, { user: { id: 9, name: 'Ines' } }, 1000);
    expect(store.get(groupChatAtomFamily(GROUP)).typing).toEqual([
      { id: 8, name: 'Sam', until: 1000 + TYPING_SHOWN_MS },
      { id: 9, name: 'Ines', until: 1000 + TYPING_SHOWN_MS },
    ]);

    store.set(receiveGroupMessageAtom, message({ id: 41, userId: 8 }));
    expect(store.get(groupChatAtomFamily(GROUP)).typing.map((member) => member.id)).toEqual([9]);
  });

  it('catches up after a reconnect: page 1 again, merged by id', async () => {
    const store = createStore();
    await openChat(store);
    get.mockResolvedValueOnce({ ...page([42, 41, 40], true), anchor: 42 });
    await store.set(catchUpGroupChatAtom, GROUP);

    expect(get).toHaveBeenLastCalledWith('/api/{groupId}/messages', {
      path: { groupId: GROUP },
      query: { page: 1 },
    });
    expect(ids(store)).toEqual([42, 41, 40, 39]);
    // Paging still counts from the first anchor, so no page repeats or skips messages.
    expect(store.get(groupChatAtomFamily(GROUP)).anchor).toBe(40);
  });

  it('a failed catch-up rejects for its caller to retry, and changes nothing', async () => {
    const store = createStore();
    await openChat(store);
    const before = store.get(groupChatAtomFamily(GROUP));
    get.mockRejectedValueOnce(new Error('offline'));

    await expect(store.set(catchUpGroupChatAtom, GROUP)).rejects.toThrow('offline');
    expect(store.get(groupChatAtomFamily(GROUP))).toBe(before);
  });

  it('reopening a loaded chat catches up, and only logs a failure', async () => {
    const store = createStore();
    await openChat(store);
    const before = store.get(groupChatAtomFamily(GROUP));
    get.mockRejectedValueOnce(new Error('offline'));

    await store.set(loadGroupChatAtom, GROUP);

    expect(store.get(groupChatAtomFamily(GROUP))).toBe(before);
    expect(console.error).toHaveBeenCalledWith(
      'Catching up with the group chat failed:',
      new Error('offline'),
    );
  });
});

describe('the member’s own actions', () => {
  it('a sent message (a reply) shows once the server has it, and its event does not repeat it', async () => {
    const store = createStore();
    await openChat(store);
    const sent = message({
      id: 41,
      userId: 7,
      replyTo: 40,
      reply_preview: { id: 40, text: 'Message 40', user: { name: 'Sam Trader' } },
    });
    post.mockResolvedValueOnce({ success: true, message: 'Message sent.', data: sent });

    await store.set(sendGroupMessageAtom, GROUP, { text: 'Message 41', replyTo: 40 });
    store.set(receiveGroupMessageAtom, sent);

    expect(post).toHaveBeenCalledWith('/api/groups/{groupId}/send-message', {
      path: { groupId: GROUP },
      body: { text: 'Message 41', replyTo: 40 },
    });
    expect(ids(store)).toEqual([41, 40, 39]);
    expect(store.get(groupChatAtomFamily(GROUP)).messages[0]?.reply_preview?.text).toBe(
      'Message 40',
    );
  });

  it('a failed send is logged and thrown (the composer says so), and leaves the chat as it was', async () => {
    const store = createStore();
    await openChat(store);
    const before = store.get(groupChatAtomFamily(GROUP));
    post.mockRejectedValueOnce(new Error('Too many requests'));

    await expect(
      store.set(sendGroupMessageAtom, GROUP, { text: 'Hello', replyTo: null }),
    ).rejects.toThrow('Too many requests');

    expect(store.get(groupChatAtomFamily(GROUP))).toBe(before);
    expect(console.error).toHaveBeenCalled();
  });

  it('an edit shows the server’s copy; a failed edit is thrown', async () => {
    const store = createStore();
    await openChat(store);
    const edited = message({ id: 40, text: 'New', edited_at: '2026-11-25T09:05:00.000Z' });
    put.mockResolvedValueOnce({ success: true, message: 'ok', text: 'New', data: edited });
    await store.set(editGroupMessageAtom, GROUP, 40, 'New');
    expect(store.get(groupChatAtomFamily(GROUP)).messages[0]).toEqual(edited);

    put.mockRejectedValueOnce(new Error('Not yours'));
    await expect(store.set(editGroupMessageAtom, GROUP, 40, 'x')).rejects.toThrow('Not yours');
    expect(store.get(groupChatAtomFamily(GROUP)).messages[0]).toEqual(edited);
  });

  it('a delete removes the message once the server did; a failure is logged only', async () => {
    const store = createStore();
    await openChat(store);
    del.mockRejectedValueOnce(new Error('Forbidden'));
    await store.set(deleteGroupMessageAtom, GROUP, 40);
    expect(ids(store)).toEqual([40, 39]);
    expect(console.error).toHaveBeenCalled();

    del.mockResolvedValueOnce({ success: true, message: 'Deleted', id: 40 });
    await store.set(deleteGroupMessageAtom, GROUP, 40);
    expect(del).toHaveBeenLastCalledWith('/api/groups/{messageId}/delete', {
      path: { messageId: 40 },
    });
    expect(ids(store)).toEqual([39]);
  });

  it('tells the group about typing at most every few seconds per group', async () => {
    const store = createStore();
    post.mockResolvedValue(undefined);
    await store.set(sendGroupTypingAtom, GROUP, 10_000);
    await store.set(sendGroupTypingAtom, GROUP, 10_000 + TYPING_SHOWN_MS / 2 - 1);
    await store.set(sendGroupTypingAtom, 4, 10_000);
    await store.set(sendGroupTypingAtom, GROUP, 10_000 + TYPING_SHOWN_MS / 2);

    expect(post.mock.calls.map(([, options]) => options.path.groupId)).toEqual([GROUP, 4, GROUP]);
  });
});
