import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/modules/calendars/civil-date.ts';
import { expiriesBetween } from '../../src/modules/calendars/futures.ts';
import {
  compareItems,
  type EventItem,
  formatAmount,
  futuresItems,
  holidayExchangeOf,
  parseEventKey,
} from '../../src/modules/my-week/event-items.ts';
import { SAMPLE_NOTE, writeFeed } from '../../src/modules/my-week/ics.ts';
import { formatEventTime } from '../../src/modules/my-week/reminders.service.ts';

/** An item shaped `({ ...overrides }) => ({ ...defaults, ...overrides })`. */
const item = (overrides: Partial<EventItem> = {}): EventItem => ({
  key: 'holiday:NYSE:2026-12-25',
  kind: 'holiday',
  date: '2026-12-25',
  at: null,
  title: 'NYSE closed · Christmas Day',
  symbol: null,
  country: 'US',
  exchange: 'NYSE',
  importance: null,
  href: '/holiday-calendar',
  sample: false,
  ...overrides,
});

describe('event keys', () => {
  it('reads every kind of key and refuses the rest', () => {
    expect(parseEventKey('economic:12')).toEqual({ kind: 'economic', id: 12 });
    expect(parseEventKey('ipo:7')).toEqual({ kind: 'ipo', id: 7 });
    expect(parseEventKey('holiday:NYSE:2026-12-25')).toEqual({
      kind: 'holiday',
      exchange: 'NYSE',
      day: dayOf(2026, 12, 25),
    });
    expect(parseEventKey('futures:ES:2026-12-18:last_trading')).toEqual({
      kind: 'futures',
      root: 'ES',
      day: dayOf(2026, 12, 18),
      moment: 'last_trading',
    });
    for (const bad of [
      '',
      'economic:',
      'economic:0',
      'economic:01',
      'economic:99999999999',
      'earning:1',
      'holiday:MOON:2026-12-25',
      'holiday:NYSE:2026-02-30',
      'futures:ES:2026-12-18:expiry',
      'dividend:1 ',
    ]) {
      expect(parseEventKey(bad), bad).toBeNull();
    }
  });
});

describe('item texts', () => {
  it('writes per-share amounts with two to four decimals', () => {
    expect(formatAmount(0.51)).toBe('0.51');
    expect(formatAmount(0.5)).toBe('0.50');
    expect(formatAmount(1)).toBe('1.00');
    expect(formatAmount(0.2425)).toBe('0.2425');
    expect(formatAmount(0.123456)).toBe('0.1235');
  });

  it('maps listings to the holiday calendars of the nine exchanges', () => {
    expect(holidayExchangeOf('NYSE Arca', 'US')).toBe('NYSE');
    expect(holidayExchangeOf('Euronext Amsterdam', 'NL')).toBe('EURONEXT');
    expect(holidayExchangeOf('XETRA', 'DE')).toBe('XETRA');
    expect(holidayExchangeOf('INDEX', 'GB')).toBe('LSE');
    expect(holidayExchangeOf('INDEX', 'CN')).toBeNull();
    expect(holidayExchangeOf('SIX', 'CH')).toBeNull();
    expect(holidayExchangeOf('CRYPTO', 'WW')).toBeNull();
  });

  it('names a futures expiry’s last trading and first notice days', () => {
    const from = dayOf(2026, 11, 20);
    const to = dayOf(2026, 12, 31);
    const items = futuresItems(expiriesBetween(from, to, ['equity_index', 'energy']), from, to);
    expect(items.map((each) => each.title)).toContain(
      'E-mini S&P 500 (ES) last trading day · Dec 2026',
    );
    expect(items.find((each) => each.title.startsWith('E-mini S&P'))?.key).toBe(
      'futures:ES:2026-12-18:last_trading',
    );
    expect(items.every((each) => each.date >= '2026-11-20' && each.date <= '2026-12-31')).toBe(
      true,
    );
  });

  it('sorts by date, all-day first, then time, then title', () => {
    const rows = [
      item({ key: 'b', date: '2026-12-24', at: '2026-12-24T15:00:00.000Z', title: 'A' }),
      item({ key: 'c', date: '2026-12-24', at: null, title: 'Z' }),
      item({ key: 'd', date: '2026-12-24', at: '2026-12-24T13:30:00.000Z', title: 'Y' }),
      item({ key: 'e', date: '2026-12-24', at: null, title: 'B' }),
      item({ key: 'a', date: '2026-12-23', at: '2026-12-23T20:00:00.000Z', title: 'Q' }),
    ];
    expect(rows.sort(compareItems).map((row) => row.key)).toEqual(['a', 'e', 'c', 'd', 'b']);
  });

  it('tells the time in the member’s zone', () => {
    const at = new Date('2026-12-10T13:30:00Z');
    expect(formatEventTime(at, false, 'America/New_York')).toBe(
      'Thu 10 Dec 2026, 08:30 (America/New_York)',
    );
    expect(formatEventTime(new Date('2026-12-25T05:00:00Z'), true, 'America/New_York')).toBe(
      'Fri 25 Dec 2026 (all day)',
    );
  });
});

describe('iCalendar writing', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('escapes text, folds long lines at 75 octets and ends lines in CRLF', () => {
    const text = writeFeed({
      name: 'TapeTV · My week',
      description: 'Test',
      appUrl: 'https://tapetv.example',
      now,
      items: [
        item({
          title: `Comma, semicolon; backslash\\ and ${'a very long title '.repeat(8)}with ü`,
          sample: true,
        }),
        item({
          key: 'economic:1',
          kind: 'economic',
          at: '2026-12-10T13:30:00.000Z',
          date: '2026-12-10',
          title: 'CPI (YoY)',
          href: '/economic-calendar',
        }),
      ],
    });
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Comma\\, semicolon\\; backslash\\\\ and a very long');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261225');
    expect(unfolded).toContain('UID:economic:1@tapetv');
    expect(unfolded).toContain('DTSTART:20261210T133000Z');
    expect(unfolded).toContain('DTEND:20261210T140000Z');
    expect(unfolded).toContain('DTSTAMP:20261126T120000Z');
    expect(unfolded).toContain('URL;VALUE=URI:https://tapetv.example/economic-calendar');
    expect(unfolded).toContain(SAMPLE_NOTE);
    expect(unfolded).toContain('X-WR-CALNAME:TapeTV · My week');
  });
});
