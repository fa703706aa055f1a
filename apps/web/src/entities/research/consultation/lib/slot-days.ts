import { dayKey } from '@/shared/lib/time';
import type { ConsultationHost, ConsultationSlot } from '../model/types.ts';

/** The day (`YYYY-MM-DD`) an instant falls on in a zone (the shared helper, kept in this API). */
export { dayKey };

/** A day with open slots, in the viewer's zone: `YYYY-MM-DD` and how the picker names it. */
export interface SlotDay {
  key: string;
  /** `Mon 30 Nov`. */
  label: string;
  /** `Monday 30 November`. */
  longLabel: string;
}

/**
 * The days any host has an open slot on, earliest first, as the viewer's zone counts days (a
 * slot at 23:30 UTC is on the next day in Berlin).
 */
export function slotDays(hosts: readonly ConsultationHost[], timeZone: string): SlotDay[] {
  const firsts = new Map<string, string>();
  for (const host of hosts)
    for (const slot of host.slots) {
      const key = dayKey(slot.starts_at, timeZone);
      const known = firsts.get(key);
      if (!known || slot.starts_at < known) firsts.set(key, slot.starts_at);
    }
  const short = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const long = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return [...firsts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, first]) => ({
      key,
      label: short.format(new Date(first)).replace(',', ''),
      longLabel: long.format(new Date(first)).replace(',', ''),
    }));
}

/** A host's slots on one day of the viewer's zone. */
export const slotsOnDay = (
  host: ConsultationHost,
  day: string,
  timeZone: string,
): ConsultationSlot[] => host.slots.filter((slot) => dayKey(slot.starts_at, timeZone) === day);

/** `14:00` in the viewer's zone. */
export function slotTimeText(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** `Monday 30 November, 14:00–14:45` in the viewer's zone. */
export function sessionText(
  session: { starts_at: string; ends_at: string },
  timeZone: string,
): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(new Date(session.starts_at))
    .replace(',', '');
  return `${day}, ${slotTimeText(session.starts_at, timeZone)}–${slotTimeText(session.ends_at, timeZone)}`;
}
