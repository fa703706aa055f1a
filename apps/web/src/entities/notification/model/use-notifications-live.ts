import type { NotificationData } from '@tapetv/realtime';
import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import { receiveFollowerAtom, receiveNotificationAtom } from './notifications.atoms.ts';

/** The member's notifications channel, while the component calling this is mounted. */
export function useNotificationsLive(): void {
  const store = useStore();
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
      ];
    },
    [store],
  );
}
