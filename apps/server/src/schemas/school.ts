import { type Static, type TSchema, Type } from 'typebox';
import { COURSE_LEVELS, QUESTION_TYPES } from '../db/schema/index.ts';

/**
 * The trading school (issue 19): courses and lessons with each member's progress, timed exams
 * whose clock is the server's, their results and the badges passed exams give.
 */

/** How many submitted attempts `GET /api/exam-attempts` lists, newest first. */
export const ATTEMPT_LIST_SIZE = 200;
/** The most options a multiple-choice answer can name (the importer allows 8 options). */
export const ANSWER_OPTIONS_MAX = 8;

const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
const Slug = (description: string) =>
  Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80, description });
const DateTime = (description: string) => Type.String({ format: 'date-time', description });

export const CourseLevel = Type.Enum(COURSE_LEVELS, { description: 'The course’s level' });
export const QuestionType = Type.Enum(QUESTION_TYPES, {
  description:
    'single: one option; multiple: every right option and no other; true_false: the option true or false; numeric: a number within the tolerance',
});

// --- Courses and lessons ---------------------------------------------------------------------

const ExamRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
});

const CourseRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  level: CourseLevel,
});

export const CourseSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  level: CourseLevel,
  summary: Type.String(),
  lesson_count: Type.Integer({ minimum: 0 }),
  lessons_read: Type.Integer({
    minimum: 0,
    description: 'How many of its lessons the member has read',
  }),
  completed: Type.Boolean({ description: 'Every lesson read' }),
  minutes: Type.Integer({ minimum: 0, description: 'Reading time of all its lessons' }),
  exam: Nullable(ExamRef, 'The course’s exam, when it has one'),
});
export type CourseSummaryView = Static<typeof CourseSummary>;

const LessonRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  position: Type.Integer({ minimum: 1 }),
});

export const ContinueLesson = Type.Object(
  {
    course: CourseRef,
    lesson: LessonRef,
  },
  {
    description:
      'Where the member left off: the first unread lesson after the one they read last (or the first unread one of that course)',
  },
);

/** `GET /api/school/courses`. */
export const CourseList = Type.Object({
  courses: Type.Array(CourseSummary, { description: 'Beginner, intermediate, then advanced' }),
  continue: Nullable(
    ContinueLesson,
    'Null before the first lesson read, and once every lesson is read',
  ),
});
export type CourseListView = Static<typeof CourseList>;

export const LessonListItem = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  position: Type.Integer({ minimum: 1 }),
  minutes: Type.Integer({ minimum: 1 }),
  read: Type.Boolean(),
});

/** `GET /api/school/courses/{courseSlug}`. */
export const Course = Type.Object({
  ...CourseSummary.properties,
  intro_html: Type.String({
    description: 'The introduction, as safe HTML (raw HTML in the source is escaped)',
  }),
  lessons: Type.Array(LessonListItem),
});
export type CourseView = Static<typeof Course>;

export const LessonBlock = Type.Union([
  Type.Object({ type: Type.Literal('html'), html: Type.String({ description: 'Safe HTML' }) }),
  Type.Object({
    type: Type.Literal('chart'),
    caption: Type.String(),
    candles: Type.Array(Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }), {
      description: 'Each session’s [open, high, low, close], oldest first',
    }),
  }),
  Type.Object({
    type: Type.Literal('video'),
    title: Type.String(),
    url: Type.String({ description: 'The video’s page' }),
    embed_url: Type.String({ description: 'The player to embed (YouTube without cookies, Vimeo)' }),
  }),
]);
export type LessonBlockView = Static<typeof LessonBlock>;

/** `GET /api/school/courses/{courseSlug}/lessons/{lessonSlug}`. */
export const Lesson = Type.Object({
  course: CourseRef,
  slug: Type.String(),
  title: Type.String(),
  position: Type.Integer({ minimum: 1 }),
  lesson_count: Type.Integer({ minimum: 1 }),
  minutes: Type.Integer({ minimum: 1 }),
  blocks: Type.Array(LessonBlock),
  read: Type.Boolean(),
  previous: Nullable(LessonRef),
  next: Nullable(LessonRef),
});
export type LessonView = Static<typeof Lesson>;

