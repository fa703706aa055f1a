import { lunarDay, lunarNewYear, qingming } from './chinese-calendar.ts';
import {
  dayOf,
  easterSunday,
  isWeekend,
  MONDAY,
  nthWeekday,
  SUNDAY,
  weekdayOf,
} from './civil-date.ts';
import {
  closed,
  closedDays,
  earlyClose,
  type HolidayEntry,
  holiday,
  lastTradingDayOnOrBefore,
  type Observance,
  observe,
} from './holiday-rules.ts';

/**
 * The Asia-Pacific rule books: Tokyo (TSE), Hong Kong (HKEX) and Sydney (ASX). Holidays a
 * government proclaims for one occasion (Japan's imperial funeral of 24 February 1989, the
 * enthronement and wedding days of 1990 and 1993, the accession days of 2019 and the citizens'
 * holidays they made; Hong Kong's 3 September 2015; Australia's National Day of Mourning on
 * 22 September 2022) are not rules and are left out.
 */

/**
 * The Japanese equinox days by the formula the National Astronomical Observatory's almanac uses
 * for 1980–2099 (the Cabinet fixes each year's date the February before, from the same
 * ephemeris): floor(base + 0.242194·(Y − 1980) − floor((Y − 1980) / 4)), base 20.8431 for March
 * and 23.2488 for September. Outside 1980–2099 it drifts by a day at most.
 */
const equinoxDate = (year: number, base: number): number =>
  Math.floor(base + 0.242194 * (year - 1980) - Math.floor((year - 1980) / 4));

export const vernalEquinoxDay = (year: number): number =>
  dayOf(year, 3, equinoxDate(year, 20.8431));

export const autumnalEquinoxDay = (year: number): number =>
  dayOf(year, 9, equinoxDate(year, 23.2488));

/**
 * Japan's national holidays (国民の祝日, Act on National Holidays, Act No. 178 of 1948 as amended)
 * of `year`, before the substitute and citizens' holidays: the "Happy Monday" amendments (Coming
 * of Age Day and Sports Day since 2000, Marine Day and Respect for the Aged Day since 2003), the
 * Emperor's Birthday of each reign (29 April to 1988, 23 December 1989–2018, none in 2019, 23
 * February since 2020), Mountain Day since 2016, and the moves the Tokyo Olympics Special
 * Measures Act made in 2020 and 2021 (statutory changes for those years, not proclamations).
 */
export function japaneseNationalHolidays(year: number): Map<number, string> {
  const days = new Map<number, string>();
  const add = (day: number, name: string) => days.set(day, name);
  const olympic = (dates: Record<number, number>, fallback: number): number => {
    const moved = dates[year];
    return moved === undefined ? fallback : moved;
  };
  add(dayOf(year, 1, 1), "New Year's Day");
  add(year >= 2000 ? nthWeekday(year, 1, MONDAY, 2) : dayOf(year, 1, 15), 'Coming of Age Day');
  if (year >= 1967) add(dayOf(year, 2, 11), 'National Foundation Day');
  if (year >= 2020) add(dayOf(year, 2, 23), "Emperor's Birthday");
  add(vernalEquinoxDay(year), 'Vernal Equinox Day');
  add(
    dayOf(year, 4, 29),
    year >= 2007 ? 'Showa Day' : year >= 1989 ? 'Greenery Day' : "Emperor's Birthday",
  );
  add(dayOf(year, 5, 3), 'Constitution Memorial Day');
  // 4 May was a citizens' holiday (sandwiched) from 1988 and became Greenery Day in 2007.
  if (year >= 2007) add(dayOf(year, 5, 4), 'Greenery Day');
  add(dayOf(year, 5, 5), "Children's Day");
  if (year >= 1996) {
    const rule = year >= 2003 ? nthWeekday(year, 7, MONDAY, 3) : dayOf(year, 7, 20);
    add(olympic({ 2020: dayOf(2020, 7, 23), 2021: dayOf(2021, 7, 22) }, rule), 'Marine Day');
  }
  if (year >= 2016) {
    const rule = dayOf(year, 8, 11);
    add(olympic({ 2020: dayOf(2020, 8, 10), 2021: dayOf(2021, 8, 8) }, rule), 'Mountain Day');
  }
  if (year >= 1966) {
    add(
      year >= 2003 ? nthWeekday(year, 9, MONDAY, 3) : dayOf(year, 9, 15),
      'Respect for the Aged Day',
    );
  }
  add(autumnalEquinoxDay(year), 'Autumnal Equinox Day');
  if (year >= 1966) {
    const rule = year >= 2000 ? nthWeekday(year, 10, MONDAY, 2) : dayOf(year, 10, 10);
    add(
      olympic({ 2020: dayOf(2020, 7, 24), 2021: dayOf(2021, 7, 23) }, rule),
      year >= 2020 ? 'Sports Day' : 'Health and Sports Day',
    );
  }
  add(dayOf(year, 11, 3), 'Culture Day');
  add(dayOf(year, 11, 23), 'Labour Thanksgiving Day');
  if (year >= 1989 && year <= 2018) add(dayOf(year, 12, 23), "Emperor's Birthday");
  return days;
}

