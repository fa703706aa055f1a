import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChatListLabel } from './index.ts';

/** Wednesday 4 November 2026, 10:00 UTC. */
const NOW = '2026-11-04T10:00:00Z';

describe('formatChatListLabel in UTC', () => {
  it.each([
    ['earlier today', '09:05 AM', '2026-11-04T09:05:00Z'],
    ['today at midnight', '12:00 AM', '2026-11-04T00:00:00Z'],
    ['exactly now', '10:00 AM', '2026-11-04T10:00:00Z'],
    ['the last second of yesterday', 'Yesterday', '2026-11-03T23:59:59Z'],
    ['the first second of yesterday', 'Yesterday', '2026-11-03T00:00:00Z'],
    ['two days before', 'Monday', '2026-11-02T23:59:59Z'],
    ['six days before', 'Thursday', '2026-10-29T00:00:00Z'],
    ['seven days before', 'Wed, 28 Oct', '2026-10-28T23:59:59Z'],
    ['a year before', 'Mon, 03 Nov', '2025-11-03T12:00:00Z'],
  ])('shows a message from %s as "%s"', (_case, expected, date) => {
    expect(formatChatListLabel(date, NOW, 'UTC')).toBe(expected);
  });

  it('shows afternoon times with PM', () => {
    expect(formatChatListLabel('2026-11-04T15:45:00Z', '2026-11-04T18:00:00Z', 'UTC')).toBe(
      '03:45 PM',
    );
    expect(formatChatListLabel('2026-11-04T12:00:00Z', '2026-11-04T18:00:00Z', 'UTC')).toBe(
      '12:00 PM',
    );
  });

  it('shows the time for a date later than now on the same day (clock skew)', () => {
    expect(formatChatListLabel('2026-11-04T10:00:30Z', NOW, 'UTC')).toBe('10:00 AM');
    expect(formatChatListLabel('2026-11-04T23:59:00Z', NOW, 'UTC')).toBe('11:59 PM');
  });

  it('shows the time for a date later than now that crosses midnight (clock skew)', () => {
    expect(formatChatListLabel('2026-11-05T00:00:05Z', '2026-11-04T23:59:59Z', 'UTC')).toBe(
      '12:00 AM',
    );
  });

  it('accepts a Date, epoch milliseconds or an ISO string', () => {
    const date = '2026-11-03T20:00:00Z';
    expect(formatChatListLabel(new Date(date), new Date(NOW), 'UTC')).toBe('Yesterday');
    expect(formatChatListLabel(Date.parse(date), Date.parse(NOW), 'UTC')).toBe('Yesterday');
    expect(formatChatListLabel('2026-11-04T01:30:00+05:30', NOW, 'UTC')).toBe('Yesterday');
  });
});

describe('formatChatListLabel for empty or invalid input', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a string that is not ISO 8601', 'last week'],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date(Number.NaN)],
  ])('returns "" for %s', (_case, input) => {
    expect(formatChatListLabel(input, NOW, 'UTC')).toBe('');
  });

  it('returns "" when now is invalid', () => {
    expect(formatChatListLabel('2026-11-04T09:05:00Z', 'soon', 'UTC')).toBe('');
  });

  it('throws a RangeError naming an unknown time zone', () => {
    expect(() => formatChatListLabel('2026-11-04T09:05:00Z', NOW, 'Mars/Olympus_Mons')).toThrow(
      new RangeError('Unknown time zone: "Mars/Olympus_Mons"'),
    );
  });

  it('accepts a UTC offset as the zone', () => {
    expect(formatChatListLabel('2026-11-03T20:00:00Z', NOW, '+05:30')).toBe('01:30 AM');
  });
});