export const CourseParams = Type.Object({ courseSlug: Slug('The course') });
export const LessonParams = Type.Object({
  courseSlug: Slug('The course'),
  lessonSlug: Slug('The lesson'),
});

/** `PUT …/lessons/{lessonSlug}/read`. */
export const LessonRead = Type.Object({
  read: Type.Literal(true),
  lessons_read: Type.Integer({ minimum: 1 }),
  lesson_count: Type.Integer({ minimum: 1 }),
  completed: Type.Boolean(),
});
export type LessonReadView = Static<typeof LessonRead>;

// --- Exams ---------------------------------------------------------------------------------

const OpenAttemptRef = Type.Object({
  id: Type.String(),
  deadline_at: DateTime('When the server submits it'),
});

export const ExamSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  course: CourseRef,
  question_count: Type.Integer({ minimum: 1 }),
  time_limit_seconds: Type.Integer({ minimum: 1 }),
  pass_mark: Type.Integer({ minimum: 1, maximum: 100, description: 'Percent' }),
  max_attempts: Type.Integer({ minimum: 1 }),
  attempts_used: Type.Integer({ minimum: 0 }),
  attempts_left: Type.Integer({ minimum: 0 }),
  best_score: Nullable(
    Type.Integer({ minimum: 0, maximum: 100 }),
    'Percent; null before a submitted attempt',
  ),
  passed: Type.Boolean({ description: 'Some attempt passed' }),
  open_attempt: Nullable(OpenAttemptRef, 'The attempt running now, to resume'),
});
export type ExamSummaryView = Static<typeof ExamSummary>;

/** `GET /api/exams`. */
export const ExamList = Type.Object({
  exams: Type.Array(ExamSummary, { description: 'In course order: beginner first' }),
});

export const ExamParams = Type.Object({ examSlug: Slug('The exam') });
export const AttemptParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'The attempt' }),
});
export const AnswerParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'The attempt' }),
  questionId: Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'The question' }),
});

const ExamHeader = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  pass_mark: Type.Integer({ minimum: 1, maximum: 100 }),
  time_limit_seconds: Type.Integer({ minimum: 1 }),
  course: CourseRef,
});

export const Answer = Type.Object({
  option_ids: Type.Array(Type.String(), {
    description: 'The chosen options (choice and true/false questions)',
  }),
  number: Nullable(Type.Number(), 'A numeric question’s answer'),
});
export type AnswerView = Static<typeof Answer>;

export const AttemptQuestion = Type.Object({
  id: Type.String(),
  number: Type.Integer({
    minimum: 1,
    description: 'Its place in this attempt (questions are shuffled per attempt)',
  }),
  type: QuestionType,
  prompt: Type.String({ description: 'Plain text' }),
  unit: Nullable(Type.String(), 'A numeric answer’s unit'),
  options: Type.Array(Type.Object({ id: Type.String(), text: Type.String() }), {
    description:
      'Shuffled per attempt (true/false stays True, False); which are right is not told before submission',
  }),
  answer: Answer,
  answered: Type.Boolean(),
  flagged: Type.Boolean({ description: 'Marked for review' }),
});
export type AttemptQuestionView = Static<typeof AttemptQuestion>;

/** `GET /api/exam-attempts/{id}`, and the answer to starting one. */
export const Attempt = Type.Object({
  id: Type.String(),
  exam: ExamHeader,
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted')]),
  started_at: DateTime('When it started'),
  deadline_at: DateTime(
    'The server submits the attempt at this instant; answers after it are refused',
  ),
  server_now: DateTime('The server’s clock when it answered, so a browser can correct its own'),
  questions: Type.Array(AttemptQuestion),
});
export type AttemptView = Static<typeof Attempt>;

