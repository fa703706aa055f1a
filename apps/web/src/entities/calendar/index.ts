export {
  addDaysIso,
  dayHeading,
  dayText,
  isIsoDate,
  monthText,
  todayIso,
} from './lib/dates.ts';
export { firstDayInView } from './lib/expiry.ts';
export { useCalendarView } from './lib/use-calendar-view.ts';
export type { CalendarQuery, CalendarState } from './model/calendar.atoms.ts';
export {
  calendarKey,
  futuresCalendarAtomFamily,
  holidayCalendarAtomFamily,
  latestHolidayCalendarAtom,
  loadFuturesCalendarAtom,
  loadHolidayCalendarAtom,
} from './model/calendar.atoms.ts';
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
