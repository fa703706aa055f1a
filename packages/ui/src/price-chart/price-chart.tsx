import {
  CandlestickSeries,
  type CandlestickSeriesPartialOptions,
  ColorType,
  createChart,
  type DeepPartial,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type TimeChartOptions,
  type UTCTimestamp,
} from 'lightweight-charts';
import { VisuallyHidden } from 'radix-ui';
import { type CSSProperties, useEffect, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import frame from '../lib/chart-frame.module.css';
import { type ChartTheme, readChartTheme, watchChartTheme, withAlpha } from '../lib/chart-theme.ts';
import { cx } from '../lib/cx.ts';
import { formatPrice, spokenChange } from '../lib/market-format.ts';
import { SimulatedBadge } from '../simulated-badge/simulated-badge.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './price-chart.module.css';

/** One OHLCV bar; `time` in Unix seconds (the bar's opening), as the server sends it. */
export interface PriceBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const DEFAULT_CHART_RANGES = ['1D', '5D', '1M', '6M', '1Y'] as const;

export const CHART_EMPTY_TEXT = 'No prices for this range';

const RANGE_WORDS: Record<string, string> = {
  '1D': '1 day',
  '5D': '5 days',
  '1M': '1 month',
  '6M': '6 months',
  '1Y': '1 year',
};

/** A range in words for the summary and the buttons' hint: "1M" is "1 month". */
export function rangeLabel(range: string): string {
  return RANGE_WORDS[range] ?? range;
}

/**
 * What the chart shows, in one sentence for screen readers:
 * "AAPL, 1 month: from 180.10 to 189.12, up 5.0%" (the first bar's open to the last bar's close).
 */
export function chartSummary(
  label: string,
  range: string,
  bars: readonly PriceBar[],
  { currency, locale = 'en-US' }: { currency?: string | undefined; locale?: string } = {},
): string {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return `${label}, ${rangeLabel(range)}: ${CHART_EMPTY_TEXT.toLowerCase()}`;
  const from = formatPrice(first.open, { currency, locale });
  const to = formatPrice(last.close, { currency, locale });
  const pct = first.open === 0 ? 0 : ((last.close - first.open) / first.open) * 100;
  return `${label}, ${rangeLabel(range)}: from ${from} to ${to}, ${spokenChange(pct, { locale, digits: 1 })}`;
}

export interface PriceChartProps {
  /** The range's bars, oldest first. */
  bars: readonly PriceBar[];
  /** The range shown (the owner loads its bars). */
  range: string;
  /** The range buttons, in order; none (`[]`) for a fixed set of bars, such as a lesson's chart. */
  ranges?: readonly string[];
  onRangeChange?: (range: string) => void;
  /** Shows a placeholder over the chart while the range's bars load. */
  loading?: boolean;
  /** The bars could not be loaded: what happened. */
  error?: string | null;
  onRetry?: () => void;
  /** The plot's height in CSS pixels. */
  height?: number;
  /** What is charted, as the summary says it: "AAPL". */
  label: string;
  /** Labels the prices as invented by the offline simulator. */
  simulated?: boolean;
  /** ISO 4217 code of the prices, for the summary. */
  currency?: string;
  locale?: string;
  className?: string;
}

interface ChartColours extends ChartTheme {
  up: string;
  down: string;
}

/** The tokens as the chart's canvas needs them: plain colour strings, read where the chart is. */
function readColours(element: HTMLElement): ChartColours {
  const { token, ...theme } = readChartTheme(element);
  return { ...theme, up: token('--color-up'), down: token('--color-down') };
}

function chartOptions(colours: ChartColours): DeepPartial<TimeChartOptions> {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colours.surface },
      textColor: colours.text,
      fontFamily: colours.font,
    },
    grid: {
      vertLines: { color: withAlpha(colours.border, 0.5) },
      horzLines: { color: withAlpha(colours.border, 0.5) },
    },
    rightPriceScale: { borderColor: colours.border },
    timeScale: { borderColor: colours.border },
  };
}

/**
 * Up candles are hollow (outlined) and down candles filled, so the direction of each bar does
 * not rest on colour alone.
 */
function candleOptions(colours: ChartColours): CandlestickSeriesPartialOptions {
  return {
    upColor: colours.surface,
    borderUpColor: colours.up,
    wickUpColor: colours.up,
    downColor: colours.down,
    borderDownColor: colours.down,
    wickDownColor: colours.down,
  };
}

const VOLUME_ALPHA = 0.45;

/**
 * A price chart: candles and volume over the range's bars, the range buttons above, and a
 * summary for screen readers. On `lightweight-charts`, created once per mount (`chart.remove()`
 * on unmount); new bars replace the series' data without recreating it; colours come from the
 * tokens where the chart is (and follow a `data-theme`/`data-palette` change); it resizes with its
 * container. Load it on demand: `lazy(() => import('@tapetv/ui/price-chart').then((m) => ({
 * default: m.PriceChart })))`.
 */
