import {
  dayOf,
  easterSunday,
  isoOf,
  isWeekend,
  MONDAY,
  nthWeekday,
  partsOf,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  weekdayOf,
  weekdayOnOrAfter,
} from './civil-date.ts';
import { closed, earlyClose, type HolidayEntry, holiday, observe } from './holiday-rules.ts';
import { asxRules, hkexRules, tseRules } from './holidays-asia-pacific.ts';
import { euronextRules, lseRules, xetraRules } from './holidays-europe.ts';

/**
 * Exchange holidays computed from each exchange's rules (fixed dates, weekday rules, observed-day
 * shifts, Easter- and lunar-based dates) for any year, never typed in (issue 18, item 6). Each
 * exchange's function lists one year's closures and early closes as its rule book states them;
 * tests hold them to the calendars the exchanges publish (test/modules/calendars-holidays.test.ts).
 * The US and Toronto rule books are below; London, Frankfurt and Paris in holidays-europe.ts;
 * Tokyo, Hong Kong and Sydney in holidays-asia-pacific.ts (lunar dates and solar terms in
 * chinese-calendar.ts); the observance helpers they share in holiday-rules.ts.
 */
export type { HolidayEntry, HolidayKind } from './holiday-rules.ts';
export { closed, earlyClose } from './holiday-rules.ts';

export interface MarketHoliday extends HolidayEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  exchange: ExchangeId;
}

export interface ExchangeCalendar {
  id: ExchangeId;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  timeZone: string;
  /** The regular close, local `HH:MM` (an early close is earlier). */
  regularClose: string;
  /**
   * The year's closures and early closes by the rule book, in any order. An observed day may
   * fall in the year before or after (the caller files each by its own date).
   */
  rules(year: number): HolidayEntry[];
}

export const EXCHANGE_IDS = [
  'NYSE',
  'NASDAQ',
  'LSE',
  'XETRA',
  'EURONEXT',
  'TSE',
  'HKEX',
  'TSX',
  'ASX',
] as const;
export type ExchangeId = (typeof EXCHANGE_IDS)[number];

/** United States: a Saturday holiday is kept the Friday before, a Sunday one the Monday after. */
export function usObserved(day: number): number {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return day - 1;
  if (weekday === SUNDAY) return day + 1;
  return day;
}

/**
 * NYSE and Nasdaq (NYSE Rule 7.2, the holidays both publish): ten closures and three early closes
 * at 13:00. A Saturday holiday closes the Friday before, except New Year's Day: that Friday ends a
 * year's accounting period, so it stays open (as on 2021-12-31). Juneteenth since 2022.
 */
