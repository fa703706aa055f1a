import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeAtom } from '@/shared/lib/realtime';
import type { LiveChatMessage } from './types.ts';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const { liveChatAtom, loadLiveChatAtom } = await import('./live-show.atoms.ts');
const { useLiveChatLive } = await import('./use-live-chat-live.ts');

const message = (id: number): LiveChatMessage => ({
  id,
  text: `Message ${id}`,
  userId: 8,
  user: { id: 8, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
  created_at: '2026-11-25T09:00:00.000Z',
});
const page = (ids: number[]) => ({ data: ids.map(message), hasMore: false });

describe('the live chat live', () => {
  let store: ReturnType<typeof createStore>;
  let realtime: FakeRealtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const ids = () => store.get(liveChatAtom).messages.map((held) => held.id);

  beforeEach(async () => {
    get.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store = createStore();
    realtime = createFakeRealtime({ member: { id: 7 } });
    store.set(realtimeAtom, realtime);
    get.mockResolvedValueOnce(page([2, 1]));
    await store.set(loadLiveChatAtom);
  });

  it('once attached, fetches the newest page again and merges it; then applies events', async () => {
    get.mockResolvedValueOnce(page([3, 2, 1]));
    renderHook(() => useLiveChatLive(), { wrapper });
    await waitFor(() => expect(ids()).toEqual([3, 2, 1]));

    act(() => {
      realtime.liveChat.emit('new-message', message(4));
      realtime.liveChat.emit('message-deleted', { id: 1 });
    });

    expect(ids()).toEqual([4, 3, 2]);
  });

  it('tries a failed catch-up after a reconnect again after a second', async () => {
    get.mockResolvedValueOnce(page([2, 1]));
    renderHook(() => useLiveChatLive(), { wrapper });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      get.mockRejectedValueOnce(new Error('busy'));
      get.mockResolvedValueOnce(page([5, 2, 1]));

      await act(async () => {
        realtime.liveChat.resync();
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(console.error).toHaveBeenCalledWith(
        'Catching up with the live chat failed:',
        new Error('busy'),
      );
      expect(ids()).toEqual([2, 1]);

      await act(() => vi.advanceTimersByTimeAsync(1_000));

      expect(ids()).toEqual([5, 2, 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
