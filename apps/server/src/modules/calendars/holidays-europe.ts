import { dayOf, easterSunday, isWeekend, MONDAY, nthWeekday } from './civil-date.ts';
import {
  closed,
  closedDays,
  earlyClose,
  type HolidayEntry,
  holiday,
  lastTradingDayOnOrBefore,
  observe,
} from './holiday-rules.ts';

/**
 * The European rule books: London (LSE), Frankfurt (Xetra) and Paris (Euronext). None of these
 * exchanges can foresee a proclaimed holiday (a jubilee, a coronation, a state funeral, a bank
 * holiday moved by royal proclamation such as 8 May 2020): those are one-offs, not rules, and are
 * left out.
 */

/**
 * LSE (London Stock Exchange, "Business days" page of LSEG): closed on the bank holidays of
 * England and Wales (Banking and Financial Dealings Act 1971 and the standing proclamations); the
 * Scottish and Northern Irish ones are trading days.
 * - New Year's Day, Christmas Day and Boxing Day on a weekend get a substitute day: the next
 *   weekday that is not already a holiday (a Saturday Christmas is kept on Monday the 27th and
 *   the Sunday Boxing Day on Tuesday the 28th; a Sunday Christmas moves past Boxing Day to the
 *   27th).
 * - Early May bank holiday: the first Monday of May (since 1978); Spring bank holiday: the last
 *   Monday of May; Summer bank holiday: the last Monday of August. The years the Spring holiday
 *   was moved for a jubilee (2002, 2012, 2022) and the Early May one for VE Day (1995, 2020) were
 *   proclamations and are not modelled.
 * - Early closes: the market closing process starts at 12:30 on Christmas Eve and New Year's Eve,
 *   and on the weekday before when either falls on a weekend ("Christmas Eve, or the equivalent
 *   last working day": 22 and 29 December 2023), i.e. the last trading day before Christmas Day
 *   and the last trading day of the year.
 */
export function lseRules(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const closures = observe([
    holiday(dayOf(year, 1, 1), "New Year's Day"),
    holiday(easter - 2, 'Good Friday'),
    holiday(easter + 1, 'Easter Monday'),
    ...(year >= 1978 ? [holiday(nthWeekday(year, 5, MONDAY, 1), 'Early May bank holiday')] : []),
    holiday(nthWeekday(year, 5, MONDAY, -1), 'Spring bank holiday'),
    holiday(nthWeekday(year, 8, MONDAY, -1), 'Summer bank holiday'),
    holiday(dayOf(year, 12, 25), 'Christmas Day'),
    holiday(dayOf(year, 12, 26), 'Boxing Day'),
  ]);
  const shut = closedDays(closures);
  return [
    ...closures,
    earlyClose(lastTradingDayOnOrBefore(dayOf(year, 12, 24), shut), 'Christmas Eve', '12:30'),
    earlyClose(lastTradingDayOnOrBefore(dayOf(year, 12, 31), shut), "New Year's Eve", '12:30'),
  ];
}

/**
 * Xetra (Deutsche Börse cash market, "Trading calendar Xetra"): closed on New Year's Day, Good
 * Friday, Easter Monday, Labour Day (1 May), Christmas Eve, Christmas Day, Boxing Day and New
 * Year's Eve; a day that falls on a weekend is simply lost (no substitutes in Germany). Whit
 * Monday, Ascension, Corpus Christi and German Unity Day (3 October) are trading days. Christmas
 * Eve and New Year's Eve are settlement days without trading. Deutsche Börse has changed this
 * list over the years (2016 closed on Whit Monday and 3 October and traded on 24 and 31
 * December): the current calendar is applied to every year.
 * - Early close: the last trading day of the year ends at 14:00 (closing auction from 14:00;
 *   "Xetra schließt um 14:00 Uhr" on 30 December 2020, 2024 and 2025). Deutsche Börse confirms
 *   the times each December, so this one is the standing practice rather than a published rule.
 */
export function xetraRules(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const closures = [
    closed(dayOf(year, 1, 1), "New Year's Day"),
    closed(easter - 2, 'Good Friday'),
    closed(easter + 1, 'Easter Monday'),
    closed(dayOf(year, 5, 1), 'Labour Day'),
    closed(dayOf(year, 12, 24), 'Christmas Eve'),
    closed(dayOf(year, 12, 25), 'Christmas Day'),
    closed(dayOf(year, 12, 26), 'Boxing Day'),
    closed(dayOf(year, 12, 31), "New Year's Eve"),
  ];
  const lastDay = lastTradingDayOnOrBefore(dayOf(year, 12, 31), closedDays(closures));
  return [...closures, earlyClose(lastDay, 'Last trading day of the year', '14:00')];
}

/**
 * Euronext Paris (Euronext "Trading calendar & hours", cash markets): closed on New Year's Day,
 * Good Friday, Easter Monday, Labour Day (1 May), Christmas Day and 26 December; the French bank
 * holidays (Ascension, Whit Monday, 14 July, 15 August, 1 and 11 November) are trading days. No
 * substitute days. Early close at 14:05 (the closing auction) on 24 and 31 December when they
 * are weekdays; no early close moves to another day.
 */
export function euronextRules(year: number): HolidayEntry[] {
  const easter = easterSunday(year);
  const list = [
    closed(dayOf(year, 1, 1), "New Year's Day"),
    closed(easter - 2, 'Good Friday'),
    closed(easter + 1, 'Easter Monday'),
    closed(dayOf(year, 5, 1), 'Labour Day'),
    closed(dayOf(year, 12, 25), 'Christmas Day'),
    closed(dayOf(year, 12, 26), 'Boxing Day'),
  ];
  for (const [date, name] of [
    [24, 'Christmas Eve'],
    [31, "New Year's Eve"],
  ] as const) {
    const day = dayOf(year, 12, date);
    if (!isWeekend(day)) list.push(earlyClose(day, name, '14:05'));
  }
  return list;
}
