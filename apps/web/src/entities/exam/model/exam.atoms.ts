import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import { clockOffset, remainingMs } from '../lib/countdown.ts';
import type {
  AttemptQuestion,
  ExamAttempt,
  ExamResult,
  ExamSummary,
  PreviousResult,
} from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** The stable `code` of a refusal (`ATTEMPT_CLOSED`, `ATTEMPT_RUNNING`), if the server sent one. */
export function refusalCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

// ---------------------------------------------------------------------------------------------
// The clock.

/** Where the countdown reads the time: the browser's clock, or a fixed one (stories). */
export interface ExamClock {
  now: () => number;
}

/**
 * The local clock the exam pages read (wrapped in an object: a function stored in an atom would
 * be taken for an updater). Stories hold it still so a countdown renders the same every run.
 */
export const examClockAtom = atom<ExamClock>({ now: () => Date.now() });
examClockAtom.debugLabel = 'exam-clock';

// ---------------------------------------------------------------------------------------------
// The exams (`GET /api/exams`).

export interface ExamsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** In course order; null until the first answer (a reload keeps them shown). */
  exams: ExamSummary[] | null;
  error: string | null;
}

export const examsAtom = atom<ExamsState>({ status: 'idle', exams: null, error: null });
examsAtom.debugLabel = 'exams';

export const loadExamsAtom = atom(null, async (get, set) => {
  set(examsAtom, { ...get(examsAtom), status: 'loading', error: null });
  try {
    const { exams } = await api.get('/api/exams');
    set(examsAtom, { status: 'ready', exams, error: null });
  } catch (error) {
    set(examsAtom, { ...get(examsAtom), status: 'error', error: failureText(error) });
  }
});

/** Changes one exam of the list (an attempt started); nothing happens before the list loads. */
export const patchExamAtom = atom(
  null,
  (get, set, slug: string, change: (exam: ExamSummary) => ExamSummary) => {
    const state = get(examsAtom);
    if (!state.exams) return;
    set(examsAtom, {
      ...state,
      exams: state.exams.map((exam) => (exam.slug === slug ? change(exam) : exam)),
    });
  },
);

// ---------------------------------------------------------------------------------------------
// A running attempt (`GET /api/exam-attempts/{id}`).

export interface ExamAttemptState {
  /** `missing`: no such attempt, or another member's (404). */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** What the server said, with the member's answers laid over it as they are chosen. */
  attempt: ExamAttempt | null;
  /**
   * How far the server's clock was ahead of this browser's when the attempt arrived (ms): the
   * countdown adds it to the local clock, so a wrong local clock still counts to the deadline.
   */
  offset: number;
  /** The server refused a save because the attempt is over (409 ATTEMPT_CLOSED). */
  closed: boolean;
  error: string | null;
}

const NO_ATTEMPT: ExamAttemptState = {
  status: 'idle',
  attempt: null,
  offset: 0,
  closed: false,
  error: null,
};

/**
 * An attempt by its id (the `examId` of the question page's address): one snapshot for every
 * question page of the attempt, so moving between questions keeps the answers chosen.
 */
export const examAttemptAtomFamily = atomFamily((id: string) => {
  const attemptAtom = atom<ExamAttemptState>(NO_ATTEMPT);
  attemptAtom.debugLabel = `exam-attempt:${id}`;
  return attemptAtom;
});

/** Keeps an attempt the server answered (loaded, or just started) and its clock's offset. */
export const storeExamAttemptAtom = atom(null, (get, set, attempt: ExamAttempt) => {
  const attemptAtom = examAttemptAtomFamily(attempt.id);
  set(attemptAtom, {
    status: 'ready',
    attempt,
    offset: clockOffset(attempt.server_now, get(examClockAtom).now()),
    closed: get(attemptAtom).closed,
    error: null,
  });
});

