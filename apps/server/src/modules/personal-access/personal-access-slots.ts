import type { WeeklyWindow } from '../../db/schema/personal-access.ts';
import { dayIn, offsetAt, zonedInstant } from '../calendar-data/zoned-time.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** How far ahead members may book: the next 14 days. */
export const SLOT_DAYS = 14;

/** What slots are made from: a host's weekly openings on their own clock and a session's length. */
export interface SlotRules {
  availability: readonly WeeklyWindow[];
  timeZone: string;
  sessionMinutes: number;
}

/** One bookable session, as instants (ms since the epoch). */
export interface Slot {
  startsAt: number;
  endsAt: number;
}

/** ISO weekday (1 Monday … 7 Sunday) of a day number (days since 1970-01-01, a Thursday). */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Minutes after local midnight that the zone's clock shows at `ms`. */
function localMinutes(ms: number, timeZone: string): number {
  const wall = ms + offsetAt(ms, timeZone);
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/**
 * A host's slots that start after `now` and before `now + days`, earliest first. Each window is cut
 * into back-to-back sessions from its start; a session that would run past the window's end is
 * left out. On a daylight-saving night a wall time the clock skips makes no slot, and a window's
 * instants are the zone's, so a slot never leaves its window however the clock moves. Slots never
 * overlap, even if windows did (the importer refuses those): a later one that would is dropped.
 */
export function slotsOf(rules: SlotRules, now: number, days: number = SLOT_DAYS): Slot[] {
  const { availability, timeZone, sessionMinutes } = rules;
  const horizon = now + days * DAY_MS;
  const length = sessionMinutes * MINUTE_MS;
  const candidates: Slot[] = [];
  const last = dayIn(horizon, timeZone);
  for (let day = dayIn(now, timeZone); day <= last; day += 1) {
    const weekday = isoWeekday(day);
    for (const window of availability) {
      if (window.weekday !== weekday) continue;
      const opens = zonedInstant(day, window.from, timeZone);
      const closes =
        window.to >= 1440
          ? zonedInstant(day + 1, 0, timeZone)
          : zonedInstant(day, window.to, timeZone);
      for (
        let minute = window.from;
        minute + sessionMinutes <= window.to;
        minute += sessionMinutes
      ) {
        const startsAt = zonedInstant(day, minute, timeZone);
        // A wall time the spring change skips resolves to a later instant: not a slot.
        if (dayIn(startsAt, timeZone) !== day || localMinutes(startsAt, timeZone) !== minute % 1440)
          continue;
        const endsAt = startsAt + length;
        if (startsAt < opens || endsAt > closes) continue;
        if (startsAt <= now || startsAt >= horizon) continue;
        candidates.push({ startsAt, endsAt });
      }
    }
  }
  candidates.sort((a, b) => a.startsAt - b.startsAt);
  const slots: Slot[] = [];
  for (const slot of candidates) {
    const previous = slots.at(-1);
    if (previous && slot.startsAt < previous.endsAt) continue;
    slots.push(slot);
  }
  return slots;
}

/** The slot of `rules` starting exactly at `startsAt`, among those open at `now`; else undefined. */
export function findSlot(rules: SlotRules, startsAt: number, now: number): Slot | undefined {
  return slotsOf(rules, now).find((slot) => slot.startsAt === startsAt);
}
