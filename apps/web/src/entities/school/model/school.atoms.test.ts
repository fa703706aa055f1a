import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  courseFactory,
  courseLessonFactory,
  courseSummaryFactory,
  lessonFactory,
} from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  applyLessonReadAtom,
  courseAtomFamily,
  courseViewAtomFamily,
  lessonAtomFamily,
  lessonKey,
  lessonReadPendingAtomFamily,
  lessonViewAtomFamily,
  loadCourseAtom,
  loadSchoolBadgesAtom,
  schoolBadgesAtomFamily,
  schoolCoursesAtom,
} = await import('./school.atoms.ts');

const COURSE = courseFactory({
  slug: 'how-markets-work',
  lessons: [
    courseLessonFactory({ slug: 'stocks', position: 1, read: true }),
    courseLessonFactory({ slug: 'spread', position: 2 }),
    courseLessonFactory({ slug: 'orders', position: 3 }),
  ],
});

const storeWithCourse = (course = COURSE) => {
  const store = createStore();
  store.set(courseAtomFamily(course.slug), { status: 'ready', course, error: null });
  return store;
};

beforeEach(() => {
  get.mockReset();
});

describe('loading a course', () => {
  it('keeps the answer as the course’s snapshot', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(COURSE);
    await store.set(loadCourseAtom, 'how-markets-work');
    expect(get).toHaveBeenCalledWith('/api/school/courses/{courseSlug}', {
      path: { courseSlug: 'how-markets-work' },
    });
    expect(store.get(courseAtomFamily('how-markets-work'))).toEqual({
      status: 'ready',
      course: COURSE,
      error: null,
    });
  });

  it('tells a course that does not exist (404) from one that failed to load', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(
      new ApiError(404, { code: 'NOT_FOUND', message: 'No such course.' }, 'No such course.'),
    );
    await store.set(loadCourseAtom, 'nope');
    expect(store.get(courseAtomFamily('nope')).status).toBe('missing');

    get.mockRejectedValueOnce(
      new ApiError(
        500,
        { code: 'INTERNAL', message: 'The server had a problem.' },
        'The server had a problem.',
      ),
    );
    await store.set(loadCourseAtom, 'broken');
    expect(store.get(courseAtomFamily('broken'))).toMatchObject({
      status: 'error',
      error: 'The server had a problem.',
    });
  });
});

describe('a lesson being marked read (the optimistic overlay)', () => {
  it('shows read in the lesson and in its course’s progress, without changing the snapshots', () => {
    const store = storeWithCourse();
    const key = lessonKey('how-markets-work', 'spread');
    store.set(lessonAtomFamily(key), {
      status: 'ready',
      lesson: lessonFactory({ slug: 'spread', position: 2, lesson_count: 3 }),
      error: null,
    });

    store.set(lessonReadPendingAtomFamily(key), true);

    expect(store.get(lessonViewAtomFamily(key))?.read).toBe(true);
    const course = store.get(courseViewAtomFamily('how-markets-work'));
    expect(course?.lessons.map((lesson) => lesson.read)).toEqual([true, true, false]);
    expect(course).toMatchObject({ lessons_read: 2, completed: false });
    // The server's snapshots are untouched: clearing the flag is the whole rollback.
    expect(store.get(lessonAtomFamily(key)).lesson?.read).toBe(false);
    expect(store.get(courseAtomFamily('how-markets-work')).course).toBe(COURSE);

    store.set(lessonReadPendingAtomFamily(key), false);
    expect(store.get(lessonViewAtomFamily(key))?.read).toBe(false);
    expect(store.get(courseViewAtomFamily('how-markets-work'))).toBe(COURSE);
  });

  it('completes the course when the last unread lesson is being marked read', () => {
    const store = storeWithCourse();
    store.set(lessonReadPendingAtomFamily(lessonKey('how-markets-work', 'spread')), true);
    store.set(lessonReadPendingAtomFamily(lessonKey('how-markets-work', 'orders')), true);
    expect(store.get(courseViewAtomFamily('how-markets-work'))).toMatchObject({
      lessons_read: 3,
      completed: true,
    });
  });
});

describe('the server’s answer to marking a lesson read', () => {
  it('reaches the lesson, its course and the course’s row in the list', () => {
    const store = storeWithCourse();
    const key = lessonKey('how-markets-work', 'spread');
    store.set(lessonAtomFamily(key), {
      status: 'ready',
      lesson: lessonFactory({ slug: 'spread' }),
      error: null,
    });
    const other = courseSummaryFactory({ slug: 'reading-candlesticks', lessons_read: 1 });
    store.set(schoolCoursesAtom, {
      status: 'ready',
      list: {
        courses: [courseSummaryFactory({ slug: 'how-markets-work', lessons_read: 1 }), other],
        continue: null,
      },
      error: null,
    });

    store.set(applyLessonReadAtom, {
      courseSlug: 'how-markets-work',
      lessonSlug: 'spread',
      progress: { read: true, lessons_read: 2, lesson_count: 3, completed: false },
    });

    expect(store.get(lessonAtomFamily(key)).lesson?.read).toBe(true);
    const course = store.get(courseAtomFamily('how-markets-work')).course;
    expect(course?.lessons.map((lesson) => lesson.read)).toEqual([true, true, false]);
    expect(course).toMatchObject({ lessons_read: 2, completed: false });
    const [row, otherRow] = store.get(schoolCoursesAtom).list?.courses ?? [];
    expect(row).toMatchObject({ lessons_read: 2, completed: false });
    expect(otherRow).toBe(other);
  });
});

describe('a member’s badges', () => {
  it('are none when the member does not exist (404)', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(
      new ApiError(404, { code: 'NOT_FOUND', message: 'No such member.' }, 'No such member.'),
    );
    await store.set(loadSchoolBadgesAtom, 'ghost');
    expect(store.get(schoolBadgesAtomFamily('ghost'))).toMatchObject({
      status: 'missing',
      badges: [],
    });
  });
});
