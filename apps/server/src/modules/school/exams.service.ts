import type { Database, Executor } from '../../db/client.ts';
import type { ExamQuestion } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import {
  type AnswerBodyInput,
  ATTEMPT_LIST_SIZE,
  type AttemptQuestionView,
  type AttemptResultView,
  type AttemptView,
  type BadgeView,
  type ExamSummaryView,
  type PreviousResultView,
  type SavedAnswerView,
} from '../../schemas/school.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { drawOrder, type GivenAnswer, isCorrect, scoreAttempt } from './exam-scoring.ts';
import type {
  AnswerRow,
  AttemptRow,
  CourseRow,
  ExamRow,
  SchoolRepository,
} from './school.repository.ts';

/** The job that submits an attempt at its deadline, queued to start then. */
export const EXAM_DEADLINE_JOB = 'exams.deadline';

export interface DeadlineJob {
  attemptId: number;
}

export const EXAM_NOT_FOUND = 'No exam found';
export const ATTEMPT_NOT_FOUND = 'No exam attempt found';
export const QUESTION_NOT_FOUND = 'No such question in this exam';
export const MEMBER_NOT_FOUND = 'No member found';
export const NO_ATTEMPTS_LEFT = 'You have no attempts left at this exam';
export const TIME_IS_UP = 'Time is up: this attempt was submitted at its deadline';
export const ALREADY_SUBMITTED = 'This attempt has been submitted: answers can no longer change';
export const STILL_RUNNING = 'This attempt is still running: its result comes when it is submitted';
export const UNKNOWN_OPTION = 'Choose among the question’s options';
export const ONE_OPTION = 'Choose one option';
export const NUMBER_ONLY = 'This question takes a number, not options';
export const OPTIONS_ONLY = 'This question takes options, not a number';

const conflict = (message: string, code: string) => new AppError(409, code, message);

const iso = (at: Date) => at.toISOString();

/**
 * Timed exams (issue 19). An attempt's clock is its `deadline_at`, set here when it starts; the
 * browser only displays it. At the deadline the attempt is submitted by the server: by a job
 * queued for that instant on pg-boss (in the database, so it survives restarts and runs once
 * across processes) and, should that be late, by every read and write that finds it overdue.
 * Answers are saved one question at a time (one row per question, the last write wins); the
 * right answers leave the server only in the result of a submitted attempt, to its owner.
 */
