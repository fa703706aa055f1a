import {
  ColorType,
  createChart,
  type DeepPartial,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type TimeChartOptions,
  type UTCTimestamp,
} from 'lightweight-charts';
import { VisuallyHidden } from 'radix-ui';
import { type CSSProperties, useEffect, useRef } from 'react';
import { EmptyState } from '../empty-state/empty-state.tsx';
import frame from '../lib/chart-frame.module.css';
import { type ChartTheme, readChartTheme, watchChartTheme } from '../lib/chart-theme.ts';
import { cx } from '../lib/cx.ts';
import styles from './score-chart.module.css';

/** One score: `time` in Unix seconds (when it was made), `value` in percent (0–100). */
export interface ScorePoint {
  time: number;
  value: number;
}

export interface ScoreChartProps {
  /** The scores, oldest first. */
  points: readonly ScorePoint[];
  /** A line across the chart at this percent, labelled "Pass" (an exam's pass mark). */
  passMark?: number | null;
  /** What is charted, as the summary says it: "Exam scores". */
  label: string;
  /** Shown in place of the chart when there are no points. */
  emptyText?: string;
  /** The plot's height in CSS pixels. */
  height?: number;
  className?: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What the chart shows, in one sentence for screen readers: "Exam scores: 3 attempts, from 40%
 * to 90%, the latest 90%; pass mark 70%, reached 2 times."
 */
export function scoreSummary(
  label: string,
  points: readonly ScorePoint[],
  passMark?: number | null,
): string {
  const last = points.at(-1);
  if (!last) return `${label}: no scores yet`;
  const values = points.map((point) => point.value);
  const range =
    points.length === 1
      ? `${last.value}%`
      : `from ${Math.min(...values)}% to ${Math.max(...values)}%, the latest ${last.value}%`;
  const pass =
    passMark === null || passMark === undefined
      ? ''
      : `; pass mark ${passMark}%, reached ${plural(
          values.filter((value) => value >= passMark).length,
          'time',
        )}`;
  return `${label}: ${plural(points.length, 'attempt')}, ${range}${pass}.`;
}

/**
 * Points on strictly increasing times, as the chart requires: two scores in the same second
 * keep their order, a second apart.
 */
export function chartPoints(points: readonly ScorePoint[]) {
  let previous = Number.NEGATIVE_INFINITY;
  return points.map(({ time, value }) => {
    const at = Math.max(Math.floor(time), previous + 1);
    previous = at;
    return { time: at as UTCTimestamp, value };
  });
}

interface ChartColours extends ChartTheme {
  line: string;
  pass: string;
}

function readColours(element: HTMLElement): ChartColours {
  const { token, ...theme } = readChartTheme(element);
  return { ...theme, line: token('--color-accent'), pass: token('--color-success-text') };
}

function chartOptions(colours: ChartColours): DeepPartial<TimeChartOptions> {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colours.surface },
      textColor: colours.text,
      fontFamily: colours.font,
    },
    grid: {
      vertLines: { visible: false },
      horzLines: { color: colours.border },
    },
    // A little room above 100% and below 0% for the points, not a quarter of the plot.
    rightPriceScale: { borderColor: colours.border, scaleMargins: { top: 0.06, bottom: 0.06 } },
    timeScale: { borderColor: colours.border },
  };
}

const percent = (value: number) => `${Math.round(value)}%`;

interface ChartParts {
  line: ISeriesApi<'Line'>;
  passLine: IPriceLine | null;
  colours: ChartColours;
}

/** Draws the pass mark's dashed line again (or removes it for null). */
function setPassLine(parts: ChartParts, mark: number | null) {
  if (parts.passLine) parts.line.removePriceLine(parts.passLine);
  parts.passLine =
    mark === null
      ? null
      : parts.line.createPriceLine({
          price: mark,
          color: parts.colours.pass,
          lineWidth: 2,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: 'Pass',
        });
}

