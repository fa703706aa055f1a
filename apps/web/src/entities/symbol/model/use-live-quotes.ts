import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useRealtime } from '@/shared/lib/realtime';
import { receiveQuoteAtom, refreshQuotesAtom } from './quotes.atoms.ts';

/**
 * The server publishes a symbol's moves for two minutes after someone last read it (its quote,
 * market, chart or page): a page showing it reads its quotes again this often.
 */
export const QUOTES_INTEREST_REFRESH_MS = 60_000;

/**
 * Live figures for these symbols while the calling component is mounted: each symbol's
 * `quotes:{id}` channel (public to members, throttled by the server); after a reconnect that may
 * have missed moves, one quotes call for all of them; and a quotes call every minute, which both
 * corrects any drift and keeps the server publishing them.
 */
export function useLiveQuotes(symbolIds: readonly number[]): void {
  const store = useStore();
  const key = [...new Set(symbolIds)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',').map(Number);
    const timer = setInterval(
      () => void store.set(refreshQuotesAtom, ids),
      QUOTES_INTEREST_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [store, key]);
  useRealtime(
    (realtime) => {
      const ids = key === '' ? [] : key.split(',').map(Number);
      // Channels resync together after a reconnect: one quotes call for all that did.
      const stale = new Set<number>();
      const refresh = () => {
        const missed = [...stale];
        stale.clear();
        void store.set(refreshQuotesAtom, missed);
      };
      return ids.flatMap((id) => {
        const channel = realtime.quotes(id);
        return [
          channel.subscribe('quote', (event) => store.set(receiveQuoteAtom, event)),
          channel.onResync(() => {
            if (stale.size === 0) queueMicrotask(refresh);
            stale.add(id);
          }),
        ];
      });
    },
    [store, key],
  );
}
