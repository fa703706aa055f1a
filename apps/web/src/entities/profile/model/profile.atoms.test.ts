import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followUserFactory, profileFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const {
  applyFollowChangeAtom,
  followListAtomFamily,
  loadMoreFollowsAtom,
  loadProfileAtom,
  loadSuggestionsAtom,
  profileAtomFamily,
  suggestionsAtom,
} = await import('./profile.atoms.ts');

const fans = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => followUserFactory({ id: from + i }));

beforeEach(() => vi.resetAllMocks());

describe('profiles', () => {
  it('loads a profile and starts its follow lists from the answer', async () => {
    const store = createStore();
    post.mockResolvedValueOnce(
      profileFactory({
        userProfile: { id: 40 },
        followersCount: 25,
        followerUserData: fans(100, 20),
        followingsCount: 1,
        followingsUserData: fans(200, 1),
      }),
    );
    await store.set(loadProfileAtom, 'dana');
    expect(post).toHaveBeenCalledWith('/api/profileData/{userName}', {
      path: { userName: 'dana' },
    });
    expect(store.get(profileAtomFamily('dana')).status).toBe('ready');
    expect(store.get(followListAtomFamily('followers:40'))).toMatchObject({
      total: 25,
      exhausted: false,
    });
    expect(store.get(followListAtomFamily('followings:40'))).toMatchObject({ exhausted: true });
  });

  it('an unknown user name is missing; another failure is an error that keeps what was shown', async () => {
    const store = createStore();
    post.mockRejectedValueOnce(new ApiError(404, {}, 'This member does not exist.'));
    await store.set(loadProfileAtom, 'nobody');
    expect(store.get(profileAtomFamily('nobody'))).toEqual({ status: 'missing', profile: null });

    const shown = profileFactory({ userProfile: { userName: 'kept' } });
    post.mockResolvedValueOnce(shown).mockRejectedValueOnce(new TypeError('offline'));
    await store.set(loadProfileAtom, 'kept');
    await store.set(loadProfileAtom, 'kept');
    expect(store.get(profileAtomFamily('kept'))).toEqual({ status: 'error', profile: shown });
  });

  it('pages a follow list after its last member until every member is shown', async () => {
    const store = createStore();
    post.mockResolvedValueOnce(
      profileFactory({
        userProfile: { id: 41 },
        followersCount: 25,
        followerUserData: fans(100, 20),
      }),
    );
    await store.set(loadProfileAtom, 'dana');
    get.mockResolvedValueOnce({ data: fans(120, 5) });
    await store.set(loadMoreFollowsAtom, 'followers:41');
    expect(get).toHaveBeenCalledWith('/api/users/{userId}/followers', {
      path: { userId: 41 },
      query: { lastUserId: 119 },
    });
    const list = store.get(followListAtomFamily('followers:41'));
    expect(list.users.map((user) => user.id)).toEqual([...fans(100, 25)].map((user) => user.id));
    expect(list.exhausted).toBe(true);
    await store.set(loadMoreFollowsAtom, 'followers:41');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a failed page keeps the list and says why; an empty page ends it', async () => {
    const store = createStore();
    post.mockResolvedValueOnce(
      profileFactory({
        userProfile: { id: 42 },
        followingsCount: 30,
        followingsUserData: fans(1, 20),
      }),
    );
    await store.set(loadProfileAtom, 'dana');
    get.mockRejectedValueOnce(new Error('The server is busy.'));
    await store.set(loadMoreFollowsAtom, 'followings:42');
    expect(store.get(followListAtomFamily('followings:42'))).toMatchObject({
      error: 'The server is busy.',
      loading: false,
      exhausted: false,
    });
    get.mockResolvedValueOnce({ data: [] });
    await store.set(loadMoreFollowsAtom, 'followings:42');
    expect(store.get(followListAtomFamily('followings:42'))).toMatchObject({
      error: null,
      exhausted: true,
    });
    expect(store.get(followListAtomFamily('followings:42')).users).toHaveLength(20);
  });

  it('loads who to follow; a follow flips its row and keeps it listed; a failure keeps what was shown', async () => {
    const store = createStore();
    const member = {
      id: 5,
      name: 'Ines Moreau',
      userName: 'ines',
      avatar: '/photos/d-avatar.jpg',
      bio: '',
      isPro: false,
      followersCount: 12,
    };
    get.mockResolvedValueOnce({ data: [member, { ...member, id: 6, userName: 'liam' }] });
    await store.set(loadSuggestionsAtom);
    expect(get).toHaveBeenCalledWith('/api/users/suggested');
    expect(store.get(suggestionsAtom).status).toBe('ready');
    expect(store.get(suggestionsAtom).members.map((m) => m.isFollowing)).toEqual([false, false]);

    store.set(applyFollowChangeAtom, { userId: 5, following: true });
    expect(store.get(suggestionsAtom).members.map((m) => [m.id, m.isFollowing])).toEqual([
      [5, true],
      [6, false],
    ]);

    get.mockRejectedValueOnce(new Error('offline'));
    await store.set(loadSuggestionsAtom);
    expect(store.get(suggestionsAtom).status).toBe('error');
    expect(store.get(suggestionsAtom).members).toHaveLength(2);
  });
});
