import type { MyWeekItem, MyWeekKind } from '../model/my-week-types.ts';
import { todayIso } from './dates.ts';

/**
 * My week's rows: each event on its day in the member's zone, in the order a day lists them, and
 * the words for its calendar. Pure, so the day an event falls on is tested at the zones' switches.
 */

const KIND_LABELS: Record<MyWeekKind, string> = {
  economic: 'Economic',
  earnings: 'Earnings',
  dividend: 'Dividend',
  split: 'Split',
  ipo: 'IPO',
  holiday: 'Holiday',
  futures: 'Futures',
};

/** The calendar an event belongs to, as its badge reads ("Economic", "IPO"). */
export const myWeekKindLabel = (kind: MyWeekKind) => KIND_LABELS[kind];

/** What the day and order of a row depend on. */
export type MyWeekDated = Pick<MyWeekItem, 'date' | 'at'>;

/**
 * The day an event falls on in `timeZone`: a timed event's instant read on that zone's clock
 * (with its daylight saving on that date), an all-day one its own date (a holiday is the
 * exchange's day wherever the member is).
 */
export function myWeekDay(item: MyWeekDated, timeZone: string): string {
  return item.at === null ? item.date : todayIso(new Date(item.at), timeZone);
}

export interface MyWeekRow<Item extends MyWeekDated = MyWeekItem> {
  item: Item;
  /** The day it falls on in the member's zone, `YYYY-MM-DD`: the row's group. */
  day: string;
}

/**
 * The events as the page lists them: by day in `timeZone`, all-day events first, then by time;
 * events alike in all three keep the server's order (by title). The server sends them in this
 * order for the zone it was asked; ordering here keeps the days right for any zone.
 */
export function myWeekRows<Item extends MyWeekDated>(
  items: readonly Item[],
  timeZone: string,
): MyWeekRow<Item>[] {
  return (
    items
      .map((item) => ({ item, day: myWeekDay(item, timeZone), time: timeOf(item) }))
      // Array#sort is stable: ties stay in the server's order.
      .sort((a, b) => compare(a.day, b.day) || compareTimes(a.time, b.time))
      .map(({ item, day }) => ({ item, day }))
  );
}

/** An all-day event sorts before every timed one of its day. */
const timeOf = (item: MyWeekDated) =>
  item.at === null ? Number.NEGATIVE_INFINITY : Date.parse(item.at);

/** Two all-day events (both −∞) are alike, not NaN apart. */
const compareTimes = (a: number, b: number) => (a === b ? 0 : a - b);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
