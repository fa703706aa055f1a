import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  AnswerBody,
  AnswerParams,
  ATTEMPT_LIST_SIZE,
  Attempt,
  AttemptParams,
  AttemptResult,
  BadgeList,
  BadgeParams,
  Course,
  CourseList,
  CourseParams,
  ExamList,
  ExamParams,
  Lesson,
  LessonParams,
  LessonRead,
  PreviousResults,
  SavedAnswer,
} from '../../schemas/school.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/**
 * The trading school (issue 19): courses and lessons with the member's progress, and timed
 * exams: attempts whose deadline the server keeps, answers saved one by one, results and badges.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(
    tag: string,
    operationId: string,
    summary: string,
    rest: T,
  ) => ({
    tags: [tag],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/school/courses',
    {
      ...member,
      schema: schema(
        'school',
        'getCourses',
        'Every course, beginner to advanced, with the member’s progress and where they left off',
        { response: { 200: CourseList, ...memberErrors } },
      ),
    },
    async (request) => app.services.school.courses(currentUser(request)),
  );

  app.get(
    '/api/school/courses/:courseSlug',
    {
      ...member,
      schema: schema(
        'school',
        'getCourse',
        'A course: its introduction and lessons, each read or not',
        {
          params: CourseParams,
          response: { 200: Course, 404: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.school.course(currentUser(request), request.params.courseSlug),
  );

  app.get(
    '/api/school/courses/:courseSlug/lessons/:lessonSlug',
    {
      ...member,
      schema: schema(
        'school',
        'getLesson',
        'A lesson’s body (HTML, charts, videos) and its neighbours',
        {
          params: LessonParams,
          response: { 200: Lesson, 404: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) =>
      app.services.school.lesson(
        currentUser(request),
        request.params.courseSlug,
        request.params.lessonSlug,
      ),
  );

  app.put(
    '/api/school/courses/:courseSlug/lessons/:lessonSlug/read',
    {
      ...member,
      schema: schema(
        'school',
        'markLessonRead',
        'Marks a lesson read; answers the course’s progress',
        {
          params: LessonParams,
          response: { 200: LessonRead, 404: ErrorResponse, ...memberErrors, ...writeErrors },
        },
      ),
    },
    async (request) =>
      app.services.school.markRead(
        currentUser(request),
        request.params.courseSlug,
        request.params.lessonSlug,
      ),
  );

  app.get(
    '/api/school/badges/:userName',
    {
      ...member,
      schema: schema('school', 'getBadges', 'A member’s badges: one per exam passed', {
        params: BadgeParams,
        response: { 200: BadgeList, 404: ErrorResponse, ...memberErrors },
      }),
    },
    async (request) => ({ badges: await app.services.exams.badges(request.params.userName) }),
  );

  app.get(
    '/api/exams',
    {
      ...member,
      schema: schema(
        'exams',
        'getExams',
        'Every exam with the member’s attempts left, best score and the attempt running now',
        { response: { 200: ExamList, ...memberErrors } },
      ),
    },
    async (request) => ({ exams: await app.services.exams.list(currentUser(request)) }),
  );

  app.post(
    '/api/exams/:examSlug/attempts',
    {
      ...member,
      schema: schema(
        'exams',
        'startExamAttempt',
        'Starts an attempt (201) with its deadline on the server, or answers the one running (200); 422 when no attempts are left',
        {
          params: ExamParams,
          response: {
            200: Attempt,
            201: Attempt,
            404: ErrorResponse,
            ...memberErrors,
            ...writeErrors,
          },
        },
      ),
    },
    async (request, reply) => {
      const { created, attempt } = await app.services.exams.start(
        currentUser(request),
        request.params.examSlug,
      );
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/api/exam-attempts',
    {
      ...member,
      schema: schema(
        'exams',
        'getPreviousResults',
        `The member’s submitted attempts, newest first; at most ${ATTEMPT_LIST_SIZE}`,
        { response: { 200: PreviousResults, ...memberErrors } },
      ),
    },
    async (request) => ({ attempts: await app.services.exams.previous(currentUser(request)) }),
  );

  app.get(
    '/api/exam-attempts/:id',
    {
      ...member,
      schema: schema(
        'exams',
        'getExamAttempt',
        'The member’s attempt: deadline, the server’s clock, questions (no right answers) and saved answers; 404 for anyone else’s',
        {
          params: AttemptParams,
          response: { 200: Attempt, 404: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.exams.attempt(currentUser(request), request.params.id),
  );

  app.put(
    '/api/exam-attempts/:id/answers/:questionId',
    {
      ...member,
      schema: schema(
        'exams',
        'saveExamAnswer',
        'Saves an answer and its review flag (the last write wins); 409 once the attempt is submitted or its deadline has passed',
        {
          params: AnswerParams,
          body: AnswerBody,
          response: {
            200: SavedAnswer,
            404: ErrorResponse,
            409: ErrorResponse,
            ...memberErrors,
            ...writeErrors,
          },
        },
      ),
    },
    async (request) =>
      app.services.exams.answer(
        currentUser(request),
        request.params.id,
        request.params.questionId,
        request.body,
      ),
  );

  app.post(
    '/api/exam-attempts/:id/submit',
    {
      ...member,
      schema: schema(
        'exams',
        'submitExamAttempt',
        'Submits the attempt and answers its result (again: the same result)',
        {
          params: AttemptParams,
          response: { 200: AttemptResult, 404: ErrorResponse, ...memberErrors, ...writeErrors },
        },
      ),
    },
    async (request) => app.services.exams.submit(currentUser(request), request.params.id),
  );

  app.get(
    '/api/exam-attempts/:id/result',
    {
      ...member,
      schema: schema(
        'exams',
        'getExamResult',
        'A submitted attempt’s result with the right answers and explanations, for its owner only; 409 while it runs',
        {
          params: AttemptParams,
          response: { 200: AttemptResult, 404: ErrorResponse, 409: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.exams.result(currentUser(request), request.params.id),
  );
};

export default routes;
