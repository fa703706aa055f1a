import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { courseFactory, courseLessonFactory, lessonFactory } from '@/shared/lib/test';

const { put } = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { put },
}));

const {
  courseAtomFamily,
  courseViewAtomFamily,
  lessonAtomFamily,
  lessonKey,
  lessonViewAtomFamily,
} = await import('@/entities/school');
const { markLessonReadAtom, markLessonReadErrorAtomFamily } = await import(
  './mark-lesson-read.atoms.ts'
);

const KEY = lessonKey('how-markets-work', 'spread');
const ADDRESS = { courseSlug: 'how-markets-work', lessonSlug: 'spread' };

const storeWithLesson = () => {
  const store = createStore();
  store.set(lessonAtomFamily(KEY), {
    status: 'ready',
    lesson: lessonFactory({ slug: 'spread', position: 2, lesson_count: 2 }),
    error: null,
  });
  store.set(courseAtomFamily('how-markets-work'), {
    status: 'ready',
    course: courseFactory({
      slug: 'how-markets-work',
      lessons: [
        courseLessonFactory({ slug: 'stocks', position: 1, read: true }),
        courseLessonFactory({ slug: 'spread', position: 2 }),
      ],
    }),
    error: null,
  });
  return store;
};

beforeEach(() => {
  put.mockReset();
});

describe('marking a lesson read', () => {
  it('shows it read at once, then keeps the course’s progress the server answers', async () => {
    const store = storeWithLesson();
    let answer: (value: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));

    const done = store.set(markLessonReadAtom, ADDRESS);

    expect(put).toHaveBeenCalledWith('/api/school/courses/{courseSlug}/lessons/{lessonSlug}/read', {
      path: ADDRESS,
    });
    expect(store.get(lessonViewAtomFamily(KEY))?.read).toBe(true);
    expect(store.get(courseViewAtomFamily('how-markets-work'))?.completed).toBe(true);

    answer({ read: true, lessons_read: 2, lesson_count: 2, completed: true });
    expect(await done).toEqual({ ok: true });
    expect(store.get(lessonAtomFamily(KEY)).lesson?.read).toBe(true);
    expect(store.get(courseAtomFamily('how-markets-work')).course).toMatchObject({
      lessons_read: 2,
      completed: true,
    });
    expect(store.get(markLessonReadErrorAtomFamily(KEY))).toBeNull();
  });

  it('puts the lesson back to unread when the server refuses, and keeps its reason', async () => {
    const store = storeWithLesson();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));

    const done = store.set(markLessonReadAtom, ADDRESS);
    expect(store.get(lessonViewAtomFamily(KEY))?.read).toBe(true);

    refuse(
      new ApiError(
        503,
        { code: 'UNAVAILABLE', message: 'The school is being updated.' },
        'The school is being updated.',
      ),
    );
    expect(await done).toMatchObject({ ok: false, message: 'The school is being updated.' });
    expect(store.get(lessonViewAtomFamily(KEY))?.read).toBe(false);
    expect(store.get(courseViewAtomFamily('how-markets-work'))).toMatchObject({
      lessons_read: 1,
      completed: false,
    });
    expect(store.get(markLessonReadErrorAtomFamily(KEY))).toBe('The school is being updated.');
  });

  it('clears the last failure when it is tried again', async () => {
    const store = storeWithLesson();
    put.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(markLessonReadAtom, ADDRESS);
    expect(store.get(markLessonReadErrorAtomFamily(KEY))).toMatch(/could not be reached/);

    put.mockReturnValueOnce(new Promise(() => {}));
    void store.set(markLessonReadAtom, ADDRESS);
    expect(store.get(markLessonReadErrorAtomFamily(KEY))).toBeNull();
  });

  it('sends nothing for a lesson already read or already being sent', async () => {
    const store = storeWithLesson();
    put.mockReturnValueOnce(new Promise(() => {}));
    void store.set(markLessonReadAtom, ADDRESS);
    expect(await store.set(markLessonReadAtom, ADDRESS)).toEqual({ ok: true });
    expect(put).toHaveBeenCalledTimes(1);

    const readStore = createStore();
    readStore.set(lessonAtomFamily(KEY), {
      status: 'ready',
      lesson: lessonFactory({ slug: 'spread', read: true }),
      error: null,
    });
    await readStore.set(markLessonReadAtom, ADDRESS);
    expect(put).toHaveBeenCalledTimes(1);
  });
});
