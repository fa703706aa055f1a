import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { signedInViewerAtom } from '@/entities/session';
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
    // The ably client loads on its own, after the page: visitors never download it.
    void import('@tapetv/realtime').then(({ createRealtime }) => {
      if (cancelled) return;
      store.set(realtimeAtom, createRealtime({ member: { id: memberId } }));
    });
    return () => {
      cancelled = true;
      store.get(realtimeAtom)?.close();
      store.set(realtimeAtom, null);
    };
  }, [memberId, store]);

  return null;
}
