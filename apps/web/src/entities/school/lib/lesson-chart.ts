import type { PriceBar } from '@tapetv/ui/price-chart';

const DAY_SECONDS = 86_400;

/**
 * The session a lesson's chart starts on: Monday 6 January 2025 (UTC). Lesson candles carry no
 * dates, but the chart's time axis needs some; a fixed start draws the same axis on every visit.
 */
export const LESSON_CHART_FIRST_SESSION = Date.UTC(2025, 0, 6) / 1000;

/**
 * `count` consecutive trading sessions (weekdays, Unix seconds at 00:00 UTC) from `first`, which
 * is moved on to a Monday when it falls on a weekend. Holidays are not skipped: the dates only
 * space the candles evenly, as a real daily chart would.
 */
export function sessionTimes(count: number, first = LESSON_CHART_FIRST_SESSION): number[] {
  const times: number[] = [];
  let time = first;
  while (times.length < count) {
    const weekday = new Date(time * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) times.push(time);
    time += DAY_SECONDS;
  }
  return times;
}

/**
 * A lesson chart's candles (`[open, high, low, close]`, oldest first) as the price chart's bars,
 * one session each, without volume. A candle without its four prices is left out.
 */
export function lessonChartBars(
  candles: readonly (readonly number[])[],
  first = LESSON_CHART_FIRST_SESSION,
): PriceBar[] {
  const whole = candles.filter((candle) => candle.length === 4);
  const times = sessionTimes(whole.length, first);
  return whole.map(([open = 0, high = 0, low = 0, close = 0], index) => ({
    time: times[index] ?? first,
    open,
    high,
    low,
    close,
    volume: 0,
  }));
}
