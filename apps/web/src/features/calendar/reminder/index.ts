export { cancelCalendarReminderAtom } from './model/cancel-calendar-reminder.atoms.ts';
export type {
  SetCalendarReminderInput,
  SetCalendarReminderResult,
} from './model/set-calendar-reminder.atoms.ts';
export { setCalendarReminderAtom } from './model/set-calendar-reminder.atoms.ts';
export type { CalendarReminderControlProps } from './ui/calendar-reminder-control.tsx';
export { CalendarReminderControl } from './ui/calendar-reminder-control.tsx';
