/**
 * Times in an interview: seconds from its start, shown as the transcript shows them, and which
 * paragraph or chapter is playing at a given second.
 */

/** `m:ss`, or `h:mm:ss` from an hour: 134 → "2:14". */
export function timestampText(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A length for people: 860 → "14 min", 45 → "1 min", 4500 → "1 h 15 min". */
export function durationText(total: number): string {
  const minutes = Math.max(1, Math.round(total / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A timestamp for screen readers: 134 → "2 minutes 14 seconds". */
export function timestampLabel(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const parts: string[] = [];
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours) parts.push(unit(hours, 'hour'));
  if (minutes) parts.push(unit(minutes, 'minute'));
  if (rest || parts.length === 0) parts.push(unit(rest, 'second'));
  return parts.join(' ');
}

/**
 * The index of the item playing at `time`: the last one starting at or before it (items sorted
 * by start); -1 before the first one.
 */
export function indexAt(starts: readonly number[], time: number): number {
  let found = -1;
  for (const [index, start] of starts.entries()) {
    if (start <= time) found = index;
    else break;
  }
  return found;
}

/** The `t` of an address (`?t=134`): whole seconds from 0, or null when absent or not one. */
export function startFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

/** A publication day: "18 Nov 2026", in the member's zone when given. */
export function interviewDateText(iso: string, timeZone?: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(Date.parse(iso));
}
