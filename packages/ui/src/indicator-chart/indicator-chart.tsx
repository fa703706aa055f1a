import {
  CandlestickSeries,
  ColorType,
  createChart,
  type DeepPartial,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type TimeChartOptions,
  type UTCTimestamp,
} from 'lightweight-charts';
import { VisuallyHidden } from 'radix-ui';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { EmptyState } from '../empty-state/empty-state.tsx';
import frame from '../lib/chart-frame.module.css';
import { readChartTheme, watchChartTheme, withAlpha } from '../lib/chart-theme.ts';
import { cx } from '../lib/cx.ts';
import { formatPrice, formatSigned } from '../lib/market-format.ts';
import type { PriceBar } from '../price-chart/price-chart.tsx';
import { SimulatedBadge } from '../simulated-badge/simulated-badge.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './indicator-chart.module.css';

/** One value of an indicator at a bar's time (Unix seconds). */
export interface IndicatorPoint {
  time: number;
  value: number;
}

export interface MacdPoint {
  time: number;
  macd: number;
  /** Null before the signal line has enough values. */
  signal: number | null;
  histogram: number | null;
}

/** The series the chart draws, each aligned to the bars' times (the server computes them). */
export interface IndicatorSet {
  sma20: readonly IndicatorPoint[];
  sma50: readonly IndicatorPoint[];
  rsi14: readonly IndicatorPoint[];
  macd: readonly MacdPoint[];
}

/** A horizontal level drawn across the price pane, labelled on the price axis. */
export interface ChartLevel {
  kind: 'support' | 'resistance';
  label: string;
  price: number;
}

/** A straight line between two points of the price pane. */
export interface ChartTrendLine {
  label: string;
  from: { time: number; price: number };
  to: { time: number; price: number };
}

export const INDICATOR_EMPTY_TEXT = 'No prices to chart';

/** RSI's conventional overbought and oversold lines. */
export const RSI_OVERBOUGHT = 70;
export const RSI_OVERSOLD = 30;

const EMPTY_INDICATORS: IndicatorSet = { sma20: [], sma50: [], rsi14: [], macd: [] };

/** What the RSI reading means in words. */
function rsiWords(value: number): string {
  if (value >= RSI_OVERBOUGHT) return 'overbought';
  if (value <= RSI_OVERSOLD) return 'oversold';
  return 'neutral';
}

/**
 * What the chart shows, for screen readers, in a few sentences: the last close, where it is
 * against both averages, RSI with its zone, MACD against its signal, and the levels.
 * "AAPL, daily: last close 187.20. Above the 20-bar average (185.10), above the 50-bar average
 * (180.00). RSI 14 at 61.2, neutral. MACD 1.20 above its signal line (0.80). Levels: support
 * 50-day band at 180.00; resistance Ceiling at 196.00."
 */
export function indicatorSummary(
  label: string,
  bars: readonly PriceBar[],
  indicators: IndicatorSet,
  levels: readonly ChartLevel[],
  { currency, locale = 'en-US' }: { currency?: string | undefined; locale?: string } = {},
): string {
  const last = bars.at(-1);
  if (!last) return `${label}: ${INDICATOR_EMPTY_TEXT.toLowerCase()}`;
  const price = (value: number) => formatPrice(value, { currency, locale });
  const sentences = [`${label}: last close ${price(last.close)}.`];
  const against = (name: string, point: IndicatorPoint | undefined) =>
    point
      ? `${last.close >= point.value ? 'above' : 'below'} the ${name} (${price(point.value)})`
      : undefined;
  const averages = [
    against('20-bar average', indicators.sma20.at(-1)),
    against('50-bar average', indicators.sma50.at(-1)),
  ].filter(Boolean);
  if (averages.length) {
    const text = averages.join(', ');
    sentences.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }
  const rsi = indicators.rsi14.at(-1);
  if (rsi) sentences.push(`RSI 14 at ${rsi.value.toFixed(1)}, ${rsiWords(rsi.value)}.`);
  const macd = indicators.macd.at(-1);
  if (macd) {
    const value = formatSigned(macd.macd, { locale });
    sentences.push(
      macd.signal === null
        ? `MACD ${value}.`
        : `MACD ${value} ${macd.macd >= macd.signal ? 'above' : 'below'} its signal line (${formatSigned(macd.signal, { locale })}).`,
    );
  }
  if (levels.length)
    sentences.push(
      `Levels: ${levels.map((level) => `${level.kind} ${level.label} at ${price(level.price)}`).join('; ')}.`,
    );
  return sentences.join(' ');
}

