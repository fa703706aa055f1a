import type { NotificationData } from '@tapetv/realtime';
import { insertUnique } from '@tapetv/realtime/catch-up';
import { atom } from 'jotai';

/**
 * Notifications pushed to the member since the page loaded, newest first (NewReaction, NewComment,
 * NewPollVote and notification on their own notifications channel). The full list, read markers
 * and unread counts come from the API with the notifications screen (which takes this to an
 * entity of its own); this holds what arrived live, for the header's dropdown.
 */
export const liveNotificationsAtom = atom<readonly NotificationData[]>([]);
liveNotificationsAtom.debugLabel = 'notifications:live';

/** Adds a pushed notification once, however often it arrives. */
export const receiveNotificationAtom = atom(null, (get, set, notification: NotificationData) => {
  set(liveNotificationsAtom, insertUnique(get(liveNotificationsAtom), notification));
});
