import { retryOnResync } from '@tapetv/realtime/catch-up';
import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import {
  catchUpLiveChatAtom,
  receiveLiveMessageAtom,
  receiveLiveMessageDeletedAtom,
} from './live-show.atoms.ts';

const reportCatchUpFailure = (error: unknown) =>
  console.error('Catching up with the live chat failed:', error);

/**
 * The live chat live while the calling component is mounted: new and deleted messages from
 * `private:live.chat`, and once attached and after a reconnect that may have missed some, the
 * newest page again, merged by id (after a reconnect, tried again after 1, 2, 4… s if it fails).
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
        retryOnResync(chat, () => store.set(catchUpLiveChatAtom), reportCatchUpFailure),
      ];
      // Once attached, the newest page again: what was sent before the subscription took hold
      // (while the first page loaded, say) is not lost; what arrives twice is merged by id.
      let stopped = false;
      void chat.whenAttached().then(
        () => {
          if (!stopped) store.set(catchUpLiveChatAtom).catch(reportCatchUpFailure);
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
