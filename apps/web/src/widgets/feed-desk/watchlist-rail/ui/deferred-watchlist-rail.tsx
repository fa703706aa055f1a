import { lazy } from 'react';
import { AfterFirstContent } from '@/shared/ui/after-first-content';

const WatchlistRail = lazy(() =>
  import('./watchlist-rail.tsx').then((m) => ({ default: m.WatchlistRail })),
);

/** The watchlist card, loaded once the page shows its content (it is beside the feed, not in it). */
export function DeferredWatchlistRail() {
  return (
    <AfterFirstContent>
      <WatchlistRail />
    </AfterFirstContent>
  );
}
