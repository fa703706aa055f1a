import { ApiError } from '@tapetv/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsAtom, receiveNotificationAtom } from '@/entities/notification';
import { followListAtomFamily, profileAtomFamily } from '@/entities/profile';
import { memberStore } from '@/entities/session';
import { followUserFactory, profileFactory, userFactory } from '@/shared/lib/test';

const { get, post, del, notify } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  del: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, delete: del },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { loadProfileAtom } = await import('@/entities/profile');
const { EMPTY_LIST, postListAtomFamily } = await import('@/entities/post');
const { followMemberAtom, followPendingAtomFamily, unfollowMemberAtom } = await import(
  './follow.atoms.ts'
);

const ME = 7;
const DANA = 2;

const refusal = (status: number, message: string) =>
  new ApiError(status, { code: 'REFUSED', message }, message);

/** A store with the viewer (Sam, id 7) and Dana's profile loaded; the viewer's own too. */
async function storeWith(profile = profileFactory({ followersCount: 4, followingsCount: 1 })) {
  const store = memberStore(userFactory({ id: ME, userName: 'sam' }));
  store.set(postListAtomFamily('feed'), { ...EMPTY_LIST, ids: [1, 2], exhausted: true });
  post.mockResolvedValueOnce(profile);
  await store.set(loadProfileAtom, 'dana');
  post.mockResolvedValueOnce(
    profileFactory({
      userProfile: { id: ME, name: 'Sam', userName: 'sam' },
      isOwnProfile: true,
      followingsCount: 3,
      followersCount: 1,
      followerUserData: [followUserFactory({ id: DANA, name: 'Dana Demo' })],
    }),
  );
  await store.set(loadProfileAtom, 'sam');
  return store;
}

const dana = (store: Awaited<ReturnType<typeof storeWith>>) =>
  store.get(profileAtomFamily('dana')).profile;
