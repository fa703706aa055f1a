import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  dayStart,
  offsetAt,
  zonedInstant,
} from '../../src/modules/calendar-data/zoned-time.ts';
import { dayOf } from '../../src/modules/calendars/civil-date.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const minutes = (hours: number, minute = 0) => hours * 60 + minute;

/**
 * The 2026 daylight-saving switches of the three zones the issue names, from the zones' rules
 * (US: second Sunday of March, first Sunday of November at 02:00 local; EU: last Sunday of March
 * and October at 01:00 UTC; New South Wales: first Sunday of April and October at 03:00 / 02:00
 * local standard time).
 */
const SWITCHES = [
  { zone: 'America/New_York', instant: '2026-03-08T07:00:00Z', before: -5, after: -4 },
  { zone: 'America/New_York', instant: '2026-11-01T06:00:00Z', before: -4, after: -5 },
  { zone: 'Europe/London', instant: '2026-03-29T01:00:00Z', before: 0, after: 1 },
  { zone: 'Europe/London', instant: '2026-10-25T01:00:00Z', before: 1, after: 0 },
  { zone: 'Australia/Sydney', instant: '2026-04-04T16:00:00Z', before: 11, after: 10 },
  { zone: 'Australia/Sydney', instant: '2026-10-03T16:00:00Z', before: 10, after: 11 },
] as const;

describe('zoned time at the daylight-saving switches', () => {
  it.each(SWITCHES)('$zone changes from UTC$before h to UTC$after h at $instant', (change) => {
    expect(offsetAt(at(change.instant) - 1000, change.zone)).toBe(change.before * HOUR);
    expect(offsetAt(at(change.instant), change.zone)).toBe(change.after * HOUR);
  });

  it('keeps a release at its local time across the switch: 08:30 in New York, 07:00 in London, 11:30 in Sydney', () => {
    const newYork = 'America/New_York';
    expect(iso(zonedInstant(dayOf(2026, 3, 6), minutes(8, 30), newYork))).toBe(
      '2026-03-06T13:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 3, 9), minutes(8, 30), newYork))).toBe(
      '2026-03-09T12:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 11, 2), minutes(8, 30), newYork))).toBe(
      '2026-11-02T13:30:00.000Z',
    );
    const london = 'Europe/London';
    expect(iso(zonedInstant(dayOf(2026, 3, 27), minutes(7), london))).toBe(
      '2026-03-27T07:00:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 3, 30), minutes(7), london))).toBe(
      '2026-03-30T06:00:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 10, 26), minutes(7), london))).toBe(
      '2026-10-26T07:00:00.000Z',
    );
    const sydney = 'Australia/Sydney';
    expect(iso(zonedInstant(dayOf(2026, 4, 3), minutes(11, 30), sydney))).toBe(
      '2026-04-03T00:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 4, 6), minutes(11, 30), sydney))).toBe(
      '2026-04-06T01:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 10, 5), minutes(11, 30), sydney))).toBe(
      '2026-10-05T00:30:00.000Z',
    );
  });

  it('moves a wall time the spring switch skips to the same distance after the gap', () => {
    expect(iso(zonedInstant(dayOf(2026, 3, 8), minutes(2, 30), 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 3, 29), minutes(1, 30), 'Europe/London'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 10, 4), minutes(2, 30), 'Australia/Sydney'))).toBe(
      '2026-10-03T16:30:00.000Z',
    );
  });

  it('takes the first of the two instants an autumn switch gives a repeated wall time', () => {
    expect(iso(zonedInstant(dayOf(2026, 11, 1), minutes(1, 30), 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 10, 25), minutes(1, 30), 'Europe/London'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedInstant(dayOf(2026, 4, 5), minutes(2, 30), 'Australia/Sydney'))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
  });

  it('makes the switch days 23 and 25 hours long', () => {
    const length = (year: number, month: number, date: number, zone: string) =>
      (dayStart(dayOf(year, month, date) + 1, zone) - dayStart(dayOf(year, month, date), zone)) /
      HOUR;
    expect(length(2026, 3, 8, 'America/New_York')).toBe(23);
    expect(length(2026, 11, 1, 'America/New_York')).toBe(25);
    expect(length(2026, 3, 29, 'Europe/London')).toBe(23);
    expect(length(2026, 10, 25, 'Europe/London')).toBe(25);
    expect(length(2026, 4, 5, 'Australia/Sydney')).toBe(25);
    expect(length(2026, 10, 4, 'Australia/Sydney')).toBe(23);
    expect(length(2026, 10, 5, 'Australia/Sydney')).toBe(24);
  });

  it('puts an instant on the zone’s own date on either side of a switch', () => {
    // 23:59 in New York on 8 March is 03:59 UTC the next day (EDT); a day earlier it was 04:59.
    expect(dayIn(at('2026-03-09T03:59:00Z'), 'America/New_York')).toBe(dayOf(2026, 3, 8));
    expect(dayIn(at('2026-03-09T04:00:00Z'), 'America/New_York')).toBe(dayOf(2026, 3, 9));
    expect(dayIn(at('2026-03-08T04:59:00Z'), 'America/New_York')).toBe(dayOf(2026, 3, 7));
    // Midnight in London on 30 March is 23:00 UTC on the 29th.
    expect(dayIn(at('2026-03-29T23:00:00Z'), 'Europe/London')).toBe(dayOf(2026, 3, 30));
    expect(dayIn(at('2026-03-29T22:59:00Z'), 'Europe/London')).toBe(dayOf(2026, 3, 29));
    // Sydney's 5 April starts at 13:00 UTC on the 4th (AEDT) and ends at 14:00 UTC on the 5th.
    expect(dayIn(at('2026-04-04T13:00:00Z'), 'Australia/Sydney')).toBe(dayOf(2026, 4, 5));
    expect(dayIn(at('2026-04-05T13:59:00Z'), 'Australia/Sydney')).toBe(dayOf(2026, 4, 5));
    expect(dayIn(at('2026-04-05T14:00:00Z'), 'Australia/Sydney')).toBe(dayOf(2026, 4, 6));
  });
});

describe('zoned time, any day of 2000–2099', () => {
  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Tokyo', 'UTC'];
  const days = fc.integer({ min: dayOf(2000, 1, 1), max: dayOf(2099, 12, 31) });
  const zone = fc.constantFrom(...zones);

  it('shows the asked wall time, or the hour after it when a switch skipped it', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 1439 }), zone, (day, minute, timeZone) => {
        const instant = zonedInstant(day, minute, timeZone);
        const shown = instant + offsetAt(instant, timeZone) - (day * 24 * HOUR + minute * 60_000);
        expect([0, HOUR]).toContain(shown);
        if (shown === HOUR) {
          // Only a wall time inside a spring gap moves, and then the offset rose by an hour.
          expect(offsetAt(instant, timeZone) - offsetAt(instant - 2 * HOUR, timeZone)).toBe(HOUR);
        }
      }),
    );
  });

  it('starts each day on that day, and keeps the wall times of a day in order', () => {
    fc.assert(
      fc.property(
        days,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        zone,
        (day, a, b, timeZone) => {
          expect(dayIn(dayStart(day, timeZone), timeZone)).toBe(day);
          expect(dayIn(dayStart(day, timeZone) - 1000, timeZone)).toBe(day - 1);
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(zonedInstant(day, early, timeZone)).toBeLessThanOrEqual(
            zonedInstant(day, late, timeZone),
          );
        },
      ),
    );
  });
});
