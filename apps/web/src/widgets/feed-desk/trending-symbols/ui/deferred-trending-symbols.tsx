import { lazy } from 'react';
import { AfterFirstContent } from '@/shared/ui/after-first-content';

const TrendingSymbols = lazy(() =>
  import('./trending-symbols.tsx').then((m) => ({ default: m.TrendingSymbols })),
);

/** The trending card, loaded once the page shows its content (it is beside the feed, not in it). */
export function DeferredTrendingSymbols() {
  return (
    <AfterFirstContent>
      <TrendingSymbols />
    </AfterFirstContent>
  );
}
