import { describe, expect, it } from 'vitest';
import { addDaysIso, dayHeading, dayText, isIsoDate, monthText, todayIso } from './dates.ts';

describe('calendar dates', () => {
  it('gives today in the asked time zone: past midnight in Tokyo is still yesterday in New York', () => {
    const now = new Date('2026-11-26T16:30:00Z');
    expect(todayIso(now, 'Asia/Tokyo')).toBe('2026-11-27');
    expect(todayIso(now, 'America/New_York')).toBe('2026-11-26');
    expect(todayIso(now, 'UTC')).toBe('2026-11-26');
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    // Clocks change in Europe and the US in March: a day is still a day.
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('labels a date without shifting it by the viewer’s zone', () => {
    expect(dayHeading('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(dayText('2027-01-01')).toBe('Fri, 1 Jan 2027');
    expect(monthText('2026-12')).toBe('Dec 2026');
  });
});
