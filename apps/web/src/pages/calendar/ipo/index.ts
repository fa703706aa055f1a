export { IpoCalendarPage } from './ui/ipo-calendar-page.tsx';
