export { SplitsCalendarPage } from './ui/splits-calendar-page.tsx';
