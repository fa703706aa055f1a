import type { NotificationData } from '@tapetv/realtime';
import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useRealtime } from '@/shared/lib/realtime';
import {
  applyReadAtom,
  loadNotificationsAtom,
  receiveConversationAtom,
  receiveFollowerAtom,
  receiveNotificationAtom,
  removeNotificationAtom,
  setUnreadAtom,
} from './notifications.atoms.ts';

/**
 * The member's notifications: loaded once, then kept current from their notifications channel
 * (spec point 4 "Real-time events"), and loaded afresh after a reconnect that may have missed
 * events, so the badges match the server after any reload, in any tab.
 */
export function useNotificationsLive(viewerId: number): void {
  const store = useStore();
  const load = useSetAtom(loadNotificationsAtom);
  useEffect(() => {
    void load(viewerId);
  }, [load, viewerId]);
  useRealtime(
    ({ notifications }) => {
      const receive = ({ notification }: { notification: NotificationData }) =>
        store.set(receiveNotificationAtom, notification);
      return [
        notifications.subscribe('NewReaction', receive),
        notifications.subscribe('NewComment', receive),
        notifications.subscribe('NewPollVote', receive),
        notifications.subscribe('notification', receive),
        notifications.subscribe('NewFollower', ({ notification }) =>
          store.set(receiveFollowerAtom, notification),
        ),
        notifications.subscribe('notifications-read', (change) => store.set(applyReadAtom, change)),
        notifications.subscribe('notification-deleted', ({ id, unread }) =>
          store.set(removeNotificationAtom, id, unread),
        ),
        // Direct messages: the messages dropdown and its badge (spec point 4: a broadcast
        // notification adds a message, MessageUpdated updates one).
        notifications.subscribe('broadcast notification', ({ conversation, unread }) =>
          store.set(receiveConversationAtom, conversation, unread),
        ),
        notifications.subscribe('MessageUpdated', ({ conversation }) =>
          store.set(receiveConversationAtom, conversation),
        ),
        notifications.subscribe('conversation-read', (event) => {
          if (event.reader_id === viewerId) store.set(setUnreadAtom, event.unread);
        }),
        notifications.onResync(() => void store.set(loadNotificationsAtom, viewerId)),
      ];
    },
    [store, viewerId],
  );
}
