import { describe, expect, it } from 'vitest';
import { firstDayInView } from './expiry.ts';

describe('firstDayInView', () => {
  const gold = { first_notice_day: '2026-11-30', last_trading_day: '2026-12-29' };

  it('files a contract month under its first notice day when both days are in view', () => {
    expect(firstDayInView(gold, { from: '2026-11-25', to: '2026-12-31' })).toBe('2026-11-30');
  });

  it('files it under its last trading day when the notice came before the view', () => {
    expect(firstDayInView(gold, { from: '2026-12-01', to: '2026-12-31' })).toBe('2026-12-29');
  });

  it('files a cash-settled month (no notice day) under its last trading day', () => {
    const index = { first_notice_day: null, last_trading_day: '2026-12-18' };
    expect(firstDayInView(index, { from: '2026-12-14', to: '2026-12-20' })).toBe('2026-12-18');
  });

  it('falls back to the last trading day when neither day is in view', () => {
    expect(firstDayInView(gold, { from: '2027-01-01', to: '2027-01-31' })).toBe('2026-12-29');
  });
});