/**
 * Scores over time as a line with a point per attempt, on a fixed 0–100% scale, and the pass
 * mark as a dashed line across it; a summary says it in words for screen readers. On
 * `lightweight-charts`, created once per mount and removed on unmount; new points replace the
 * data; colours come from the tokens and follow a theme change. Load it on demand, as
 * `PriceChart`.
 */
export function ScoreChart({
  points,
  passMark = null,
  label,
  emptyText = 'No scores yet',
  height = 240,
  className,
}: ScoreChartProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<(ChartParts & { chart: IChartApi }) | null>(null);
  const passRef = useRef(passMark);

  useEffect(() => {
    const host = hostRef.current;
    const root = rootRef.current;
    if (!host || !root) return;
    const colours = readColours(root);
    const options = chartOptions(colours);
    const chart = createChart(host, {
      ...options,
      autoSize: true,
      layout: { ...options.layout, attributionLogo: false },
      localization: { priceFormatter: percent },
      // A handful of points, all always in view: nothing to pan or zoom, and the page scrolls.
      handleScroll: false,
      handleScale: false,
    });
    const line = chart.addSeries(LineSeries, {
      color: colours.line,
      lineWidth: 2,
      pointMarkersVisible: true,
      pointMarkersRadius: 4,
      priceLineVisible: false,
      lastValueVisible: false,
      priceFormat: { type: 'custom', formatter: percent, minMove: 1 },
      // Always the whole scale: a 60% reads the same on every chart.
      autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
    });
    chartRef.current = { chart, line, passLine: null, colours };
    setPassLine(chartRef.current, passRef.current);

    const setColours = () => {
      const current = chartRef.current;
      if (!current) return;
      const next = readColours(root);
      if (JSON.stringify(next) === JSON.stringify(current.colours)) return;
      current.colours = next;
      chart.applyOptions(chartOptions(next));
      line.applyOptions({ color: next.line });
      current.passLine?.applyOptions({ color: next.pass });
    };
    const unwatch = watchChartTheme(setColours);
    // The chart keeps its spacing when its box changes (a first layout, a phone turned): every
    // point stays in view, after the chart's own resize.
    let frame = 0;
    const resize = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => chartRef.current?.chart.timeScale().fitContent());
    });
    resize.observe(host);
    return () => {
      unwatch();
      resize.disconnect();
      cancelAnimationFrame(frame);
      chartRef.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    const data = chartPoints(points);
    current.line.setData(data);
    const first = data[0];
    const last = data.at(-1);
    // Attempts within two days of each other need the time of day on the axis.
    const close = first !== undefined && last !== undefined && last.time - first.time < 2 * 86_400;
    current.chart.timeScale().applyOptions({ timeVisible: close, secondsVisible: false });
    current.chart.timeScale().fitContent();
  }, [points]);

  useEffect(() => {
    passRef.current = passMark;
    if (chartRef.current) setPassLine(chartRef.current, passMark);
  }, [passMark]);

  const empty = points.length === 0;
  return (
    <div
      ref={rootRef}
      data-slot="score-chart"
      data-state={empty ? 'empty' : 'ready'}
      className={cx(styles.root, className)}
      style={{ '--chart-frame-height': `${height}px` } as CSSProperties}
    >
      <figure className={frame.figure}>
        {/* The canvas says nothing to screen readers; the caption says it in words. */}
        <div ref={hostRef} data-slot="score-chart-canvas" aria-hidden className={frame.host} />
        {empty && (
          <div className={frame.overlay}>
            <EmptyState size="compact" title={emptyText} />
          </div>
        )}
        <figcaption data-slot="score-chart-summary" className={styles.srOnly}>
          {scoreSummary(label, points, passMark)}
        </figcaption>
      </figure>
      {passMark !== null && !empty && (
        <p aria-hidden className={styles.key}>
          <span className={styles.keyLine} /> Score <span className={styles.keyPass} /> Pass mark{' '}
          {passMark}%
        </p>
      )}
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
