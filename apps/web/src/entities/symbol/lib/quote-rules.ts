import { paths } from '@/shared/config';
import type { SymbolStats, SymbolType } from '../model/types.ts';

/** The range a chart opens on (the design system's PriceChart offers 1D to 1Y). */
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

/** The symbol's page address (beyond the spec's routes): `/symbol/{ticker}`. */
export const symbolHref = paths.symbol;

/** A market page's address: `/markets/{category}` or `/markets/{category}/{subCategory}`. */
export const marketHref = (category: SymbolType, subCategory?: string | null) =>
  `/markets/${category}${subCategory ? `/${encodeURIComponent(subCategory)}` : ''}`;
