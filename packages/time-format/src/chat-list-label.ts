import { TZDate, tz } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';
import { type DateInput, toEpochMs } from './date-input.ts';

/**
 * The chat list's label for when the last message was sent, as seen at
 * `now` in `timeZone`:
 * - same calendar day as `now` → the time, date-fns pattern `hh:mm a`
 *   ("09:05 AM", "12:00 AM" at midnight);
 * - the calendar day before → "Yesterday";
 * - 2 to 6 calendar days before → the weekday name ("Monday");
 * - 7 or more calendar days before → `EEE, dd MMM` ("Mon, 03 Nov"), without a
 *   year, as the product spec shows.
 *
 * Days are calendar days in `timeZone`, counted with date-fns' `in` context
 * and `@date-fns/tz`, so a 23- or 25-hour day around a daylight-saving change
 * (or a 30-minute shift, as on Lord Howe Island) still counts as one day, and
 * a message at 23:30 the evening before a change is "Yesterday" just after
 * midnight.
 *
 * A `date` after `now` (clock skew between server and device) shows its time,
 * mirroring `formatRelativeTime`'s "Just now" for future dates.
 *
 * `timeZone` is an IANA name such as `"America/New_York"` (or a UTC offset
 * such as `"+05:30"`, which `@date-fns/tz` also accepts). It defaults to the
 * runtime's zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`).
 *
 * Returns `""` for empty input (`null`, `undefined`, `""`) and for any
 * `date` or `now` that is not a usable moment (see {@link DateInput}).
 *
 * @throws {RangeError} when `timeZone` is not a zone the runtime knows; that
 * is a configuration bug, and a blank label would hide it.
 */
export function formatChatListLabel(
  date: DateInput | null | undefined,
  now: DateInput,
  timeZone?: string,
): string {
  const dateMs = toEpochMs(date);
  const nowMs = toEpochMs(now);
  if (dateMs === null || nowMs === null) return '';

  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (Number.isNaN(new TZDate(nowMs, zone).getTime())) {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(zone)}`);
  }
  const inZone = { in: tz(zone) };

  const daysBefore = differenceInCalendarDays(nowMs, dateMs, inZone);
  if (daysBefore <= 0) return format(dateMs, 'hh:mm a', inZone);
  if (daysBefore === 1) return 'Yesterday';
  if (daysBefore < 7) return format(dateMs, 'EEEE', inZone);
  return format(dateMs, 'EEE, dd MMM', inZone);
}
