import { describe, expect, it } from 'vitest';
import { courseLessonFactory } from '@/shared/lib/test';
import { lessonsReadText, minutesText, nextLessonToRead } from './progress.ts';

const lessons = (...read: boolean[]) =>
  read.map((isRead, index) =>
    courseLessonFactory({ slug: `lesson-${index + 1}`, position: index + 1, read: isRead }),
  );

describe('nextLessonToRead', () => {
  it('starts with the first lesson when none is read', () => {
    expect(nextLessonToRead(lessons(false, false, false))).toMatchObject({
      lesson: { slug: 'lesson-1' },
      action: 'start',
    });
  });

  it('continues with the first unread lesson, even before a read one', () => {
    expect(nextLessonToRead(lessons(true, false, true, false))).toMatchObject({
      lesson: { slug: 'lesson-2' },
      action: 'continue',
    });
  });

  it('goes by position, not by the order the lessons came in', () => {
    const [first, second, third] = lessons(true, false, false);
    expect(
      nextLessonToRead([third, second, first].filter((lesson) => lesson !== undefined)),
    ).toMatchObject({ lesson: { slug: 'lesson-2' } });
  });

  it('offers the first lesson again once every lesson is read', () => {
    expect(nextLessonToRead(lessons(true, true))).toMatchObject({
      lesson: { slug: 'lesson-1' },
      action: 'review',
    });
  });

  it('has nothing for a course without lessons', () => {
    expect(nextLessonToRead([])).toBeNull();
  });
});

describe('lessonsReadText and minutesText', () => {
  it('counts lessons read in words', () => {
    expect(lessonsReadText(0, 5)).toBe('0 of 5 lessons read');
    expect(lessonsReadText(1, 1)).toBe('1 of 1 lesson read');
  });

  it('gives reading times in minutes, and in hours from 60 minutes', () => {
    expect(minutesText(1)).toBe('1 min');
    expect(minutesText(59)).toBe('59 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(95)).toBe('1 h 35 min');
  });
});
