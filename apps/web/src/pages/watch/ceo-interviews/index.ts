export { CeoInterviewsPage } from './ui/ceo-interviews-page.tsx';
