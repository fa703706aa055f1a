import type { SymbolStats, SymbolType } from '../model/types.ts';

/** The chart ranges, shortest first (1D and 5D in 5-minute bars, the others daily). */
export const CHART_RANGES = ['1D', '5D', '1M', '6M', '1Y'] as const;
export const DEFAULT_CHART_RANGE = '1M';

/** The market categories in menu order, with their titles. */
export const MARKET_CATEGORIES: ReadonlyArray<{ category: SymbolType; title: string }> = [
  { category: 'stocks', title: 'Stocks' },
  { category: 'crypto', title: 'Crypto' },
  { category: 'etf', title: 'ETF' },
  { category: 'indices', title: 'Indices' },
];

export const isMarketCategory = (value: string | undefined): value is SymbolType =>
  MARKET_CATEGORIES.some((entry) => entry.category === value);

/**
 * Whether a quote should replace the one held: only a newer one (a live event that overtook the
 * page's own load must not be undone by the older answer arriving after it).
 */
export function isNewerQuote(held: SymbolStats | undefined, next: SymbolStats): boolean {
  if (!held) return true;
  return Date.parse(next.updated_at) >= Date.parse(held.updated_at);
}

/** How many decimals a price shows: more for small prices (a coin at 0.0123), two from 1 up. */
export function priceDecimals(price: number): number {
  const size = Math.abs(price);
  if (size === 0 || size >= 1) return 2;
  if (size >= 0.01) return 4;
  return 6;
}

const formatters = new Map<number, Intl.NumberFormat>();
const formatter = (decimals: number) => {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, format);
  }
  return format;
};

/** A price as tables show it: grouped thousands, decimals by size (`64,210.50`, `0.1234`). */
export const formatPrice = (price: number) => formatter(priceDecimals(price)).format(price);

/** A change with its sign (`+1.25`, `−0.40`), decimals as the price's. */
export function formatChange(change: number, price: number): string {
  const text = formatter(priceDecimals(price)).format(Math.abs(change));
  return `${change < 0 ? '−' : '+'}${text}`;
}

/** A percentage change with its sign (`+1.20%`, `−0.35%`). */
export const formatChangePct = (pct: number) =>
  `${pct < 0 ? '−' : '+'}${formatter(2).format(Math.abs(pct))}%`;

/** The symbol's page address (beyond the spec's routes): `/symbol/{ticker}`. */
export const symbolHref = (ticker: string) => `/symbol/${encodeURIComponent(ticker)}`;

/** A market page's address: `/markets/{category}` or `/markets/{category}/{subCategory}`. */
export const marketHref = (category: SymbolType, subCategory?: string | null) =>
  `/markets/${category}${subCategory ? `/${encodeURIComponent(subCategory)}` : ''}`;
