import { describe, expect, it } from 'vitest';
import { analysisDateText, analysisQuery, analysisQueryFrom } from './analysis-format.ts';

describe('analysisQueryFrom', () => {
  it('reads the symbol (in capitals) and the open analysis', () => {
    expect(analysisQueryFrom(new URLSearchParams('symbol=btc&analysis=bitcoin-range'))).toEqual({
      symbol: 'BTC',
      slug: 'bitcoin-range',
    });
  });

  it('drops what is not a ticker or a slug', () => {
    expect(analysisQueryFrom(new URLSearchParams('symbol=%3Cb%3E&analysis=Not A Slug'))).toEqual({
      symbol: '',
      slug: '',
    });
  });
});

describe('analysisQuery', () => {
  it('writes only what is set, so the address stays short and linkable', () => {
    expect(analysisQuery({ symbol: '', slug: '' })).toBe('');
    expect(analysisQuery({ symbol: '', slug: 'apple-trend' })).toBe('?analysis=apple-trend');
    expect(analysisQuery({ symbol: 'AAPL', slug: 'apple-trend' })).toBe(
      '?symbol=AAPL&analysis=apple-trend',
    );
  });
});

describe('analysisDateText', () => {
  it('says the day in the member’s time zone', () => {
    expect(analysisDateText('2026-11-25T23:30:00Z', 'UTC')).toBe('25 Nov 2026');
    expect(analysisDateText('2026-11-25T23:30:00Z', 'Asia/Tokyo')).toBe('26 Nov 2026');
  });
});
