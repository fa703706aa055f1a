export { ExamQuestionPage } from './ui/exam-question-page.tsx';