/** Loads (again) an attempt; the one shown stays while the answer is on its way. */
export const loadExamAttemptAtom = atom(null, async (get, set, id: string) => {
  const attemptAtom = examAttemptAtomFamily(id);
  set(attemptAtom, { ...get(attemptAtom), status: 'loading', error: null });
  try {
    const attempt = await api.get('/api/exam-attempts/{id}', { path: { id } });
    set(storeExamAttemptAtom, attempt);
  } catch (error) {
    set(attemptAtom, {
      ...get(attemptAtom),
      status: statusOf(error) === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});

/** Changes one question of a held attempt (the member's answer or flag, as chosen). */
export const patchAttemptQuestionAtom = atom(
  null,
  (
    get,
    set,
    attemptId: string,
    questionId: string,
    change: (question: AttemptQuestion) => AttemptQuestion,
  ) => {
    const attemptAtom = examAttemptAtomFamily(attemptId);
    const state = get(attemptAtom);
    if (!state.attempt) return;
    set(attemptAtom, {
      ...state,
      attempt: {
        ...state.attempt,
        questions: state.attempt.questions.map((question) =>
          question.id === questionId ? change(question) : question,
        ),
      },
    });
  },
);

/** The server refused an answer: the attempt was submitted, or its deadline has passed. */
export const markAttemptClosedAtom = atom(null, (get, set, attemptId: string) => {
  const attemptAtom = examAttemptAtomFamily(attemptId);
  set(attemptAtom, { ...get(attemptAtom), closed: true });
});

// ---------------------------------------------------------------------------------------------
// Saving answers: what each question's "Saved" line says.

export interface AnswerSaveState {
  status: 'idle' | 'saving' | 'saved' | 'error';
  error: string | null;
  /** The saves of this question still on their way (submitting waits for them). */
  running: Promise<void> | null;
}

export const answerSaveKey = (attemptId: string, questionId: string) =>
  `${attemptId}:${questionId}`;

/**
 * How a question's answer is being saved, keyed by `attemptId:questionId` (`answerSaveKey`): an
 * attempt's questions are saved one by one, each in its own order.
 */
export const answerSaveAtomFamily = atomFamily((key: string) => {
  const saveAtom = atom<AnswerSaveState>({ status: 'idle', error: null, running: null });
  saveAtom.debugLabel = `exam-answer-save:${key}`;
  return saveAtom;
});

/** Waits until every save of the attempt has been answered (before it is submitted). */
export const settleAnswerSavesAtom = atom(null, async (get, _set, attemptId: string) => {
  const running = [...answerSaveAtomFamily.getParams()]
    .filter((key) => key.startsWith(`${attemptId}:`))
    .flatMap((key) => get(answerSaveAtomFamily(key)).running ?? []);
  await Promise.allSettled(running);
});

// ---------------------------------------------------------------------------------------------
// A result (`GET /api/exam-attempts/{id}/result`).

export interface ExamResultState {
  /**
   * `missing`: no such result for this member (404, also for another member's attempt);
   * `running`: the attempt is still open (409 ATTEMPT_RUNNING).
   */
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'running' | 'error';
  result: ExamResult | null;
  error: string | null;
}

/** A submitted attempt's result, by attempt id. */
export const examResultAtomFamily = atomFamily((id: string) => {
  const resultAtom = atom<ExamResultState>({ status: 'idle', result: null, error: null });
  resultAtom.debugLabel = `exam-result:${id}`;
  return resultAtom;
});

/** Keeps a result the server answered (on submitting): the attempt is over. */
export const storeExamResultAtom = atom(null, (get, set, result: ExamResult) => {
  set(examResultAtomFamily(result.id), { status: 'ready', result, error: null });
  const attemptAtom = examAttemptAtomFamily(result.id);
  const held = get(attemptAtom);
  if (held.attempt)
    set(attemptAtom, { ...held, attempt: { ...held.attempt, status: 'submitted' }, closed: true });
});

/** How many times a result is asked again while the server submits an attempt at its deadline. */
export const RESULT_POLLS = 5;
/** The wait between those asks. */
export const RESULT_POLL_MS = 1000;
/**
 * An attempt whose deadline is this close (by the corrected clock) is about to be submitted by
 * the server: its result is asked for again rather than shown as still running.
 */
const DEADLINE_GRACE_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a result. While the attempt still runs (409 ATTEMPT_RUNNING) the attempt is read too: the
 * page links back to it, and an attempt at its deadline (the countdown reached zero here a moment
 * before the server's clock did) is asked for again, every second, a few times.
 */
export const loadExamResultAtom = atom(null, async (get, set, id: string) => {
  const resultAtom = examResultAtomFamily(id);
  set(resultAtom, { ...get(resultAtom), status: 'loading', error: null });
  for (let polls = 0; ; polls += 1) {
    try {
      const result = await api.get('/api/exam-attempts/{id}/result', { path: { id } });
      set(storeExamResultAtom, result);
      return;
    } catch (error) {
      const status = statusOf(error);
      if (status !== 409 || refusalCode(error) !== 'ATTEMPT_RUNNING') {
        set(resultAtom, {
          ...get(resultAtom),
          status: status === 404 ? 'missing' : 'error',
          error: failureText(error),
        });
        return;
      }
      await set(loadExamAttemptAtom, id);
      const { attempt, offset } = get(examAttemptAtomFamily(id));
      const submitted = attempt?.status === 'submitted';
      const due =
        attempt !== null &&
        remainingMs(attempt.deadline_at, offset, get(examClockAtom).now()) <= DEADLINE_GRACE_MS;
      if (polls < RESULT_POLLS && (submitted || due)) {
        if (!submitted) await pause(RESULT_POLL_MS);
        continue;
      }
      set(resultAtom, { status: 'running', result: null, error: failureText(error) });
      return;
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Previous results (`GET /api/exam-attempts`).

export interface PreviousResultsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Newest first; null until the first answer. */
  attempts: PreviousResult[] | null;
  error: string | null;
}

export const previousResultsAtom = atom<PreviousResultsState>({
  status: 'idle',
  attempts: null,
  error: null,
});
previousResultsAtom.debugLabel = 'exam-previous-results';

export const loadPreviousResultsAtom = atom(null, async (get, set) => {
  set(previousResultsAtom, { ...get(previousResultsAtom), status: 'loading', error: null });
  try {
    const { attempts } = await api.get('/api/exam-attempts');
    set(previousResultsAtom, { status: 'ready', attempts, error: null });
  } catch (error) {
    set(previousResultsAtom, {
      ...get(previousResultsAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