export class ExamsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: SchoolRepository;
      users: Pick<UsersRepository, 'findByUserName'>;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      now: () => number;
    },
  ) {}

  /** Every exam with the member's attempts left, best score and the attempt running now. */
  async list(viewer: UserRow): Promise<ExamSummaryView[]> {
    const { repository } = this.deps;
    await this.closeOverdue(await repository.attemptsOf(viewer.id));
    const [examRows, courses, attempts] = await Promise.all([
      repository.exams(),
      repository.courses(),
      repository.attemptsOf(viewer.id),
    ]);
    return examRows.map((exam) => {
      const own = attempts.filter((attempt) => attempt.examId === exam.id);
      const scores = own.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
      const open = own.find((attempt) => attempt.submittedAt === null);
      return {
        slug: exam.slug,
        title: exam.title,
        description: exam.description,
        course: courseRefOf(courses, exam.courseId),
        question_count: exam.questions.length,
        time_limit_seconds: exam.timeLimitSeconds,
        pass_mark: exam.passMark,
        max_attempts: exam.maxAttempts,
        attempts_used: own.length,
        attempts_left: Math.max(0, exam.maxAttempts - own.length),
        best_score: scores.length > 0 ? Math.max(...scores) : null,
        passed: own.some((attempt) => attempt.passed === true),
        open_attempt: open ? { id: String(open.id), deadline_at: iso(open.deadlineAt) } : null,
      };
    });
  }

  /**
   * Starts an attempt (201), or answers the one running (200: a second tab, a double click):
   * deadline now + the exam's limit, questions and options shuffled, and the deadline job queued
   * in the same transaction. 422 when the member has used every attempt.
   */
  async start(
    viewer: UserRow,
    examSlug: string,
  ): Promise<{ created: boolean; attempt: AttemptView }> {
    const { repository, jobs, db } = this.deps;
    const exam = await repository.examBySlug(examSlug);
    if (!exam) throw notFound(EXAM_NOT_FOUND);
    const running = await repository.openAttempt(exam.id, viewer.id);
    if (running) {
      if (!this.isOverdue(running))
        return { created: false, attempt: await this.present(running, exam) };
      await this.submitDue(running.id);
    }
    await jobs.start();
    const outcome = await db.transaction(async (tx) => {
      const used = await repository.attemptsOf(viewer.id, exam.id, tx);
      const open = used.find((attempt) => attempt.submittedAt === null);
      if (open) return { created: false, row: open };
      if (used.length >= exam.maxAttempts) throw validationFailed({ exam: [NO_ATTEMPTS_LEFT] });
      const now = this.deps.now();
      const order = drawOrder(exam.questions);
      const row = await repository.insertAttempt(
        {
          examId: exam.id,
          userId: viewer.id,
          startedAt: new Date(now),
          deadlineAt: new Date(now + exam.timeLimitSeconds * 1000),
          ...order,
          total: exam.questions.length,
        },
        tx,
      );
      // Another request opened one between the read and the insert: that one is the attempt.
      if (!row)
        return { created: false, row: await repository.openAttempt(exam.id, viewer.id, tx) };
      const job: DeadlineJob = { attemptId: row.id };
      await jobs.send(EXAM_DEADLINE_JOB, job, tx, { startAfter: row.deadlineAt });
      return { created: true, row };
    });
    if (!outcome.row) throw new Error('the exam attempt was neither created nor found');
    return { created: outcome.created, attempt: await this.present(outcome.row, exam) };
  }

  /** The member's attempt as it stands (an overdue one is submitted first). */
  async attempt(viewer: UserRow, idText: string): Promise<AttemptView> {
    let row = await this.owned(viewer, idText);
    if (row.submittedAt === null && this.isOverdue(row)) {
      await this.submitDue(row.id);
      row = (await this.deps.repository.attempt(row.id)) ?? row;
    }
    return this.present(row, await this.examOf(row));
  }

  /**
   * Saves the member's answer to one question and its review flag (fields left out stay). 409
   * once the attempt is submitted; at or after the deadline the attempt is submitted then and
   * the answer refused.
   */
  async answer(
    viewer: UserRow,
    idText: string,
    questionId: string,
    body: AnswerBodyInput,
  ): Promise<SavedAnswerView> {
    const { repository, db } = this.deps;
    const owned = await this.owned(viewer, idText);
    const exam = await this.examOf(owned);
    const question = exam.questions.find((each) => each.id === questionId);
    if (!question || !owned.questionOrder.includes(questionId)) throw notFound(QUESTION_NOT_FOUND);
    checkAnswer(question, body);

    const outcome = await db.transaction(async (tx) => {
      const attempt = await repository.lockAttempt(owned.id, tx);
      if (!attempt || attempt.submittedAt !== null) return 'submitted' as const;
      const now = this.deps.now();
      if (now >= attempt.deadlineAt.getTime()) {
        await this.score(attempt, exam, 'deadline', tx);
        return 'late' as const;
      }
      const saved = await repository.saveAnswer(
        {
          attemptId: attempt.id,
          questionId,
          ...(body.option_ids === undefined ? {} : { optionIds: body.option_ids }),
          ...(body.number === undefined ? {} : { number: body.number }),
          ...(body.flagged === undefined ? {} : { flagged: body.flagged }),
          at: new Date(now),
        },
        tx,
      );
      return { saved, deadlineAt: attempt.deadlineAt, now };
    });
    if (outcome === 'late') throw conflict(TIME_IS_UP, 'ATTEMPT_CLOSED');
    if (outcome === 'submitted') throw conflict(ALREADY_SUBMITTED, 'ATTEMPT_CLOSED');
    const answer = answerOf(outcome.saved);
    return {
      question_id: questionId,
      answer,
      answered: isAnswered(answer),
      flagged: outcome.saved.flagged,
      deadline_at: iso(outcome.deadlineAt),
      server_now: iso(new Date(outcome.now)),
    };
  }

  /**
   * The member submits (again: the same result). One that ran past its deadline counts as the
   * server's, at the deadline.
   */
  async submit(viewer: UserRow, idText: string): Promise<AttemptResultView> {
    const owned = await this.owned(viewer, idText);
    const exam = await this.examOf(owned);
    await this.deps.db.transaction(async (tx) => {
      const attempt = await this.deps.repository.lockAttempt(owned.id, tx);
      if (!attempt || attempt.submittedAt !== null) return;
      await this.score(attempt, exam, this.isOverdue(attempt) ? 'deadline' : 'member', tx);
    });
    return this.result(viewer, idText);
  }

  /** A submitted attempt's result, for its owner only (404 to anyone else); 409 while it runs. */
  async result(viewer: UserRow, idText: string): Promise<AttemptResultView> {
    let row = await this.owned(viewer, idText);
    if (row.submittedAt === null) {
      if (!this.isOverdue(row)) throw conflict(STILL_RUNNING, 'ATTEMPT_RUNNING');
      await this.submitDue(row.id);
      row = (await this.deps.repository.attempt(row.id)) ?? row;
    }
    const exam = await this.examOf(row);
    const courses = await this.deps.repository.courses();
    const answers = new Map(
      (await this.deps.repository.answers(row.id)).map((answer) => [answer.questionId, answer]),
    );
    const { submittedAt, submittedBy, correct, score, passed } = row;
    if (!submittedAt || !submittedBy || correct === null || score === null || passed === null)
      throw new Error(`attempt ${row.id} was submitted without its score`);
    const questions = questionsOf(row, exam, answers).map(
      ({ head, question, options, answer, stored }) => {
        const chosen = new Set(answer.option_ids);
        return {
          ...head,
          options: options.map(({ id, text, correct }) => ({
            id,
            text,
            correct,
            chosen: chosen.has(id),
          })),
          answer,
          correct_number: question.type === 'numeric' ? (question.answer ?? null) : null,
          tolerance: question.type === 'numeric' ? (question.tolerance ?? 0) : null,
          is_correct: isCorrect(question, givenOf(stored)),
          explanation: question.explanation,
        };
      },
    );
    return {
      id: String(row.id),
      exam: examHeader(exam, courses),
      started_at: iso(row.startedAt),
      submitted_at: iso(submittedAt),
      submitted_by: submittedBy,
      time_taken_seconds: Math.max(
        0,
        Math.floor((submittedAt.getTime() - row.startedAt.getTime()) / 1000),
      ),
      correct,
      total: row.total,
      score,
      passed,
      questions,
    };
  }

  /** The member's submitted attempts, newest first. */
  async previous(viewer: UserRow): Promise<PreviousResultView[]> {
    const { repository } = this.deps;
    await this.closeOverdue(await repository.attemptsOf(viewer.id));
    const rows = await repository.submittedOf(viewer.id, ATTEMPT_LIST_SIZE);
    const exams = new Map(
      (await repository.examsByIds([...new Set(rows.map((row) => row.examId))])).map((exam) => [
        exam.id,
        exam,
      ]),
    );
    return rows.flatMap((row) => {
      const exam = exams.get(row.examId);
      const { submittedAt, submittedBy, correct, score, passed } = row;
      if (!exam || !submittedAt || !submittedBy || correct === null || score === null) return [];
      return [
        {
          id: String(row.id),
          exam: { slug: exam.slug, title: exam.title },
          started_at: iso(row.startedAt),
          submitted_at: iso(submittedAt),
          submitted_by: submittedBy,
          correct,
          total: row.total,
          score,
          pass_mark: exam.passMark,
          passed: passed === true,
        },
      ];
    });
  }

  /** A member's badges: one per exam they passed, with their best passing score. */
  async badges(userName: string): Promise<BadgeView[]> {
    const { repository, users } = this.deps;
    const member = await users.findByUserName(userName);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const passed = await repository.passedOf(member.id);
    const [exams, courses] = await Promise.all([
      repository.examsByIds([...new Set(passed.map((row) => row.examId))]),
      repository.courses(),
    ]);
    const badges = new Map<number, BadgeView>();
    for (const row of passed) {
      const exam = exams.find((each) => each.id === row.examId);
      if (!exam || !row.submittedAt || row.score === null) continue;
      const badge = badges.get(exam.id);
      if (badge) badge.score = Math.max(badge.score, row.score);
      else
        badges.set(exam.id, {
          exam: { slug: exam.slug, title: exam.title },
          course: courseRefOf(courses, exam.courseId),
          score: row.score,
          earned_at: iso(row.submittedAt),
        });
    }
    return [...badges.values()];
  }

  /**
   * The deadline job: submits the attempt if it is still open and due. A job that runs early
   * (this process's clock is behind the database's) queues itself again for the time left by
   * this clock, counted on the database's, so it cannot spin.
   */
  async fireDeadline(job: DeadlineJob): Promise<boolean> {
    if (!Number.isInteger(job.attemptId)) return false;
    const attempt = await this.deps.repository.attempt(job.attemptId);
    if (!attempt || attempt.submittedAt !== null) return false;
    if (!this.isOverdue(attempt)) {
      const left = Math.ceil((attempt.deadlineAt.getTime() - this.deps.now()) / 1000);
      await this.deps.jobs.send(EXAM_DEADLINE_JOB, job, undefined, {
        startAfter: Math.max(1, left),
      });
      return false;
    }
    return this.submitDue(attempt.id);
  }

  private isOverdue(attempt: AttemptRow): boolean {
    return this.deps.now() >= attempt.deadlineAt.getTime();
  }

  /** Submits an open, overdue attempt as the server's, at its deadline; false if nothing to do. */
  private async submitDue(id: number): Promise<boolean> {
    const { repository, db } = this.deps;
    return db.transaction(async (tx) => {
      const attempt = await repository.lockAttempt(id, tx);
      if (!attempt || attempt.submittedAt !== null || !this.isOverdue(attempt)) return false;
      const exam = await repository.examById(attempt.examId, tx);
      if (!exam) return false;
      return this.score(attempt, exam, 'deadline', tx);
    });
  }

  private async closeOverdue(attempts: AttemptRow[]): Promise<void> {
    for (const attempt of attempts) {
      if (attempt.submittedAt === null && this.isOverdue(attempt)) await this.submitDue(attempt.id);
    }
  }

  /** Scores a locked, open attempt from its saved answers and writes the result. */
  private async score(
    attempt: AttemptRow,
    exam: ExamRow,
    by: 'member' | 'deadline',
    tx: Executor,
  ): Promise<boolean> {
    const answers = new Map<string, GivenAnswer>();
    for (const row of await this.deps.repository.answers(attempt.id, tx)) {
      const given = givenOf(row);
      if (given) answers.set(row.questionId, given);
    }
    const questions = exam.questions.filter((question) =>
      attempt.questionOrder.includes(question.id),
    );
    const { correct, score, passed } = scoreAttempt(questions, answers, exam.passMark);
    const submittedAt =
      by === 'deadline'
        ? attempt.deadlineAt
        : new Date(Math.min(this.deps.now(), attempt.deadlineAt.getTime()));
    return this.deps.repository.submit(
      attempt.id,
      { submittedAt, submittedBy: by, correct, score, passed },
      tx,
    );
  }

  /** The attempt when the viewer owns it; 404 otherwise (another member's looks like none). */
  private async owned(viewer: UserRow, idText: string): Promise<AttemptRow> {
    const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : 0;
    const row = id > 0 && id <= 2_147_483_647 ? await this.deps.repository.attempt(id) : undefined;
    if (!row || row.userId !== viewer.id) throw notFound(ATTEMPT_NOT_FOUND);
    return row;
  }

  private async examOf(attempt: AttemptRow): Promise<ExamRow> {
    const exam = await this.deps.repository.examById(attempt.examId);
    if (!exam) throw notFound(EXAM_NOT_FOUND);
    return exam;
  }

  private async present(row: AttemptRow, exam: ExamRow): Promise<AttemptView> {
    const [answers, courses] = await Promise.all([
      this.deps.repository.answers(row.id),
      this.deps.repository.courses(),
    ]);
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
    const questions: AttemptQuestionView[] = questionsOf(row, exam, byQuestion).map(
      ({ head, options, answer, stored }) => {
        return {
          ...head,
          options: options.map(({ id, text }) => ({ id, text })),
          answer,
          answered: isAnswered(answer),
          flagged: stored?.flagged ?? false,
        };
      },
    );
    return {
      id: String(row.id),
      exam: examHeader(exam, courses),
      status: row.submittedAt === null ? 'open' : 'submitted',
      started_at: iso(row.startedAt),
      deadline_at: iso(row.deadlineAt),
      server_now: iso(new Date(this.deps.now())),
      questions,
    };
  }
}

