import { describe, expect, it } from 'vitest';
import { priceAlertFactory } from '@/shared/lib/test';
import {
  alertDateText,
  alertLevelText,
  alertsOfSymbol,
  checkAlertPrice,
  PRICE_ALERT_INVALID,
  parseAlertPrice,
  prefillAlertPrice,
} from './alert-rules.ts';

describe('prefillAlertPrice', () => {
  it('rounds the live price to the decimals its size shows, without grouping', () => {
    expect(prefillAlertPrice(195.123)).toBe('195.12');
    expect(prefillAlertPrice(195.125_01)).toBe('195.13');
    expect(prefillAlertPrice(17_020.5)).toBe('17020.50');
    expect(prefillAlertPrice(0.163_449)).toBe('0.1634');
    expect(prefillAlertPrice(0.000_123_4)).toBe('0.000123');
  });

  it('leaves the field empty without a usable price', () => {
    expect(prefillAlertPrice(undefined)).toBe('');
    expect(prefillAlertPrice(null)).toBe('');
    expect(prefillAlertPrice(0)).toBe('');
    expect(prefillAlertPrice(Number.NaN)).toBe('');
  });
});

describe('checkAlertPrice', () => {
  it('accepts a positive number, with spaces around it', () => {
    expect(checkAlertPrice('190')).toBeUndefined();
    expect(checkAlertPrice(' 0.5 ')).toBeUndefined();
    expect(parseAlertPrice(' 0.5 ')).toBe(0.5);
  });

  it('asks for a positive number when the price is empty, zero, negative or not a number', () => {
    for (const text of ['', '   ', '0', '-3', 'abc', 'Infinity'])
      expect(checkAlertPrice(text)).toBe(PRICE_ALERT_INVALID);
    expect(PRICE_ALERT_INVALID).toBe('The price must be a positive number.');
  });
});

describe('the alert texts', () => {
  it('names the direction and the level as prices are written', () => {
    expect(alertLevelText({ direction: 'above', price: 190 })).toBe('Above 190.00');
    expect(alertLevelText({ direction: 'below', price: 17_020.5 })).toBe('Below 17,020.50');
  });

  it('writes a date and time in the zone it is given', () => {
    expect(alertDateText('2026-11-25T15:00:00.000Z', 'UTC')).toBe('Nov 25, 2026, 3:00 PM');
  });
});

describe('alertsOfSymbol', () => {
  it('keeps the symbol’s alerts: active ones newest first, then triggered ones latest first', () => {
    const alerts = [
      priceAlertFactory({ id: 1, created_at: '2026-11-20T10:00:00.000Z' }),
      priceAlertFactory({ id: 2, symbol_id: 2, symbol: 'AMD' }),
      priceAlertFactory({
        id: 3,
        triggered_at: '2026-11-21T10:00:00.000Z',
        triggered_price: 191.02,
      }),
      priceAlertFactory({ id: 4, created_at: '2026-11-24T10:00:00.000Z' }),
      priceAlertFactory({
        id: 5,
        triggered_at: '2026-11-23T10:00:00.000Z',
        triggered_price: 180,
      }),
    ];
    const { active, triggered } = alertsOfSymbol(alerts, 1);
    expect(active.map((alert) => alert.id)).toEqual([4, 1]);
    expect(triggered.map((alert) => alert.id)).toEqual([5, 3]);
  });

  it('puts the later of two alerts set at the same moment first', () => {
    const alerts = [priceAlertFactory({ id: 7 }), priceAlertFactory({ id: 8 })];
    expect(alertsOfSymbol(alerts, 1).active.map((alert) => alert.id)).toEqual([8, 7]);
  });

  it('is empty for a symbol without alerts', () => {
    expect(alertsOfSymbol([priceAlertFactory({ id: 1 })], 9)).toEqual({
      active: [],
      triggered: [],
    });
  });
});
