import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  examAnswers,
  examAttempts,
  exams,
  schoolCourses,
  schoolLessonReads,
  schoolLessons,
} from '../../db/schema/index.ts';

export type CourseRow = typeof schoolCourses.$inferSelect;
export type LessonRow = typeof schoolLessons.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;
export type AnswerRow = typeof examAnswers.$inferSelect;

/** A lesson without its body, for lists. */
export type LessonHead = Pick<
  LessonRow,
  'id' | 'courseId' | 'slug' | 'position' | 'title' | 'minutes'
>;

export interface NewAttempt {
  examId: number;
  userId: number;
  startedAt: Date;
  deadlineAt: Date;
  questionOrder: string[];
  optionOrder: Record<string, string[]>;
  total: number;
}

export interface AttemptScore {
  submittedAt: Date;
  submittedBy: 'member' | 'deadline';
  correct: number;
  score: number;
  passed: boolean;
}

const LEVEL_ORDER = sql`case ${schoolCourses.level} when 'beginner' then 1 when 'intermediate' then 2 else 3 end`;

const lessonHead = {
  id: schoolLessons.id,
  courseId: schoolLessons.courseId,
  slug: schoolLessons.slug,
  position: schoolLessons.position,
  title: schoolLessons.title,
  minutes: schoolLessons.minutes,
};

/** The school's queries: courses, lessons, reads, exams, attempts and answers. */
export class SchoolRepository {
  constructor(private readonly db: Database) {}

  /** Every course, beginner to advanced, by position within a level. */
  courses(tx: Executor = this.db): Promise<CourseRow[]> {
    return tx
      .select()
      .from(schoolCourses)
      .orderBy(LEVEL_ORDER, asc(schoolCourses.position), asc(schoolCourses.id));
  }

  async courseBySlug(slug: string, tx: Executor = this.db): Promise<CourseRow | undefined> {
    const [row] = await tx.select().from(schoolCourses).where(eq(schoolCourses.slug, slug));
    return row;
  }

  /** Every lesson's head, by course and position. */
  lessonHeads(tx: Executor = this.db): Promise<LessonHead[]> {
    return tx
      .select(lessonHead)
      .from(schoolLessons)
      .orderBy(asc(schoolLessons.courseId), asc(schoolLessons.position));
  }

  async lesson(courseId: number, slug: string, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(schoolLessons)
      .where(and(eq(schoolLessons.courseId, courseId), eq(schoolLessons.slug, slug)));
    return row;
  }

  /** The member's reads, newest first. */
  reads(userId: number, tx: Executor = this.db) {
    return tx
      .select({ lessonId: schoolLessonReads.lessonId, readAt: schoolLessonReads.readAt })
      .from(schoolLessonReads)
      .where(eq(schoolLessonReads.userId, userId))
      .orderBy(desc(schoolLessonReads.readAt), desc(schoolLessonReads.lessonId));
  }

  /** Marks a lesson read (again: its time moves to now). */
  async markRead(userId: number, lessonId: number, at: Date, tx: Executor = this.db) {
    await tx
      .insert(schoolLessonReads)
      .values({ userId, lessonId, readAt: at })
      .onConflictDoUpdate({
        target: [schoolLessonReads.userId, schoolLessonReads.lessonId],
        set: { readAt: at },
      });
  }

  /** Every exam, in course order. */
  exams(tx: Executor = this.db): Promise<ExamRow[]> {
    return tx
      .select({ exam: exams })
      .from(exams)
      .innerJoin(schoolCourses, eq(schoolCourses.id, exams.courseId))
      .orderBy(LEVEL_ORDER, asc(schoolCourses.position), asc(exams.id))
      .then((rows) => rows.map((row) => row.exam));
  }

  async examBySlug(slug: string, tx: Executor = this.db): Promise<ExamRow | undefined> {
    const [row] = await tx.select().from(exams).where(eq(exams.slug, slug));
    return row;
  }

  async examById(id: number, tx: Executor = this.db): Promise<ExamRow | undefined> {
    const [row] = await tx.select().from(exams).where(eq(exams.id, id));
    return row;
  }

