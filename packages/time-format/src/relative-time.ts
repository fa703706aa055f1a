import { type DateInput, toEpochMs } from './date-input.ts';

/** Elapsed-time thresholds in seconds (product spec, section 9). */
const SECONDS_IN_MINUTE = 60;
const SECONDS_IN_HOUR = 3_600;
const SECONDS_IN_DAY = 86_400;
const SECONDS_IN_WEEK = 604_800;
/** A mean Gregorian month: 365.25 days / 12. */
const SECONDS_IN_MONTH = 2_629_800;
/** A Julian year: 365.25 days. */
const SECONDS_IN_YEAR = 31_557_600;

/** The unit a relative label counts in; `'now'` is the "Just now" bucket. */
export type RelativeTimeUnit = 'now' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** How long ago something happened, as one whole unit and a count. */
export interface RelativeTimeParts {
  unit: RelativeTimeUnit;
  /** Whole units elapsed, rounded down; at least 1, except `0` for `'now'`. */
  value: number;
}

/** Largest unit first, so the first threshold reached wins. */
const UNITS: ReadonlyArray<{ unit: Exclude<RelativeTimeUnit, 'now'>; seconds: number }> = [
  { unit: 'year', seconds: SECONDS_IN_YEAR },
  { unit: 'month', seconds: SECONDS_IN_MONTH },
  { unit: 'week', seconds: SECONDS_IN_WEEK },
  { unit: 'day', seconds: SECONDS_IN_DAY },
  { unit: 'hour', seconds: SECONDS_IN_HOUR },
  { unit: 'minute', seconds: SECONDS_IN_MINUTE },
];

/**
 * How long before `now` the moment `date` was, as `{ unit, value }`.
 *
 * Rules:
 * - Elapsed time is `now - date` in whole seconds (rounded down). It is
 *   physical time, not calendar time: 23 hours across a daylight-saving
 *   change is 23 hours, and no time zone is involved.
 * - Under 60 s, and any `date` after `now` (clock skew between server and
 *   device), is `{ unit: 'now', value: 0 }`.
 * - Otherwise the largest unit whose threshold has been reached, counted in
 *   whole units rounded down: minute 60 s, hour 3600 s, day 86400 s,
 *   week 604800 s, month 2629800 s (365.25 / 12 days), year 31557600 s
 *   (365.25 days). So 119 s is 1 minute, 604799 s is 6 days and
 *   31557599 s is 11 months.
 * - `null` when either input is not a usable moment (see {@link DateInput}).
 *
 * The result only ever moves forward as `now` advances: a larger unit, or
 * the same unit with a larger value.
 */
export function relativeTimeParts(
  date: DateInput | null | undefined,
  now: DateInput,
): RelativeTimeParts | null {
  const dateMs = toEpochMs(date);
  const nowMs = toEpochMs(now);
  if (dateMs === null || nowMs === null) return null;

  const elapsedSeconds = Math.floor((nowMs - dateMs) / 1000);
  for (const { unit, seconds } of UNITS) {
    if (elapsedSeconds >= seconds) return { unit, value: Math.floor(elapsedSeconds / seconds) };
  }
  return { unit: 'now', value: 0 };
}

const UNIT_WORDS: Record<Exclude<RelativeTimeUnit, 'now'>, { one: string; other: string }> = {
  minute: { one: 'min', other: 'mins' },
  hour: { one: 'hour', other: 'hours' },
  day: { one: 'day', other: 'days' },
  week: { one: 'week', other: 'weeks' },
  month: { one: 'month', other: 'months' },
  year: { one: 'year', other: 'years' },
};

/**
 * The feed's relative time text for `date` as seen at `now`: "Just now",
 * "1 min ago", "5 mins ago", "1 hour ago", "3 days ago", "1 week ago",
 * "2 months ago", "1 year ago".
 *
 * Plural rule: a count of exactly 1 takes the singular word ("1 min ago",
 * "1 hour ago"); every other count takes the word plus "s" ("2 mins ago",
 * "11 months ago"). The minute word is "min"/"mins", the others are spelled
 * out. The buckets are those of {@link relativeTimeParts}; a `date` after
 * `now` reads "Just now".
 *
 * Returns `""` when `date` or `now` is not a usable moment (`null`,
 * `undefined`, `""`, a non-ISO string, `NaN`, an invalid `Date`), so a
 * missing timestamp renders as nothing rather than "Invalid Date".
 *
 * `now` is a parameter, not `Date.now()`, so that callers and stories control
 * the clock.
 */
export function formatRelativeTime(date: DateInput | null | undefined, now: DateInput): string {
  const parts = relativeTimeParts(date, now);
  if (parts === null) return '';
  if (parts.unit === 'now') return 'Just now';
  const words = UNIT_WORDS[parts.unit];
  return `${parts.value} ${parts.value === 1 ? words.one : words.other} ago`;
}
