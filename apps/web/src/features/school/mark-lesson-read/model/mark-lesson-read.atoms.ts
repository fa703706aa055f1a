import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import {
  applyLessonReadAtom,
  lessonKey,
  lessonReadPendingAtomFamily,
  lessonViewAtomFamily,
} from '@/entities/school';
import { api, type FormResult, formFailure } from '@/shared/api';

/** Why marking a lesson read last failed, keyed by `lessonKey`; null when it did not. */
export const markLessonReadErrorAtomFamily = atomFamily((key: string) => {
  const errorAtom = atom<string | null>(null);
  errorAtom.debugLabel = `school-lesson-read-error:${key}`;
  return errorAtom;
});

export interface LessonAddress {
  courseSlug: string;
  lessonSlug: string;
}

/**
 * Marks a lesson read (`PUT …/lessons/{lessonSlug}/read`), optimistically: it shows read at once
 * (the entity's pending overlay), the server's answer then writes the course's progress into
 * every snapshot, and a refusal clears the overlay, which puts the lesson back to unread, and
 * keeps the reason to show. Nothing is sent for a lesson shown read, or one already being sent.
 */
export const markLessonReadAtom = atom(
  null,
  async (get, set, { courseSlug, lessonSlug }: LessonAddress): Promise<FormResult> => {
    const key = lessonKey(courseSlug, lessonSlug);
    const pendingAtom = lessonReadPendingAtomFamily(key);
    if (get(pendingAtom) || get(lessonViewAtomFamily(key))?.read) return { ok: true };
    set(markLessonReadErrorAtomFamily(key), null);
    set(pendingAtom, true);
    try {
      const progress = await api.put('/api/school/courses/{courseSlug}/lessons/{lessonSlug}/read', {
        path: { courseSlug, lessonSlug },
      });
      set(applyLessonReadAtom, { courseSlug, lessonSlug, progress });
      return { ok: true };
    } catch (error) {
      const failure = formFailure(error);
      set(markLessonReadErrorAtomFamily(key), failure.message);
      return failure;
    } finally {
      set(pendingAtom, false);
    }
  },
);
markLessonReadAtom.debugLabel = 'mark-school-lesson-read';
