export type { CalendarToolbarProps, SampleDataNoteProps } from './ui/calendar-toolbar.tsx';
export { CalendarToolbar, SampleDataNote } from './ui/calendar-toolbar.tsx';