  async courseById(id: number, tx: Executor = this.db): Promise<CourseRow | undefined> {
    const [row] = await tx.select().from(schoolCourses).where(eq(schoolCourses.id, id));
    return row;
  }

  /** The member's attempts (all exams, or one), newest first. */
  attemptsOf(userId: number, examId?: number, tx: Executor = this.db): Promise<AttemptRow[]> {
    return tx
      .select()
      .from(examAttempts)
      .where(
        examId === undefined
          ? eq(examAttempts.userId, userId)
          : and(eq(examAttempts.userId, userId), eq(examAttempts.examId, examId)),
      )
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id));
  }

  /** The member's submitted attempts, newest first. */
  submittedOf(userId: number, limit: number, tx: Executor = this.db): Promise<AttemptRow[]> {
    return tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.submittedAt)))
      .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id))
      .limit(limit);
  }

  /** The member's passing attempts, first submitted first. */
  passedOf(userId: number, tx: Executor = this.db): Promise<AttemptRow[]> {
    return tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.passed, true)))
      .orderBy(asc(examAttempts.submittedAt), asc(examAttempts.id));
  }

  async attempt(id: number, tx: Executor = this.db): Promise<AttemptRow | undefined> {
    const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, id));
    return row;
  }

  /** The attempt, locked until the transaction ends (answers and submission take turns). */
  async lockAttempt(id: number, tx: Executor): Promise<AttemptRow | undefined> {
    const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, id)).for('update');
    return row;
  }

  /** The member's open attempt at an exam (at most one: a partial unique index). */
  async openAttempt(examId: number, userId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.examId, examId),
          eq(examAttempts.userId, userId),
          isNull(examAttempts.submittedAt),
        ),
      );
    return row;
  }

  /** Inserts an attempt unless one is open already (then undefined). */
  async insertAttempt(
    attempt: NewAttempt,
    tx: Executor = this.db,
  ): Promise<AttemptRow | undefined> {
    const [row] = await tx
      .insert(examAttempts)
      .values(attempt)
      .onConflictDoNothing({
        target: [examAttempts.examId, examAttempts.userId],
        where: isNull(examAttempts.submittedAt),
      })
      .returning();
    return row;
  }

  answers(attemptId: number, tx: Executor = this.db): Promise<AnswerRow[]> {
    return tx.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  }

  /**
   * Writes an answer (one row per question: the last write wins). Fields left undefined keep
   * their stored value.
   */
  async saveAnswer(
    answer: {
      attemptId: number;
      questionId: string;
      optionIds?: string[];
      number?: number | null;
      flagged?: boolean;
      at: Date;
    },
    tx: Executor = this.db,
  ): Promise<AnswerRow> {
    const set: Partial<AnswerRow> = { updatedAt: answer.at };
    if (answer.optionIds !== undefined) set.optionIds = answer.optionIds;
    if (answer.number !== undefined) set.number = answer.number;
    if (answer.flagged !== undefined) set.flagged = answer.flagged;
    const [row] = await tx
      .insert(examAnswers)
      .values({
        attemptId: answer.attemptId,
        questionId: answer.questionId,
        optionIds: answer.optionIds ?? [],
        number: answer.number ?? null,
        flagged: answer.flagged ?? false,
        updatedAt: answer.at,
      })
      .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set })
      .returning();
    if (!row) throw new Error('the answer was not saved');
    return row;
  }

  /** Writes the score of an attempt still open; false when it was submitted already. */
  async submit(id: number, score: AttemptScore, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(examAttempts)
      .set(score)
      .where(and(eq(examAttempts.id, id), isNull(examAttempts.submittedAt)))
      .returning({ id: examAttempts.id });
    return rows.length > 0;
  }

  /** Open attempts whose deadline has passed (a sweep after downtime, besides each one's job). */
  overdue(now: Date, limit: number, tx: Executor = this.db) {
    return tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(isNull(examAttempts.submittedAt), sql`${examAttempts.deadlineAt} <= ${now}`))
      .limit(limit);
  }

  /** Exams by id, for attempt lists. */
  examsByIds(ids: number[], tx: Executor = this.db): Promise<ExamRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx.select().from(exams).where(inArray(exams.id, ids));
  }
}
