import { describe, expect, it } from 'vitest';
import { marketRow } from '../lib/market-fixtures.ts';
import { nextSort, sortMarketRows } from './market-table.tsx';

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
