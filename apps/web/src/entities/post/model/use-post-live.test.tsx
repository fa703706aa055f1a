import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerAtom } from '@/entities/session/@x/post';
import { realtimeAtom } from '@/shared/lib/realtime';
import { commentFactory, postFactory, reactionFactory, userFactory } from '@/shared/lib/test';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const { commentsAtomFamily } = await import('@/entities/comment/@x/post');
const {
  isPostHeld,
  organizedReactionsAtomFamily,
  postAtomFamily,
  postListAtomFamily,
  storePostsAtom,
  usePostListLive,
  usePostUpdatesLive,
} = await import('@/entities/post');

const ME = 7;
const OTHER = 8;
const poll = {
  id: 50,
  closesAt: null,
  closed: false,
  options: [
    { id: 501, text: 'Up', votes: 1 },
    { id: 502, text: 'Down', votes: 0 },
  ],
  user_votes: [{ user_id: 9, option_id: 501 }],
  userVoted: false,
};

describe('live posts', () => {
  let store: ReturnType<typeof createStore>;
  let realtime: FakeRealtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );

  beforeEach(() => {
    get.mockReset();
    store = createStore();
    store.set(viewerAtom, userFactory({ id: ME }));
    realtime = createFakeRealtime({ member: { id: ME } });
    store.set(realtimeAtom, realtime);
    store.set(storePostsAtom, [
      postFactory({ id: 1, poll, user_votes: poll.user_votes }),
      postFactory({ id: 2, groupId: 4 }),
    ]);
    store.set(postListAtomFamily('feed'), {
      ...store.get(postListAtomFamily('feed')),
      ids: [2, 1],
    });
  });

  const mountUpdates = (groupIds = '4') =>
    renderHook(() => usePostUpdatesLive(groupIds, async () => []), { wrapper });

  it('applies reactions from the public channel, the same event twice changing nothing', () => {
    mountUpdates();
    const reaction = reactionFactory(OTHER, 2, { postId: 1 });
    // The post's counts after the change: members the page does not list reacted too.
    const reaction_counts = [
      { reaction_type_id: 1, name: 'like', count: 40 },
      { reaction_type_id: 2, name: 'love', count: 3 },
    ];
    const event = { post_id: 1, comment_id: null, user_id: OTHER, reaction, reaction_counts };
    act(() => {
      realtime.publicPosts.emit('reaction-changed', event);
      realtime.publicPosts.emit('reaction-changed', event);
    });
    expect(store.get(postAtomFamily(1))?.reactions).toEqual([reaction]);
    expect(store.get(organizedReactionsAtomFamily(1))).toMatchObject({
      like: { count: 40, details: [] },
      love: { count: 3, details: [{ userId: OTHER }] },
    });

    act(() =>
      realtime.publicPosts.emit('reaction-changed', {
        ...event,
        reaction: null,
        reaction_counts: [{ reaction_type_id: 1, name: 'like', count: 40 }],
      }),
    );
    expect(store.get(postAtomFamily(1))?.reactions).toEqual([]);
    expect(Object.keys(store.get(organizedReactionsAtomFamily(1)))).toEqual(['like']);
  });

  it('sets a poll’s counts and the voter’s vote, and marks the poll voted only for this member', () => {
    mountUpdates();
    const vote = (user_id: number, option_id: number | null, votes: [number, number]) => ({
      post_id: 1,
      poll_id: 50,
      user_id,
      option_id,
      options: [
        { id: 501, votes: votes[0] },
        { id: 502, votes: votes[1] },
      ],
    });
    act(() => {
      realtime.publicPosts.emit('poll-changed', vote(OTHER, 502, [1, 1]));
      realtime.publicPosts.emit('poll-changed', vote(OTHER, 502, [1, 1]));
    });
    let held = store.get(postAtomFamily(1));
    expect(held?.poll?.options.map((option) => option.votes)).toEqual([1, 1]);
    expect(held?.poll?.user_votes).toEqual([
      { user_id: 9, option_id: 501 },
      { user_id: OTHER, option_id: 502 },
    ]);
    expect(held?.poll?.userVoted).toBe(false);

    // This member voted in another tab.
    act(() => realtime.publicPosts.emit('poll-changed', vote(ME, 501, [2, 1])));
    held = store.get(postAtomFamily(1));
    expect(held?.userVoted).toBe(true);
    act(() => realtime.publicPosts.emit('poll-changed', vote(ME, null, [1, 1])));
    held = store.get(postAtomFamily(1));
    expect(held?.userVoted).toBe(false);
    expect(held?.poll?.options.map((option) => option.votes)).toEqual([1, 1]);
  });

  it('adds, replaces and removes comments in an open thread and keeps the count', () => {
    mountUpdates();
    store.set(commentsAtomFamily(1), {
      ...store.get(commentsAtomFamily(1)),
      fetched: true,
      visible: true,
    });
    const comment = commentFactory({ id: 30, post_id: 1 });
    act(() => {
      realtime.publicPosts.emit('comment-saved', { post_id: 1, comments_count: 1, comment });
      realtime.publicPosts.emit('comment-saved', { post_id: 1, comments_count: 1, comment });
    });
    expect(store.get(commentsAtomFamily(1)).items).toEqual([comment]);
    expect(store.get(postAtomFamily(1))?.comments_count).toBe(1);

    const edited = { ...comment, text: 'Edited' };
    act(() =>
      realtime.publicPosts.emit('comment-saved', {
        post_id: 1,
        comments_count: 1,
        comment: edited,
      }),
    );
    expect(store.get(commentsAtomFamily(1)).items).toEqual([edited]);

    act(() =>
      realtime.publicPosts.emit('comment-deleted', { post_id: 1, id: 30, comments_count: 0 }),
    );
    expect(store.get(commentsAtomFamily(1)).items).toEqual([]);
    expect(store.get(postAtomFamily(1))?.comments_count).toBe(0);
  });

  it('edits and deletes group posts from the group’s channel', () => {
    mountUpdates();
    act(() =>
      realtime.groupPosts(4).emit('post-updated', {
        id: 2,
        text: 'Edited $AAPL',
        images: [],
        editedAt: '2026-11-24T10:00:00Z',
        sentiment: 'bullish',
        symbols: [{ symbol_id: 7, symbol: 'AAPL', price_at_post: 190.5 }],
      }),
    );
    expect(store.get(postAtomFamily(2))).toMatchObject({
      text: 'Edited $AAPL',
      editedAt: '2026-11-24T10:00:00Z',
      sentiment: 'bullish',
      symbols: [{ symbol_id: 7, symbol: 'AAPL' }],
    });

    act(() => realtime.groupPosts(4).emit('post-deleted', { id: 2 }));
    expect(store.get(postAtomFamily(2))).toBeNull();
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([1]);
  });

  it('ignores events for posts it does not hold, creating nothing for them', () => {
    mountUpdates();
    act(() => {
      realtime.publicPosts.emit('post-updated', {
        id: 999,
        text: 'x',
        images: [],
        editedAt: null,
        sentiment: null,
        symbols: [],
      });
      realtime.publicPosts.emit('comment-deleted', { post_id: 998, id: 1, comments_count: 0 });
    });
    expect(isPostHeld(999)).toBe(false);
    expect(isPostHeld(998)).toBe(false);
  });

  it('listens only while mounted', () => {
    const view = mountUpdates();
    expect(realtime.publicPosts.listenerCount).toBeGreaterThan(0);
    expect(realtime.groupPosts(4).listenerCount).toBeGreaterThan(0);
    view.unmount();
    expect(realtime.publicPosts.listenerCount).toBe(0);
    expect(realtime.groupPosts(4).listenerCount).toBe(0);
  });

  it('catches up when a list is shown again, since nothing listened while it was away', async () => {
    get.mockResolvedValue({ data: { data: [postFactory({ id: 5 }), postFactory({ id: 2 })] } });
    renderHook(() => usePostListLive('feed'), { wrapper });
    await vi.waitFor(() => expect(store.get(postListAtomFamily('feed')).held).toEqual([5]));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('holds a pushed post aside and, after lost continuity, fetches what was missed once', async () => {
    get.mockResolvedValue({ data: { data: [] } });
    renderHook(() => usePostListLive('feed'), { wrapper });
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    act(() => realtime.feed.emit('new-post', postFactory({ id: 3 })));
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [2, 1],
      held: [3],
      newPostAvailable: true,
    });

    get.mockReset();
    let answer!: (value: unknown) => void;
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    get.mockResolvedValueOnce({ data: { data: [postFactory({ id: 4 }), postFactory({ id: 3 })] } });
    act(() => {
      realtime.feed.resync();
      realtime.feed.resync();
      realtime.feed.resync();
    });
    await act(async () => answer({ data: { data: [postFactory({ id: 3 })] } }));
    // One fetch was running: the resyncs meanwhile queue exactly one more, not two.
    await vi.waitFor(() => expect(store.get(postListAtomFamily('feed')).held).toEqual([4, 3]));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
