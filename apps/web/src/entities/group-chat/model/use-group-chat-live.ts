import { retryOnResync } from '@tapetv/realtime/catch-up';
import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import type { PresenceData } from '../lib/online-members.ts';
import {
  catchUpGroupChatAtom,
  receiveGroupMessageAtom,
  receiveGroupMessageDeletedAtom,
  receiveGroupMessageUpdatedAtom,
  receiveGroupTypingAtom,
} from './group-chat.atoms.ts';

/**
 * A group's chat live while the calling component is mounted: new, edited and deleted messages
 * and who is typing (not the viewer), from `private:groups.{id}.chat`; after a reconnect that may
 * have missed some, page 1 again, merged by id (tried again after 1, 2, 4… s if it fails). The viewer is in the chat's presence meanwhile
 * (the online dots), and leaves it on unmount.
 */
export function useGroupChatLive(groupId: number, viewerId: number, presence?: PresenceData): void {
  const store = useStore();
  useRealtime(
    (realtime) => {
      const chat = realtime.groupChat(groupId);
      const stops = [
        chat.subscribe('new-message', (message) => store.set(receiveGroupMessageAtom, message)),
        chat.subscribe('message-updated', (message) =>
          store.set(receiveGroupMessageUpdatedAtom, message),
        ),
        chat.subscribe('message-deleted', (event) =>
          store.set(receiveGroupMessageDeletedAtom, event),
        ),
        chat.subscribe('typing', (event) => {
          if (event.user.id !== viewerId) store.set(receiveGroupTypingAtom, groupId, event);
        }),
        retryOnResync(
          chat,
          () => store.set(catchUpGroupChatAtom, groupId),
          (error) => console.error('Catching up with the group chat failed:', error),
        ),
      ];
      chat.enterPresence(presence).catch((error: unknown) => {
        console.error('Entering the group chat’s presence failed:', error);
      });
      return [
        () =>
          void chat.leavePresence().catch((error: unknown) => {
            console.error('Leaving the group chat’s presence failed:', error);
          }),
        ...stops,
      ];
    },
    [store, groupId, viewerId, presence?.name, presence?.avatar],
  );
}
