export { SchoolCoursePage } from './ui/school-course-page.tsx';
