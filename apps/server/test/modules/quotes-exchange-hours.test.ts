import { describe, expect, it } from 'vitest';
import {
  EXCHANGES,
  hoursOf,
  localTime,
  sessionAt,
  sessionOn,
  tradingOrdinal,
} from '../../src/modules/quotes/exchange-hours.ts';

const DAY_MS = 86_400_000;
const dayOf = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString();
// Tuesday 6 January 2026 (winter everywhere north), Monday 9 March 2026 (New York already on
// daylight time, Europe not yet), Monday 6 July 2026 (summer).
const TUESDAY = dayOf(2026, 1, 6);
const US_DST_MONDAY = dayOf(2026, 3, 9);
const JULY_MONDAY = dayOf(2026, 7, 6);

describe('exchange hours', () => {
  it('open and close each exchange at its local times, in UTC across daylight saving', () => {
    const session = (hours: keyof typeof EXCHANGES, day: number) => {
      const { opensAt, closesAt } = sessionOn(EXCHANGES[hours], day);
      return [iso(opensAt), iso(closesAt)];
    };

    expect(session('NYSE', TUESDAY)).toEqual([
      '2026-01-06T14:30:00.000Z',
      '2026-01-06T21:00:00.000Z',
    ]);
    expect(session('NASDAQ', US_DST_MONDAY)).toEqual([
      '2026-03-09T13:30:00.000Z',
      '2026-03-09T20:00:00.000Z',
    ]);
    expect(session('XETRA', TUESDAY)).toEqual([
      '2026-01-06T08:00:00.000Z',
      '2026-01-06T16:30:00.000Z',
    ]);
    expect(session('XETRA', US_DST_MONDAY)).toEqual([
      '2026-03-09T08:00:00.000Z',
      '2026-03-09T16:30:00.000Z',
    ]);
    expect(session('EURONEXT', JULY_MONDAY)).toEqual([
      '2026-07-06T07:00:00.000Z',
      '2026-07-06T15:30:00.000Z',
    ]);
    expect(session('LSE', TUESDAY)).toEqual([
      '2026-01-06T08:00:00.000Z',
      '2026-01-06T16:30:00.000Z',
    ]);
    expect(session('LSE', JULY_MONDAY)).toEqual([
      '2026-07-06T07:00:00.000Z',
      '2026-07-06T15:30:00.000Z',
    ]);
    expect(session('NORDIC', TUESDAY)).toEqual([
      '2026-01-06T08:00:00.000Z',
      '2026-01-06T16:30:00.000Z',
    ]);
    expect(session('SIX', TUESDAY)[0]).toBe('2026-01-06T08:00:00.000Z');
    expect(session('BORSA', TUESDAY)[0]).toBe('2026-01-06T08:00:00.000Z');
    expect(session('BME', TUESDAY)[1]).toBe('2026-01-06T16:30:00.000Z');
    expect(session('TSE', TUESDAY)).toEqual([
      '2026-01-06T00:00:00.000Z',
      '2026-01-06T06:00:00.000Z',
    ]);
    expect(session('HKEX', TUESDAY)).toEqual([
      '2026-01-06T01:30:00.000Z',
      '2026-01-06T08:00:00.000Z',
    ]);
    expect(session('KRX', TUESDAY)).toEqual([
      '2026-01-06T00:00:00.000Z',
      '2026-01-06T06:30:00.000Z',
    ]);
    expect(session('CRYPTO', TUESDAY)).toEqual([
      '2026-01-06T00:00:00.000Z',
      '2026-01-07T00:00:00.000Z',
    ]);
  });

  it('give an instant its local day and minutes', () => {
    // 01:00 UTC on the 6th is still the 5th, 20:00, in New York.
    expect(localTime('America/New_York', Date.UTC(2026, 0, 6, 1))).toEqual({
      day: dayOf(2026, 1, 5),
      minutes: 20 * 60,
    });
    expect(localTime('Asia/Tokyo', Date.UTC(2026, 0, 6, 16))).toEqual({
      day: dayOf(2026, 1, 7),
      minutes: 60,
    });
  });

  it('find the session trading now, or the last one: closed before the open, after the close and at weekends', () => {
    const nyse = EXCHANGES.NYSE;
    const during = sessionAt(nyse, Date.UTC(2026, 0, 6, 15));
    expect(during).toMatchObject({ day: TUESDAY, open: true });

    const beforeOpen = sessionAt(nyse, Date.UTC(2026, 0, 6, 14, 29, 59));
    expect(beforeOpen).toMatchObject({ day: TUESDAY - 1, open: false });
    expect(sessionAt(nyse, Date.UTC(2026, 0, 6, 14, 30))).toMatchObject({
      day: TUESDAY,
      open: true,
    });
    expect(sessionAt(nyse, Date.UTC(2026, 0, 6, 21))).toMatchObject({ day: TUESDAY, open: false });

    // Saturday and Monday before the open: Friday's session, closed.
    const friday = dayOf(2026, 1, 9);
    expect(sessionAt(nyse, Date.UTC(2026, 0, 10, 15))).toMatchObject({ day: friday, open: false });
    expect(sessionAt(nyse, Date.UTC(2026, 0, 12, 13))).toMatchObject({ day: friday, open: false });

    // Crypto trades on Saturday night.
    expect(sessionAt(EXCHANGES.CRYPTO, Date.UTC(2026, 0, 10, 3))).toMatchObject({
      day: dayOf(2026, 1, 10),
      open: true,
    });
  });

  it('number trading days consecutively, a weekend sharing Friday’s number', () => {
    const nyse = EXCHANGES.NYSE;
    const friday = dayOf(2026, 1, 9);
    expect(tradingOrdinal(nyse, friday + 1)).toBe(tradingOrdinal(nyse, friday));
    expect(tradingOrdinal(nyse, friday + 2)).toBe(tradingOrdinal(nyse, friday));
    expect(tradingOrdinal(nyse, friday + 3)).toBe(tradingOrdinal(nyse, friday) + 1);
    for (let day = friday - 30; day < friday + 30; day += 1) {
      const weekday = (day + 4) % 7;
      const step = tradingOrdinal(nyse, day) - tradingOrdinal(nyse, day - 1);
      expect(step).toBe(weekday === 0 || weekday === 6 ? 0 : 1);
    }
    expect(tradingOrdinal(EXCHANGES.CRYPTO, friday + 1)).toBe(friday + 1);
  });

  it('follow the exchange named, an index’s country, and a country for unknown exchanges', () => {
    const symbol = (
      type: 'stocks' | 'etf' | 'indices' | 'crypto',
      exchange: string,
      country: string,
    ) => hoursOf({ type, exchange, country }).id;

    expect(symbol('stocks', 'NASDAQ', 'US')).toBe('NASDAQ');
    expect(symbol('etf', 'NYSE Arca', 'US')).toBe('NYSE');
    expect(symbol('stocks', 'Euronext Paris', 'FR')).toBe('EURONEXT');
    expect(symbol('stocks', 'XETRA', 'DE')).toBe('XETRA');
    expect(symbol('stocks', 'Borsa Italiana', 'IT')).toBe('BORSA');
    expect(symbol('stocks', 'Nasdaq Stockholm', 'SE')).toBe('NORDIC');
    expect(symbol('stocks', 'TSE', 'JP')).toBe('TSE');
    expect(symbol('stocks', 'Somewhere', 'CH')).toBe('SIX');
    expect(symbol('stocks', 'Somewhere', 'ZZ')).toBe('NYSE');
    expect(symbol('indices', 'INDEX', 'JP')).toBe('TSE');
    expect(symbol('indices', 'INDEX', 'GB')).toBe('LSE');
    expect(symbol('indices', 'NASDAQ', 'DE')).toBe('XETRA');
    expect(symbol('indices', 'INDEX', 'HK')).toBe('HKEX');
    expect(symbol('indices', 'INDEX', 'KR')).toBe('KRX');
    expect(symbol('crypto', 'NASDAQ', 'US')).toBe('CRYPTO');
  });
});
