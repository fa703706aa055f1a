import { atom } from 'jotai';
import { type ExamResult, settleAnswerSavesAtom, storeExamResultAtom } from '@/entities/exam';
import { api, type FormFailure, formFailure } from '@/shared/api';

export type SubmitExamResult = { ok: true; result: ExamResult } | FormFailure;

/**
 * Submits an attempt (`POST /api/exam-attempts/{id}/submit`) once every answer on its way has
 * been saved, so the last choice counts. The server answers the result (the same one again if it
 * was already submitted, at its deadline for instance), which is kept for the result page.
 */
export const submitExamAtom = atom(
  null,
  async (_get, set, attemptId: string): Promise<SubmitExamResult> => {
    await set(settleAnswerSavesAtom, attemptId);
    try {
      const result = await api.post('/api/exam-attempts/{id}/submit', { path: { id: attemptId } });
      set(storeExamResultAtom, result);
      return { ok: true, result };
    } catch (error) {
      return formFailure(error);
    }
  },
);