/**
 * The attempt's questions in its order, numbered, with their options in its order and the
 * member's stored answer (empty when none).
 */
function questionsOf(attempt: AttemptRow, exam: ExamRow, answers: ReadonlyMap<string, AnswerRow>) {
  const byId = new Map(exam.questions.map((question) => [question.id, question]));
  return attempt.questionOrder.flatMap((id, index) => {
    const question = byId.get(id);
    if (!question) return [];
    const order = attempt.optionOrder[id];
    const options =
      order && order.length === question.options.length
        ? order.flatMap((optionId) => question.options.filter((each) => each.id === optionId))
        : question.options;
    const stored = answers.get(id);
    const head = {
      id,
      number: index + 1,
      type: question.type,
      prompt: question.prompt,
      unit: question.unit ?? null,
    };
    const answer = stored ? answerOf(stored) : { option_ids: [], number: null };
    return [{ head, question, options, answer, stored }];
  });
}

function checkAnswer(question: ExamQuestion, body: AnswerBodyInput): void {
  if (question.type === 'numeric') {
    if (body.option_ids !== undefined && body.option_ids.length > 0)
      throw validationFailed({ option_ids: [NUMBER_ONLY] });
    return;
  }
  if (body.number !== undefined && body.number !== null)
    throw validationFailed({ number: [OPTIONS_ONLY] });
  if (body.option_ids === undefined) return;
  const known = new Set(question.options.map((option) => option.id));
  const chosen = new Set(body.option_ids);
  if (chosen.size !== body.option_ids.length || body.option_ids.some((id) => !known.has(id)))
    throw validationFailed({ option_ids: [UNKNOWN_OPTION] });
  if (question.type !== 'multiple' && chosen.size > 1)
    throw validationFailed({ option_ids: [ONE_OPTION] });
}

const answerOf = (row: AnswerRow) => ({ option_ids: row.optionIds, number: row.number });

const isAnswered = (answer: { option_ids: string[]; number: number | null }) =>
  answer.option_ids.length > 0 || answer.number !== null;

const givenOf = (row: AnswerRow | undefined): GivenAnswer | undefined =>
  row ? { optionIds: row.optionIds, number: row.number } : undefined;

function courseRefOf(courses: CourseRow[], courseId: number) {
  const course = courses.find((each) => each.id === courseId);
  if (!course) throw new Error(`exam of a missing course ${courseId}`);
  return { slug: course.slug, title: course.title, level: course.level };
}

function examHeader(exam: ExamRow, courses: CourseRow[]) {
  return {
    slug: exam.slug,
    title: exam.title,
    pass_mark: exam.passMark,
    time_limit_seconds: exam.timeLimitSeconds,
    course: courseRefOf(courses, exam.courseId),
  };
}
