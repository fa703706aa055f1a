import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeAtom } from '@/shared/lib/realtime';
import type { GroupChatMessage } from '../lib/group-chat.rules.ts';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const { groupChatAtomFamily, loadGroupChatAtom } = await import('./group-chat.atoms.ts');
const { useGroupChatLive } = await import('./use-group-chat-live.ts');
const { useGroupOnline } = await import('./use-group-online.ts');

const GROUP = 3;
const ME = 7;
const message = (id: number, userId = 8): GroupChatMessage => ({
  id,
  group_id: GROUP,
  text: `Message ${id}`,
  userId,
  user: { id: userId, name: 'Sam', userName: 'sam', avatar: '/a.jpg' },
  replyTo: null,
  reply_preview: null,
  created_at: '2026-11-25T09:00:00.000Z',
  edited_at: null,
});

describe('a group chat live', () => {
  let store: ReturnType<typeof createStore>;
  let realtime: FakeRealtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const ids = () => store.get(groupChatAtomFamily(GROUP)).messages.map((held) => held.id);

  beforeEach(async () => {
    get.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    groupChatAtomFamily.remove(GROUP);
    store = createStore();
    realtime = createFakeRealtime({ member: { id: ME } });
    store.set(realtimeAtom, realtime);
    get.mockResolvedValueOnce({
      data: [message(2), message(1)],
      page: 1,
      hasMore: false,
      anchor: 2,
    });
    await store.set(loadGroupChatAtom, GROUP);
  });

  it('applies new, edited and deleted messages, and typing of others only', () => {
    renderHook(() => useGroupChatLive(GROUP, ME), { wrapper });
    const chat = realtime.groupChat(GROUP);

    act(() => {
      chat.emit('new-message', message(3));
      chat.emit('message-updated', { ...message(2), text: 'Edited' });
      chat.emit('message-deleted', { id: 1, group_id: GROUP });
      chat.emit('typing', { user: { id: ME, name: 'Me' } });
      chat.emit('typing', { user: { id: 9, name: 'Ines' } });
    });

    const state = store.get(groupChatAtomFamily(GROUP));
    expect(state.messages.map((held) => [held.id, held.text])).toEqual([
      [3, 'Message 3'],
      [2, 'Edited'],
    ]);
    expect(state.typing.map((member) => member.name)).toEqual(['Ines']);
  });

  it('catches up on a resync: page 1 again, merged by id', async () => {
    renderHook(() => useGroupChatLive(GROUP, ME), { wrapper });
    get.mockResolvedValueOnce({
      data: [message(4), message(3), message(2), message(1)],
      page: 1,
      hasMore: false,
      anchor: 4,
    });

    act(() => realtime.groupChat(GROUP).resync());

    await waitFor(() => expect(ids()).toEqual([4, 3, 2, 1]));
  });

  it('tries a failed catch-up again after a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderHook(() => useGroupChatLive(GROUP, ME), { wrapper });
      get.mockRejectedValueOnce(new Error('busy'));
      get.mockResolvedValueOnce({
        data: [message(3), message(2), message(1)],
        page: 1,
        hasMore: false,
        anchor: 3,
      });

      await act(async () => {
        realtime.groupChat(GROUP).resync();
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(console.error).toHaveBeenCalledWith(
        'Catching up with the group chat failed:',
        new Error('busy'),
      );
      expect(ids()).toEqual([2, 1]);

      await act(() => vi.advanceTimersByTimeAsync(1_000));

      expect(ids()).toEqual([3, 2, 1]);
      expect(get).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('enters the chat’s presence while mounted and leaves it, and its listeners, on unmount', async () => {
    const { unmount } = renderHook(
      () => useGroupChatLive(GROUP, ME, { name: 'Dana', avatar: '/d.jpg' }),
      { wrapper },
    );
    const chat = realtime.groupChat(GROUP);
    await waitFor(() => expect(chat.present).toBe(true));
    expect(chat.presentMembers).toEqual([
      { userId: ME, connectionId: 'fake-connection', data: { name: 'Dana', avatar: '/d.jpg' } },
    ]);

    unmount();

    await waitFor(() => expect(chat.present).toBe(false));
    expect(chat.listenerCount).toBe(0);
  });

  it('useGroupOnline gives the user ids present now, each once', async () => {
    const { result } = renderHook(() => useGroupOnline(GROUP), { wrapper });
    const chat = realtime.groupChat(GROUP);

    act(() => {
      chat.emitPresenceEnter({ userId: 8, connectionId: 'a', data: null });
      chat.emitPresenceEnter({ userId: 8, connectionId: 'b', data: null });
      chat.emitPresenceEnter({ userId: 9, connectionId: 'c', data: null });
    });
    await waitFor(() => expect([...result.current]).toEqual([8, 9]));

    act(() => chat.emitPresenceLeave({ userId: 9, connectionId: 'c' }));
    await waitFor(() => expect([...result.current]).toEqual([8]));
  });
});
