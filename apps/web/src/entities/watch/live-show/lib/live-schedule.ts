import type { LiveOccurrence } from '../model/types.ts';

/**
 * The live schedule as a member reads it: days and times in their own time zone (the server
 * gives instants; the shows air on New York time). Pure functions of the instants, the zone and
 * `now`, so a story or a test pins them.
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

/** "16:15" in `timeZone` (24-hour, as the channel's other times). */
export function timeText(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
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

/** One day of the schedule in the member's zone. */
export interface ScheduleDay {
  /** `YYYY-MM-DD` in the member's zone. */
  key: string;
  /** "Today", "Tomorrow", "Thu 26 Nov". */
  label: string;
  isToday: boolean;
  airings: LiveOccurrence[];
}

/** The schedule's airings grouped by the member's days, in order. */
export function scheduleDays(
  schedule: readonly LiveOccurrence[],
  timeZone: string,
  now: Date,
): ScheduleDay[] {
  const today = dayKey(now, timeZone);
  const days: ScheduleDay[] = [];
  for (const airing of schedule) {
    const key = dayKey(airing.starts_at, timeZone);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = {
        key,
        label: dayText(airing.starts_at, timeZone, now),
        isToday: key === today,
        airings: [],
      };
      days.push(day);
    }
    day.airings.push(airing);
  }
  return days;
}

/** "Closing Bell Debrief with Priya Natarajan, today at 16:15 GMT-5": the player's next show. */
export function nextShowText(airing: LiveOccurrence, timeZone: string, now: Date): string {
  const day = dayText(airing.starts_at, timeZone, now);
  const when = `${day === 'Today' || day === 'Tomorrow' ? day.toLowerCase() : day} at ${timeText(airing.starts_at, timeZone)} ${zoneText(airing.starts_at, timeZone)}`;
  return `${airing.title} with ${airing.host}, ${when}`;
}

/** Whether an airing runs at `now`. */
export function isAiring(airing: LiveOccurrence, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(airing.starts_at) <= at && at < Date.parse(airing.ends_at);
}