describe('formatChatListLabel across time zones', () => {
  // 10:30 and 11:30 UTC on Tuesday 3 November 2026 straddle midnight in Auckland.
  it.each([
    ['UTC', '10:30 AM'],
    ['America/New_York', '05:30 AM'],
    ['Asia/Kolkata', '04:00 PM'],
    ['Australia/Lord_Howe', '09:30 PM'],
    ['Pacific/Auckland', 'Yesterday'],
  ])('in %s a message an hour old reads "%s"', (zone, expected) => {
    expect(formatChatListLabel('2026-11-03T10:30:00Z', '2026-11-03T11:30:00Z', zone)).toBe(
      expected,
    );
  });

  // 20:00 UTC on 3 November to 04:00 UTC on 4 November straddle midnight in UTC only.
  it.each([
    ['UTC', 'Yesterday'],
    ['America/New_York', '03:00 PM'],
    ['Asia/Kolkata', '01:30 AM'],
    ['Pacific/Auckland', '09:00 AM'],
    ['Australia/Lord_Howe', '07:00 AM'],
  ])('in %s a message eight hours old reads "%s"', (zone, expected) => {
    expect(formatChatListLabel('2026-11-03T20:00:00Z', '2026-11-04T04:00:00Z', zone)).toBe(
      expected,
    );
  });

  it('names the weekday and date as seen in the zone, not in UTC', () => {
    // 2 November 20:00 UTC is already Tuesday 3 November in Auckland.
    expect(
      formatChatListLabel('2026-11-02T20:00:00Z', '2026-11-06T20:00:00Z', 'Pacific/Auckland'),
    ).toBe('Tuesday');
    expect(formatChatListLabel('2026-11-02T20:00:00Z', '2026-11-06T20:00:00Z', 'UTC')).toBe(
      'Monday',
    );
    expect(
      formatChatListLabel('2026-10-26T20:00:00Z', '2026-11-06T20:00:00Z', 'Pacific/Auckland'),
    ).toBe('Tue, 27 Oct');
  });

  it('uses the runtime zone when none is given (vitest.config.ts sets TZ=Pacific/Auckland)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Auckland');
    expect(formatChatListLabel('2026-11-03T10:30:00Z', '2026-11-03T11:30:00Z')).toBe('Yesterday');
    expect(formatChatListLabel('2026-11-03T11:15:00Z', '2026-11-03T11:30:00Z')).toBe('12:15 AM');
  });
});

