export { FuturesCalendarPage } from './ui/futures-calendar-page.tsx';
