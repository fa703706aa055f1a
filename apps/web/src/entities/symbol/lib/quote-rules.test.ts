import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatChangePct,
  formatPrice,
  isMarketCategory,
  isNewerQuote,
  marketHref,
  priceDecimals,
  symbolHref,
} from './quote-rules.ts';

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

  it('shows more decimals for small prices', () => {
    expect(priceDecimals(64210.5)).toBe(2);
    expect(priceDecimals(1)).toBe(2);
    expect(priceDecimals(0.1234)).toBe(4);
    expect(priceDecimals(0.000_012)).toBe(6);
    expect(formatPrice(64210.5)).toBe('64,210.50');
    expect(formatPrice(0.12345)).toBe('0.1235');
  });

  it('signs every change, so a colour is never the only cue', () => {
    expect(formatChange(1.5, 190)).toBe('+1.50');
    expect(formatChange(-0.4, 190)).toBe('−0.40');
    expect(formatChange(0, 190)).toBe('+0.00');
    expect(formatChangePct(-1.234)).toBe('−1.23%');
    expect(formatChangePct(0.5)).toBe('+0.50%');
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
