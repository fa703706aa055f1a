import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formatPrice,
  formatSigned,
  formatVolume,
  priceDigits,
  spokenChange,
} from './market-format.ts';

describe('formatPrice', () => {
  it('shows two decimals from 1 up, grouped, with the currency symbol when given', () => {
    expect(formatPrice(189.12)).toBe('189.12');
    expect(formatPrice(17020.5, { currency: 'EUR' })).toBe('€17,020.50');
    expect(formatPrice(412.3, { currency: 'USD' })).toBe('$412.30');
  });

  it('keeps the decimals a small price needs', () => {
    expect(priceDigits(0.1634)).toBe(4);
    expect(formatPrice(0.1634, { currency: 'USD' })).toBe('$0.1634');
    expect(formatPrice(0.000123)).toBe('0.000123');
  });
});

describe('formatSigned', () => {
  it('signs a change with plus or the typographic minus, and leaves zero unsigned', () => {
    expect(formatSigned(2.25)).toBe('+2.25');
    expect(formatSigned(-0.8)).toBe('−0.80');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSigned(-0.001)).toBe('0.00');
  });
});

describe('spokenChange', () => {
  it('says the direction in words', () => {
    expect(spokenChange(1.2, { digits: 1 })).toBe('up 1.2%');
    expect(spokenChange(-3.73)).toBe('down 3.73%');
    expect(spokenChange(0.02, { digits: 1 })).toBe('unchanged');
  });
});

describe('formatVolume', () => {
  it('shortens large volumes', () => {
    expect(formatVolume(950)).toBe('950');
    expect(formatVolume(52_340_000)).toBe('52.3M');
    expect(formatVolume(1_240_000_000)).toBe('1.2B');
  });
});

describe('directionOf', () => {
  it('is flat at zero', () => {
    expect(directionOf(0.5)).toBe('up');
    expect(directionOf(-0.5)).toBe('down');
    expect(directionOf(0)).toBe('flat');
  });
});
