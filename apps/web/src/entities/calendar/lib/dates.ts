/**
 * Calendar dates (`YYYY-MM-DD`) for the calendar pages: today in a time zone, day arithmetic and
 * labels. A holiday or an expiry is a date of the exchange's own calendar, so these labels never
 * shift it by the viewer's zone (they format at UTC noon).
 */
const DAY_MS = 86_400_000;

/** Today's date in `timeZone` (the browser's when absent). */
export function todayIso(now: Date, timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date is a real `YYYY-MM-DD` one (not 2026-02-30). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const monthYear = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  month: 'short',
  year: 'numeric',
});

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Thursday, 26 November 2026": a day's group header. */
export const dayHeading = (date: string) => longDay.format(noonOf(date));
/** "Thu, 26 Nov 2026": a date in a cell. */
export const dayText = (date: string) => shortDay.format(noonOf(date));
/** "Dec 2026" of `YYYY-MM`: a contract month. */
export const monthText = (month: string) => monthYear.format(noonOf(`${month}-15`));
