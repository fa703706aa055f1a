import { describe, expect, it } from 'vitest';
import { isMarketCategory, isNewerQuote, marketHref, symbolHref } from './quote-rules.ts';

const stats = (updated_at: string, price = 10) => ({
  price,
  open: 10,
  high: 11,
  low: 9,
  prev_close: 10,
  change: price - 10,
  change_pct: (price - 10) * 10,
  volume: 1000,
  currency: 'USD',
  market_open: true,
  updated_at,
  simulated: true,
});

describe('quote rules', () => {
  it('lets only a quote at least as new replace the one held', () => {
    const held = stats('2026-11-25T15:00:02Z');
    expect(isNewerQuote(undefined, held)).toBe(true);
    expect(isNewerQuote(held, stats('2026-11-25T15:00:03Z'))).toBe(true);
    expect(isNewerQuote(held, stats('2026-11-25T15:00:01Z'))).toBe(false);
  });

  it('builds market and symbol addresses', () => {
    expect(marketHref('stocks')).toBe('/markets/stocks');
    expect(marketHref('stocks', 'us')).toBe('/markets/stocks/us');
    expect(symbolHref('SAP.DE')).toBe('/symbol/SAP.DE');
    expect(isMarketCategory('etf')).toBe(true);
    expect(isMarketCategory('bonds')).toBe(false);
    expect(isMarketCategory(undefined)).toBe(false);
  });
});
