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
export {
  earningsTimeLabel,
  figureDigits,
  formatEps,
  formatEventTime,
  formatFigure,
  formatSurprisePct,
} from './lib/event-format.ts';
export { firstDayInView } from './lib/expiry.ts';
export type { MyWeekDated, MyWeekRow } from './lib/my-week.ts';
export { myWeekDay, myWeekKindLabel, myWeekRows } from './lib/my-week.ts';
export { useCalendarToday } from './lib/use-calendar-today.ts';
export { useCalendarView } from './lib/use-calendar-view.ts';
export { useCorporateCalendarView } from './lib/use-corporate-calendar-view.ts';
export { useEconomicCalendarView } from './lib/use-economic-calendar-view.ts';
export type {
  CalendarQuery,
  CalendarState,
  EarningsView,
  EconomicView,
} from './model/calendar.atoms.ts';
export {
  calendarKey,
  earningsCalendarAtomFamily,
  earningsQuery,
  economicCalendarAtomFamily,
  economicHistoryAtomFamily,
  economicHistoryKey,
  economicQuery,
  futuresCalendarAtomFamily,
  holidayCalendarAtomFamily,
  latestEconomicCalendarAtom,
  latestHolidayCalendarAtom,
  loadEarningsCalendarAtom,
  loadEconomicCalendarAtom,
  loadEconomicHistoryAtom,
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
export type { MyWeekView } from './model/my-week.atoms.ts';
export {
  applyCalendarReminderAtom,
  loadMyWeekAtom,
  myWeekAtomFamily,
  myWeekQuery,
} from './model/my-week.atoms.ts';
export type {
  CalendarReminder,
  MyWeek,
  MyWeekItem,
  MyWeekKind,
} from './model/my-week-types.ts';
export type {
  CalendarExchange,
  CalendarRange,
  EarningsCalendar,
  EarningsReport,
  EarningsTime,
  EconomicCalendar,
  EconomicCountry,
  EconomicEvent,
  EconomicHistory,
  EconomicUnit,
  FuturesCalendar,
  FuturesContract,
  FuturesExpiry,
  FuturesGroup,
  HolidayCalendar,
  MarketHoliday,
} from './model/types.ts';