/**
 * TSE (JPX "Market holidays"; TSE Business Regulations: non-business days are weekends, national
 * holidays, 2 and 3 January and 31 December):
 * - the national holidays above;
 * - a substitute holiday (振替休日) for a national holiday on a Sunday: since 1973 the Monday
 *   after, since 2007 the next day that is not itself a national holiday (Sunday 3 May 2026
 *   moves past Greenery Day and Children's Day to Wednesday 6 May);
 * - the citizens' holiday (国民の休日, since 1985): a day between two national holidays is a
 *   holiday (Tuesday 22 September 2026, between Respect for the Aged Day and the equinox);
 * - the exchange's own year-end holidays: 1–3 January and 31 December.
 * JPX has had no half-day sessions since the first and last sessions of the year went full-day.
 */
export function tseRules(year: number): HolidayEntry[] {
  const national = japaneseNationalHolidays(year);
  const list = [...national].map(([day, name]) => closed(day, name));
  if (year >= 1973) {
    for (const day of national.keys()) {
      if (weekdayOf(day) !== SUNDAY) continue;
      let substitute = day + 1;
      if (year >= 2007) {
        while (national.has(substitute)) substitute += 1;
      } else if (national.has(substitute)) {
        continue;
      }
      list.push(closed(substitute, 'Substitute holiday'));
    }
  }
  if (year >= 1986) {
    for (const day of national.keys()) {
      const between = day + 1;
      if (!national.has(between) && national.has(between + 1)) {
        list.push(closed(between, "Citizens' holiday"));
      }
    }
  }
  list.push(
    closed(dayOf(year, 1, 2), 'Market holiday (New Year)'),
    closed(dayOf(year, 1, 3), 'Market holiday (New Year)'),
    closed(dayOf(year, 12, 31), 'Market holiday (year end)'),
  );
  return list;
}

const isSunday = (day: number): boolean => weekdayOf(day) === SUNDAY;

/**
 * Hong Kong's general holidays (General Holidays Ordinance, Cap. 149, as the government gazettes
 * them each year), which HKEX closes on:
 * - Lunar New Year's Day and the next two days (ICU Chinese calendar); when one of the three is
 *   a Sunday, the fourth day of the Lunar New Year replaces it (since the 2011 amendment; the
 *   lists to 2010 gave the day preceding Lunar New Year's Day instead when the first day was a
 *   Sunday);
 * - Ching Ming: the day of the Qingming solar term (the Sun at 15°, Hong Kong time);
 * - Good Friday, the day following Good Friday, Easter Monday;
 * - Labour Day and the Birthday of the Buddha (lunar 4/8), since 1999; Tuen Ng (lunar 5/5);
 * - HKSAR Establishment Day (1 July) and National Day (1 October), since 1997;
 * - the day following the Mid-Autumn Festival (lunar 8/16; to 2010, when that was a Sunday, the
 *   festival itself);
 * - Chung Yeung (lunar 9/9);
 * - Christmas Day and the first weekday after it (Saturday counts as a weekday; Sunday does not).
 * A holiday on a Sunday, or on a day another holiday holds, moves to the next day that is neither
 * a Sunday nor a holiday ("the day following Ching Ming Festival", "the second day following
 * Christmas Day"). A Saturday holiday stays on the Saturday, when the exchange is shut anyway.
 */
