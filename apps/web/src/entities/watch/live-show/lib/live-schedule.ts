import { dayKey, dayText, timeText, zoneText } from '@/shared/lib/time';
import type { LiveOccurrence } from '../model/types.ts';

export { dayKey, dayText, timeText, zoneText };

/**
 * The live schedule as a member reads it: days and times in their own time zone (the server
 * gives instants; the shows air on New York time). Pure functions of the instants, the zone and
 * `now`, so a story or a test pins them.
 */

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
