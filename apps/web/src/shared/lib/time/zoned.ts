/**
 * Days and times of instants in a reader's time zone: "Today", "Tomorrow" or "Thu 26 Nov", and
 * "16:15" on a 24-hour clock, the channel's way of writing times. Pure functions of the instant,
 * the zone and `now`, so a story or a test pins them.
 */

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in `timeZone`. */
export function dayKey(at: string | Date, timeZone: string): string {
  let format = dayKeyFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "16:15" in `timeZone` (24-hour, as the channel's other times), with that day's daylight saving. */
export function timeText(at: string | Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

/** The zone's short name at an instant: "GMT-5", "CET", "UTC". */
export function zoneText(at: string | Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const DAY_MS = 86_400_000;

/** "Today", "Tomorrow" or "Thu 26 Nov", for the day of `at` in `timeZone`. */
export function dayText(at: string | Date, timeZone: string, now: Date): string {
  const key = dayKey(at, timeZone);
  if (key === dayKey(now, timeZone)) return 'Today';
  // Noon-to-noon steps keep "tomorrow" right on the days clocks change.
  const tomorrow = dayKey(
    new Date(Date.parse(`${dayKey(now, timeZone)}T12:00:00Z`) + DAY_MS),
    'UTC',
  );
  if (key === tomorrow) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(at));
}