export interface IndicatorChartProps {
  /** What is charted, as the summary and the accessible name say it: "AAPL". */
  label: string;
  /** The bars, oldest first. */
  bars: readonly PriceBar[];
  indicators?: IndicatorSet;
  levels?: readonly ChartLevel[];
  trendLines?: readonly ChartTrendLine[];
  /** Shows a placeholder while the bars load. */
  loading?: boolean;
  /** Labels the prices as invented by the offline simulator. */
  simulated?: boolean;
  /** ISO 4217 code of the prices, for the summary and legend. */
  currency?: string;
  locale?: string;
  /** The whole plot's height (price, RSI and MACD panes) in CSS pixels. */
  height?: number;
  className?: string;
}

interface Colours {
  text: string;
  border: string;
  surface: string;
  font: string;
  up: string;
  down: string;
  fast: string;
  slow: string;
  muted: string;
}

function readColours(element: HTMLElement): Colours {
  const { token, ...theme } = readChartTheme(element);
  return {
    ...theme,
    up: token('--color-up'),
    down: token('--color-down'),
    fast: token('--color-accent'),
    slow: token('--color-warning-text'),
    muted: token('--color-text-muted'),
  };
}

function chartOptions(colours: Colours): DeepPartial<TimeChartOptions> {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colours.surface },
      textColor: colours.text,
      fontFamily: colours.font,
      panes: { separatorColor: colours.border },
    },
    grid: {
      vertLines: { color: withAlpha(colours.border, 0.5) },
      horzLines: { color: withAlpha(colours.border, 0.5) },
    },
    rightPriceScale: { borderColor: colours.border },
    timeScale: { borderColor: colours.border },
  };
}

const at = (time: number) => time as UTCTimestamp;
const line = (points: readonly IndicatorPoint[]) =>
  points.map((point) => ({ time: at(point.time), value: point.value }));

/** The panes' shares of the height: price, RSI, MACD. */
const PANE_STRETCH = [3, 1, 1.2] as const;

interface ChartParts {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  sma20: ISeriesApi<'Line'>;
  sma50: ISeriesApi<'Line'>;
  rsi: ISeriesApi<'Line'>;
  macd: ISeriesApi<'Line'>;
  signal: ISeriesApi<'Line'>;
  histogram: ISeriesApi<'Histogram'>;
  /** Drawn per data: removed and drawn again when the levels or lines change. */
  levelLines: IPriceLine[];
  trendSeries: ISeriesApi<'Line'>[];
  colours: Colours;
}

interface ChartData {
  bars: readonly PriceBar[];
  indicators: IndicatorSet;
  levels: readonly ChartLevel[];
  trendLines: readonly ChartTrendLine[];
}

function seriesColours(parts: ChartParts) {
  const { colours } = parts;
  // Up candles hollow and down candles filled: direction does not rest on colour alone.
  parts.candles.applyOptions({
    upColor: colours.surface,
    borderUpColor: colours.up,
    wickUpColor: colours.up,
    downColor: colours.down,
    borderDownColor: colours.down,
    wickDownColor: colours.down,
  });
  parts.sma20.applyOptions({ color: colours.fast });
  parts.sma50.applyOptions({ color: colours.slow });
  parts.rsi.applyOptions({ color: colours.fast });
  parts.macd.applyOptions({ color: colours.fast });
  parts.signal.applyOptions({ color: colours.slow });
}

