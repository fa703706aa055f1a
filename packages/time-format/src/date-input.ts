import { parseISO } from 'date-fns';

/**
 * A moment in time as the app receives it: a `Date`, epoch milliseconds, or
 * an ISO 8601 string (what the API sends).
 */
export type DateInput = Date | number | string;

/**
 * Reads a {@link DateInput} as epoch milliseconds, or `null` when there is no
 * usable moment: `null`, `undefined`, a string that is not ISO 8601 (the
 * empty string included), a non-finite number, or an invalid `Date`.
 *
 * Strings go through date-fns `parseISO` rather than `new Date()`, because the
 * engine's fallback parser accepts junk (V8 reads `"1"` as the year 2001). An
 * ISO string without an offset is read in the runtime's zone; the API always
 * sends one.
 */
export function toEpochMs(input: DateInput | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  let ms: number;
  if (typeof input === 'string') ms = parseISO(input).getTime();
  else if (typeof input === 'number') ms = input;
  else ms = input.getTime();
  return Number.isFinite(ms) ? ms : null;
}
