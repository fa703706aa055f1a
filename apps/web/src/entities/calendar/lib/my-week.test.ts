import { describe, expect, it } from 'vitest';
import { myWeekItemFactory } from '@/shared/lib/test';
import { myWeekDay, myWeekKindLabel, myWeekRows } from './my-week.ts';

const timed = (key: string, at: string) => myWeekItemFactory({ key, at, date: at.slice(0, 10) });
const allDay = (key: string, date: string, overrides = {}) =>
  myWeekItemFactory({ key, at: null, date, ...overrides });

describe('My week days', () => {
  it('files a timed event under its day in the member’s zone', () => {
    // 02:30 UTC on Friday: Thursday evening in New York, Friday morning in Tokyo.
    const event = timed('economic:1', '2030-06-21T02:30:00.000Z');
    expect(myWeekDay(event, 'America/New_York')).toBe('2030-06-20');
    expect(myWeekDay(event, 'Asia/Tokyo')).toBe('2030-06-21');
    expect(myWeekDay(event, 'UTC')).toBe('2030-06-21');
  });

  it('keeps an all-day event on its own date in every zone', () => {
    const holiday = allDay('holiday:NYSE:2030-06-19', '2030-06-19', { kind: 'holiday' });
    expect(myWeekDay(holiday, 'Pacific/Auckland')).toBe('2030-06-19');
    expect(myWeekDay(holiday, 'Pacific/Honolulu')).toBe('2030-06-19');
  });

  it('moves the day line with New York’s spring switch (8 March 2026)', () => {
    // 04:30 UTC is 23:30 the day before on standard time (UTC−5)…
    expect(myWeekDay(timed('a', '2026-03-07T04:30:00.000Z'), 'America/New_York')).toBe(
      '2026-03-06',
    );
    // …and 00:30 the same day once the clocks went forward (UTC−4).
    expect(myWeekDay(timed('b', '2026-03-09T04:30:00.000Z'), 'America/New_York')).toBe(
      '2026-03-09',
    );
    // On the switch night itself: 06:59 UTC is 01:59 EST, 07:00 UTC is 03:00 EDT, both the 8th.
    expect(myWeekDay(timed('c', '2026-03-08T06:59:00.000Z'), 'America/New_York')).toBe(
      '2026-03-08',
    );
    expect(myWeekDay(timed('d', '2026-03-08T04:59:00.000Z'), 'America/New_York')).toBe(
      '2026-03-07',
    );
  });

  it('moves the day line with London’s switches (29 March and 25 October 2026)', () => {
    // 23:30 UTC is 23:30 in winter and 00:30 the next day in summer time.
    expect(myWeekDay(timed('a', '2026-03-28T23:30:00.000Z'), 'Europe/London')).toBe('2026-03-28');
    expect(myWeekDay(timed('b', '2026-03-29T23:30:00.000Z'), 'Europe/London')).toBe('2026-03-30');
    expect(myWeekDay(timed('c', '2026-10-24T23:30:00.000Z'), 'Europe/London')).toBe('2026-10-25');
    expect(myWeekDay(timed('d', '2026-10-25T23:30:00.000Z'), 'Europe/London')).toBe('2026-10-25');
  });

  it('moves the day line with Sydney’s switches (5 April and 4 October 2026)', () => {
    // 13:30 UTC is 00:30 the next day on summer time (UTC+11), 23:30 on standard time (UTC+10).
    expect(myWeekDay(timed('a', '2026-04-04T13:30:00.000Z'), 'Australia/Sydney')).toBe(
      '2026-04-05',
    );
    expect(myWeekDay(timed('b', '2026-04-05T13:30:00.000Z'), 'Australia/Sydney')).toBe(
      '2026-04-05',
    );
    expect(myWeekDay(timed('c', '2026-10-03T13:30:00.000Z'), 'Australia/Sydney')).toBe(
      '2026-10-03',
    );
    expect(myWeekDay(timed('d', '2026-10-04T13:30:00.000Z'), 'Australia/Sydney')).toBe(
      '2026-10-05',
    );
  });
});

describe('My week rows', () => {
  it('lists by day, all-day events first, then by time; ties keep the server’s order', () => {
    const items = [
      timed('economic:2', '2030-06-20T12:30:00.000Z'),
      allDay('split:1', '2030-06-20', { kind: 'split', title: 'NVDA split' }),
      timed('earnings:1', '2030-06-19T20:05:00.000Z'),
      allDay('dividend:1', '2030-06-20', { kind: 'dividend', title: 'AAPL ex-dividend' }),
      allDay('holiday:NYSE:2030-06-19', '2030-06-19', { kind: 'holiday', title: 'NYSE closed' }),
      allDay('holiday:NASDAQ:2030-06-19', '2030-06-19', {
        kind: 'holiday',
        title: 'Nasdaq closed',
      }),
      timed('economic:1', '2030-06-20T12:30:00.000Z'),
    ];
    const rows = myWeekRows(items, 'America/New_York');
    expect(rows.map((row) => [row.day, row.item.key])).toEqual([
      ['2030-06-19', 'holiday:NYSE:2030-06-19'],
      ['2030-06-19', 'holiday:NASDAQ:2030-06-19'],
      ['2030-06-19', 'earnings:1'],
      ['2030-06-20', 'split:1'],
      ['2030-06-20', 'dividend:1'],
      ['2030-06-20', 'economic:2'],
      ['2030-06-20', 'economic:1'],
    ]);
  });

  it('files the same answer under other days for a member in another zone', () => {
    // 16:05 New York on the 19th is 05:05 on the 20th in Tokyo, after the 20th's all-day rows.
    const items = [
      timed('earnings:1', '2030-06-19T20:05:00.000Z'),
      allDay('dividend:1', '2030-06-20', { kind: 'dividend' }),
    ];
    expect(myWeekRows(items, 'Asia/Tokyo').map((row) => [row.day, row.item.key])).toEqual([
      ['2030-06-20', 'dividend:1'],
      ['2030-06-20', 'earnings:1'],
    ]);
  });

  it('names each calendar as its badge reads', () => {
    expect(
      (['economic', 'earnings', 'dividend', 'split', 'ipo', 'holiday', 'futures'] as const).map(
        myWeekKindLabel,
      ),
    ).toEqual(['Economic', 'Earnings', 'Dividend', 'Split', 'IPO', 'Holiday', 'Futures']);
  });
});
