import { describe, expect, it } from 'vitest';
import { LESSON_CHART_FIRST_SESSION, lessonChartBars, sessionTimes } from './lesson-chart.ts';

/** A Unix time in seconds as its UTC date. */
const dateOf = (time: number) => new Date(time * 1000).toISOString().slice(0, 10);

describe('sessionTimes', () => {
  it('starts on Monday 6 January 2025 by default', () => {
    expect(dateOf(LESSON_CHART_FIRST_SESSION)).toBe('2025-01-06');
    expect(new Date(LESSON_CHART_FIRST_SESSION * 1000).getUTCDay()).toBe(1);
  });

  it('counts consecutive weekdays, skipping the weekend', () => {
    expect(sessionTimes(7).map(dateOf)).toEqual([
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
      '2025-01-13',
      '2025-01-14',
    ]);
  });

  it('moves a start on a weekend on to the Monday', () => {
    const saturday = Date.UTC(2025, 0, 11) / 1000;
    expect(sessionTimes(2, saturday).map(dateOf)).toEqual(['2025-01-13', '2025-01-14']);
  });

  it('gives none for no candles', () => {
    expect(sessionTimes(0)).toEqual([]);
  });
});

describe('lessonChartBars', () => {
  it('turns each [open, high, low, close] into a bar of its own session, oldest first, without volume', () => {
    const bars = lessonChartBars([
      [45, 45.3, 44.1, 44.3],
      [44.3, 44.5, 43.2, 43.4],
    ]);
    expect(bars).toEqual([
      { time: LESSON_CHART_FIRST_SESSION, open: 45, high: 45.3, low: 44.1, close: 44.3, volume: 0 },
      {
        time: LESSON_CHART_FIRST_SESSION + 86_400,
        open: 44.3,
        high: 44.5,
        low: 43.2,
        close: 43.4,
        volume: 0,
      },
    ]);
  });

  it('keeps the sessions consecutive across a weekend, strictly rising as the chart needs', () => {
    const candles = Array.from({ length: 12 }, () => [10, 11, 9, 10.5]);
    const times = lessonChartBars(candles).map((bar) => bar.time);
    expect(times.map(dateOf).slice(4, 6)).toEqual(['2025-01-10', '2025-01-13']);
    expect(times.every((time, index) => index === 0 || time > (times[index - 1] ?? 0))).toBe(true);
  });

  it('leaves out a candle without its four prices, without a gap in the sessions', () => {
    const bars = lessonChartBars([
      [1, 2, 0.5, 1.5],
      [1, 2],
      [1.5, 2.5, 1, 2],
    ]);
    expect(bars.map((bar) => [dateOf(bar.time), bar.close])).toEqual([
      ['2025-01-06', 1.5],
      ['2025-01-07', 2],
    ]);
  });
});
