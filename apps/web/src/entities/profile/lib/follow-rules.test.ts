import { describe, expect, it } from 'vitest';
import { followUserFactory, profileFactory } from '@/shared/lib/test';
import { followed, unfollowed, withFollowingsMoved, withFollowState } from './follow-rules.ts';

describe('follow rules (spec point 4 "Follow")', () => {
  it('not following becomes following, with one more follower', () => {
    const after = followed(profileFactory({ followersCount: 2 }));
    expect(after).toMatchObject({ isFollowing: true, followersCount: 3 });
  });

  it('following becomes not following, with one follower less', () => {
    const after = unfollowed(profileFactory({ isFollowing: true, followersCount: 2 }));
    expect(after).toMatchObject({ isFollowing: false, followersCount: 1 });
  });

  it('never counts a follow or an unfollow twice', () => {
    const following = profileFactory({ isFollowing: true, followersCount: 2 });
    expect(followed(following)).toBe(following);
    const notFollowing = profileFactory({ followersCount: 2 });
    expect(unfollowed(notFollowing)).toBe(notFollowing);
  });

  it('never goes below zero', () => {
    expect(unfollowed(profileFactory({ isFollowing: true })).followersCount).toBe(0);
    expect(withFollowingsMoved(profileFactory(), -1).followingsCount).toBe(0);
    expect(withFollowingsMoved(profileFactory({ followingsCount: 4 }), 1).followingsCount).toBe(5);
  });

  it('flips one row of a follow list and keeps the others as they were', () => {
    const rows = [followUserFactory({ id: 1 }), followUserFactory({ id: 2 })];
    const after = withFollowState(rows, 2, true);
    expect(after.map((row) => row.isFollowing)).toEqual([false, true]);
    expect(after[0]).toBe(rows[0]);
    expect(withFollowState(after, 2, true)[1]).toBe(after[1]);
  });
});
