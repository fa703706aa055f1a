import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const {
  conversationAtomFamily,
  conversationListAtom,
  loadConversationAtom,
  loadConversationsAtom,
  orderConversations,
  receiveConversationReadAtom,
  receiveMessageUpdatedAtom,
  receiveNewMessageEventAtom,
  receiveTypingAtom,
  sendMessageAtom,
  TYPING_SHOWN_MS,
} = await import('./conversations.atoms.ts');

type Item = Parameters<typeof orderConversations>[0][number];
const ME = 7;
const item = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  message_id: null,
  url: `/messages?chat=${id}`,
  preview: '',
  last_message_time: `2026-11-25T09:0${id}:00.000Z`,
  user: { id: 100 + id, name: `Member ${id}`, userName: `member_${id}`, avatar: '/a.jpg' },
  read_at: null,
  unread_count: 0,
  other_last_read_message_id: 0,
  ...overrides,
});
const message = (id: number, conversationId = 1, userId = 101) => ({
  id,
  conversation_id: conversationId,
  text: `Message ${id}`,
  user_id: userId,
  user: { id: userId, name: 'Member 1', avatar: '/a.jpg' },
  created_at: '2026-11-25T09:00:00.000Z',
  edited_at: null,
});
const unread = { follower: 0, message: 1, activity: 0 };

async function openConversation(store: ReturnType<typeof createStore>, id = 1) {
  get.mockResolvedValueOnce({
    data: [message(3, id), message(2, id)],
    nextBefore: 2,
    conversation: item(id),
  });
  await store.set(loadConversationAtom, id);
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the conversation list', () => {
  it('orders by the newest message, unread first when asked', () => {
    const list = [item(1), item(2, { unread_count: 0 }), item(3, { unread_count: 0 })];
    expect(orderConversations(list, false).map((c) => c.id)).toEqual([3, 2, 1]);
    const withUnread = [item(1, { unread_count: 2 }), item(2), item(3)];
    expect(orderConversations(withUnread, true).map((c) => c.id)).toEqual([1, 3, 2]);
  });

  it('loads with the search and order, and a stale answer of an older search is dropped', async () => {
    const store = createStore();
    let first: (value: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const old = store.set(loadConversationsAtom, { search: 'a' });
    get.mockResolvedValueOnce({ data: [item(2)] });
    await store.set(loadConversationsAtom, { search: 'ab', unreadFirst: true });
    expect(get).toHaveBeenLastCalledWith('/api/conversations', {
      query: { search: 'ab', unread_first: true },
    });
    first({ data: [item(1)] });
    await old;
    expect(store.get(conversationListAtom).items.map((c) => c.id)).toEqual([2]);
  });

  it('a new message moves its conversation to the top and into the open conversation, once', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [item(2), item(1)] });
    await store.set(loadConversationsAtom);
    await openConversation(store, 1);
    const event = {
      conversation: item(1, { last_message_time: '2026-11-25T10:00:00.000Z', unread_count: 1 }),
      message: message(4),
      unread,
    };
    store.set(receiveNewMessageEventAtom, event);
    store.set(receiveNewMessageEventAtom, event);
    expect(store.get(conversationListAtom).items.map((c) => c.id)).toEqual([1, 2]);
    expect(store.get(conversationAtomFamily(1)).messages.map((m) => m.id)).toEqual([4, 3, 2]);
  });
});

describe('an open conversation', () => {
  it('loads older pages before what it holds, and knows when the oldest is in', async () => {
    const store = createStore();
    await openConversation(store);
    get.mockResolvedValueOnce({ data: [message(1)], nextBefore: null, conversation: item(1) });
    await store.set(loadConversationAtom, 1, true);
    expect(get).toHaveBeenLastCalledWith('/api/conversations/{conversationId}/messages', {
      path: { conversationId: 1 },
      query: { before: 2 },
    });
    expect(store.get(conversationAtomFamily(1)).messages.map((m) => m.id)).toEqual([3, 2, 1]);
    await store.set(loadConversationAtom, 1, true);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a sent message shows once the server has it; a failure throws (the composer keeps the text)', async () => {
    const store = createStore();
    await openConversation(store);
    post.mockResolvedValueOnce(message(9, 1, ME));
    await store.set(sendMessageAtom, 1, 'Hello');
    expect(post).toHaveBeenCalledWith('/api/conversations/{conversationId}/messages', {
      path: { conversationId: 1 },
      body: { text: 'Hello' },
    });
    expect(store.get(conversationAtomFamily(1)).messages[0]?.id).toBe(9);
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(store.set(sendMessageAtom, 1, 'Again')).rejects.toThrow('Failed to fetch');
  });

  it('MessageUpdated replaces an edited message and removes a deleted one', async () => {
    const store = createStore();
    await openConversation(store);
    store.set(receiveMessageUpdatedAtom, {
      conversation: item(1),
      message: { ...message(3), text: 'Edited', edited_at: '2026-11-25T09:30:00.000Z' },
      deleted_id: null,
    });
    expect(store.get(conversationAtomFamily(1)).messages[0]?.text).toBe('Edited');
    store.set(receiveMessageUpdatedAtom, { conversation: item(1), message: null, deleted_id: 2 });
    expect(store.get(conversationAtomFamily(1)).messages.map((m) => m.id)).toEqual([3]);
  });

  it('the other member’s read marks "Seen"; one’s own read clears the unread count', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: [item(1, { unread_count: 2 })] });
    await store.set(loadConversationsAtom);
    const read = (reader: number) => ({
      conversation_id: 1,
      reader_id: reader,
      last_read_message_id: 3,
      read_at: '2026-11-25T10:00:00.000Z',
      unread: { follower: 0, message: 0, activity: 0 },
    });
    store.set(receiveConversationReadAtom, ME, read(101));
    expect(store.get(conversationListAtom).items[0]).toMatchObject({
      other_last_read_message_id: 3,
      unread_count: 2,
    });
    store.set(receiveConversationReadAtom, ME, read(ME));
    expect(store.get(conversationListAtom).items[0]).toMatchObject({
      unread_count: 0,
      read_at: '2026-11-25T10:00:00.000Z',
    });
  });

  it('typing shows for a few seconds, and a message from them ends it', async () => {
    const store = createStore();
    await openConversation(store);
    store.set(receiveTypingAtom, { conversation_id: 1 }, 1_000);
    expect(store.get(conversationAtomFamily(1)).typingUntil).toBe(1_000 + TYPING_SHOWN_MS);
    store.set(receiveNewMessageEventAtom, { conversation: item(1), message: message(5), unread });
    expect(store.get(conversationAtomFamily(1)).typingUntil).toBe(0);
  });
});
