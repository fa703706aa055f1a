import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import {
  loadConversationsAtom,
  receiveConversationReadAtom,
  receiveMessageUpdatedAtom,
  receiveNewMessageEventAtom,
  receiveTypingAtom,
} from './conversations.atoms.ts';

/**
 * The member's conversations live, while the calling component is mounted: new, edited and
 * deleted messages, read marks and typing, from their notifications channel (spec point 4); after
 * a reconnect that may have missed some, the list is loaded again.
 */
export function useConversationsLive(viewerId: number): void {
  const store = useStore();
  useRealtime(
    ({ notifications }) => [
      notifications.subscribe('broadcast notification', (event) =>
        store.set(receiveNewMessageEventAtom, event),
      ),
      notifications.subscribe('MessageUpdated', (event) =>
        store.set(receiveMessageUpdatedAtom, event),
      ),
      notifications.subscribe('conversation-read', (event) =>
        store.set(receiveConversationReadAtom, viewerId, event),
      ),
      notifications.subscribe('typing', (event) => store.set(receiveTypingAtom, event)),
      notifications.onResync(() => void store.set(loadConversationsAtom)),
    ],
    [store, viewerId],
  );
}
