import { LIVE_WEEKDAYS, type LiveWeekday } from '../../db/schema/live.ts';
import { dayIn, offsetAt, zonedInstant } from '../calendar-data/zoned-time.ts';

/** The zone the shows' times are written in: the channel airs on New York time all year. */
export const SHOW_TIME_ZONE = 'America/New_York';
/** How far ahead the schedule reaches: a week of New York days. */
export const SCHEDULE_DAYS = 7;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What the schedule needs of a show (a `live_shows` row has it). */
export interface ShowRule {
  slug: string;
  weekdays: readonly LiveWeekday[];
  /** Minutes after midnight, New York time. */
  startMinutes: number;
  durationMinutes: number;
}

/** One airing of a show: its instants (UTC milliseconds), start inclusive, end exclusive. */
export interface Occurrence<S extends ShowRule = ShowRule> {
  show: S;
  startsAt: number;
  endsAt: number;
}

/** The weekday of a day number (days since 1970-01-01, a Thursday). */
export function weekdayOf(day: number): LiveWeekday {
  return LIVE_WEEKDAYS[(((day + 4) % 7) + 7) % 7] as LiveWeekday;
}

/**
 * The shows' airings from `now` for the next `SCHEDULE_DAYS` New York days, in start order: every
 * airing still running at `now` (started before it, ending after it) and every one starting before
 * the same New York wall-clock time `SCHEDULE_DAYS` days later. The end of the window is a wall
 * time, not `now` + 168 hours, so a week that crosses a daylight-saving change still holds each
 * show's weekdays exactly once. A show's start is its New York wall time on each of its weekdays,
 * so its UTC instant moves by an hour at the changes (`zonedInstant`; a time a spring change skips
 * airs just after the gap).
 */
export function occurrencesFrom<S extends ShowRule>(
  shows: readonly S[],
  now: number,
  days: number = SCHEDULE_DAYS,
): Occurrence<S>[] {
  const today = dayIn(now, SHOW_TIME_ZONE);
  // The New York clock's minutes at `now` (read on the clock: a change day is 23 or 25 hours).
  const wallMinutes = (now + offsetAt(now, SHOW_TIME_ZONE) - today * DAY_MS) / MINUTE_MS;
  const windowEnd = zonedInstant(today + days, wallMinutes, SHOW_TIME_ZONE);
  const found: Occurrence<S>[] = [];
  // From yesterday: a show that started late yesterday may still be on the air.
  for (let day = today - 1; day <= today + days; day += 1) {
    const weekday = weekdayOf(day);
    for (const show of shows) {
      if (!show.weekdays.includes(weekday)) continue;
      const startsAt = zonedInstant(day, show.startMinutes, SHOW_TIME_ZONE);
      const endsAt = startsAt + show.durationMinutes * MINUTE_MS;
      if (endsAt > now && startsAt < windowEnd) found.push({ show, startsAt, endsAt });
    }
  }
  return found.sort((a, b) => a.startsAt - b.startsAt || a.show.slug.localeCompare(b.show.slug));
}

/** The airing running at `now` (the earliest, should two overlap), else undefined. */
export function currentOccurrence<S extends ShowRule>(
  occurrences: readonly Occurrence<S>[],
  now: number,
): Occurrence<S> | undefined {
  return occurrences.find((occurrence) => occurrence.startsAt <= now && now < occurrence.endsAt);
}

/** The first airing that starts after `now`, else undefined. */
export function nextOccurrence<S extends ShowRule>(
  occurrences: readonly Occurrence<S>[],
  now: number,
): Occurrence<S> | undefined {
  return occurrences.find((occurrence) => occurrence.startsAt > now);
}
