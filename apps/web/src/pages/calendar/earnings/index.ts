export { EarningsCalendarPage } from './ui/earnings-calendar-page.tsx';
