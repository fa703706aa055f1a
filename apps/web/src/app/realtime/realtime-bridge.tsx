import type { PostEvent, Realtime } from '@tapetv/realtime';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { catchUpPostsAtom, type PostData, receivePushedPostAtom } from '@/entities/post';
import { signedInViewerAtom } from '@/entities/session';

/**
 * Connects a logged-in member (with user data) to real time and writes pushed events through the
 * store: a new post on their feed channel is held aside behind the "new posts" pill; after a
 * reconnect without continuity, whatever was missed is fetched from the API.
 */
export function RealtimeBridge() {
  const viewer = useAtomValue(signedInViewerAtom);
  const store = useStore();
  const memberId = viewer?.id;

  useEffect(() => {
    if (memberId === undefined) return;
    let realtime: Realtime | undefined;
    let stops: (() => void)[] = [];
    let cancelled = false;
    // The ably client loads on its own, after the page: visitors never download it.
    void import('@tapetv/realtime').then(({ createRealtime }) => {
      if (cancelled) return;
      realtime = createRealtime({ member: { id: memberId } });
      stops = [
        realtime.feed.subscribe('new-post', (post: PostEvent) => {
          // The server publishes the same shape as GET /api/singlePost answers.
          store.set(receivePushedPostAtom, 'feed', post as unknown as PostData);
        }),
        realtime.feed.onResync(() => {
          void store.set(catchUpPostsAtom, 'feed');
        }),
      ];
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      realtime?.close();
    };
  }, [memberId, store]);

  return null;
}
