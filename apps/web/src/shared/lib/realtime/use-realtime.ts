import type { Realtime, Unsubscribe } from '@tapetv/realtime';
import { useAtomValue } from 'jotai';
import { type DependencyList, useEffect } from 'react';
import { realtimeAtom } from './realtime.atoms.ts';

/**
 * Subscribes while the calling component is mounted and the member is connected: `subscribe`
 * gets the connection and returns what undoes it (one or several unsubscribes). Each slice wires
 * its own channels this way (the feed its posts, the header its notifications), so no central
 * file grows with every channel. `deps` are what `subscribe` reads, as for `useEffect`.
 */
export function useRealtime(
  subscribe: (realtime: Realtime) => Unsubscribe | readonly Unsubscribe[],
  deps: DependencyList,
): void {
  const realtime = useAtomValue(realtimeAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `subscribe` reads.
  useEffect(() => {
    if (!realtime) return;
    const stops = subscribe(realtime);
    return () => {
      for (const stop of Array.isArray(stops) ? stops : [stops]) stop();
    };
  }, [realtime, ...deps]);
}
