import type { CourseLesson } from '../model/types.ts';

/** "3 of 5 lessons read". */
export function lessonsReadText(read: number, total: number): string {
  return `${read} of ${total} ${total === 1 ? 'lesson' : 'lessons'} read`;
}

/** "1 min", "45 min", "1 h 5 min": a reading time. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface NextLesson {
  lesson: CourseLesson;
  /** start: nothing read yet; continue: some read; review: every lesson read. */
  action: 'start' | 'continue' | 'review';
}

/**
 * Where a course's Start/Continue button leads: its first unread lesson (in course order), or the
 * first lesson once every one is read. Null for a course without lessons.
 */
export function nextLessonToRead(lessons: readonly CourseLesson[]): NextLesson | null {
  const ordered = [...lessons].sort((a, b) => a.position - b.position);
  const first = ordered[0];
  if (!first) return null;
  const unread = ordered.find((lesson) => !lesson.read);
  if (!unread) return { lesson: first, action: 'review' };
  const anyRead = ordered.some((lesson) => lesson.read);
  return { lesson: unread, action: anyRead ? 'continue' : 'start' };
}
