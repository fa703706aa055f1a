export { ExamsPage } from './ui/exams-page.tsx';
