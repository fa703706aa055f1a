import { describe, expect, it } from 'vitest';
import {
  formatCompactCount,
  formatCompactMoney,
  formatDividendAmount,
  formatSharePrice,
  formatYield,
  frequencyLabel,
  ipoPriceText,
  ipoStatusLabel,
} from './corporate-format.ts';

describe('dividend figures', () => {
  it('shows an amount with its currency’s decimals, up to four when it has them', () => {
    expect(formatDividendAmount(0.24, 'USD')).toBe('$0.24');
    expect(formatDividendAmount(0.2475, 'USD')).toBe('$0.2475');
    expect(formatDividendAmount(1.5, 'GBP')).toBe('£1.50');
    expect(formatDividendAmount(25, 'JPY')).toBe('¥25');
  });

  it('tells the Hong Kong and Canadian dollars from the US one', () => {
    expect(formatDividendAmount(0.5, 'HKD')).toBe('HK$0.50');
    expect(formatDividendAmount(0.5, 'CAD')).toBe('CA$0.50');
  });

  it('keeps a code Intl cannot read, after the number', () => {
    expect(formatDividendAmount(0.5, 'GBX?')).toBe('0.5 GBX?');
  });

  it('shows a yield with two decimals, and a dash when there is none', () => {
    expect(formatYield(3.1549)).toBe('3.15%');
    expect(formatYield(0)).toBe('0.00%');
    expect(formatYield(12)).toBe('12.00%');
    expect(formatYield(null)).toBe('—');
  });

  it('words every frequency', () => {
    expect(frequencyLabel('monthly')).toBe('Monthly');
    expect(frequencyLabel('quarterly')).toBe('Quarterly');
    expect(frequencyLabel('semiannual')).toBe('Semi-annual');
    expect(frequencyLabel('annual')).toBe('Annual');
    expect(frequencyLabel('irregular')).toBe('Irregular');
  });
});

describe('IPO figures', () => {
  const ipo = (overrides: Partial<Parameters<typeof ipoPriceText>[0]> = {}) => ({
    price: null,
    price_low: 18,
    price_high: 20,
    currency: 'USD',
    ...overrides,
  });

  it('shows the expected range until the offer is priced, then the final price', () => {
    expect(ipoPriceText(ipo())).toBe('$18.00–$20.00');
    expect(ipoPriceText(ipo({ price: 21 }))).toBe('$21.00 priced');
  });

  it('shows one price when the range has one end, or both ends are the same', () => {
    expect(ipoPriceText(ipo({ price_high: null }))).toBe('$18.00');
    expect(ipoPriceText(ipo({ price_low: null }))).toBe('$20.00');
    expect(ipoPriceText(ipo({ price_low: 20 }))).toBe('$20.00');
  });

  it('shows a dash when no price is known', () => {
    expect(ipoPriceText(ipo({ price_low: null, price_high: null }))).toBe('—');
  });

  it('prices a listing elsewhere in its own currency', () => {
    expect(ipoPriceText(ipo({ price_low: 18.5, price_high: 19.5, currency: 'HKD' }))).toBe(
      'HK$18.50–HK$19.50',
    );
    expect(formatSharePrice(3.2, 'GBP')).toBe('£3.20');
  });

  it('counts shares in short form', () => {
    expect(formatCompactCount(950)).toBe('950');
    expect(formatCompactCount(12_500_000)).toBe('12.5M');
    expect(formatCompactCount(120_000_000)).toBe('120M');
    expect(formatCompactCount(1_250_000_000)).toBe('1.3B');
    expect(formatCompactCount(null)).toBe('—');
  });

  it('sizes a deal in short form with its currency, without a trailing .0', () => {
    expect(formatCompactMoney(225_000_000, 'USD')).toBe('$225M');
    expect(formatCompactMoney(337_500_000, 'USD')).toBe('$337.5M');
    expect(formatCompactMoney(2_220_000_000, 'HKD')).toBe('HK$2.2B');
    expect(formatCompactMoney(null, 'USD')).toBe('—');
  });

  it('words every status', () => {
    expect(ipoStatusLabel('expected')).toBe('Expected');
    expect(ipoStatusLabel('priced')).toBe('Priced');
    expect(ipoStatusLabel('withdrawn')).toBe('Withdrawn');
  });
});
