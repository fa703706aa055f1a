import { priceBars } from '../lib/market-fixtures.ts';
import type { PriceBar } from '../price-chart/price-chart.tsx';
import type {
  ChartLevel,
  ChartTrendLine,
  IndicatorPoint,
  IndicatorSet,
} from './indicator-chart.tsx';

/**
 * Indicator series for the stories and tests, computed here from fixed bars so the fixtures are
 * consistent (the product's come from the server, which uses `technicalindicators`). Textbook
 * formulas: simple averages, Wilder's RSI, MACD on exponential averages.
 */

function sma(bars: readonly PriceBar[], period: number): IndicatorPoint[] {
  return bars.slice(period - 1).map((bar, i) => ({
    time: bar.time,
    value: bars.slice(i, i + period).reduce((sum, each) => sum + each.close, 0) / period,
  }));
}

function ema(values: readonly number[], period: number): number[] {
  const k = 2 / (period + 1);
  const out: number[] = [];
  let previous = values.slice(0, period).reduce((a, b) => a + b, 0) / period;
  values.forEach((value, i) => {
    if (i < period - 1) return;
    previous = i === period - 1 ? previous : value * k + previous * (1 - k);
    out.push(previous);
  });
  return out;
}

function rsi(bars: readonly PriceBar[], period = 14): IndicatorPoint[] {
  const out: IndicatorPoint[] = [];
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < bars.length; i += 1) {
    const change = (bars[i]?.close ?? 0) - (bars[i - 1]?.close ?? 0);
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    if (i >= period)
      out.push({
        time: bars[i]?.time ?? 0,
        value: loss === 0 ? 100 : 100 - 100 / (1 + gain / loss),
      });
  }
  return out;
}

/** The four series over `bars`, aligned to their times. */
export function fixtureIndicators(bars: readonly PriceBar[]): IndicatorSet {
  const closes = bars.map((bar) => bar.close);
  const fast = ema(closes, 12).slice(26 - 12);
  const slow = ema(closes, 26);
  const line = slow.map((value, i) => (fast[i] ?? 0) - value);
  const signal = ema(line, 9);
  const times = bars.slice(25).map((bar) => bar.time);
  return {
    sma20: sma(bars, 20),
    sma50: sma(bars, 50),
    rsi14: rsi(bars),
    macd: line.map((macd, i) => {
      const s = i >= 8 ? (signal[i - 8] ?? null) : null;
      return { time: times[i] ?? 0, macd, signal: s, histogram: s === null ? null : macd - s };
    }),
  };
}

/** A year of daily bars that climb (seeded: every run draws the same chart). */
export const DAILY_BARS = priceBars({ count: 252, start: 150.2, drift: 0.0009, seed: 23 });

export const DAILY_INDICATORS = fixtureIndicators(DAILY_BARS);

const lastClose = DAILY_BARS.at(-1)?.close ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

export const DAILY_LEVELS: ChartLevel[] = [
  { kind: 'support', label: '50-day band', price: round(lastClose * 0.96) },
  { kind: 'support', label: 'Breakdown line', price: round(lastClose * 0.91) },
  { kind: 'resistance', label: 'Recent ceiling', price: round(lastClose * 1.05) },
];

export const DAILY_TREND_LINES: ChartTrendLine[] = [
  {
    label: 'Rising lows',
    from: { time: DAILY_BARS.at(-91)?.time ?? 0, price: round(lastClose * 0.88) },
    to: { time: DAILY_BARS.at(-1)?.time ?? 0, price: round(lastClose * 0.96) },
  },
];

/** Five sessions of 5-minute bars. */
export const INTRADAY_BARS = priceBars({
  count: 390,
  step: 300,
  start: 3310,
  drift: 0,
  volatility: 0.004,
  seed: 5,
});
export const INTRADAY_INDICATORS = fixtureIndicators(INTRADAY_BARS);
