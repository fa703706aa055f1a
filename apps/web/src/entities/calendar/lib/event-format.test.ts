import { describe, expect, it } from 'vitest';
import {
  earningsTimeLabel,
  figureDigits,
  formatEps,
  formatEventTime,
  formatFigure,
  formatSurprisePct,
} from './event-format.ts';

describe('economic figures', () => {
  it('shows a figure with its unit', () => {
    expect(formatFigure(3.2, '%')).toBe('3.2%');
    expect(formatFigure(254, 'K')).toBe('254K');
    expect(formatFigure(1.25, 'M')).toBe('1.25M');
    expect(formatFigure(5.6, 'B')).toBe('5.6B');
    expect(formatFigure(2, 'T')).toBe('2T');
    expect(formatFigure(52.3, '')).toBe('52.3');
    expect(formatFigure(-0.7, '%')).toBe('-0.7%');
    expect(formatFigure(1234.5, '')).toBe('1,234.5');
  });

  it('gives a percentage one decimal at least, and never more than two', () => {
    expect(formatFigure(4, '%')).toBe('4.0%');
    expect(formatFigure(0.125, '%')).toBe('0.13%');
  });

  it('shows a dash for a figure not released or not forecast', () => {
    expect(formatFigure(null, '%')).toBe('—');
    expect(formatFigure(Number.NaN, 'K')).toBe('—');
  });

  it('lines a release’s figures up on the decimals the most precise one has', () => {
    const digits = figureDigits([4.1, 4, null], '%');
    expect(digits).toBe(1);
    expect(formatFigure(4, '%', digits)).toBe('4.0%');
    expect(figureDigits([2.15, 2.1, 2], '%')).toBe(2);
    expect(figureDigits([151, 160, 143], 'K')).toBe(0);
    expect(figureDigits([0.125, 0.1], '')).toBe(2);
    expect(figureDigits([null, null], 'B')).toBe(0);
    expect(formatFigure(160, 'K', figureDigits([151.5, 160], 'K'))).toBe('160.0K');
  });
});

describe('release times', () => {
  // Nonfarm payrolls, 6 March 2026: before the US clocks change on 8 March.
  const payrolls = '2026-03-06T13:30:00Z';
  // US CPI, 11 March 2026: after the change (New York is then UTC−4).
  const cpi = '2026-03-11T12:30:00Z';

  it('shows the same instant in each member’s zone', () => {
    expect(formatEventTime(payrolls, 'Asia/Tokyo')).toBe('22:30');
    expect(formatEventTime(payrolls, 'America/New_York')).toBe('08:30');
    expect(formatEventTime(payrolls, 'UTC')).toBe('13:30');
  });

  it('follows the zone’s daylight saving on the release’s own date', () => {
    expect(formatEventTime(cpi, 'America/New_York')).toBe('08:30');
    // Tokyo keeps no daylight saving: the US release comes an hour earlier there.
    expect(formatEventTime(cpi, 'Asia/Tokyo')).toBe('21:30');
    expect(formatEventTime('2026-03-09T12:30:00Z', 'America/New_York')).toBe('08:30');
  });

  it('shows London and Sydney members their own clocks on either side of their switches', () => {
    // UK retail sales at 07:00 London time: GMT on 27 March 2026, BST from the 29th.
    expect(formatEventTime('2026-03-27T07:00:00Z', 'Europe/London')).toBe('07:00');
    expect(formatEventTime('2026-03-30T06:00:00Z', 'Europe/London')).toBe('07:00');
    expect(formatEventTime('2026-10-26T07:00:00Z', 'Europe/London')).toBe('07:00');
    // A release at 13:30 UTC is 00:30 the next day in Sydney (AEDT, UTC+11) before
    // 5 April 2026, 23:30 (AEST, UTC+10) after it, and 00:30 again from 4 October.
    expect(formatEventTime('2026-04-03T13:30:00Z', 'Australia/Sydney')).toBe('00:30');
    expect(formatEventTime('2026-04-10T13:30:00Z', 'Australia/Sydney')).toBe('23:30');
    expect(formatEventTime('2026-10-09T13:30:00Z', 'Australia/Sydney')).toBe('00:30');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatEventTime('2026-03-10T15:00:00Z', 'Asia/Tokyo')).toBe('00:00');
  });
});

describe('earnings figures', () => {
  it('signs a surprise, with one decimal', () => {
    expect(formatSurprisePct(4.17)).toBe('+4.2%');
    expect(formatSurprisePct(-16.33)).toBe('-16.3%');
    expect(formatSurprisePct(0)).toBe('0.0%');
    expect(formatSurprisePct(null)).toBe('—');
  });

  it('shows earnings per share in the report’s currency', () => {
    expect(formatEps(1.64, 'USD')).toBe('$1.64');
    expect(formatEps(-0.12, 'USD')).toBe('-$0.12');
    expect(formatEps(null, 'USD')).toBe('—');
  });

  it('words when a company reports', () => {
    expect(earningsTimeLabel('before_open')).toBe('Before open');
    expect(earningsTimeLabel('after_close')).toBe('After close');
    expect(earningsTimeLabel('during')).toBe('During session');
    expect(earningsTimeLabel('unknown')).toBe('Time not announced');
  });
});
