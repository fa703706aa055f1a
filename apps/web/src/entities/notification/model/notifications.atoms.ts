import type { NotificationData } from '@tapetv/realtime';
import { insertUnique } from '@tapetv/realtime/catch-up';
import { atom } from 'jotai';

/**
 * Notifications pushed to the member since the page loaded, newest first (NewReaction, NewComment,
 * NewPollVote and notification on their own notifications channel). The full list, read markers
 * and unread counts come from the API with the notifications screen (issue 14); this holds what
 * arrived live, for the header's dropdowns.
 */
export const liveNotificationsAtom = atom<readonly NotificationData[]>([]);
liveNotificationsAtom.debugLabel = 'notifications:live';

/** Follower notifications pushed since the page loaded (NewFollower), newest first. */
export const liveFollowersAtom = atom<readonly NotificationData[]>([]);
liveFollowersAtom.debugLabel = 'notifications:followers';

/** Adds a pushed notification once, however often it arrives. */
export const receiveNotificationAtom = atom(null, (get, set, notification: NotificationData) => {
  set(liveNotificationsAtom, insertUnique(get(liveNotificationsAtom), notification));
});

/** Adds a pushed follower notification once (spec point 4: NewFollower adds a follower). */
export const receiveFollowerAtom = atom(null, (get, set, notification: NotificationData) => {
  set(liveFollowersAtom, insertUnique(get(liveFollowersAtom), notification));
});

/**
 * Takes a notification out of every list that holds it: an unfollow answers the follower
 * notification it deleted, which is removed here (spec point 4 "Follow").
 */
export const removeNotificationAtom = atom(null, (get, set, id: number) => {
  for (const listAtom of [liveNotificationsAtom, liveFollowersAtom]) {
    const list = get(listAtom);
    if (list.some((item) => item.id === id))
      set(
        listAtom,
        list.filter((item) => item.id !== id),
      );
  }
});
