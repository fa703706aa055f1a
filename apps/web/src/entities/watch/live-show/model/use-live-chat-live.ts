import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import {
  catchUpLiveChatAtom,
  receiveLiveMessageAtom,
  receiveLiveMessageDeletedAtom,
} from './live-show.atoms.ts';

/**
 * The live chat live while the calling component is mounted: new and deleted messages from
 * `private:live.chat`, and once attached and after a reconnect that may have missed some, the
 * newest page again, merged by id.
 */
export function useLiveChatLive(): void {
  const store = useStore();
  useRealtime(
    (realtime) => {
      const chat = realtime.liveChat;
      const stops = [
        chat.subscribe('new-message', (message) => store.set(receiveLiveMessageAtom, message)),
        chat.subscribe('message-deleted', (event) =>
          store.set(receiveLiveMessageDeletedAtom, event),
        ),
        chat.onResync(() => void store.set(catchUpLiveChatAtom)),
      ];
      // Once attached, the newest page again: what was sent before the subscription took hold
      // (while the first page loaded, say) is not lost; what arrives twice is merged by id.
      let stopped = false;
      void chat.whenAttached().then(
        () => {
          if (!stopped) void store.set(catchUpLiveChatAtom);
        },
        (error: unknown) => console.error('Attaching the live chat failed:', error),
      );
      const stop = () => {
        stopped = true;
      };
      return [stop, ...stops];
    },
    [store],
  );
}