const own = (store: Awaited<ReturnType<typeof storeWith>>) =>
  store.get(profileAtomFamily('sam')).profile;

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('following (spec point 4 "Follow")', () => {
  it('after the server agrees: following, followers plus one, the viewer’s followings plus one, the follow-back row flips, the success toast', async () => {
    const store = await storeWith();
    let settle: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));

    const done = store.set(followMemberAtom, DANA);
    // Nothing changes before the answer; the button waits.
    expect(dana(store)).toMatchObject({ isFollowing: false, followersCount: 4 });
    expect(store.get(followPendingAtomFamily(DANA))).toBe(true);
    settle({ success: true, message: 'You now follow this member.', followersCount: 5 });
    expect(await done).toBe(true);

    expect(post).toHaveBeenLastCalledWith('/api/users/{userId}/follow', {
      path: { userId: DANA },
    });
    expect(dana(store)).toMatchObject({ isFollowing: true, followersCount: 5 });
    expect(own(store)?.followingsCount).toBe(4);
    expect(store.get(followListAtomFamily(`followers:${ME}`)).users[0]?.isFollowing).toBe(true);
    expect(store.get(followPendingAtomFamily(DANA))).toBe(false);
    expect(notify).toHaveBeenCalledWith('followSuccess');
    // The feed (made of the people followed) loads afresh when it next shows.
    expect(store.get(postListAtomFamily('feed'))).toBe(EMPTY_LIST);
  });

  it('a refused follow changes nothing and shows "Error while following user"', async () => {
    const store = await storeWith();
    const before = dana(store);
    const error = refusal(409, 'You already follow Dana Demo.');
    post.mockRejectedValueOnce(error);
    expect(await store.set(followMemberAtom, DANA)).toBe(false);
    expect(dana(store)).toBe(before);
    expect(own(store)?.followingsCount).toBe(3);
    expect(notify).toHaveBeenCalledWith('followFailure', { error });
    expect(store.get(followPendingAtomFamily(DANA))).toBe(false);
  });

  it('a second click while the first follow is on its way sends nothing', async () => {
    const store = await storeWith();
    post.mockReturnValueOnce(new Promise(() => {}));
    void store.set(followMemberAtom, DANA);
    expect(await store.set(followMemberAtom, DANA)).toBe(false);
    expect(post).toHaveBeenCalledTimes(3); // two profile loads and one follow
  });

  it('unfollowing after the server agrees: not following, followers minus one, the deleted follower notification removed, the success toast', async () => {
    const store = await storeWith(
      profileFactory({ isFollowing: true, followersCount: 4, followingsCount: 1 }),
    );
    const notification = {
      id: 31,
      kind: 'follower' as const,
      url: '/profile/sam',
      title: 'Sam started following you',
      description: '',
      last_notification_time: '2026-11-25T09:00:00.000Z',
      read_at: null,
      user: { id: ME, name: 'Sam', avatar: '/photos/d-avatar.jpg' },
    };
    store.set(receiveNotificationAtom, notification);
    store.set(receiveNotificationAtom, { ...notification, id: 32 });
    store.set(receiveNotificationAtom, { ...notification, id: 33, kind: 'reaction' });
    del.mockResolvedValueOnce({
      success: true,
      message: 'You no longer follow this member.',
      followersCount: 3,
      deletedFollowerNotification: notification,
    });

    expect(await store.set(unfollowMemberAtom, DANA)).toBe(true);
    expect(del).toHaveBeenCalledWith('/api/users/{userId}/unfollow', { path: { userId: DANA } });
    expect(dana(store)).toMatchObject({ isFollowing: false, followersCount: 3 });
    expect(own(store)?.followingsCount).toBe(2);
    expect(store.get(notificationsAtom).followers.map((item) => item.id)).toEqual([32]);
    expect(store.get(notificationsAtom).activity.map((item) => item.id)).toEqual([33]);
    expect(notify).toHaveBeenCalledWith('unfollowSuccess');
  });

  it('following back: the follower notifications of that member stop offering "Follow back", unfollowing offers it again; a refused follow changes none', async () => {
    const store = await storeWith();
    const fromDana = {
      id: 41,
      kind: 'follower' as const,
      url: '/profile/dana',
      title: 'Dana started following you',
      description: '',
      last_notification_time: '2026-11-25T09:00:00.000Z',
      read_at: null,
      user: { id: DANA, name: 'Dana', avatar: '/photos/d-avatar.jpg' },
      followed_back: false,
    };
    store.set(receiveNotificationAtom, fromDana);
    store.set(receiveNotificationAtom, { ...fromDana, id: 42, user: { ...fromDana.user, id: 99 } });
    const followedBack = () =>
      store.get(notificationsAtom).followers.map((item) => [item.id, item.followed_back]);

    post.mockRejectedValueOnce(refusal(500, 'Server Error'));
    await store.set(followMemberAtom, DANA);
    expect(followedBack()).toEqual([
      [42, false],
      [41, false],
    ]);

    post.mockResolvedValueOnce({ success: true, message: 'ok', followersCount: 5 });
    await store.set(followMemberAtom, DANA);
    expect(followedBack()).toEqual([
      [42, false],
      [41, true],
    ]);

    del.mockResolvedValueOnce({
      success: true,
      message: 'ok',
      followersCount: 4,
      deletedFollowerNotification: null,
    });
    await store.set(unfollowMemberAtom, DANA);
    expect(followedBack()).toEqual([
      [42, false],
      [41, false],
    ]);
  });

  it('a refused unfollow changes nothing and shows "Error while unfollowing user"', async () => {
    const store = await storeWith(profileFactory({ isFollowing: true, followersCount: 4 }));
    const error = refusal(404, 'You do not follow Dana Demo.');
    del.mockRejectedValueOnce(error);
    expect(await store.set(unfollowMemberAtom, DANA)).toBe(false);
    expect(dana(store)).toMatchObject({ isFollowing: true, followersCount: 4 });
    expect(notify).toHaveBeenCalledWith('unfollowFailure', { error });
  });
});