/** `PUT /api/exam-attempts/{id}/answers/{questionId}`: what to keep; left-out fields stay. */
export const AnswerBody = Type.Object(
  {
    option_ids: Type.Optional(
      Type.Array(Type.String({ maxLength: 40 }), {
        maxItems: ANSWER_OPTIONS_MAX,
        description: 'The chosen options; [] clears the answer',
      }),
    ),
    number: Type.Optional(Nullable(Type.Number(), 'A numeric answer; null clears it')),
    flagged: Type.Optional(Type.Boolean({ description: 'Marked for review' })),
  },
  { additionalProperties: false },
);
export type AnswerBodyInput = Static<typeof AnswerBody>;

export const SavedAnswer = Type.Object({
  question_id: Type.String(),
  answer: Answer,
  answered: Type.Boolean(),
  flagged: Type.Boolean(),
  deadline_at: DateTime('The attempt’s deadline'),
  server_now: DateTime('The server’s clock when it saved the answer'),
});
export type SavedAnswerView = Static<typeof SavedAnswer>;

export const ResultQuestion = Type.Object({
  id: Type.String(),
  number: Type.Integer({ minimum: 1 }),
  type: QuestionType,
  prompt: Type.String(),
  unit: Nullable(Type.String()),
  options: Type.Array(
    Type.Object({
      id: Type.String(),
      text: Type.String(),
      correct: Type.Boolean(),
      chosen: Type.Boolean(),
    }),
  ),
  answer: Answer,
  correct_number: Nullable(Type.Number(), 'A numeric question’s answer'),
  tolerance: Nullable(Type.Number(), 'How far off a numeric answer still counts'),
  is_correct: Type.Boolean(),
  explanation: Type.String(),
});
export type ResultQuestionView = Static<typeof ResultQuestion>;

/** `GET /api/exam-attempts/{id}/result`, and the answer to submitting. Only its owner sees it. */
export const AttemptResult = Type.Object({
  id: Type.String(),
  exam: ExamHeader,
  started_at: DateTime('When it started'),
  submitted_at: DateTime('When it was submitted'),
  submitted_by: Type.Union([Type.Literal('member'), Type.Literal('deadline')], {
    description: 'The member, or the server at the deadline',
  }),
  time_taken_seconds: Type.Integer({ minimum: 0 }),
  correct: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent, rounded down' }),
  passed: Type.Boolean(),
  questions: Type.Array(ResultQuestion),
});
export type AttemptResultView = Static<typeof AttemptResult>;

export const PreviousResult = Type.Object({
  id: Type.String(),
  exam: Type.Object({ slug: Type.String(), title: Type.String() }),
  started_at: DateTime('When it started'),
  submitted_at: DateTime('When it was submitted'),
  submitted_by: Type.Union([Type.Literal('member'), Type.Literal('deadline')]),
  correct: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  pass_mark: Type.Integer({ minimum: 1, maximum: 100 }),
  passed: Type.Boolean(),
});
export type PreviousResultView = Static<typeof PreviousResult>;

/** `GET /api/exam-attempts`. */
export const PreviousResults = Type.Object({
  attempts: Type.Array(PreviousResult, {
    description: `Submitted attempts, newest first; at most ${ATTEMPT_LIST_SIZE}`,
  }),
});

export const Badge = Type.Object({
  exam: Type.Object({ slug: Type.String(), title: Type.String() }),
  course: CourseRef,
  score: Type.Integer({ minimum: 0, maximum: 100, description: 'The best passing score' }),
  earned_at: DateTime('When the first passing attempt was submitted'),
});
export type BadgeView = Static<typeof Badge>;

/** `GET /api/school/badges/{userName}`. */
export const BadgeList = Type.Object({
  badges: Type.Array(Badge, { description: 'One per exam passed, first earned first' }),
});
export const BadgeParams = Type.Object({
  userName: Type.String({ minLength: 1, maxLength: 60, description: 'The member’s user name' }),
});