function usEquityRules(year: number): HolidayEntry[] {
  const list: HolidayEntry[] = [];
  const newYear = dayOf(year, 1, 1);
  if (weekdayOf(newYear) !== SATURDAY) list.push(closed(usObserved(newYear), "New Year's Day"));
  list.push(closed(nthWeekday(year, 1, MONDAY, 3), 'Martin Luther King Jr. Day'));
  list.push(closed(nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday"));
  list.push(closed(easterSunday(year) - 2, 'Good Friday'));
  list.push(closed(nthWeekday(year, 5, MONDAY, -1), 'Memorial Day'));
  if (year >= 2022)
    list.push(closed(usObserved(dayOf(year, 6, 19)), 'Juneteenth National Independence Day'));
  const independence = dayOf(year, 7, 4);
  list.push(closed(usObserved(independence), 'Independence Day'));
  list.push(closed(nthWeekday(year, 9, MONDAY, 1), 'Labor Day'));
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  list.push(closed(thanksgiving, 'Thanksgiving Day'));
  const christmas = dayOf(year, 12, 25);
  list.push(closed(usObserved(christmas), 'Christmas Day'));
  // Early closes: 3 July when it is Monday to Thursday (a Friday 3 July is the observed holiday
  // of a Saturday 4th), the Friday after Thanksgiving, and Christmas Eve Monday to Thursday.
  const julyThird = independence - 1;
  if (weekdayOf(julyThird) >= MONDAY && weekdayOf(julyThird) <= THURSDAY) {
    list.push(earlyClose(julyThird, 'Independence Day (eve)', '13:00'));
  }
  list.push(earlyClose(thanksgiving + 1, 'Day after Thanksgiving', '13:00'));
  const christmasEve = christmas - 1;
  if (weekdayOf(christmasEve) >= MONDAY && weekdayOf(christmasEve) <= THURSDAY) {
    list.push(earlyClose(christmasEve, 'Christmas Eve', '13:00'));
  }
  return list;
}

/**
 * TSX (TMX Group "Calendar" of Toronto Stock Exchange, and its yearly "Holiday Operating
 * Schedule"): the Ontario statutory holidays plus the Civic Holiday; Easter Monday, Remembrance
 * Day and the National Day for Truth and Reconciliation are trading days.
 * - New Year's Day, Canada Day, Christmas Day and Boxing Day on a weekend close the next weekday
 *   that is not a holiday ("in lieu": Monday 3 January 2022; Monday 27 and Tuesday 28 December
 *   2021 for a Saturday Christmas and Sunday Boxing Day);
 * - Family Day (since 2008): the third Monday of February; Victoria Day: the Monday before
 *   25 May; Civic Holiday: the first Monday of August; Labour Day: the first Monday of September;
 *   Thanksgiving: the second Monday of October;
 * - early close at 13:00 on Christmas Eve when it is a weekday (as on 24 December 2020, 2021,
 *   2024 and 2025; no early close moves to 22 December when the 24th is a Sunday, as in 2023).
 */
function tsxRules(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const list = observe(
    [
      holiday(dayOf(year, 1, 1), "New Year's Day"),
      ...(year >= 2008 ? [holiday(nthWeekday(year, 2, MONDAY, 3), 'Family Day')] : []),
      holiday(easter - 2, 'Good Friday'),
      holiday(weekdayOnOrAfter(dayOf(year, 5, 24), MONDAY, -1), 'Victoria Day'),
      holiday(dayOf(year, 7, 1), 'Canada Day'),
      holiday(nthWeekday(year, 8, MONDAY, 1), 'Civic Holiday'),
      holiday(nthWeekday(year, 9, MONDAY, 1), 'Labour Day'),
      holiday(nthWeekday(year, 10, MONDAY, 2), 'Thanksgiving Day'),
      holiday(dayOf(year, 12, 25), 'Christmas Day'),
      holiday(dayOf(year, 12, 26), 'Boxing Day'),
    ],
    isWeekend,
    (name) => `${name} (in lieu)`,
  );
  const christmasEve = dayOf(year, 12, 24);
  if (!isWeekend(christmasEve)) list.push(earlyClose(christmasEve, 'Christmas Eve', '13:00'));
  return list;
}

/** The calendars, filled in by exchange below; every id of EXCHANGE_IDS has one. */
export const EXCHANGE_CALENDARS: Record<ExchangeId, ExchangeCalendar> = {
  NYSE: {
    id: 'NYSE',
    name: 'New York Stock Exchange',
    country: 'US',
    timeZone: 'America/New_York',
    regularClose: '16:00',
    rules: usEquityRules,
  },
  NASDAQ: {
    id: 'NASDAQ',
    name: 'Nasdaq',
    country: 'US',
    timeZone: 'America/New_York',
    regularClose: '16:00',
    rules: usEquityRules,
  },
  LSE: {
    id: 'LSE',
    name: 'London Stock Exchange',
    country: 'GB',
    timeZone: 'Europe/London',
    regularClose: '16:30',
    rules: lseRules,
  },
  XETRA: {
    id: 'XETRA',
    name: 'Xetra (Deutsche Börse)',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    regularClose: '17:30',
    rules: xetraRules,
  },
  EURONEXT: {
    id: 'EURONEXT',
    name: 'Euronext Paris',
    country: 'FR',
    timeZone: 'Europe/Paris',
    regularClose: '17:30',
    rules: euronextRules,
  },
  TSE: {
    id: 'TSE',
    name: 'Tokyo Stock Exchange',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    regularClose: '15:30',
    rules: tseRules,
  },
  HKEX: {
    id: 'HKEX',
    name: 'Hong Kong Exchanges',
    country: 'HK',
    timeZone: 'Asia/Hong_Kong',
    regularClose: '16:00',
    rules: hkexRules,
  },
  TSX: {
    id: 'TSX',
    name: 'Toronto Stock Exchange',
    country: 'CA',
    timeZone: 'America/Toronto',
    regularClose: '16:00',
    rules: tsxRules,
  },
  ASX: {
    id: 'ASX',
    name: 'Australian Securities Exchange',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    regularClose: '16:00',
    rules: asxRules,
  },
};

const byYear = new Map<string, MarketHoliday[]>();
const BY_YEAR_MAX = 2000;

/**
 * One exchange's closures and early closes dated in `year`, by date. The rules of the years on
 * either side are asked too, since an observed day can cross New Year. Weekend entries are
 * dropped: the exchange is closed anyway. Cached per exchange and year (pure).
 */
export function holidaysOf(exchange: ExchangeId, year: number): MarketHoliday[] {
  const key = `${exchange}:${year}`;
  const cached = byYear.get(key);
  if (cached) return cached;
  const calendar = EXCHANGE_CALENDARS[exchange];
  const seen = new Set<number>();
  const list: MarketHoliday[] = [];
  for (const entry of [year - 1, year, year + 1].flatMap((y) => calendar.rules(y))) {
    if (partsOf(entry.day).year !== year || isWeekend(entry.day) || seen.has(entry.day)) continue;
    seen.add(entry.day);
    list.push({ ...entry, date: isoOf(entry.day), exchange });
  }
  list.sort((a, b) => a.day - b.day);
  if (byYear.size >= BY_YEAR_MAX) byYear.clear();
  byYear.set(key, list);
  return list;
}

/** The exchanges' closures and early closes from `fromDay` to `toDay` (both included), by date. */
export function holidaysBetween(
  exchanges: readonly ExchangeId[],
  fromDay: number,
  toDay: number,
): MarketHoliday[] {
  const first = partsOf(fromDay).year;
  const last = partsOf(toDay).year;
  const list: MarketHoliday[] = [];
  for (const exchange of exchanges) {
    for (let year = first; year <= last; year += 1) {
      for (const holiday of holidaysOf(exchange, year)) {
        if (holiday.day >= fromDay && holiday.day <= toDay) list.push(holiday);
      }
    }
  }
  return list.sort((a, b) => a.day - b.day || a.exchange.localeCompare(b.exchange));
}

/** A full closure on that day (weekends excluded: ask `isBusinessDay`). */
export const isHoliday = (exchange: ExchangeId, day: number): boolean =>
  holidaysOf(exchange, partsOf(day).year).some((h) => h.day === day && h.kind === 'closed');

/** The exchange trades that day (an early close still counts). */
export const isBusinessDay = (exchange: ExchangeId, day: number): boolean =>
  !isWeekend(day) && !isHoliday(exchange, day);

/**
 * The business day `n` business days from `day` (negative: before). `n` 0 gives `day` itself if
 * it is a business day, else the next one (or the previous one with `roll` -1).
 */
export function addBusinessDays(
  exchange: ExchangeId,
  day: number,
  n: number,
  roll: 1 | -1 = 1,
): number {
  let current = day;
  if (n === 0) {
    while (!isBusinessDay(exchange, current)) current += roll;
    return current;
  }
  const step = n > 0 ? 1 : -1;
  let left = Math.abs(n);
  while (left > 0) {
    current += step;
    if (isBusinessDay(exchange, current)) left -= 1;
  }
  return current;
}