describe('formatChatListLabel around daylight-saving changes', () => {
  describe('America/New_York, clocks forward at 02:00 EST on Sunday 8 March 2026', () => {
    const zone = 'America/New_York';
    const saturday2330 = '2026-03-08T04:30:00Z';

    it.each([
      ['00:10 EST, before the change', 'Yesterday', '2026-03-08T05:10:00Z'],
      ['03:10 EDT, after the change', 'Yesterday', '2026-03-08T07:10:00Z'],
      ['23:59 EDT, at the end of the 23-hour day', 'Yesterday', '2026-03-09T03:59:00Z'],
      ['00:00 EDT on Monday', 'Saturday', '2026-03-09T04:00:00Z'],
    ])('a message at 23:30 on Saturday reads, at %s, "%s"', (_when, expected, now) => {
      expect(formatChatListLabel(saturday2330, now, zone)).toBe(expected);
    });

    it('shows the local times on either side of the skipped hour', () => {
      const now = '2026-03-08T12:00:00Z';
      expect(formatChatListLabel('2026-03-08T06:59:00Z', now, zone)).toBe('01:59 AM');
      expect(formatChatListLabel('2026-03-08T07:00:00Z', now, zone)).toBe('03:00 AM');
    });

    it('keeps the seven-day boundary on local midnight across the change', () => {
      const sundayNoon = '2026-03-01T17:00:00Z';
      expect(formatChatListLabel(sundayNoon, '2026-03-08T04:59:00Z', zone)).toBe('Sunday');
      expect(formatChatListLabel(sundayNoon, '2026-03-08T05:00:00Z', zone)).toBe('Sun, 01 Mar');
      expect(formatChatListLabel('2026-03-02T05:30:00Z', '2026-03-09T03:30:00Z', zone)).toBe(
        'Monday',
      );
    });
  });

  describe('America/New_York, clocks back at 02:00 EDT on Sunday 1 November 2026', () => {
    const zone = 'America/New_York';
    const saturday2330 = '2026-11-01T03:30:00Z';

    it.each([
      ['00:15 EDT, before the change', 'Yesterday', '2026-11-01T04:15:00Z'],
      ['23:45 EST, late in the 25-hour day', 'Yesterday', '2026-11-02T04:45:00Z'],
      ['00:15 EST on Monday', 'Saturday', '2026-11-02T05:15:00Z'],
    ])('a message at 23:30 on Saturday reads, at %s, "%s"', (_when, expected, now) => {
      expect(formatChatListLabel(saturday2330, now, zone)).toBe(expected);
    });

    it('shows both 01:30s of the repeated hour as today', () => {
      const now = '2026-11-01T12:00:00Z';
      expect(formatChatListLabel('2026-11-01T05:30:00Z', now, zone)).toBe('01:30 AM');
      expect(formatChatListLabel('2026-11-01T06:30:00Z', now, zone)).toBe('01:30 AM');
    });
  });

  describe('Europe/London, clocks forward at 01:00 GMT on Sunday 29 March 2026', () => {
    const zone = 'Europe/London';
    const saturday2330 = '2026-03-28T23:30:00Z';

    it.each([
      ['00:30 GMT, before the change', 'Yesterday', '2026-03-29T00:30:00Z'],
      ['02:30 BST, after the change', 'Yesterday', '2026-03-29T01:30:00Z'],
      ['23:59 BST', 'Yesterday', '2026-03-29T22:59:00Z'],
      ['00:00 BST on Monday', 'Saturday', '2026-03-29T23:00:00Z'],
    ])('a message at 23:30 on Saturday reads, at %s, "%s"', (_when, expected, now) => {
      expect(formatChatListLabel(saturday2330, now, zone)).toBe(expected);
    });

    it('shows the local times on either side of the skipped hour', () => {
      const now = '2026-03-29T12:00:00Z';
      expect(formatChatListLabel('2026-03-29T00:59:00Z', now, zone)).toBe('12:59 AM');
      expect(formatChatListLabel('2026-03-29T01:00:00Z', now, zone)).toBe('02:00 AM');
    });
  });

  describe('Australia/Lord_Howe, clocks forward half an hour at 02:00 on Sunday 4 October 2026', () => {
    const zone = 'Australia/Lord_Howe';
    const saturday2330 = '2026-10-03T13:00:00Z';

    it.each([
      ['00:15 (+10:30), before the change', 'Yesterday', '2026-10-03T13:45:00Z'],
      ['02:45 (+11), after the change', 'Yesterday', '2026-10-03T15:45:00Z'],
      ['23:59 (+11)', 'Yesterday', '2026-10-04T12:59:00Z'],
      ['00:00 (+11) on Monday', 'Saturday', '2026-10-04T13:00:00Z'],
    ])('a message at 23:30 on Saturday reads, at %s, "%s"', (_when, expected, now) => {
      expect(formatChatListLabel(saturday2330, now, zone)).toBe(expected);
    });

    it('shows the local times on either side of the skipped half hour', () => {
      const now = '2026-10-04T01:00:00Z';
      expect(formatChatListLabel('2026-10-03T15:29:00Z', now, zone)).toBe('01:59 AM');
      expect(formatChatListLabel('2026-10-03T15:30:00Z', now, zone)).toBe('02:30 AM');
    });
  });

  describe('America/Santiago, where midnight is skipped on Sunday 6 September 2026', () => {
    const zone = 'America/Santiago';

    it('starts the day at 01:00 and still counts calendar days', () => {
      const now = '2026-09-06T15:00:00Z';
      expect(formatChatListLabel('2026-09-06T03:59:00Z', now, zone)).toBe('Yesterday');
      expect(formatChatListLabel('2026-09-06T04:00:00Z', now, zone)).toBe('01:00 AM');
      expect(formatChatListLabel('2026-09-05T03:59:00Z', now, zone)).toBe('Friday');
    });
  });
});

// --- Properties -----------------------------------------------------------

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/Santiago',
  'America/St_Johns',
] as const;

