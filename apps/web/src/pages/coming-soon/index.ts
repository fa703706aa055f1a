export { ComingSoonPage } from './ui/coming-soon-page.tsx';
