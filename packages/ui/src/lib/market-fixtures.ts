/**
 * Market story and test data: fixed, reproducible numbers (a seeded generator, never
 * `Math.random` or the clock), so every story and its visual baseline look the same each run.
 */
import type { MarketTableRow } from '../market-table/market-table.tsx';
import type { PriceBar } from '../price-chart/price-chart.tsx';

/** A small deterministic generator (a linear congruential one): the same seed, the same walk. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A price walk of `count` closes from `start`, drifting by `drift` (a share) per step. */
export function priceWalk(count: number, start: number, { seed = 7, drift = 0 } = {}): number[] {
  const random = seededRandom(seed);
  const values: number[] = [];
  let price = start;
  for (let index = 0; index < count; index += 1) {
    values.push(Number(price.toPrecision(6)));
    price *= 1 + drift + (random() - 0.5) * 0.02;
  }
  return values;
}

/**
 * A trend line for a row: `count` prices from `from` (the previous close) to `to` (the last
 * price), wandering between them, so the line's direction agrees with the row's change.
 */
export function sparkBetween(from: number, to: number, { count = 24, seed = 7 } = {}): number[] {
  const random = seededRandom(seed);
  const wobble = Math.abs(to - from) * 0.6 + from * 0.002;
  return Array.from({ length: count }, (_, index) => {
    const share = index / (count - 1);
    // No wobble at the ends: the line starts at the previous close and ends at the price.
    const noise = index === 0 || index === count - 1 ? 0 : (random() - 0.5) * wobble;
    return Number((from + (to - from) * share + noise).toPrecision(6));
  });
}

/** 2026-03-10 14:30 UTC, the US open on the stories' fixed day (`STORY_NOW`'s date). */
export const STORY_SESSION_OPEN = Date.UTC(2026, 2, 10, 14, 30) / 1000;

const DAY = 86_400;

/**
 * `count` OHLCV bars `step` seconds apart, ending at `end` (Unix seconds), from `start` with a
 * `drift` per bar (positive climbs, negative falls).
 */
export function priceBars({
  count = 22,
  start = 180.1,
  drift = 0.0025,
  step = DAY,
  end = STORY_SESSION_OPEN,
  seed = 8,
  volatility = 0.03,
}: {
  count?: number;
  start?: number;
  drift?: number;
  step?: number;
  end?: number;
  seed?: number;
  /** How far one bar moves at most either way, as a share (intraday bars move less). */
  volatility?: number;
} = {}): PriceBar[] {
  const random = seededRandom(seed);
  const bars: PriceBar[] = [];
  let open = start;
  for (let index = 0; index < count; index += 1) {
    const close = open * (1 + drift + (random() - 0.5) * volatility);
    const high = Math.max(open, close) * (1 + random() * volatility * 0.25);
    const low = Math.min(open, close) * (1 - random() * volatility * 0.25);
    bars.push({
      time: end - (count - 1 - index) * step,
      open: Number(open.toFixed(2)),
      high: Number(high.toFixed(2)),
      low: Number(low.toFixed(2)),
      close: Number(close.toFixed(2)),
      volume: Math.round(20_000_000 + random() * 40_000_000),
    });
    open = close;
  }
  return bars;
}

/**
 * A market table row; every figure overridable (`({ id, ...overrides })`, house style). The trend
 * line runs from the previous close to the price unless `spark` is given.
 */
export const marketRow = ({
  id,
  ...overrides
}: Partial<MarketTableRow> & { id: MarketTableRow['id'] }): MarketTableRow => {
  const row: MarketTableRow = {
    id,
    symbol: 'AAPL',
    name: 'Apple Inc.',
    price: 189.12,
    change: 2.25,
    changePct: 1.2,
    high: 190.04,
    low: 186.5,
    volume: 52_340_000,
    currency: 'USD',
    marketOpen: true,
    href: `/symbols/${overrides.symbol ?? 'AAPL'}`,
    ...overrides,
  };
  return {
    ...row,
    spark:
      overrides.spark ?? sparkBetween(row.price - row.change, row.price, { seed: Number(id) || 3 }),
  };
};

/** A US stocks table with gainers, losers, an unchanged row, a closed market and a small coin. */
export const marketRows: MarketTableRow[] = [
  marketRow({ id: 1 }),
  marketRow({
    id: 2,
    symbol: 'MSFT',
    name: 'Microsoft Corporation',
    price: 412.3,
    change: -3.3,
    changePct: -0.79,
    high: 417.8,
    low: 410.05,
    volume: 21_870_000,
  }),
  marketRow({
    id: 3,
    symbol: 'NVDA',
    name: 'NVIDIA Corporation',
    price: 875.4,
    change: 28.15,
    changePct: 3.32,
    high: 880.0,
    low: 846.1,
    volume: 48_120_000,
  }),
  marketRow({
    id: 4,
    symbol: 'SAP.DE',
    name: 'SAP SE',
    price: 176.82,
    change: 0,
    changePct: 0,
    high: 177.4,
    low: 175.9,
    volume: 1_950_000,
    currency: 'EUR',
    marketOpen: false,
  }),
  marketRow({
    id: 5,
    symbol: 'TSLA',
    name: 'Tesla, Inc.',
    price: 171.05,
    change: -6.62,
    changePct: -3.73,
    high: 178.3,
    low: 170.2,
    volume: 96_400_000,
  }),
  marketRow({
    id: 6,
    symbol: 'DOGE',
    name: 'Dogecoin',
    price: 0.1634,
    change: 0.0041,
    changePct: 2.57,
    high: 0.1651,
    low: 0.1588,
    volume: 1_240_000_000,
  }),
];

const marketRowById = (id: number): MarketTableRow => {
  const row = marketRows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No market fixture row ${id}`);
  return row;
};

/**
 * A member's watchlist, in the member's own order, with today's talk about each symbol: a
 * bullish crowd, a bearish one, a symbol named without a side taken, and one nobody mentioned.
 * Ids are the market rows' (so the live-tick moves apply).
 */
export const watchlistRows: MarketTableRow[] = [
  { ...marketRowById(3), talk: { mentions: 128, bullish: 61, bearish: 14 } },
  { ...marketRowById(1), talk: { mentions: 42, bullish: 20, bearish: 10 } },
  { ...marketRowById(5), talk: { mentions: 87, bullish: 18, bearish: 33 } },
  { ...marketRowById(4), talk: { mentions: 3, bullish: 0, bearish: 0 } },
  { ...marketRowById(6), talk: { mentions: 0, bullish: 0, bearish: 0 } },
];
