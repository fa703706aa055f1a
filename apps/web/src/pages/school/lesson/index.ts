export { SchoolLessonPage } from './ui/school-lesson-page.tsx';
