export { MyWeekPage } from './ui/my-week-page.tsx';
