import { MACD, RSI, SMA } from 'technicalindicators';

/**
 * The indicators a technical analysis draws (issue 20), computed by `technicalindicators` over a
 * symbol's stored bars. Pure: bars in, series out. The library answers only the values it can
 * compute (a 20-bar average has no value for the first 19 bars), aligned to the end of its input;
 * here each value gets back the time of the bar it belongs to.
 */

export const SMA_FAST = 20;
export const SMA_SLOW = 50;
export const RSI_PERIOD = 14;
export const MACD_FAST = 12;
export const MACD_SLOW = 26;
export const MACD_SIGNAL = 9;

/** A bar as the indicators read it: its time (any unit, increasing) and its close. */
export interface ClosingPrice {
  time: number;
  close: number;
}

export interface IndicatorPoint {
  time: number;
  value: number;
}

export interface MacdPoint {
  time: number;
  macd: number;
  /** Null for the first MACD_SIGNAL - 1 points, before the signal line has enough values. */
  signal: number | null;
  histogram: number | null;
}

export interface IndicatorSeries {
  sma20: IndicatorPoint[];
  sma50: IndicatorPoint[];
  rsi14: IndicatorPoint[];
  macd: MacdPoint[];
}

/**
 * The times of the last `values.length` bars paired with the values: the libraries' outputs end
 * with the input's last bar. Values beyond the bars (never expected) are dropped.
 */
export function alignToTail<T>(times: readonly number[], values: readonly T[]): [number, T][] {
  const start = times.length - values.length;
  return values.flatMap((value, i) => {
    const time = times[start + i];
    return time === undefined || start + i < 0 ? [] : [[time, value] as [number, T]];
  });
}

const finite = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value);

/** A simple moving average of the closes over `period` bars. */
export function smaSeries(bars: readonly ClosingPrice[], period: number): IndicatorPoint[] {
  const closes = bars.map((bar) => bar.close);
  if (closes.length < period) return [];
  return alignToTail(
    bars.map((bar) => bar.time),
    SMA.calculate({ period, values: closes }),
  ).flatMap(([time, value]) => (finite(value) ? [{ time, value }] : []));
}

/** Wilder's relative strength index of the closes, from 0 to 100. */
export function rsiSeries(bars: readonly ClosingPrice[], period = RSI_PERIOD): IndicatorPoint[] {
  const closes = bars.map((bar) => bar.close);
  if (closes.length <= period) return [];
  return alignToTail(
    bars.map((bar) => bar.time),
    RSI.calculate({ period, values: closes }),
  ).flatMap(([time, value]) =>
    // The library rounds to two decimals; clamped so a rounding can never leave the scale.
    finite(value) ? [{ time, value: Math.min(100, Math.max(0, value)) }] : [],
  );
}

/** MACD (exponential averages, as Appel defined it): the line, its signal and their difference. */
export function macdSeries(
  bars: readonly ClosingPrice[],
  { fast = MACD_FAST, slow = MACD_SLOW, signal = MACD_SIGNAL } = {},
): MacdPoint[] {
  const closes = bars.map((bar) => bar.close);
  if (closes.length < slow) return [];
  const output = MACD.calculate({
    values: closes,
    fastPeriod: fast,
    slowPeriod: slow,
    signalPeriod: signal,
    SimpleMAOscillator: false,
    SimpleMASignal: false,
  });
  return alignToTail(
    bars.map((bar) => bar.time),
    output,
  ).flatMap(([time, point]) =>
    finite(point.MACD)
      ? [
          {
            time,
            macd: point.MACD,
            signal: finite(point.signal) ? point.signal : null,
            histogram: finite(point.histogram) ? point.histogram : null,
          },
        ]
      : [],
  );
}

/** Every indicator an analysis's chart draws, over bars oldest first. */
export function indicatorSeries(bars: readonly ClosingPrice[]): IndicatorSeries {
  return {
    sma20: smaSeries(bars, SMA_FAST),
    sma50: smaSeries(bars, SMA_SLOW),
    rsi14: rsiSeries(bars, RSI_PERIOD),
    macd: macdSeries(bars),
  };
}
