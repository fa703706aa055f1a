export { EconomicCalendarPage } from './ui/economic-calendar-page.tsx';
