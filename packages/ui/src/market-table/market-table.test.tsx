import { describe, expect, it } from 'vitest';
import { marketRow } from '../lib/market-fixtures.ts';
import { bullishShare, nextSort, sortMarketRows } from './market-table.tsx';

const rows = [
  marketRow({ id: 1, symbol: 'MSFT', volume: 20 }),
  marketRow({ id: 2, symbol: 'AAPL', volume: null }),
  marketRow({ id: 3, symbol: 'NVDA', volume: 50 }),
];

describe('sortMarketRows', () => {
  it('keeps the given order without a sort, and never changes the input', () => {
    expect(sortMarketRows(rows, null).map((row) => row.id)).toEqual([1, 2, 3]);
    sortMarketRows(rows, { key: 'symbol', direction: 'asc' });
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('puts rows without the figure last in both directions', () => {
    expect(sortMarketRows(rows, { key: 'volume', direction: 'desc' }).map((row) => row.id)).toEqual(
      [3, 1, 2],
    );
    expect(sortMarketRows(rows, { key: 'volume', direction: 'asc' }).map((row) => row.id)).toEqual([
      1, 3, 2,
    ]);
  });
});

describe('sorting by talk', () => {
  const talkRows = [
    marketRow({ id: 1, symbol: 'MSFT', talk: { mentions: 5, bullish: 1, bearish: 0 } }),
    marketRow({ id: 2, symbol: 'AAPL', talk: null }),
    marketRow({ id: 3, symbol: 'NVDA', talk: { mentions: 40, bullish: 0, bearish: 0 } }),
    marketRow({ id: 4, symbol: 'SAP' }),
  ];

  it('orders by mentions, rows without talk last in both directions', () => {
    expect(
      sortMarketRows(talkRows, { key: 'talk', direction: 'desc' }).map((row) => row.id),
    ).toEqual([3, 1, 2, 4]);
    expect(
      sortMarketRows(talkRows, { key: 'talk', direction: 'asc' }).map((row) => row.id),
    ).toEqual([1, 3, 2, 4]);
  });

  it('starts with the most talked about', () => {
    expect(nextSort(null, 'talk')).toEqual({ key: 'talk', direction: 'desc' });
  });
});

describe('bullishShare', () => {
  it('is the bullish share of the posts that took a side, in whole percent', () => {
    expect(bullishShare({ mentions: 42, bullish: 20, bearish: 10 })).toBe(67);
    expect(bullishShare({ mentions: 3, bullish: 0, bearish: 1 })).toBe(0);
    expect(bullishShare({ mentions: 3, bullish: 2, bearish: 0 })).toBe(100);
  });

  it('is null when no post took a side (no share to show)', () => {
    expect(bullishShare({ mentions: 3, bullish: 0, bearish: 0 })).toBeNull();
    expect(bullishShare({ mentions: 0, bullish: 0, bearish: 0 })).toBeNull();
  });
});

describe('nextSort', () => {
  it('starts the symbol A–Z and figures largest first, then flips', () => {
    expect(nextSort(null, 'symbol')).toEqual({ key: 'symbol', direction: 'asc' });
    expect(nextSort(null, 'changePct')).toEqual({ key: 'changePct', direction: 'desc' });
    expect(nextSort({ key: 'changePct', direction: 'desc' }, 'changePct')).toEqual({
      key: 'changePct',
      direction: 'asc',
    });
    expect(nextSort({ key: 'changePct', direction: 'asc' }, 'volume')).toEqual({
      key: 'volume',
      direction: 'desc',
    });
  });
});
