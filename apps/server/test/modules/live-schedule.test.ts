import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_WEEKDAYS, type LiveWeekday } from '../../src/db/schema/live.ts';
import {
  currentOccurrence,
  nextOccurrence,
  occurrencesFrom,
  type ShowRule,
  weekdayOf,
} from '../../src/modules/live/live-schedule.ts';

/** A show rule; `slug` and anything else overridden. */
const show = ({ slug, ...overrides }: Partial<ShowRule> & { slug: string }): ShowRule => ({
  slug,
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  startMinutes: 9 * 60,
  durationMinutes: 30,
  ...overrides,
});

const opening = show({ slug: 'opening-tape' });
const weekend = show({
  slug: 'weekend',
  weekdays: ['sat'],
  startMinutes: 10 * 60,
  durationMinutes: 60,
});

/** New York's wall clock of an instant, as "Wed 09:00". */
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const wall = (ms: number) => newYork.format(ms).replace(',', '');
const iso = (ms: number) => new Date(ms).toISOString();

describe('the live schedule', () => {
  it('numbers weekdays from Thursday 1 January 1970', () => {
    expect(weekdayOf(0)).toBe('thu');
    expect(weekdayOf(3)).toBe('sun');
    expect(weekdayOf(-1)).toBe('wed');
    // 27 November 2026 is a Friday.
    expect(weekdayOf(Date.UTC(2026, 10, 27) / 86_400_000)).toBe('fri');
  });

  it('lists a week of airings in start order at their New York wall time', () => {
    // Wednesday 25 November 2026, 12:00 UTC (07:00 in New York, winter time: UTC-5).
    const now = Date.UTC(2026, 10, 25, 12);
    const airings = occurrencesFrom([weekend, opening], now);

    expect(airings.map((a) => [a.show.slug, wall(a.startsAt)])).toEqual([
      ['opening-tape', 'Wed 09:00'],
      ['opening-tape', 'Thu 09:00'],
      ['opening-tape', 'Fri 09:00'],
      ['weekend', 'Sat 10:00'],
      ['opening-tape', 'Mon 09:00'],
      ['opening-tape', 'Tue 09:00'],
    ]);
    expect(iso(airings[0]?.startsAt ?? 0)).toBe('2026-11-25T14:00:00.000Z');
    expect(iso(airings[0]?.endsAt ?? 0)).toBe('2026-11-25T14:30:00.000Z');
  });

  it('keeps New York time across the spring change, so the UTC time moves by an hour', () => {
    // Friday 6 March 2026, 15:00 UTC; clocks go forward on Sunday 8 March.
    const now = Date.UTC(2026, 2, 6, 15);
    const starts = occurrencesFrom([opening], now).map((a) => iso(a.startsAt));

    expect(starts).toEqual([
      '2026-03-09T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-11T13:00:00.000Z',
      '2026-03-12T13:00:00.000Z',
      '2026-03-13T13:00:00.000Z',
    ]);
  });

  it('keeps New York time across the autumn change', () => {
    // Saturday 31 October 2026, 12:00 UTC; clocks go back on Sunday 1 November.
    const now = Date.UTC(2026, 9, 31, 12);
    const starts = occurrencesFrom([opening], now).map((a) => iso(a.startsAt));

    expect(starts[0]).toBe('2026-11-02T14:00:00.000Z');
    expect(starts.every((start) => start.endsWith('T14:00:00.000Z'))).toBe(true);
  });

  it('includes the airing under way, and tells the current and next show apart', () => {
    // Wednesday 25 November 2026, 09:10 in New York: the opening show runs until 09:30.
    const now = Date.UTC(2026, 10, 25, 14, 10);
    const airings = occurrencesFrom([opening, weekend], now);

    expect(wall(currentOccurrence(airings, now)?.startsAt ?? 0)).toBe('Wed 09:00');
    expect(wall(nextOccurrence(airings, now)?.startsAt ?? 0)).toBe('Thu 09:00');
    // At the end instant the show is over.
    const end = Date.UTC(2026, 10, 25, 14, 30);
    expect(currentOccurrence(occurrencesFrom([opening], end), end)).toBeUndefined();
  });

  it('includes a show that started late yesterday and is still running past midnight', () => {
    const late = show({
      slug: 'late',
      weekdays: ['tue'],
      startMinutes: 23 * 60 + 30,
      durationMinutes: 60,
    });
    // Wednesday 25 November 2026, 00:10 in New York.
    const now = Date.UTC(2026, 10, 25, 5, 10);
    const airings = occurrencesFrom([late], now);

    expect(wall(currentOccurrence(airings, now)?.startsAt ?? 0)).toBe('Tue 23:30');
  });

  it('answers nothing without shows', () => {
    expect(occurrencesFrom([], Date.UTC(2026, 0, 1))).toEqual([]);
  });

  const ruleArb = fc.record({
    slug: fc.constantFrom('a', 'b', 'c'),
    weekdays: fc.uniqueArray(fc.constantFrom<LiveWeekday>(...LIVE_WEEKDAYS), {
      minLength: 1,
      maxLength: 7,
    }),
    // 04:00 to 23:59: no show starts in the hour a daylight-saving change skips or repeats.
    startMinutes: fc.integer({ min: 4 * 60, max: 24 * 60 - 1 }),
    durationMinutes: fc.integer({ min: 5, max: 240 }),
  });
  // 2020 to 2035: many daylight-saving changes either way.
  const nowArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) });

  it('holds each show once per weekday in the week ahead, at its New York time, whatever the date', () => {
    fc.assert(
      fc.property(ruleArb, nowArb, (rule, now) => {
        const airings = occurrencesFrom([rule], now);
        const upcoming = airings.filter((a) => a.startsAt >= now);
        // Each of its weekdays exactly once among the airings starting from now.
        const days = upcoming.map((a) => wall(a.startsAt).slice(0, 3).toLowerCase());
        expect([...days].sort()).toEqual([...rule.weekdays].sort());
        const hh = String(Math.floor(rule.startMinutes / 60)).padStart(2, '0');
        const mm = String(rule.startMinutes % 60).padStart(2, '0');
        for (const airing of airings) {
          expect(wall(airing.startsAt).slice(4)).toBe(`${hh}:${mm}`);
          expect(airing.endsAt - airing.startsAt).toBe(rule.durationMinutes * 60_000);
          expect(airing.endsAt).toBeGreaterThan(now);
        }
        // Start order, and an airing started before now only while it still runs.
        for (let i = 1; i < airings.length; i += 1)
          expect(airings[i]?.startsAt).toBeGreaterThanOrEqual(airings[i - 1]?.startsAt ?? 0);
        expect(airings.filter((a) => a.startsAt < now).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the running show exactly when one covers now', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 4 }), nowArb, (rules, now) => {
        const shows = rules.map((rule, index) => ({ ...rule, slug: `s${index}` }));
        const airings = occurrencesFrom(shows, now);
        const current = currentOccurrence(airings, now);
        const covering = airings.some((a) => a.startsAt <= now && now < a.endsAt);
        expect(current !== undefined).toBe(covering);
        const next = nextOccurrence(airings, now);
        if (next) expect(next.startsAt).toBeGreaterThan(now);
        if (shows.length > 0) expect(next).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});
