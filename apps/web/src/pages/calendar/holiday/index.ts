export { HolidayCalendarPage } from './ui/holiday-calendar-page.tsx';
