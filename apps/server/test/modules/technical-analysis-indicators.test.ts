import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  resolveAnnotations,
  roundPrice,
} from '../../src/modules/technical-analysis/annotations.ts';
import {
  alignToTail,
  type ClosingPrice,
  indicatorSeries,
  macdSeries,
  rsiSeries,
  smaSeries,
} from '../../src/modules/technical-analysis/indicators.ts';

const DAY = 86_400;
const START = 1_767_225_600; // 1 January 2026, 00:00 UTC

/** Daily bars at consecutive days from the closes given. */
const barsOf = (closes: readonly number[]): ClosingPrice[] =>
  closes.map((close, i) => ({ time: START + i * DAY, close }));

const closes = (min: number, max: number) =>
  fc.array(fc.double({ min: 0.01, max: 1_000_000, noNaN: true, noDefaultInfinity: true }), {
    minLength: min,
    maxLength: max,
  });

describe('alignToTail', () => {
  it('gives each value the time of the bar it ends on', () => {
    expect(alignToTail([1, 2, 3, 4], ['c', 'd'])).toEqual([
      [3, 'c'],
      [4, 'd'],
    ]);
    expect(alignToTail([1, 2], [])).toEqual([]);
  });
});

describe('smaSeries', () => {
  it('averages the last closes of each window', () => {
    expect(smaSeries(barsOf([1, 2, 3, 4, 5]), 3)).toEqual([
      { time: START + 2 * DAY, value: 2 },
      { time: START + 3 * DAY, value: 3 },
      { time: START + 4 * DAY, value: 4 },
    ]);
  });

  it('has no value with fewer bars than its period', () => {
    expect(smaSeries(barsOf([1, 2, 3]), 20)).toEqual([]);
  });

  it('of a constant series is the constant (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1_000_000, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 20, max: 300 }),
        (price, length) => {
          const series = smaSeries(barsOf(Array(length).fill(price)), 20);
          expect(series).toHaveLength(length - 19);
          for (const point of series) expect(point.value).toBeCloseTo(price, 6);
        },
      ),
    );
  });
});

describe('rsiSeries', () => {
  it('is 100 while a series only rises and 0 while it only falls', () => {
    const rising = rsiSeries(barsOf(Array.from({ length: 30 }, (_, i) => 100 + i)));
    const falling = rsiSeries(barsOf(Array.from({ length: 30 }, (_, i) => 100 - i)));
    expect(rising.map((point) => point.value)).toEqual(Array(16).fill(100));
    expect(falling.map((point) => point.value)).toEqual(Array(16).fill(0));
  });

  it('is always within 0 and 100 (property)', () => {
    fc.assert(
      fc.property(closes(15, 300), (values) => {
        for (const point of rsiSeries(barsOf(values))) {
          expect(point.value).toBeGreaterThanOrEqual(0);
          expect(point.value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('macdSeries', () => {
  it('starts at the 26th bar, with a signal from the 34th on', () => {
    const series = macdSeries(barsOf(Array.from({ length: 60 }, (_, i) => 100 + Math.sin(i))));
    expect(series).toHaveLength(35);
    expect(series[0]?.time).toBe(START + 25 * DAY);
    expect(series.slice(0, 8).every((point) => point.signal === null)).toBe(true);
    const withSignal = series.slice(8);
    expect(withSignal.every((point) => point.signal !== null)).toBe(true);
    for (const point of withSignal)
      expect(point.histogram).toBeCloseTo(point.macd - (point.signal ?? 0), 9);
  });

  it('is flat at zero for a constant series', () => {
    for (const point of macdSeries(barsOf(Array(40).fill(50)))) {
      expect(point.macd).toBeCloseTo(0, 9);
      expect(point.histogram ?? 0).toBeCloseTo(0, 9);
    }
  });
});

describe('indicatorSeries', () => {
  it('aligns every series to the times of the bars, ending with the last (property)', () => {
    fc.assert(
      fc.property(closes(0, 200), (values) => {
        const bars = barsOf(values);
        const times = bars.map((bar) => bar.time);
        const { sma20, sma50, rsi14, macd } = indicatorSeries(bars);
        for (const series of [sma20, sma50, rsi14, macd]) {
          // Each series is the tail of the bars' times: same times, same order, the last included.
          expect(series.map((point) => point.time)).toEqual(
            series.length ? times.slice(-series.length) : [],
          );
        }
        expect(sma20).toHaveLength(Math.max(0, values.length - 19));
        expect(sma50).toHaveLength(Math.max(0, values.length - 49));
        expect(rsi14).toHaveLength(Math.max(0, values.length - 14));
        expect(macd).toHaveLength(Math.max(0, values.length - 25));
      }),
    );
  });
});

describe('resolveAnnotations', () => {
  const bars = [
    { time: START, close: 90 },
    { time: START + DAY, close: 95 },
    { time: START + 2 * DAY, close: 100 },
  ];

  it('puts relative levels at a percentage of the latest close and keeps absolute ones', () => {
    const resolved = resolveAnnotations(
      {
        levels: [
          { kind: 'support', label: 'Floor', offsetPct: -4 },
          { kind: 'resistance', label: 'Ceiling', price: 123.45 },
        ],
        trendLines: [],
        notes: ['A note'],
      },
      bars,
    );
    expect(resolved).toEqual({
      levels: [
        { kind: 'support', label: 'Floor', price: 96 },
        { kind: 'resistance', label: 'Ceiling', price: 123.45 },
      ],
      trendLines: [],
      notes: ['A note'],
    });
  });

  it('places trend lines by bars back or by time, and leaves out those outside the bars', () => {
    const resolved = resolveAnnotations(
      {
        levels: [],
        trendLines: [
          { label: 'Back', from: { barsAgo: 2, offsetPct: -10 }, to: { barsAgo: 0, price: 99 } },
          {
            label: 'Dated',
            from: { at: '2026-01-02T00:00:00.000Z', price: 94 },
            to: { barsAgo: 0, price: 98 },
          },
          { label: 'Too far', from: { barsAgo: 3, price: 1 }, to: { barsAgo: 0, price: 2 } },
          {
            label: 'Before',
            from: { at: '2025-06-01T00:00:00.000Z', price: 1 },
            to: { barsAgo: 0, price: 2 },
          },
          { label: 'Backwards', from: { barsAgo: 0, price: 1 }, to: { barsAgo: 1, price: 2 } },
        ],
        notes: [],
      },
      bars,
    );
    expect(resolved.trendLines).toEqual([
      { label: 'Back', from: { time: START, price: 90 }, to: { time: START + 2 * DAY, price: 99 } },
      {
        label: 'Dated',
        from: { time: START + DAY, price: 94 },
        to: { time: START + 2 * DAY, price: 98 },
      },
    ]);
  });

  it('leaves out relative drawings when there are no bars', () => {
    const resolved = resolveAnnotations(
      {
        levels: [
          { kind: 'support', label: 'Relative', offsetPct: -4 },
          { kind: 'resistance', label: 'Absolute', price: 10 },
        ],
        trendLines: [
          { label: 'Line', from: { barsAgo: 1, price: 1 }, to: { barsAgo: 0, price: 2 } },
        ],
        notes: [],
      },
      [],
    );
    expect(resolved.levels).toEqual([{ kind: 'resistance', label: 'Absolute', price: 10 }]);
    expect(resolved.trendLines).toEqual([]);
  });

  it('rounds prices to the cent above 1 and to six significant digits below', () => {
    expect(roundPrice(96.123_456)).toBe(96.12);
    expect(roundPrice(0.000_123_456_78)).toBe(0.000_123_457);
  });
});
