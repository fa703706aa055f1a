import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  barsAtomFamily,
  barsKey,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  loadBarsAtom,
} from '@/entities/symbol';

// lightweight-charts is the page's heaviest part: it loads with the first chart, not the frame.
const PriceChart = lazy(() =>
  import('@tapetv/ui/price-chart').then((m) => ({ default: m.PriceChart })),
);

export interface SymbolChartProps {
  symbolId: number;
  /** The ticker, which the chart's spoken summary starts with. */
  ticker: string;
  height?: number;
}

/**
 * A symbol's price chart (candles and volume, ranges 1D to 1Y) over `GET
 * /api/symbols/{symbolId}/bars`; each range is loaded once, then kept.
 */
export function SymbolChart({ symbolId, ticker, height = 320 }: SymbolChartProps) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const state = useAtomValue(barsAtomFamily(barsKey(symbolId, range)));
  const load = useSetAtom(loadBarsAtom);

  useEffect(() => {
    if (state.status === 'idle') void load(symbolId, range);
  }, [state.status, load, symbolId, range]);

  return (
    <Suspense fallback={<Skeleton height={`${height}px`} />}>
      <PriceChart
        label={ticker}
        bars={state.bars?.bars ?? []}
        range={range}
        onRangeChange={(next) => setRange(next as ChartRange)}
        loading={state.status === 'idle' || (state.status === 'loading' && !state.bars)}
        error={state.status === 'error' ? (state.error ?? 'The chart could not be loaded.') : null}
        onRetry={() => void load(symbolId, range)}
        simulated={state.bars?.simulated}
        height={height}
      />
    </Suspense>
  );
}
