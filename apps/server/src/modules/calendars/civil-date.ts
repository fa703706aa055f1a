/**
 * Calendar dates without a time or a zone, as the calendars reason about them: a holiday or an
 * expiry is a day of the exchange's own calendar, whatever the viewer's zone. A day is counted as
 * days since 1970-01-01 (integers make "three business days before" a loop, not date maths); the
 * wire form is ISO `YYYY-MM-DD`.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a date in the proleptic Gregorian calendar; `month` is 1–12. */
export const dayOf = (year: number, month: number, date: number): number =>
  Math.round(Date.UTC(year, month - 1, date) / DAY_MS);

/** `YYYY-MM-DD` of a day number. */
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of `YYYY-MM-DD`, or null when it is not a real date (2026-02-30, 2026-1-5). */
export function dayOfIso(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = dayOf(year, month, date);
  return isoOf(day) === iso ? day : null;
}

/** Year, month (1–12) and date of a day number. */
export function partsOf(day: number): { year: number; month: number; date: number } {
  const at = new Date(day * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, date: at.getUTCDate() };
}

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const isWeekend = (day: number): boolean => {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY || weekday === SUNDAY;
};

/** The last date of a month (28–31). */
export const daysInMonth = (year: number, month: number): number =>
  dayOf(year, month + 1, 1) - dayOf(year, month, 1);

/**
 * The `n`-th `weekday` of a month: `n` 1 is the first, 2 the second …; -1 the last, -2 the one
 * before it. "The third Monday of January", "the last Monday of May".
 */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayOf(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayOf(year, month, daysInMonth(year, month));
  return last - ((weekdayOf(last) - weekday + 7) % 7) + (n + 1) * 7;
}

/** The first `weekday` on or after `day` (on or before with `direction` -1). */
export function weekdayOnOrAfter(day: number, weekday: number, direction: 1 | -1 = 1): number {
  const shift =
    direction === 1 ? (weekday - weekdayOf(day) + 7) % 7 : -((weekdayOf(day) - weekday + 7) % 7);
  return day + shift;
}

/**
 * Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher),
 * exact for every year of the Gregorian calendar. Good Friday is two days before, Easter Monday
 * one after, Whit Monday 50 after, Ascension 39 after.
 */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}
