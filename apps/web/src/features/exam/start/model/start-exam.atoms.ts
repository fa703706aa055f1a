import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { type ExamAttempt, patchExamAtom, storeExamAttemptAtom } from '@/entities/exam';
import { api, formFailure } from '@/shared/api';

/** True while an exam's start call runs, by exam slug: its button waits and refuses a second. */
export const startingExamAtomFamily = atomFamily((slug: string) => {
  const startingAtom = atom(false);
  startingAtom.debugLabel = `exam-start:${slug}:pending`;
  return startingAtom;
});

/**
 * Why an exam could not start, by exam slug: the server's message ("You have no attempts left at
 * this exam", 422) or a transport failure; cleared by the next try.
 */
export const startExamErrorAtomFamily = atomFamily((slug: string) => {
  const errorAtom = atom<string | null>(null);
  errorAtom.debugLabel = `exam-start:${slug}:error`;
  return errorAtom;
});

/**
 * Starts an attempt at an exam (`POST /api/exams/{examSlug}/attempts`): the server sets its
 * deadline and shuffles its questions (201), or answers the attempt already running (200: another
 * tab, a double click). The attempt is kept for the question page, which then needs no second
 * call; answers it, or null when refused.
 */
export const startExamAtom = atom(
  null,
  async (get, set, examSlug: string): Promise<ExamAttempt | null> => {
    const startingAtom = startingExamAtomFamily(examSlug);
    if (get(startingAtom)) return null;
    set(startingAtom, true);
    set(startExamErrorAtomFamily(examSlug), null);
    try {
      const attempt = await api.post('/api/exams/{examSlug}/attempts', { path: { examSlug } });
      set(storeExamAttemptAtom, attempt);
      set(patchExamAtom, examSlug, (exam) => ({
        ...exam,
        open_attempt: { id: attempt.id, deadline_at: attempt.deadline_at },
      }));
      return attempt;
    } catch (error) {
      set(startExamErrorAtomFamily(examSlug), formFailure(error).message);
      return null;
    } finally {
      set(startingAtom, false);
    }
  },
);
