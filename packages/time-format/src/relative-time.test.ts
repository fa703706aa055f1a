import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRelativeTime,
  type RelativeTimeParts,
  type RelativeTimeUnit,
  relativeTimeParts,
} from './index.ts';

/** Every example is measured back from this fixed moment. */
const NOW = new Date('2026-03-04T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [1, 'Just now'],
    [59, 'Just now'],
    [59.999, 'Just now'],
    [60, '1 min ago'],
    [119, '1 min ago'],
    [120, '2 mins ago'],
    [3_599, '59 mins ago'],
    [3_600, '1 hour ago'],
    [7_199, '1 hour ago'],
    [7_200, '2 hours ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [172_799, '1 day ago'],
    [172_800, '2 days ago'],
    [604_799, '6 days ago'],
    [604_800, '1 week ago'],
    [1_209_599, '1 week ago'],
    [1_209_600, '2 weeks ago'],
    [2_629_799, '4 weeks ago'],
    [2_629_800, '1 month ago'],
    [5_259_599, '1 month ago'],
    [5_259_600, '2 months ago'],
    [31_557_599, '11 months ago'],
    [31_557_600, '1 year ago'],
    [63_115_199, '1 year ago'],
    [63_115_200, '2 years ago'],
    [315_576_000, '10 years ago'],
  ])('%s s before now reads "%s"', (seconds, expected) => {
    expect(formatRelativeTime(secondsAgo(seconds), NOW)).toBe(expected);
  });

  it('reads a date after now (clock skew) as "Just now", however far ahead', () => {
    expect(formatRelativeTime(secondsAgo(-1), NOW)).toBe('Just now');
    expect(formatRelativeTime(secondsAgo(-90), NOW)).toBe('Just now');
    expect(formatRelativeTime(secondsAgo(-31_557_600), NOW)).toBe('Just now');
  });

  it('accepts a Date, epoch milliseconds or an ISO string for both arguments', () => {
    const date = secondsAgo(7_200);
    expect(formatRelativeTime(date, NOW)).toBe('2 hours ago');
    expect(formatRelativeTime(date.getTime(), NOW.getTime())).toBe('2 hours ago');
    expect(formatRelativeTime(date.toISOString(), NOW.toISOString())).toBe('2 hours ago');
    expect(formatRelativeTime('2026-03-04T15:00:00+05:30', '2026-03-04T12:00:00Z')).toBe(
      '2 hours ago',
    );
  });

  it('counts elapsed seconds, not calendar days, across a daylight-saving change', () => {
    // 12:00 EST on 7 March 2026 to 12:00 EDT on 8 March is one calendar day but 23 hours.
    expect(formatRelativeTime('2026-03-07T17:00:00Z', '2026-03-08T16:00:00Z')).toBe('23 hours ago');
    // 12:00 EDT on 31 October 2026 to 12:00 EST on 1 November is 25 hours.
    expect(formatRelativeTime('2026-10-31T16:00:00Z', '2026-11-01T17:00:00Z')).toBe('1 day ago');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['a string that is not ISO 8601', 'yesterday'],
    ['a bare number in a string', '1'],
    ['an impossible ISO date', '2026-13-01T00:00:00Z'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date(Number.NaN)],
  ])('returns "" for %s', (_label, input) => {
    expect(formatRelativeTime(input, NOW)).toBe('');
  });

  it('returns "" when now is invalid', () => {
    expect(formatRelativeTime(secondsAgo(120), new Date(Number.NaN))).toBe('');
    expect(formatRelativeTime(secondsAgo(120), 'not a date')).toBe('');
  });
});

describe('relativeTimeParts', () => {
  it('gives the unit and whole count, separate from the words', () => {
    expect(relativeTimeParts(secondsAgo(59), NOW)).toEqual({ unit: 'now', value: 0 });
    expect(relativeTimeParts(secondsAgo(60), NOW)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTimeParts(secondsAgo(3_599), NOW)).toEqual({ unit: 'minute', value: 59 });
    expect(relativeTimeParts(secondsAgo(86_400), NOW)).toEqual({ unit: 'day', value: 1 });
    expect(relativeTimeParts(secondsAgo(2_629_799), NOW)).toEqual({ unit: 'week', value: 4 });
    expect(relativeTimeParts(secondsAgo(31_557_599), NOW)).toEqual({ unit: 'month', value: 11 });
    expect(relativeTimeParts(secondsAgo(94_672_800), NOW)).toEqual({ unit: 'year', value: 3 });
    expect(relativeTimeParts(secondsAgo(-3_600), NOW)).toEqual({ unit: 'now', value: 0 });
  });

  it('returns null for an unusable moment', () => {
    expect(relativeTimeParts(null, NOW)).toBeNull();
    expect(relativeTimeParts('garbage', NOW)).toBeNull();
    expect(relativeTimeParts(NOW, Number.NaN)).toBeNull();
  });
});