export function hongKongGeneralHolidays(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const newYear = lunarNewYear(year);
  const list: Observance[] = [holiday(dayOf(year, 1, 1), 'The first day of January')];
  if (year < 2011 && isSunday(newYear)) {
    list.push(holiday(newYear - 1, "The day preceding Lunar New Year's Day", 'none'));
  } else {
    list.push(holiday(newYear, "Lunar New Year's Day"));
  }
  list.push(
    holiday(newYear + 1, 'The second day of Lunar New Year'),
    holiday(newYear + 2, 'The third day of Lunar New Year'),
    holiday(qingming(year), 'Ching Ming Festival'),
    holiday(easter - 2, 'Good Friday'),
    holiday(easter - 1, 'The day following Good Friday'),
    holiday(easter + 1, 'Easter Monday'),
    holiday(lunarDay(year, 5, 5), 'Tuen Ng Festival'),
    holiday(lunarDay(year, 9, 9), 'Chung Yeung Festival'),
    holiday(dayOf(year, 12, 25), 'Christmas Day'),
  );
  if (year >= 1999) {
    list.push(
      holiday(dayOf(year, 5, 1), 'Labour Day'),
      holiday(lunarDay(year, 4, 8), 'The Birthday of the Buddha'),
    );
  }
  if (year >= 1997) {
    list.push(
      holiday(dayOf(year, 7, 1), 'Hong Kong Special Administrative Region Establishment Day'),
      holiday(dayOf(year, 10, 1), 'National Day'),
    );
  }
  const afterMidAutumn = lunarDay(year, 8, 16);
  if (year < 2011 && isSunday(afterMidAutumn)) {
    list.push(holiday(afterMidAutumn - 1, 'Chinese Mid-Autumn Festival', 'none'));
  } else {
    list.push(holiday(afterMidAutumn, 'The day following the Chinese Mid-Autumn Festival'));
  }
  let boxing = dayOf(year, 12, 26);
  if (isSunday(boxing)) boxing += 1;
  list.push(holiday(boxing, 'The first weekday after Christmas Day'));
  return observe(list, isSunday, (name) =>
    name.endsWith('of Lunar New Year') || name.startsWith('Lunar New Year')
      ? 'The fourth day of Lunar New Year'
      : `${name} (holiday in substitution)`,
  );
}

/**
 * HKEX (HKEX "Trading calendar" of the securities market): closed on Hong Kong's general
 * holidays above. Half-day trading (no afternoon session, the market closes at 12:00) on the eve
 * of Lunar New Year, Christmas Eve and New Year's Eve when they fall Monday to Friday; an eve on
 * a weekend moves to no other day. Typhoon and rainstorm closures are decided on the day.
 */
export function hkexRules(year: number): HolidayEntry[] {
  const closures = hongKongGeneralHolidays(year);
  const shut = closedDays(closures);
  const list = [...closures];
  for (const [day, name] of [
    [lunarNewYear(year) - 1, "Lunar New Year's Eve"],
    [dayOf(year, 12, 24), 'Christmas Eve'],
    [dayOf(year, 12, 31), "New Year's Eve"],
  ] as const) {
    if (!isWeekend(day) && !shut.has(day)) list.push(earlyClose(day, name, '12:00'));
  }
  return list;
}

/**
 * ASX (ASX "Trading calendar" of the cash market; ASX Operating Rules: the national public
 * holidays as New South Wales observes them):
 * - New Year's Day, Australia Day, Christmas Day and Boxing Day on a weekend move to the next
 *   weekday that is not a holiday (a Saturday Christmas to Monday the 27th, the Sunday Boxing Day
 *   to Tuesday the 28th);
 * - Anzac Day (25 April) on a weekend is lost: the ASX trades on the Monday after (27 April
 *   2015, 26 April 2021), as New South Wales gives no substitute; when it is Easter Monday the
 *   Tuesday is the holiday (2011);
 * - King's Birthday (Queen's Birthday to 2022): the second Monday of June;
 * - early close at 14:10 (the closing single price auction) on the last trading day before
 *   Christmas Day and on the last trading day of the year.
 */
export function asxRules(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const closures = observe([
    holiday(dayOf(year, 1, 1), "New Year's Day"),
    holiday(dayOf(year, 1, 26), 'Australia Day'),
    holiday(easter - 2, 'Good Friday'),
    holiday(easter + 1, 'Easter Monday'),
    holiday(dayOf(year, 4, 25), 'Anzac Day', 'clash'),
    holiday(nthWeekday(year, 6, MONDAY, 2), year >= 2023 ? "King's Birthday" : "Queen's Birthday"),
    holiday(dayOf(year, 12, 25), 'Christmas Day'),
    holiday(dayOf(year, 12, 26), 'Boxing Day'),
  ]);
  const shut = closedDays(closures);
  return [
    ...closures,
    earlyClose(
      lastTradingDayOnOrBefore(dayOf(year, 12, 24), shut),
      'Last trading day before Christmas',
      '14:10',
    ),
    earlyClose(
      lastTradingDayOnOrBefore(dayOf(year, 12, 31), shut),
      'Last trading day of the year',
      '14:10',
    ),
  ];
}
