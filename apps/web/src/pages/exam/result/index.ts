export { ExamResultPage } from './ui/exam-result-page.tsx';
