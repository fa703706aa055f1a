import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type CourseList = ResponseBody<'/api/school/courses', 'get'>;
type CourseSummary = CourseList['courses'][number];
type Course = ResponseBody<'/api/school/courses/{courseSlug}', 'get'>;
type CourseLesson = Course['lessons'][number];
type Lesson = ResponseBody<'/api/school/courses/{courseSlug}/lessons/{lessonSlug}', 'get'>;
type SchoolBadge = ResponseBody<'/api/school/badges/{userName}', 'get'>['badges'][number];

/** A title from a slug: `how-markets-work` → "How markets work". */
const titled = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A course `slug` as the course list shows it: a beginner course of five lessons, 30 minutes,
 * none read, with no exam; `completed` follows the lessons read unless given.
 */
export const courseSummaryFactory = (
  overrides: Partial<CourseSummary> & { slug: string },
): CourseSummary => {
  const lessonCount = overrides.lesson_count ?? 5;
  const lessonsRead = overrides.lessons_read ?? 0;
  return {
    title: titled(overrides.slug),
    level: 'beginner',
    summary: `What ${titled(overrides.slug).toLowerCase()} teaches, in a sentence.`,
    lesson_count: lessonCount,
    lessons_read: lessonsRead,
    completed: lessonCount > 0 && lessonsRead >= lessonCount,
    minutes: 30,
    exam: null,
    ...overrides,
  };
};

/** Lesson `position` of a course's list: six minutes, not read. */
export const courseLessonFactory = (
  overrides: Partial<CourseLesson> & { slug: string; position: number },
): CourseLesson => ({
  title: titled(overrides.slug),
  minutes: 6,
  read: false,
  ...overrides,
});

/**
 * A course `slug` as its page shows it: its summary (lesson count, lessons read and minutes follow
 * its lessons unless given), a short introduction, and its lessons.
 */
export const courseFactory = (
  overrides: Partial<Course> & { slug: string; lessons?: CourseLesson[] },
): Course => {
  const lessons = overrides.lessons ?? [];
  const lessonsRead = overrides.lessons_read ?? lessons.filter((lesson) => lesson.read).length;
  return {
    ...courseSummaryFactory({
      slug: overrides.slug,
      lesson_count: lessons.length,
      lessons_read: lessonsRead,
      minutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    }),
    intro_html: `<p>An introduction to ${titled(overrides.slug).toLowerCase()}.</p>`,
    lessons,
    ...overrides,
  };
};

/**
 * Lesson `slug` of the course `course.slug`, as its page shows it: lesson 1 of 5, six minutes, one
 * paragraph, not read, without neighbours unless given.
 */
export const lessonFactory = (
  overrides: Partial<Lesson> & { slug: string; course?: Partial<Lesson['course']> },
): Lesson => {
  const { course, ...rest } = overrides;
  return {
    title: titled(overrides.slug),
    position: 1,
    lesson_count: 5,
    minutes: 6,
    blocks: [{ type: 'html', html: `<p>The text of ${titled(overrides.slug).toLowerCase()}.</p>` }],
    read: false,
    previous: null,
    next: null,
    ...rest,
    course: { slug: 'how-markets-work', title: 'How markets work', level: 'beginner', ...course },
  };
};

/** The badge of passing exam `exam.slug`, earned at a fixed moment with 80 %. */
export const schoolBadgeFactory = (
  overrides: Partial<SchoolBadge> & { exam: SchoolBadge['exam'] },
): SchoolBadge => ({
  course: { slug: 'how-markets-work', title: 'How markets work', level: 'beginner' },
  score: 80,
  earned_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});