/** The order a relative label may move in as time passes: unit first, then count. */
const UNIT_RANK: Record<RelativeTimeUnit, number> = {
  now: 0,
  minute: 1,
  hour: 2,
  day: 3,
  week: 4,
  month: 5,
  year: 6,
};
const UNIT_SECONDS: Record<Exclude<RelativeTimeUnit, 'now'>, number> = {
  minute: 60,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  month: 2_629_800,
  year: 31_557_600,
};
const NEXT_UNIT: Record<
  Exclude<RelativeTimeUnit, 'now' | 'year'>,
  Exclude<RelativeTimeUnit, 'now'>
> = {
  minute: 'hour',
  hour: 'day',
  day: 'week',
  week: 'month',
  month: 'year',
};

/** Negative, zero or positive as `a` comes before, with or after `b`. */
function compareParts(a: RelativeTimeParts, b: RelativeTimeParts): number {
  return UNIT_RANK[a.unit] - UNIT_RANK[b.unit] || a.value - b.value;
}

/** Reads a label back into parts, so the property below checks the text too. */
function parseLabel(label: string): RelativeTimeParts {
  if (label === 'Just now') return { unit: 'now', value: 0 };
  const match = /^(\d+) (min|hour|day|week|month|year)(s?) ago$/.exec(label);
  if (match === null) throw new Error(`Unexpected relative label: ${label}`);
  const [, count, word, plural] = match;
  const value = Number(count);
  expect(plural === 's').toBe(value !== 1);
  return { unit: word === 'min' ? 'minute' : (word as RelativeTimeUnit), value };
}

// Moments between 2000 and 2040; gaps in milliseconds from two minutes of skew
// to 25 years, drawn at several scales so that every unit's boundary is hit.
const MOMENT = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
const GAP_MS = fc.oneof(
  fc.integer({ min: -120_000, max: 180_000 }),
  fc.integer({ min: 0, max: 3 * 3_600_000 }),
  fc.integer({ min: 0, max: 3 * 86_400_000 }),
  fc.integer({ min: 0, max: 90 * 86_400_000 }),
  fc.integer({ min: 0, max: 25 * 31_557_600_000 }),
);

describe('relative time properties', () => {
  it('never goes backwards as now advances', () => {
    fc.assert(
      fc.property(MOMENT, fc.array(GAP_MS, { minLength: 2, maxLength: 30 }), (date, gaps) => {
        const nows = gaps.map((gap) => date + gap).sort((a, b) => a - b);
        const labels = nows.map((now) => parseLabel(formatRelativeTime(date, now)));
        let previous: RelativeTimeParts | undefined;
        for (const current of labels) {
          if (previous !== undefined)
            expect(compareParts(previous, current)).toBeLessThanOrEqual(0);
          previous = current;
        }
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('puts every elapsed time in the right bucket and says it in the text', () => {
    fc.assert(
      fc.property(MOMENT, GAP_MS, (date, gap) => {
        const now = date + gap;
        const parts = relativeTimeParts(date, now);
        expect(parseLabel(formatRelativeTime(date, now))).toEqual(parts);

        const elapsed = Math.floor(gap / 1000);
        if (parts === null) throw new Error('valid moments must give parts');
        if (parts.unit === 'now') {
          expect(elapsed).toBeLessThan(60);
          return;
        }
        const unitSeconds = UNIT_SECONDS[parts.unit];
        expect(parts.value).toBeGreaterThanOrEqual(1);
        expect(parts.value * unitSeconds).toBeLessThanOrEqual(elapsed);
        expect((parts.value + 1) * unitSeconds).toBeGreaterThan(elapsed);
        if (parts.unit !== 'year') {
          expect(elapsed).toBeLessThan(UNIT_SECONDS[NEXT_UNIT[parts.unit]]);
        }
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});
