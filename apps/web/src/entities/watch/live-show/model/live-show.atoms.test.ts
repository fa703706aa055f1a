import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatMessage } from './types.ts';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  catchUpLiveChatAtom,
  liveChatAtom,
  liveStatusAtom,
  loadLiveChatAtom,
  loadLiveStatusAtom,
  loadOlderLiveMessagesAtom,
  receiveLiveMessageAtom,
  receiveLiveMessageDeletedAtom,
} = await import('./live-show.atoms.ts');

const message = ({
  id,
  ...overrides
}: Partial<LiveChatMessage> & { id: number }): LiveChatMessage => ({
  id,
  text: `Message ${id}`,
  userId: 8,
  user: { id: 8, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
  created_at: '2026-11-25T09:00:00.000Z',
  ...overrides,
});
const page = (ids: number[], hasMore = false) => ({
  data: ids.map((id) => message({ id })),
  hasMore,
});
const ids = (store: ReturnType<typeof createStore>) =>
  store.get(liveChatAtom).messages.map((held) => held.id);

describe('the live chat’s state', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('ignores pushes before the chat first loads, then adds each message once, newest first', async () => {
    const store = createStore();
    store.set(receiveLiveMessageAtom, message({ id: 9 }));
    expect(ids(store)).toEqual([]);

    get.mockResolvedValueOnce(page([3, 2, 1]));
    await store.set(loadLiveChatAtom);
    store.set(receiveLiveMessageAtom, message({ id: 4 }));
    store.set(receiveLiveMessageAtom, message({ id: 4 }));

    expect(ids(store)).toEqual([4, 3, 2, 1]);
    store.set(receiveLiveMessageDeletedAtom, { id: 3 });
    expect(ids(store)).toEqual([4, 2, 1]);
  });

  it('keeps a message pushed while the first page loaded', async () => {
    const store = createStore();
    let answer: (value: unknown) => void = () => undefined;
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store.set(loadLiveChatAtom);
    store.set(receiveLiveMessageAtom, message({ id: 5 }));
    // The page was read before message 5 was sent.
    answer(page([4, 3]));
    await loading;

    expect(ids(store)).toEqual([5, 4, 3]);
    expect(store.get(liveChatAtom).status).toBe('ready');
  });

  it('catches up with what it missed, merged by id', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(page([3, 2]));
    await store.set(loadLiveChatAtom);
    get.mockResolvedValueOnce(page([5, 4, 3]));

    await store.set(catchUpLiveChatAtom);

    expect(ids(store)).toEqual([5, 4, 3, 2]);
  });

  it('loads older pages before the oldest message held', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(page([60, 59], true));
    await store.set(loadLiveChatAtom);
    get.mockResolvedValueOnce(page([58, 57], false));

    await store.set(loadOlderLiveMessagesAtom);

    expect(get).toHaveBeenLastCalledWith('/api/live/chat', { query: { before: 59 } });
    expect(ids(store)).toEqual([60, 59, 58, 57]);
    expect(store.get(liveChatAtom).hasMore).toBe(false);
  });

  it('keeps the server’s message when the chat or the show cannot be loaded', async () => {
    const store = createStore();
    get.mockRejectedValue(new Error('offline'));
    await store.set(loadLiveChatAtom);
    await store.set(loadLiveStatusAtom);

    expect(store.get(liveChatAtom).status).toBe('error');
    expect(store.get(liveStatusAtom)).toMatchObject({ status: 'error', live: null });
    expect(store.get(liveStatusAtom).error).toMatch(/could not be reached/);
  });
});
