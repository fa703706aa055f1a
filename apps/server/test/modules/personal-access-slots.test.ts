import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WeeklyWindow } from '../../src/db/schema/index.ts';
import { dayIn, offsetAt } from '../../src/modules/calendar-data/zoned-time.ts';
import { parseWindow } from '../../src/modules/personal-access/personal-access-content.ts';
import {
  findSlot,
  isoWeekday,
  SLOT_DAYS,
  type SlotRules,
  slotsOf,
} from '../../src/modules/personal-access/personal-access-slots.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const at = (text: string) => new Date(text).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/** Rules from `mon 09:00-12:00` lines. */
function rules(timeZone: string, sessionMinutes: number, lines: string[]): SlotRules {
  const availability = lines.map((line) => {
    const window = parseWindow(line, sessionMinutes);
    if (typeof window === 'string') throw new Error(window);
    return window;
  });
  return { availability, timeZone, sessionMinutes };
}

/** The zone's weekday and minutes after midnight at `ms`. */
function localTime(ms: number, timeZone: string) {
  const wall = ms + offsetAt(ms, timeZone);
  return {
    weekday: isoWeekday(dayIn(ms, timeZone)),
    minutes: Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS),
  };
}

describe('isoWeekday', () => {
  it('counts 1970-01-01 as a Thursday and 2026-11-30 as a Monday', () => {
    expect(isoWeekday(0)).toBe(4);
    expect(isoWeekday(at('2026-11-30T00:00:00Z') / DAY_MS)).toBe(1);
    expect(isoWeekday(-1)).toBe(3);
  });
});

describe('slotsOf', () => {
  // Friday 27 November 2026, 10:00 UTC.
  const now = at('2026-11-27T10:00:00Z');

  it('cuts each window into back-to-back sessions on the host’s clock, for the next 14 days', () => {
    const slots = slotsOf(rules('Europe/London', 45, ['mon 14:00-17:00']), now);

    // Two Mondays in the next 14 days (30 November, 7 December), four 45-minute sessions each:
    // 14:00, 14:45, 15:30, 16:15 (17:00 would end after the window).
    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:45:00.000Z',
      '2026-11-30T15:30:00.000Z',
      '2026-11-30T16:15:00.000Z',
      '2026-12-07T14:00:00.000Z',
      '2026-12-07T14:45:00.000Z',
      '2026-12-07T15:30:00.000Z',
      '2026-12-07T16:15:00.000Z',
    ]);
    expect(slots.every((slot) => slot.endsAt - slot.startsAt === 45 * MINUTE_MS)).toBe(true);
  });

  it('reads the windows in the host’s zone (New York is 5 hours behind UTC in winter)', () => {
    const slots = slotsOf(rules('America/New_York', 30, ['fri 10:00-11:00']), now);

    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-11-27T15:00:00.000Z',
      '2026-11-27T15:30:00.000Z',
      '2026-12-04T15:00:00.000Z',
      '2026-12-04T15:30:00.000Z',
    ]);
  });

  it('leaves out what has started and what starts 14 days or more from now', () => {
    const slots = slotsOf(rules('UTC', 60, ['fri 09:00-12:00']), now);

    // Today's 09:00 has started, 10:00 starts now (not after), 11:00 is open; 11 December 10:00 is
    // exactly 14 days away, so out.
    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-11-27T11:00:00.000Z',
      '2026-12-04T09:00:00.000Z',
      '2026-12-04T10:00:00.000Z',
      '2026-12-04T11:00:00.000Z',
      '2026-12-11T09:00:00.000Z',
    ]);
  });

  it('offers no slot at a wall time the spring change skips', () => {
    // New York springs from 02:00 to 03:00 on Sunday 8 March 2026.
    const before = at('2026-03-06T12:00:00Z');
    const slots = slotsOf(rules('America/New_York', 60, ['sun 01:00-04:00']), before, 3);

    expect(slots.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT (02:00 does not exist that night)
    ]);
  });

  it('finds a slot by its exact start only', () => {
    const host = rules('Europe/London', 45, ['mon 14:00-17:00']);

    expect(findSlot(host, at('2026-11-30T14:45:00Z'), now)).toEqual({
      startsAt: at('2026-11-30T14:45:00Z'),
      endsAt: at('2026-11-30T15:30:00Z'),
    });
    expect(findSlot(host, at('2026-11-30T14:50:00Z'), now)).toBeUndefined();
    expect(findSlot(host, at('2026-11-23T14:00:00Z'), now)).toBeUndefined();
    expect(findSlot(host, at('2026-12-14T14:00:00Z'), now)).toBeUndefined();
  });
});

describe('slotsOf, for any availability, zone and moment', () => {
  const zones = ['UTC', 'Europe/London', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'];
  const window = fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      from: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 15, max: 600 }),
    })
    .map(({ weekday, from, length }) => ({
      weekday,
      from,
      to: Math.min(1440, from + length),
    }));
  const arbitraryRules = fc.record({
    availability: fc.array(window, { minLength: 1, maxLength: 6 }),
    timeZone: fc.constantFrom(...zones),
    sessionMinutes: fc.integer({ min: 15, max: 180 }),
  });
  // Any moment of 2026-2027, so daylight-saving nights of both hemispheres' zones come up.
  const moment = fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') });

  it('gives slots that never overlap, lie within a window, start after now and within 14 days', () => {
    fc.assert(
      fc.property(arbitraryRules, moment, (host, now) => {
        const slots = slotsOf(host, now);
        for (const [i, slot] of slots.entries()) {
          expect(slot.endsAt - slot.startsAt).toBe(host.sessionMinutes * MINUTE_MS);
          expect(slot.startsAt).toBeGreaterThan(now);
          expect(slot.startsAt).toBeLessThan(now + SLOT_DAYS * DAY_MS);
          const previous = slots[i - 1];
          if (previous) expect(slot.startsAt).toBeGreaterThanOrEqual(previous.endsAt);
          // Its start is a wall time inside one of the host's windows of that weekday, and the
          // window still holds a whole session from there.
          const local = localTime(slot.startsAt, host.timeZone);
          const inside = host.availability.some(
            (w: WeeklyWindow) =>
              w.weekday === local.weekday &&
              local.minutes >= w.from &&
              local.minutes + host.sessionMinutes <= w.to,
          );
          expect(inside).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same slots however often it is asked (a pure function of its input)', () => {
    fc.assert(
      fc.property(arbitraryRules, moment, (host, now) => {
        expect(slotsOf(host, now)).toEqual(slotsOf(host, now));
      }),
      { numRuns: 50 },
    );
  });
});
