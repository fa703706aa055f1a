import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A course's level on `/trading-school`, easiest first. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The kinds of exam question. */
export const QUESTION_TYPES = ['single', 'multiple', 'true_false', 'numeric'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * One part of a lesson's body, as the importer renders it from Markdown: HTML (the importer's
 * Markdown renderer escapes raw HTML, so this is safe to insert), a candlestick chart drawn from
 * the candles the lesson gives, or a video embedded from an allowed host.
 */
export type LessonBlock =
  | { type: 'html'; html: string }
  | {
      type: 'chart';
      caption: string;
      /** Open, high, low, close of each session, oldest first. */
      candles: [number, number, number, number][];
    }
  | { type: 'video'; title: string; url: string; embedUrl: string };

/** An option of a choice question; `id` is stable across imports (a, b, c … by position). */
export interface QuestionOption {
  id: string;
  text: string;
  correct: boolean;
}

/**
 * A question as imported (the answers included: this never leaves the server before the attempt
 * is submitted). A true/false question has the options `true` and `false`.
 */
export interface ExamQuestion {
  /** Stable within its exam (given in the file). */
  id: string;
  type: QuestionType;
  prompt: string;
  options: QuestionOption[];
  /** A numeric question's answer and how far off still counts. */
  answer?: number;
  tolerance?: number;
  unit?: string;
  explanation: string;
}

/** A course, imported from `content/school/courses/<slug>/course.md`. */
export const schoolCourses = pgTable(
  'school_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    /** Order within its level. */
    position: integer('position').notNull(),
    summary: text('summary').notNull(),
    /** The course page's introduction, rendered HTML. */
    introHtml: text('intro_html').notNull(),
  },
  (t) => [
    uniqueIndex('school_courses_slug_idx').on(t.slug),
    check(
      'school_courses_level_known',
      sql`${t.level} in ('beginner', 'intermediate', 'advanced')`,
    ),
  ],
);

/** A lesson, imported from `content/school/courses/<course>/<NN>-<slug>.md`. */
export const schoolLessons = pgTable(
  'school_lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => schoolCourses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Reading time the author gives. */
    minutes: integer('minutes').notNull(),
    blocks: jsonb('blocks').$type<LessonBlock[]>().notNull(),
  },
  (t) => [uniqueIndex('school_lessons_course_slug_idx').on(t.courseId, t.slug)],
);

/** A lesson a member has read (once; the time of the latest read). */
export const schoolLessonReads = pgTable(
  'school_lesson_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => schoolLessons.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('school_lesson_reads_user_read_idx').on(t.userId, t.readAt),
  ],
);

/** An exam, imported from `content/school/exams/<slug>.yaml`. */
export const exams = pgTable(
  'exams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => schoolCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    /** The score, in percent, that passes. */
    passMark: integer('pass_mark').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    questions: jsonb('questions').$type<ExamQuestion[]>().notNull(),
  },
  (t) => [
    uniqueIndex('exams_slug_idx').on(t.slug),
    check('exams_pass_mark_range', sql`${t.passMark} between 1 and 100`),
    check('exams_time_limit_positive', sql`${t.timeLimitSeconds} > 0`),
  ],
);

/**
 * A member's attempt at an exam. Its clock is `deadline_at`, set by the server when it starts;
 * a job queued for the deadline (and every read after it) submits an attempt still open. The
 * questions' and options' order is drawn once per attempt and kept here. The score is written
 * once, when it is submitted.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Question ids in this attempt's order. */
    questionOrder: jsonb('question_order').$type<string[]>().notNull(),
    /** Each choice question's option ids in this attempt's order. */
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who ended it: the member, or the server at the deadline. */
    submittedBy: text('submitted_by', { enum: ['member', 'deadline'] }),
    correct: integer('correct'),
    total: integer('total').notNull(),
    /** correct / total, in whole percent (rounded down). */
    score: integer('score'),
    passed: boolean('passed'),
  },
  (t) => [
    index('exam_attempts_user_started_idx').on(t.userId, t.startedAt),
    index('exam_attempts_exam_user_idx').on(t.examId, t.userId),
    // At most one open attempt per member and exam.
    uniqueIndex('exam_attempts_one_open_idx')
      .on(t.examId, t.userId)
      .where(sql`${t.submittedAt} is null`),
    check(
      'exam_attempts_submitted_by_known',
      sql`${t.submittedBy} is null or ${t.submittedBy} in ('member', 'deadline')`,
    ),
  ],
);

/**
 * A member's answer to one question of an attempt: one row per question (the last write wins),
 * with the question's review flag.
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** The chosen options' ids (choice and true/false questions). */
    optionIds: jsonb('option_ids').$type<string[]>().notNull().default([]),
    /** A numeric question's answer. */
    number: doublePrecision('number'),
    flagged: boolean('flagged').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
