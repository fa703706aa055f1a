export { DividendCalendarPage } from './ui/dividend-calendar-page.tsx';
