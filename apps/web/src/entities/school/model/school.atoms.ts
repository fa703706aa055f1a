import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { Course, CourseList, Lesson, LessonReadProgress, SchoolBadge } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** How a load went: `missing` is the server's 404 (no such course, lesson or member). */
export type SchoolLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

/** A lesson's key in the families below: `courseSlug/lessonSlug` (slugs have no slash). */
export const lessonKey = (courseSlug: string, lessonSlug: string) => `${courseSlug}/${lessonSlug}`;

// ---------------------------------------------------------------------------------------------
// The course list (`GET /api/school/courses`).

export interface SchoolCoursesState {
  status: Exclude<SchoolLoadStatus, 'missing'>;
  /** The last answer; a reload keeps it shown (null until the first one). */
  list: CourseList | null;
  error: string | null;
}

/** Every course with the member's progress, and where they left off. */
export const schoolCoursesAtom = atom<SchoolCoursesState>({
  status: 'idle',
  list: null,
  error: null,
});
schoolCoursesAtom.debugLabel = 'school-courses';

/** Loads (again) the course list: progress changes as lessons are read elsewhere. */
export const loadSchoolCoursesAtom = atom(null, async (get, set) => {
  set(schoolCoursesAtom, { ...get(schoolCoursesAtom), status: 'loading', error: null });
  try {
    const list = await api.get('/api/school/courses');
    set(schoolCoursesAtom, { status: 'ready', list, error: null });
  } catch (error) {
    set(schoolCoursesAtom, {
      ...get(schoolCoursesAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
loadSchoolCoursesAtom.debugLabel = 'load-school-courses';

// ---------------------------------------------------------------------------------------------
// A course (`GET /api/school/courses/{courseSlug}`).

export interface CourseState {
  status: SchoolLoadStatus;
  /** What the server last said; a reload keeps it shown. */
  course: Course | null;
  error: string | null;
}

/**
 * A course's server snapshot, keyed by its slug: the course page and each of its lesson pages
 * (which needs the course's progress and exam) show the same one, so a lesson read on one shows
 * on the other.
 */
export const courseAtomFamily = atomFamily((courseSlug: string) => {
  const courseAtom = atom<CourseState>({ status: 'idle', course: null, error: null });
  courseAtom.debugLabel = `school-course:${courseSlug}`;
  return courseAtom;
});

export const loadCourseAtom = atom(null, async (get, set, courseSlug: string) => {
  const courseAtom = courseAtomFamily(courseSlug);
  set(courseAtom, { ...get(courseAtom), status: 'loading', error: null });
  try {
    const course = await api.get('/api/school/courses/{courseSlug}', { path: { courseSlug } });
    set(courseAtom, { status: 'ready', course, error: null });
  } catch (error) {
    set(courseAtom, {
      ...get(courseAtom),
      status: statusOf(error) === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadCourseAtom.debugLabel = 'load-school-course';

// ---------------------------------------------------------------------------------------------
// A lesson (`GET /api/school/courses/{courseSlug}/lessons/{lessonSlug}`).

export interface LessonState {
  status: SchoolLoadStatus;
  lesson: Lesson | null;
  error: string | null;
}

/** A lesson's server snapshot, keyed by `lessonKey` (a lesson slug is unique within its course). */
export const lessonAtomFamily = atomFamily((key: string) => {
  const lessonAtom = atom<LessonState>({ status: 'idle', lesson: null, error: null });
  lessonAtom.debugLabel = `school-lesson:${key}`;
  return lessonAtom;
});

export const loadLessonAtom = atom(
  null,
  async (get, set, { courseSlug, lessonSlug }: { courseSlug: string; lessonSlug: string }) => {
    const lessonAtom = lessonAtomFamily(lessonKey(courseSlug, lessonSlug));
    set(lessonAtom, { ...get(lessonAtom), status: 'loading', error: null });
    try {
      const lesson = await api.get('/api/school/courses/{courseSlug}/lessons/{lessonSlug}', {
        path: { courseSlug, lessonSlug },
      });
      set(lessonAtom, { status: 'ready', lesson, error: null });
    } catch (error) {
      set(lessonAtom, {
        ...get(lessonAtom),
        status: statusOf(error) === 404 ? 'missing' : 'error',
        error: failureText(error),
      });
    }
  },
);
loadLessonAtom.debugLabel = 'load-school-lesson';

// ---------------------------------------------------------------------------------------------
// Reading a lesson: the optimistic overlay and the server's answer.

/**
 * A lesson being marked read, keyed by `lessonKey`: while its call runs the lesson shows read on
 * every page (the derived views below), without touching the snapshots, so a refusal only has to
 * clear this flag to put everything back.
 */
export const lessonReadPendingAtomFamily = atomFamily((key: string) => {
  const pendingAtom = atom(false);
  pendingAtom.debugLabel = `school-lesson-read-pending:${key}`;
  return pendingAtom;
});

/** Derived: a lesson as shown, read while it is being marked read. Null until loaded. */
export const lessonViewAtomFamily = atomFamily((key: string) =>
  atom((get): Lesson | null => {
    const { lesson } = get(lessonAtomFamily(key));
    if (!lesson) return null;
    const read = lesson.read || get(lessonReadPendingAtomFamily(key));
    return read === lesson.read ? lesson : { ...lesson, read };
  }),
);

/**
 * Derived: a course as shown, its lessons being marked read counted as read (progress and
 * completion follow from its lesson list). Null until loaded.
 */
export const courseViewAtomFamily = atomFamily((courseSlug: string) =>
  atom((get): Course | null => {
    const { course } = get(courseAtomFamily(courseSlug));
    if (!course) return null;
    const pending = course.lessons.filter(
      (lesson) =>
        !lesson.read && get(lessonReadPendingAtomFamily(lessonKey(courseSlug, lesson.slug))),
    );
    if (pending.length === 0) return course;
    const lessons = course.lessons.map((lesson) =>
      pending.includes(lesson) ? { ...lesson, read: true } : lesson,
    );
    const lessonsRead = lessons.filter((lesson) => lesson.read).length;
    return {
      ...course,
      lessons,
      lessons_read: lessonsRead,
      completed: lessons.length > 0 && lessonsRead === lessons.length,
    };
  }),
);

/**
 * The server's answer to marking a lesson read, written into every snapshot that shows it: the
 * lesson, its course's list and progress, and the course's row in the list.
 */
export const applyLessonReadAtom = atom(
  null,
  (
    get,
    set,
    {
      courseSlug,
      lessonSlug,
      progress,
    }: { courseSlug: string; lessonSlug: string; progress: LessonReadProgress },
  ) => {
    const lessonAtom = lessonAtomFamily(lessonKey(courseSlug, lessonSlug));
    const lessonState = get(lessonAtom);
    if (lessonState.lesson)
      set(lessonAtom, { ...lessonState, lesson: { ...lessonState.lesson, read: true } });

    const courseAtom = courseAtomFamily(courseSlug);
    const courseState = get(courseAtom);
    if (courseState.course)
      set(courseAtom, {
        ...courseState,
        course: {
          ...courseState.course,
          lessons: courseState.course.lessons.map((lesson) =>
            lesson.slug === lessonSlug ? { ...lesson, read: true } : lesson,
          ),
          lessons_read: progress.lessons_read,
          completed: progress.completed,
        },
      });

    const listState = get(schoolCoursesAtom);
    if (listState.list)
      set(schoolCoursesAtom, {
        ...listState,
        list: {
          ...listState.list,
          courses: listState.list.courses.map((course) =>
            course.slug === courseSlug
              ? { ...course, lessons_read: progress.lessons_read, completed: progress.completed }
              : course,
          ),
        },
      });
  },
);
applyLessonReadAtom.debugLabel = 'apply-school-lesson-read';

// ---------------------------------------------------------------------------------------------
// A member's badges (`GET /api/school/badges/{userName}`).

export interface SchoolBadgesState {
  status: SchoolLoadStatus;
  badges: SchoolBadge[];
  error: string | null;
}

/** A member's badges, keyed by user name (the profile's address names the member by it). */
export const schoolBadgesAtomFamily = atomFamily((userName: string) => {
  const badgesAtom = atom<SchoolBadgesState>({ status: 'idle', badges: [], error: null });
  badgesAtom.debugLabel = `school-badges:${userName}`;
  return badgesAtom;
});

/** Loads a member's badges (again: a profile shown anew may have new ones). */
export const loadSchoolBadgesAtom = atom(null, async (get, set, userName: string) => {
  const badgesAtom = schoolBadgesAtomFamily(userName);
  set(badgesAtom, { ...get(badgesAtom), status: 'loading', error: null });
  try {
    const { badges } = await api.get('/api/school/badges/{userName}', { path: { userName } });
    set(badgesAtom, { status: 'ready', badges, error: null });
  } catch (error) {
    set(badgesAtom, {
      badges: [],
      status: statusOf(error) === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadSchoolBadgesAtom.debugLabel = 'load-school-badges';
