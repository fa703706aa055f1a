import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type ExamSummary = ResponseBody<'/api/exams', 'get'>['exams'][number];
type ExamAttempt = ResponseBody<'/api/exam-attempts/{id}', 'get'>;
type AttemptQuestion = ExamAttempt['questions'][number];
type ExamResult = ResponseBody<'/api/exam-attempts/{id}/result', 'get'>;
type ResultQuestion = ExamResult['questions'][number];
type PreviousResult = ResponseBody<'/api/exam-attempts', 'get'>['attempts'][number];

/** The exam every factory belongs to unless told otherwise (as `market-basics.yaml` sets it). */
const EXAM = {
  slug: 'market-basics',
  title: 'Market basics',
  pass_mark: 70,
  time_limit_seconds: 600,
  course: { slug: 'how-markets-work', title: 'How markets work', level: 'beginner' as const },
};

/**
 * An exam `slug` as `GET /api/exams` lists it: Market basics' figures (10 questions, 10 minutes,
 * pass mark 70%, 3 attempts), none used, no attempt running.
 */
export const examSummaryFactory = (
  overrides: Partial<ExamSummary> & { slug: string },
): ExamSummary => ({
  title: EXAM.title,
  description: 'Ten questions on shares and exchanges, the spread, order types and sessions.',
  course: EXAM.course,
  question_count: 10,
  time_limit_seconds: EXAM.time_limit_seconds,
  pass_mark: EXAM.pass_mark,
  max_attempts: 3,
  attempts_used: 0,
  attempts_left: 3,
  best_score: null,
  passed: false,
  open_attempt: null,
  ...overrides,
});

/**
 * A question `id` of a running attempt at place `number`: a single choice of four options
 * (`a`–`d`), unanswered and not flagged; `answered` follows the answer unless given.
 */
export const attemptQuestionFactory = (
  overrides: Partial<AttemptQuestion> & { id: string; number: number },
): AttemptQuestion => {
  const answer = overrides.answer ?? { option_ids: [], number: null };
  return {
    type: 'single',
    prompt: `Question ${overrides.id}?`,
    unit: null,
    options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id.toUpperCase()}` })),
    answer,
    answered: answer.option_ids.length > 0 || answer.number !== null,
    flagged: false,
    ...overrides,
  };
};

/**
 * An attempt `id` at Market basics, open, started at `server_now` with ten minutes to go, with
 * the questions given (none by default).
 */
export const examAttemptFactory = (
  overrides: Partial<ExamAttempt> & { id: string },
): ExamAttempt => {
  const serverNow = overrides.server_now ?? '2026-03-10T15:30:00.000Z';
  return {
    exam: EXAM,
    status: 'open',
    started_at: serverNow,
    deadline_at: new Date(Date.parse(serverNow) + EXAM.time_limit_seconds * 1000).toISOString(),
    server_now: serverNow,
    questions: [],
    ...overrides,
  };
};

/**
 * A question `id` of a result at place `number`: a single choice whose right option is `a`,
 * unanswered, with an explanation; `is_correct` is what the caller says (false by default).
 */
export const resultQuestionFactory = (
  overrides: Partial<ResultQuestion> & { id: string; number: number },
): ResultQuestion => ({
  type: 'single',
  prompt: `Question ${overrides.id}?`,
  unit: null,
  options: ['a', 'b', 'c', 'd'].map((id) => ({
    id,
    text: `Option ${id.toUpperCase()}`,
    correct: id === 'a',
    chosen: false,
  })),
  answer: { option_ids: [], number: null },
  correct_number: null,
  tolerance: null,
  is_correct: false,
  explanation: `Why option A answers question ${overrides.id}.`,
  ...overrides,
});

/**
 * The result of attempt `id` at Market basics: submitted by the member after 6 min 12 s, with
 * the questions given; the score and pass follow `correct` of `total` unless given.
 */
export const examResultFactory = (overrides: Partial<ExamResult> & { id: string }): ExamResult => {
  const total = overrides.total ?? Math.max(1, overrides.questions?.length ?? 10);
  const correct =
    overrides.correct ?? overrides.questions?.filter((question) => question.is_correct).length ?? 0;
  const score = overrides.score ?? Math.floor((correct / total) * 100);
  return {
    exam: EXAM,
    started_at: '2026-03-10T15:30:00.000Z',
    submitted_at: '2026-03-10T15:36:12.000Z',
    submitted_by: 'member',
    time_taken_seconds: 372,
    correct,
    total,
    score,
    passed: score >= EXAM.pass_mark,
    questions: [],
    ...overrides,
  };
};

/** A submitted attempt `id` as `GET /api/exam-attempts` lists it: 8 of 10 at Market basics, passed. */
export const previousResultFactory = (
  overrides: Partial<PreviousResult> & { id: string },
): PreviousResult => {
  const score = overrides.score ?? 80;
  const passMark = overrides.pass_mark ?? EXAM.pass_mark;
  return {
    exam: { slug: EXAM.slug, title: EXAM.title },
    started_at: '2026-03-10T15:30:00.000Z',
    submitted_at: '2026-03-10T15:36:12.000Z',
    submitted_by: 'member',
    correct: Math.round(score / 10),
    total: 10,
    score,
    pass_mark: passMark,
    passed: score >= passMark,
    ...overrides,
  };
};