/** Puts the data on the series: candles, averages, RSI, MACD, then the levels and lines. */
function draw(parts: ChartParts, data: ChartData) {
  const { colours } = parts;
  parts.candles.setData(
    data.bars.map(({ time, open, high, low, close }) => ({
      time: at(time),
      open,
      high,
      low,
      close,
    })),
  );
  parts.sma20.setData(line(data.indicators.sma20));
  parts.sma50.setData(line(data.indicators.sma50));
  parts.rsi.setData(line(data.indicators.rsi14));
  parts.macd.setData(
    data.indicators.macd.map((point) => ({ time: at(point.time), value: point.macd })),
  );
  parts.signal.setData(
    data.indicators.macd.flatMap((point) =>
      point.signal === null ? [] : [{ time: at(point.time), value: point.signal }],
    ),
  );
  parts.histogram.setData(
    data.indicators.macd.flatMap((point) =>
      point.histogram === null
        ? []
        : [
            {
              time: at(point.time),
              value: point.histogram,
              color: withAlpha(point.histogram >= 0 ? colours.up : colours.down, 0.6),
            },
          ],
    ),
  );

  for (const priceLine of parts.levelLines) parts.candles.removePriceLine(priceLine);
  parts.levelLines = data.levels.map((level) =>
    parts.candles.createPriceLine({
      price: level.price,
      color: level.kind === 'support' ? colours.up : colours.down,
      lineWidth: 1,
      // Support dashed, resistance dotted: the kind is told by the line as well as its colour.
      lineStyle: level.kind === 'support' ? LineStyle.Dashed : LineStyle.Dotted,
      axisLabelVisible: true,
      title: level.label,
    }),
  );
  for (const series of parts.trendSeries) parts.chart.removeSeries(series);
  parts.trendSeries = data.trendLines.map((trend) => {
    const series = parts.chart.addSeries(
      LineSeries,
      {
        color: colours.muted,
        lineWidth: 2,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
        title: trend.label,
      },
      0,
    );
    series.setData([
      { time: at(trend.from.time), value: trend.from.price },
      { time: at(trend.to.time), value: trend.to.price },
    ]);
    return series;
  });

  const first = data.bars[0];
  const second = data.bars[1];
  const intraday = first !== undefined && second !== undefined && second.time - first.time < 86_400;
  parts.chart.timeScale().applyOptions({ timeVisible: intraday, secondsVisible: false });
  parts.chart.timeScale().fitContent();
}

/**
 * A technical-analysis chart on `lightweight-charts` (v5 panes): candles with the 20- and 50-bar
 * simple averages, the analysis's support and resistance as labelled horizontal lines and its
 * trend lines, then an RSI pane with its 30 and 70 guides and a MACD pane (line, signal,
 * histogram). A legend names each series with its latest value, and a summary in words stands in
 * for the canvas for screen readers. Created once per mount and removed on unmount; new data
 * replaces the series' data; colours follow the tokens and a theme change.
 */
