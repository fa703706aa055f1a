import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { removeNotificationAtom, setFollowedBackAtom } from '@/entities/notification';
import { EMPTY_LIST, postListAtomFamily } from '@/entities/post';
import { applyFollowChangeAtom } from '@/entities/profile';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** A follow or unfollow of this member is on its way: its buttons wait (and refuse a second). */
export const followPendingAtomFamily = atomFamily((userId: number) => {
  const pendingAtom = atom(false);
  pendingAtom.debugLabel = `follow:${userId}:pending`;
  return pendingAtom;
});

/**
 * The member's feed is made of the people they follow: after a follow or an unfollow its posts
 * are loaded afresh the next time it shows.
 */
const feedChangedAtom = atom(null, (_get, set) => set(postListAtomFamily('feed'), EMPTY_LIST));

/**
 * Follows a member. Nothing changes until the server agrees (spec point 4): then the member's
 * profiles and follow lists flip and "Follow user successfully!" shows; a refusal shows "Error
 * while following user" and leaves everything as it was.
 */
export const followMemberAtom = atom(null, async (get, set, userId: number) => {
  const pendingAtom = followPendingAtomFamily(userId);
  if (get(pendingAtom)) return false;
  set(pendingAtom, true);
  try {
    await api.post('/api/users/{userId}/follow', { path: { userId } });
    set(applyFollowChangeAtom, { userId, following: true });
    set(setFollowedBackAtom, userId, true);
    set(feedChangedAtom);
    notify('followSuccess');
    return true;
  } catch (error) {
    notify('followFailure', { error });
    return false;
  } finally {
    set(pendingAtom, false);
  }
});

/**
 * Unfollows a member, after the server agrees; the follower notification the server deleted is
 * removed from the member's notifications too (spec point 4).
 */
export const unfollowMemberAtom = atom(null, async (get, set, userId: number) => {
  const pendingAtom = followPendingAtomFamily(userId);
  if (get(pendingAtom)) return false;
  set(pendingAtom, true);
  try {
    const answer = await api.delete('/api/users/{userId}/unfollow', { path: { userId } });
    set(applyFollowChangeAtom, { userId, following: false });
    set(setFollowedBackAtom, userId, false);
    set(feedChangedAtom);
    if (answer.deletedFollowerNotification)
      set(removeNotificationAtom, answer.deletedFollowerNotification.id);
    notify('unfollowSuccess');
    return true;
  } catch (error) {
    notify('unfollowFailure', { error });
    return false;
  } finally {
    set(pendingAtom, false);
  }
});
