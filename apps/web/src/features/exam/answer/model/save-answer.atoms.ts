import { ApiError } from '@tapetv/api-client';
import { atom, type Getter, type Setter } from 'jotai';
import { atomFamily } from 'jotai-family';
import {
  type AnswerInput,
  type AttemptQuestion,
  answerSaveAtomFamily,
  answerSaveKey,
  examAttemptAtomFamily,
  hasAnswer,
  markAttemptClosedAtom,
  patchAttemptQuestionAtom,
  refusalCode,
} from '@/entities/exam';
import { api, formFailure } from '@/shared/api';

/**
 * The changes to a question not sent yet, merged, by `attemptId:questionId`: what the member
 * chose while the previous save was on its way. Only the newest choice of each field is sent,
 * after that save answers, so the server keeps the last one (its rule too: the last write wins).
 */
const pendingAnswerAtomFamily = atomFamily((key: string) => {
  const pendingAtom = atom<AnswerInput | null>(null);
  pendingAtom.debugLabel = `exam-answer:${key}:pending`;
  return pendingAtom;
});

/** The changes whose save failed, by `attemptId:questionId`: sent again by Retry or the next change. */
const failedAnswerAtomFamily = atomFamily((key: string) => {
  const failedAtom = atom<AnswerInput | null>(null);
  failedAtom.debugLabel = `exam-answer:${key}:failed`;
  return failedAtom;
});

/** A question with a change laid over it, as the screen shows it before the server answers. */
export function withChange(question: AttemptQuestion, change: AnswerInput): AttemptQuestion {
  const answer = {
    option_ids: change.option_ids ?? question.answer.option_ids,
    number: change.number !== undefined ? change.number : question.answer.number,
  };
  return {
    ...question,
    answer,
    answered: hasAnswer(answer),
    flagged: change.flagged ?? question.flagged,
  };
}

export interface SaveAnswerInput {
  attemptId: string;
  questionId: string;
  /** `option_ids` (`[]` clears), `number` (`null` clears) and/or `flagged`. */
  change: AnswerInput;
}

/**
 * Saves a question's answer or review flag as it is chosen (`PUT
 * /api/exam-attempts/{id}/answers/{questionId}`): the screen shows it at once, and the saves of
 * one question go one at a time in the order chosen. A refusal because the attempt is over (409
 * ATTEMPT_CLOSED: submitted, or past its deadline) marks the attempt closed, and the page goes
 * to the result. Answers when the question's saves are done.
 */
export const saveAnswerAtom = atom(
  null,
  (get, set, { attemptId, questionId, change }: SaveAnswerInput): Promise<void> => {
    if (get(examAttemptAtomFamily(attemptId)).closed) return Promise.resolve();
    set(patchAttemptQuestionAtom, attemptId, questionId, (question) =>
      withChange(question, change),
    );
    const key = answerSaveKey(attemptId, questionId);
    const pendingAtom = pendingAnswerAtomFamily(key);
    // A failed change goes again under the new one, so the server ends with what is shown.
    set(pendingAtom, {
      ...get(failedAnswerAtomFamily(key)),
      ...get(pendingAtom),
      ...change,
    });
    set(failedAnswerAtomFamily(key), null);
    const saveAtom = answerSaveAtomFamily(key);
    const held = get(saveAtom);
    if (held.running) {
      set(saveAtom, { ...held, status: 'saving', error: null });
      return held.running;
    }
    const running = sendPending(get, set, attemptId, questionId).finally(() =>
      set(saveAtom, { ...get(saveAtom), running: null }),
    );
    set(saveAtom, { status: 'saving', error: null, running });
    return running;
  },
);

/** Sends a question's failed change again. */
export const retryAnswerAtom = atom(
  null,
  (get, set, attemptId: string, questionId: string): Promise<void> => {
    const failed = get(failedAnswerAtomFamily(answerSaveKey(attemptId, questionId)));
    if (!failed) return Promise.resolve();
    return set(saveAnswerAtom, { attemptId, questionId, change: {} });
  },
);

async function sendPending(
  get: Getter,
  set: Setter,
  attemptId: string,
  questionId: string,
): Promise<void> {
  const key = answerSaveKey(attemptId, questionId);
  const pendingAtom = pendingAnswerAtomFamily(key);
  const saveAtom = answerSaveAtomFamily(key);
  for (;;) {
    const body = get(pendingAtom);
    if (!body) break;
    set(pendingAtom, null);
    try {
      const saved = await api.put('/api/exam-attempts/{id}/answers/{questionId}', {
        path: { id: attemptId, questionId },
        body,
      });
      // Nothing newer chosen meanwhile: show what the server kept.
      if (!get(pendingAtom))
        set(patchAttemptQuestionAtom, attemptId, questionId, (question) => ({
          ...question,
          answer: saved.answer,
          answered: saved.answered,
          flagged: saved.flagged,
        }));
    } catch (error) {
      const message = formFailure(error).message;
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        refusalCode(error) === 'ATTEMPT_CLOSED'
      ) {
        set(pendingAtom, null);
        set(markAttemptClosedAtom, attemptId);
      } else {
        // Kept, with anything chosen since, for Retry (or the next change) to send.
        set(failedAnswerAtomFamily(key), { ...body, ...get(pendingAtom) });
        set(pendingAtom, null);
      }
      set(saveAtom, { ...get(saveAtom), status: 'error', error: message });
      return;
    }
  }
  set(saveAtom, { ...get(saveAtom), status: 'saved', error: null });
}
