export { LESSON_CHART_FIRST_SESSION, lessonChartBars, sessionTimes } from './lib/lesson-chart.ts';
export type { CourseLevelGroup } from './lib/levels.ts';
export { COURSE_LEVEL_LABELS, COURSE_LEVELS, groupCoursesByLevel } from './lib/levels.ts';
export type { NextLesson } from './lib/progress.ts';
export { lessonsReadText, minutesText, nextLessonToRead } from './lib/progress.ts';
export { videoSiteName } from './lib/video.ts';
export type {
  CourseState,
  LessonState,
  SchoolBadgesState,
  SchoolCoursesState,
  SchoolLoadStatus,
} from './model/school.atoms.ts';
export {
  applyLessonReadAtom,
  courseAtomFamily,
  courseViewAtomFamily,
  lessonAtomFamily,
  lessonKey,
  lessonReadPendingAtomFamily,
  lessonViewAtomFamily,
  loadCourseAtom,
  loadLessonAtom,
  loadSchoolBadgesAtom,
  loadSchoolCoursesAtom,
  schoolBadgesAtomFamily,
  schoolCoursesAtom,
} from './model/school.atoms.ts';
export type {
  ContinueLesson,
  Course,
  CourseLesson,
  CourseLevel,
  CourseList,
  CourseSummary,
  Lesson,
  LessonBlock,
  LessonReadProgress,
  LessonRef,
  SchoolBadge,
  SchoolBadgeList,
} from './model/types.ts';
export { CourseLevelBadge } from './ui/course-level-badge.tsx';
export { CourseProgress } from './ui/course-progress.tsx';
export { LessonBlocks, LessonChart, LessonVideo } from './ui/lesson-blocks.tsx';
export { SchoolBadges } from './ui/school-badges.tsx';
export { SchoolHtml } from './ui/school-html.tsx';
