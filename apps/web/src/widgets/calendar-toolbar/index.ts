export type { CalendarToolbarProps } from './ui/calendar-toolbar.tsx';
export { CalendarToolbar } from './ui/calendar-toolbar.tsx';
