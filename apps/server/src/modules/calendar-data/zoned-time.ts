/**
 * Instants and the days of a time zone, with the platform's own zone rules (Intl): the economic
 * calendar answers the days of the viewer's zone, and the sample schedules releases at their
 * local time (US releases at 08:30 New York time move by an hour against UTC twice a year).
 * Day numbers are days since 1970-01-01, as in modules/calendars/civil-date.ts.
 */
const DAY_MS = 86_400_000;

/** The zones TapeTV accepts: the platform's IANA zones, plus `UTC` (which it lists as `Etc/UTC` or not at all). */
const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function isTimeZone(value: string): boolean {
  return TIME_ZONES.has(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `ms`, read as if it were UTC (so `wall - ms` is the offset). */
function wallClock(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

function exactOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

const HOUR_MS = 3_600_000;
/** Per zone, each UTC hour's offset, or null for an hour a switch falls in. */
const hourOffsets = new Map<string, Map<number, number | null>>();
/** Hours kept, all zones together, before the cache starts again (a few hundred kB). */
const HOURS_KEPT = 20_000;
let hoursKept = 0;

/** The zone's offset from UTC at `ms`, in ms (New York in winter: -5 h). */
export function offsetAt(ms: number, timeZone: string): number {
  // Reading the clock (Intl's formatToParts) is the cost of a calendar page of hundreds of
  // rows: an hour with the same offset at its first and last second has it throughout (no zone
  // switches twice within an hour), so each hour is read twice at most, once.
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = exactOffset(hour * HOUR_MS, timeZone);
    offset = first === exactOffset((hour + 1) * HOUR_MS - 1000, timeZone) ? first : null;
    if (hoursKept >= HOURS_KEPT) {
      for (const zone of hourOffsets.values()) zone.clear();
      hoursKept = 0;
    }
    hours.set(hour, offset);
    hoursKept += 1;
  }
  return offset ?? exactOffset(ms, timeZone);
}

/**
 * The instant the zone's clock shows `minutes` after midnight of `day`. A wall time a spring
 * change skips resolves to the instant after the gap (02:30 on a 02:00→03:00 night is 03:30);
 * one an autumn change repeats, to its first occurrence.
 */
export function zonedInstant(day: number, minutes: number, timeZone: string): number {
  const wall = day * DAY_MS + minutes * 60_000;
  // The zone's offsets a day either side: a switch near the wall time lies between them.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const exact = candidates.find((ms) => ms + offsetAt(ms, timeZone) === wall);
  // No instant shows it (a spring gap): read it on the clock from before the switch.
  return exact ?? wall - before;
}

/** Where `day` starts in the zone (its first instant; usually 00:00 local). */
export const dayStart = (day: number, timeZone: string): number => zonedInstant(day, 0, timeZone);

/** The zone's date of an instant, as a day number. */
export const dayIn = (ms: number, timeZone: string): number => {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.floor((whole + offsetAt(whole, timeZone)) / DAY_MS);
};