export function IndicatorChart({
  label,
  bars,
  indicators = EMPTY_INDICATORS,
  levels = [],
  trendLines = [],
  loading = false,
  simulated = false,
  currency,
  locale = 'en-US',
  height = 520,
  className,
}: IndicatorChartProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const partsRef = useRef<ChartParts | null>(null);
  const dataRef = useRef<ChartData>({ bars, indicators, levels, trendLines });
  const titleId = useId();

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
      handleScroll: { mouseWheel: false, vertTouchDrag: false },
      handleScale: { mouseWheel: false },
      timeScale: { ...options.timeScale, lockVisibleTimeRangeOnResize: true },
    });
    const quiet = { lastValueVisible: false, priceLineVisible: false } as const;
    const parts: ChartParts = {
      chart,
      colours,
      candles: chart.addSeries(CandlestickSeries, {}, 0),
      sma20: chart.addSeries(LineSeries, { ...quiet, lineWidth: 2 }, 0),
      sma50: chart.addSeries(
        LineSeries,
        { ...quiet, lineWidth: 2, lineStyle: LineStyle.Dashed },
        0,
      ),
      rsi: chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false }, 1),
      histogram: chart.addSeries(HistogramSeries, quiet, 2),
      macd: chart.addSeries(LineSeries, { ...quiet, lineWidth: 2 }, 2),
      signal: chart.addSeries(
        LineSeries,
        { ...quiet, lineWidth: 1, lineStyle: LineStyle.Dashed },
        2,
      ),
      levelLines: [],
      trendSeries: [],
    };
    // RSI's scale is 0 to 100 whatever the data, with its two guides.
    parts.rsi.applyOptions({
      autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
      priceFormat: { type: 'price', precision: 1, minMove: 0.1 },
    });
    for (const guide of [RSI_OVERBOUGHT, RSI_OVERSOLD])
      parts.rsi.createPriceLine({
        price: guide,
        color: colours.muted,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        // The guide's value on the axis says which it is; no title repeating it.
        axisLabelVisible: true,
      });
    chart.panes().forEach((pane, index) => {
      pane.setStretchFactor(PANE_STRETCH[index] ?? 1);
    });
    seriesColours(parts);
    partsRef.current = parts;
    draw(parts, dataRef.current);

    const unwatch = watchChartTheme(() => {
      const current = partsRef.current;
      if (!current) return;
      const next = readColours(root);
      if (JSON.stringify(next) === JSON.stringify(current.colours)) return;
      current.colours = next;
      chart.applyOptions(chartOptions(next));
      seriesColours(current);
      draw(current, dataRef.current);
    });
    return () => {
      unwatch();
      partsRef.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    dataRef.current = { bars, indicators, levels, trendLines };
    const parts = partsRef.current;
    if (parts) draw(parts, dataRef.current);
  }, [bars, indicators, levels, trendLines]);

  const empty = !loading && bars.length === 0;
  const price = (value: number) => formatPrice(value, { currency, locale });
  const lastOf = (points: readonly IndicatorPoint[]) => points.at(-1)?.value;
  const sma20 = lastOf(indicators.sma20);
  const sma50 = lastOf(indicators.sma50);
  const rsi = lastOf(indicators.rsi14);
  const macd = indicators.macd.at(-1);
  const legend = [
    { key: 'sma20', name: 'SMA 20', value: sma20 === undefined ? null : price(sma20) },
    { key: 'sma50', name: 'SMA 50', value: sma50 === undefined ? null : price(sma50) },
    { key: 'rsi', name: 'RSI 14', value: rsi === undefined ? null : rsi.toFixed(1) },
    {
      key: 'macd',
      name: 'MACD 12/26/9',
      value: macd ? formatSigned(macd.macd, { locale }) : null,
    },
    {
      key: 'signal',
      name: 'Signal',
      value: macd?.signal == null ? null : formatSigned(macd.signal, { locale }),
    },
  ];

  return (
    <section
      ref={rootRef}
      data-slot="indicator-chart"
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      style={{ '--chart-frame-height': `${height}px` } as CSSProperties}
    >
      <VisuallyHidden.Root id={titleId}>
        {label} chart with moving averages, RSI and MACD
      </VisuallyHidden.Root>
      <div className={styles.toolbar}>
        <ul data-slot="indicator-chart-legend" aria-label="Indicators" className={styles.legend}>
          {legend.map((item) => (
            <li key={item.key} data-series={item.key} className={styles.legendItem}>
              <span aria-hidden className={styles.swatch} />
              <span className={styles.legendName}>{item.name}</span>
              <span className={styles.legendValue}>{item.value ?? '–'}</span>
            </li>
          ))}
        </ul>
        {simulated && <SimulatedBadge label="Simulated prices" />}
      </div>
      <figure className={frame.figure} aria-busy={loading || undefined}>
        <div ref={hostRef} data-slot="indicator-chart-canvas" aria-hidden className={frame.host} />
        {loading && (
          <div role="status" className={frame.overlay}>
            <Skeleton shape="block" height="100%" className={frame.skeleton} />
            <VisuallyHidden.Root>Loading prices</VisuallyHidden.Root>
          </div>
        )}
        {empty && (
          <div className={frame.overlay}>
            <EmptyState
              size="compact"
              title={INDICATOR_EMPTY_TEXT}
              description="No prices are stored for this symbol yet, so there is nothing to compute the indicators on."
            />
          </div>
        )}
        {!loading && !empty && (
          <figcaption data-slot="indicator-chart-summary" className={styles.srOnly}>
            {indicatorSummary(label, bars, indicators, levels, { currency, locale })}
          </figcaption>
        )}
      </figure>
      {(levels.length > 0 || trendLines.length > 0) && (
        <ul
          data-slot="indicator-chart-levels"
          aria-label="Levels and lines"
          className={styles.levels}
        >
          {levels.map((level) => (
            <li
              key={`${level.kind}-${level.label}`}
              data-kind={level.kind}
              className={styles.level}
            >
              <span aria-hidden className={styles.levelMark} />
              <span className={styles.levelKind}>
                {level.kind === 'support' ? 'Support' : 'Resistance'}
              </span>
              <span>{level.label}</span>
              <span className={styles.legendValue}>{price(level.price)}</span>
            </li>
          ))}
          {trendLines.map((trend) => (
            <li key={`trend-${trend.label}`} data-kind="trend" className={styles.level}>
              <span aria-hidden className={styles.levelMark} />
              <span className={styles.levelKind}>Trend line</span>
              <span>{trend.label}</span>
              <span className={styles.legendValue}>
                {price(trend.from.price)} → {price(trend.to.price)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={frame.credit}>
        Chart by{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
          <VisuallyHidden.Root> (opens in a new tab)</VisuallyHidden.Root>
        </a>
      </p>
    </section>
  );
}