export function PriceChart({
  bars,
  range,
  ranges = DEFAULT_CHART_RANGES,
  onRangeChange,
  loading = false,
  error,
  onRetry,
  height = 320,
  label,
  simulated = false,
  currency,
  locale = 'en-US',
  className,
}: PriceChartProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{
    chart: IChartApi;
    candles: ISeriesApi<'Candlestick'>;
    volume: ISeriesApi<'Histogram'>;
    colours: ChartColours;
  } | null>(null);
  // The bars the volume colours are recomputed from when the theme changes.
  const barsRef = useRef(bars);

  // Created once per mount; removed on unmount.
  useEffect(() => {
    const host = hostRef.current;
    const root = rootRef.current;
    if (!host || !root) return;
    const colours = readColours(root);
    const options = chartOptions(colours);
    const chart = createChart(host, {
      ...options,
      autoSize: true,
      // The licence's link to TradingView is in the credit line, outside the hidden canvas.
      layout: { ...options.layout, attributionLogo: false },
      // The page keeps its vertical scrolling and wheel: dragging sideways pans, pinching zooms.
      handleScroll: { mouseWheel: false, vertTouchDrag: false },
      handleScale: { mouseWheel: false },
      rightPriceScale: { borderColor: colours.border, scaleMargins: { top: 0.1, bottom: 0.25 } },
      // A resize keeps the bars shown (the range fitted to the width); otherwise a passing narrow
      // width (a page's layout settling, a full-page screenshot) leaves them squeezed to one side.
      timeScale: { ...options.timeScale, lockVisibleTimeRangeOnResize: true },
    });
    const candles = chart.addSeries(CandlestickSeries, candleOptions(colours));
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    // Volume sits in the bottom fifth, under the candles.
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = { chart, candles, volume, colours };

    const setColours = () => {
      const current = chartRef.current;
      if (!current) return;
      const next = readColours(root);
      if (JSON.stringify(next) === JSON.stringify(current.colours)) return;
      current.colours = next;
      chart.applyOptions(chartOptions(next));
      candles.applyOptions(candleOptions(next));
      volume.setData(volumeData(barsRef.current, next));
    };
    const unwatch = watchChartTheme(setColours);

    return () => {
      unwatch();
      chartRef.current = null;
      chart.remove();
    };
  }, []);

  // New bars replace the data; the chart stays.
  useEffect(() => {
    barsRef.current = bars;
    const current = chartRef.current;
    if (!current) return;
    current.candles.setData(
      bars.map(({ time, open, high, low, close }) => ({
        time: time as UTCTimestamp,
        open,
        high,
        low,
        close,
      })),
    );
    current.volume.setData(volumeData(bars, current.colours));
    // Intraday bars (1D, 5D) need the time of day on the axis.
    const first = bars[0];
    const second = bars[1];
    const intraday =
      first !== undefined && second !== undefined && second.time - first.time < 86_400;
    current.chart.timeScale().applyOptions({ timeVisible: intraday, secondsVisible: false });
    current.chart.timeScale().fitContent();
  }, [bars]);

  const empty = !loading && !error && bars.length === 0;
  let overlay = null;
  if (loading) {
    overlay = (
      <div data-slot="price-chart-loading" role="status" className={frame.overlay}>
        <Skeleton shape="block" height="100%" className={frame.skeleton} />
        <VisuallyHidden.Root>Loading prices</VisuallyHidden.Root>
      </div>
    );
  } else if (error) {
    overlay = (
      <div className={frame.overlay}>
        <EmptyState
          size="compact"
          tone="error"
          title="Could not load the chart"
          description={error}
          action={
            onRetry && (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  } else if (empty) {
    overlay = (
      <div className={frame.overlay}>
        <EmptyState
          size="compact"
          title={CHART_EMPTY_TEXT}
          description={ranges.length > 0 ? 'Choose another range above.' : undefined}
        />
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      data-slot="price-chart"
      data-state={loading ? 'loading' : error ? 'error' : empty ? 'empty' : 'ready'}
      className={cx(styles.root, className)}
      style={{ '--chart-frame-height': `${height}px` } as CSSProperties}
    >
      {(ranges.length > 0 || simulated) && (
        <div className={styles.toolbar}>
          {ranges.length > 0 && (
            <fieldset className={styles.ranges}>
              <legend className={styles.srOnly}>Chart range</legend>
              {ranges.map((item) => (
                <button
                  key={item}
                  type="button"
                  data-slot="price-chart-range"
                  aria-pressed={item === range}
                  title={rangeLabel(item)}
                  className={styles.range}
                  onClick={() => onRangeChange?.(item)}
                >
                  {item}
                </button>
              ))}
            </fieldset>
          )}
          {simulated && <SimulatedBadge />}
        </div>
      )}
      <figure className={frame.figure} aria-busy={loading || undefined}>
        {/* The canvas says nothing to screen readers; the caption below says it in words. */}
        <div ref={hostRef} data-slot="price-chart-canvas" aria-hidden className={frame.host} />
        {overlay}
        {!loading && !error && !empty && (
          <figcaption data-slot="price-chart-summary" className={styles.srOnly}>
            {chartSummary(label, range, bars, { currency, locale })}
          </figcaption>
        )}
      </figure>
      <p className={frame.credit}>
        Chart by{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
          <VisuallyHidden.Root> (opens in a new tab)</VisuallyHidden.Root>
        </a>
      </p>
    </div>
  );
}

function volumeData(bars: readonly PriceBar[], colours: ChartColours) {
  // Bars without volumes (a lesson's drawn candles) get no histogram, not a row of empty stubs.
  if (bars.every((bar) => bar.volume === 0)) return [];
  const up = withAlpha(colours.up, VOLUME_ALPHA);
  const down = withAlpha(colours.down, VOLUME_ALPHA);
  return bars.map((bar) => ({
    time: bar.time as UTCTimestamp,
    value: bar.volume,
    color: bar.close >= bar.open ? up : down,
  }));
}
