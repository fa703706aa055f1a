export { WebinarsPage } from './ui/webinars-page.tsx';
