/**
 * How long before an event a reminder comes, as the control offers and shows it: the presets,
 * the custom field's rule, and the words ("15 min before", "1 hour before", "1 day before").
 */

/** The presets the control offers, in minutes: 5, 15 and 30 minutes, an hour, a day. */
export const REMINDER_PRESETS = [5, 15, 30, 60, 1440] as const;

/**
 * The longest a reminder may come before its event, a week in minutes: REMINDER_MINUTES_MAX in
 * the server's schema (the generated limits cover named request bodies only, so it is repeated).
 */
export const REMINDER_MINUTES_MAX = 10_080;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The lead in words: "at the start" for 0; "N min before" under an hour; "N day(s) before" and
 * "N hour(s) before" for whole days and hours; otherwise hours and minutes ("1 h 30 min before").
 */
export function reminderLeadText(minutes: number): string {
  if (minutes <= 0) return 'at the start';
  if (minutes < MINUTES_PER_HOUR) return `${minutes} min before`;
  if (minutes % MINUTES_PER_DAY === 0)
    return `${plural(minutes / MINUTES_PER_DAY, 'day', 'days')} before`;
  if (minutes % MINUTES_PER_HOUR === 0)
    return `${plural(minutes / MINUTES_PER_HOUR, 'hour', 'hours')} before`;
  return `${Math.floor(minutes / MINUTES_PER_HOUR)} h ${minutes % MINUTES_PER_HOUR} min before`;
}

/**
 * Whether a reminder `minutes` before an event starting at `eventAt` would already be due at
 * `now` (the server refuses it: "That event starts too soon…"). An all-day event (`eventAt` null)
 * starts at midnight of the member's saved zone, which the server judges.
 */
export function reminderTooLate(eventAt: string | null, minutes: number, now: Date): boolean {
  if (eventAt === null) return false;
  return Date.parse(eventAt) - minutes * 60_000 <= now.getTime();
}

export const REMINDER_MINUTES_ERROR = `Enter whole minutes from 0 to ${REMINDER_MINUTES_MAX}.`;

/** What is wrong with the custom field's text, or null when it is a lead the server takes. */
export function checkReminderMinutes(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return REMINDER_MINUTES_ERROR;
  return Number(trimmed) <= REMINDER_MINUTES_MAX ? null : REMINDER_MINUTES_ERROR;
}
