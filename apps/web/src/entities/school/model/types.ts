import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/school/courses`: every course with the member's progress, and where they left off. */
export type CourseList = ResponseBody<'/api/school/courses', 'get'>;

/** A course as the list shows it: level, summary, lessons read of its lessons, its exam. */
export type CourseSummary = CourseList['courses'][number];

export type CourseLevel = CourseSummary['level'];

/** The lesson to go on with: the first unread one after the lesson the member read last. */
export type ContinueLesson = NonNullable<CourseList['continue']>;

/** `GET /api/school/courses/{courseSlug}`: a course's introduction and lessons, each read or not. */
export type Course = ResponseBody<'/api/school/courses/{courseSlug}', 'get'>;

/** A lesson of a course's list. */
export type CourseLesson = Course['lessons'][number];

/** `GET /api/school/courses/{courseSlug}/lessons/{lessonSlug}`: a lesson's body and neighbours. */
export type Lesson = ResponseBody<'/api/school/courses/{courseSlug}/lessons/{lessonSlug}', 'get'>;

/** One part of a lesson's body: safe HTML, a candlestick chart or a video. */
export type LessonBlock = Lesson['blocks'][number];

/** A neighbour of a lesson (previous, next). */
export type LessonRef = NonNullable<Lesson['next']>;

/** `PUT …/lessons/{lessonSlug}/read`: the course's progress once the lesson is read. */
export type LessonReadProgress = ResponseBody<
  '/api/school/courses/{courseSlug}/lessons/{lessonSlug}/read',
  'put'
>;

/** `GET /api/school/badges/{userName}`: one badge per exam the member passed. */
export type SchoolBadgeList = ResponseBody<'/api/school/badges/{userName}', 'get'>;
export type SchoolBadge = SchoolBadgeList['badges'][number];
