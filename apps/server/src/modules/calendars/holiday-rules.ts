import { isWeekend } from './civil-date.ts';

/**
 * The vocabulary the exchanges' rule books are written in (holidays.ts and its regional files):
 * an entry of a year's calendar, and the observance rules that move a holiday off a rest day.
 * Kept apart from holidays.ts so the rule books can import it without an import cycle.
 */
export type HolidayKind = 'closed' | 'early_close';

export interface HolidayEntry {
  /** Days since 1970-01-01 in the exchange's own calendar. */
  day: number;
  name: string;
  kind: HolidayKind;
  /** An early close's closing time, local `HH:MM`; null for a full closure. */
  closes: string | null;
}

export const closed = (day: number, name: string): HolidayEntry => ({
  day,
  name,
  kind: 'closed',
  closes: null,
});

export const earlyClose = (day: number, name: string, closes: string): HolidayEntry => ({
  day,
  name,
  kind: 'early_close',
  closes,
});

/**
 * What happens to a holiday that falls on a rest day or on a day another holiday already holds:
 * - `next`: it moves to the next day that is neither a rest day nor a holiday (a UK "substitute
 *   day", a Canadian "in lieu" day, a Hong Kong "day following");
 * - `clash`: it moves only when another holiday holds its day, never off a rest day (Anzac Day in
 *   New South Wales: lost on a weekend, moved when it is Easter Monday);
 * - `none`: it stays where it falls and is lost on a rest day.
 */
export type Shift = 'next' | 'clash' | 'none';

export interface Observance {
  day: number;
  name: string;
  shift: Shift;
}

export const holiday = (day: number, name: string, shift: Shift = 'next'): Observance => ({
  day,
  name,
  shift,
});

/**
 * The closures of a list of holidays after the observance rules: each holiday keeps its own day
 * when that is a working day no earlier holiday holds, else (by its `shift`) moves to the next
 * day that is no rest day and no holiday, the holidays taken in date order. The days a holiday
 * falls on itself come first: a substitute never takes another holiday's own date (a Sunday
 * Christmas moves past a Monday Boxing Day to the Tuesday). `rename` names a moved holiday.
 */
export function observe(
  holidays: readonly Observance[],
  isRestDay: (day: number) => boolean = isWeekend,
  rename: (name: string) => string = (name) => `${name} (substitute day)`,
): HolidayEntry[] {
  const own = new Set(holidays.filter((h) => !isRestDay(h.day)).map((h) => h.day));
  const used = new Set<number>();
  const list: HolidayEntry[] = [];
  for (const h of [...holidays].sort((a, b) => a.day - b.day)) {
    const rest = isRestDay(h.day);
    if (!rest && !used.has(h.day)) {
      used.add(h.day);
      list.push(closed(h.day, h.name));
      continue;
    }
    // A holiday on a rest day is still that day's name (Saturday is a rest day for one rule book
    // and a trading day for another); holidaysOf drops the weekend entries.
    if (rest) list.push(closed(h.day, h.name));
    if (h.shift === 'none' || (h.shift === 'clash' && rest)) continue;
    let day = h.day + 1;
    while (isRestDay(day) || own.has(day) || used.has(day)) day += 1;
    used.add(day);
    list.push(closed(day, rename(h.name)));
  }
  return list;
}

/** The last day on or before `day` that is no weekend day and not in `closures`. */
export function lastTradingDayOnOrBefore(day: number, closures: ReadonlySet<number>): number {
  let current = day;
  while (isWeekend(current) || closures.has(current)) current -= 1;
  return current;
}

/** The days of a rule book's full closures, for the early-close rules that look around them. */
export const closedDays = (entries: readonly HolidayEntry[]): Set<number> =>
  new Set(entries.filter((entry) => entry.kind === 'closed').map((entry) => entry.day));
