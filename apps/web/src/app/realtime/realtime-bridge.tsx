import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { signedInViewerAtom } from '@/entities/session';
import { afterFirstApiContent } from '@/shared/api';
import { realtimeAtom } from '@/shared/lib/realtime';

/**
 * Connects a logged-in member (with user data) to real time and puts the connection in
 * `realtimeAtom`; each slice subscribes to its own channels through `useRealtime`. Logging out
 * (or losing the user data) closes it.
 */
export function RealtimeBridge() {
  const viewer = useAtomValue(signedInViewerAtom);
  const store = useStore();
  const memberId = viewer?.id;

  useEffect(() => {
    if (memberId === undefined) return;
    let cancelled = false;
    // The ably client loads on its own once the first page shows its content (visitors never
    // download it). Lists loaded before it connects catch up once their channel is attached.
    const connect = () => {
      void import('@tapetv/realtime').then(({ createRealtime }) => {
        if (cancelled) return;
        store.set(realtimeAtom, createRealtime({ member: { id: memberId } }));
      });
    };
    const cancelLoad = afterFirstApiContent(connect);
    return () => {
      cancelled = true;
      cancelLoad();
      store.get(realtimeAtom)?.close();
      store.set(realtimeAtom, null);
    };
  }, [memberId, store]);

  return null;
}