/** 2026 offset changes, so that generated dates cluster around them. */
const DST_CHANGES = [
  { zone: 'America/New_York', at: '2026-03-08T07:00:00Z' },
  { zone: 'America/New_York', at: '2026-11-01T06:00:00Z' },
  { zone: 'Europe/London', at: '2026-03-29T01:00:00Z' },
  { zone: 'Europe/London', at: '2026-10-25T01:00:00Z' },
  { zone: 'Pacific/Auckland', at: '2026-04-04T14:00:00Z' },
  { zone: 'Pacific/Auckland', at: '2026-09-26T14:00:00Z' },
  { zone: 'Pacific/Chatham', at: '2026-09-26T14:00:00Z' },
  { zone: 'Australia/Lord_Howe', at: '2026-04-04T15:00:00Z' },
  { zone: 'Australia/Lord_Howe', at: '2026-10-03T15:30:00Z' },
  { zone: 'America/Santiago', at: '2026-04-05T03:00:00Z' },
  { zone: 'America/Santiago', at: '2026-09-06T04:00:00Z' },
  { zone: 'America/St_Johns', at: '2026-03-08T05:30:00Z' },
  { zone: 'America/St_Johns', at: '2026-11-01T04:30:00Z' },
] as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A zone and a message date: anywhere in 2020–2030, or within two days of an offset change. */
const ZONE_AND_DATE = fc.oneof(
  fc.record({
    zone: fc.constantFrom(...ZONES),
    date: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
  }),
  fc
    .record({
      change: fc.constantFrom(...DST_CHANGES),
      offset: fc.integer({ min: -2 * DAY_MS, max: 2 * DAY_MS }),
    })
    .map(({ change, offset }) => ({ zone: change.zone, date: Date.parse(change.at) + offset })),
);

/** From a minute of clock skew to twelve days later, at scales that hit each label. */
const GAP_MS = fc.oneof(
  fc.integer({ min: -60_000, max: 2 * HOUR_MS }),
  fc.integer({ min: 0, max: 3 * DAY_MS }),
  fc.integer({ min: 0, max: 12 * DAY_MS }),
);

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SHORT_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (0[1-9]|[12]\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

/** The stage a label is in: 0 time, 1 "Yesterday", 2 weekday, 3 short date. */
function stage(label: string): number {
  if (/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/.test(label)) return 0;
  if (label === 'Yesterday') return 1;
  if (WEEKDAYS.includes(label)) return 2;
  if (SHORT_DATE.test(label)) return 3;
  throw new Error(`Unexpected chat list label: ${label}`);
}

/**
 * An independent oracle built on `Intl.DateTimeFormat` rather than date-fns:
 * the label the spec asks for, from the calendar date and clock in `zone`.
 */
function expectedLabel(date: number, now: number, zone: string): string {
  const at = (ms: number, options: Intl.DateTimeFormatOptions) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).formatToParts(
      ms,
    );
    return (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((part) => part.type === type)?.value ?? '';
  };
  const dayNumber = (ms: number) => {
    const part = at(ms, { year: 'numeric', month: 'numeric', day: 'numeric' });
    return Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day'))) / DAY_MS;
  };
  const daysBefore = dayNumber(now) - dayNumber(date);
  if (daysBefore <= 0) {
    const part = at(date, { hour: 'numeric', minute: '2-digit', hour12: true });
    return `${part('hour').padStart(2, '0')}:${part('minute')} ${part('dayPeriod')}`;
  }
  if (daysBefore === 1) return 'Yesterday';
  if (daysBefore < 7) return at(date, { weekday: 'long' })('weekday');
  const part = at(date, { weekday: 'short', day: '2-digit', month: 'short' });
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

describe('chat list label properties', () => {
  it('moves only forward through time → Yesterday → weekday → date as now advances', () => {
    fc.assert(
      fc.property(
        ZONE_AND_DATE,
        fc.array(GAP_MS, { minLength: 2, maxLength: 30 }),
        ({ zone, date }, gaps) => {
          const nows = gaps.map((gap) => date + gap).sort((a, b) => a - b);
          const stages = nows.map((now) => stage(formatChatListLabel(date, now, zone)));
          let previous = 0;
          for (const current of stages) {
            expect(current).toBeGreaterThanOrEqual(previous);
            previous = current;
          }
        },
      ),
      { seed: 42, numRuns: 500 },
    );
  });

  it('agrees with an Intl-based oracle in every zone, including around offset changes', () => {
    fc.assert(
      fc.property(ZONE_AND_DATE, GAP_MS, ({ zone, date }, gap) => {
        const now = date + gap;
        expect(formatChatListLabel(date, now, zone)).toBe(expectedLabel(date, now, zone));
      }),
      { seed: 42, numRuns: 1000 },
    );
  });
});
