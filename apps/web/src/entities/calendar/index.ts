export {
  formatCompactCount,
  formatCompactMoney,
  formatDividendAmount,
  formatYield,
  frequencyLabel,
  ipoPriceText,
  ipoStatusLabel,
} from './lib/corporate-format.ts';
export {
  addDaysIso,
  dayHeading,
  dayText,
  isIsoDate,
  monthText,
  todayIso,
} from './lib/dates.ts';
export { firstDayInView } from './lib/expiry.ts';
export { useCalendarToday } from './lib/use-calendar-today.ts';
export { useCalendarView } from './lib/use-calendar-view.ts';
export { useCorporateCalendarView } from './lib/use-corporate-calendar-view.ts';
export type { CalendarQuery, CalendarState } from './model/calendar.atoms.ts';
export {
  calendarKey,
  futuresCalendarAtomFamily,
  holidayCalendarAtomFamily,
  latestHolidayCalendarAtom,
  loadFuturesCalendarAtom,
  loadHolidayCalendarAtom,
} from './model/calendar.atoms.ts';
export type { CorporateCalendarQuery } from './model/corporate-calendars.atoms.ts';
export {
  dividendCalendarAtomFamily,
  IPO_STATUSES,
  ipoCalendarAtomFamily,
  loadDividendCalendarAtom,
  loadIpoCalendarAtom,
  loadSplitsCalendarAtom,
  splitsCalendarAtomFamily,
} from './model/corporate-calendars.atoms.ts';
export type {
  Dividend,
  DividendCalendar,
  DividendFrequency,
  Ipo,
  IpoCalendar,
  IpoStatus,
  SplitsCalendar,
  StockSplit,
} from './model/corporate-types.ts';
export type {
  CalendarExchange,
  CalendarRange,
  FuturesCalendar,
  FuturesContract,
  FuturesExpiry,
  FuturesGroup,
  HolidayCalendar,
  MarketHoliday,
} from './model/types.ts';
