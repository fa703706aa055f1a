import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ExamQuestion,
  examAnswers,
  examAttempts,
  exams,
  schoolCourses,
  schoolLessons,
} from '../../src/db/schema/index.ts';
import {
  ALREADY_SUBMITTED,
  ATTEMPT_NOT_FOUND,
  EXAM_DEADLINE_JOB,
  NO_ATTEMPTS_LEFT,
  NUMBER_ONLY,
  ONE_OPTION,
  STILL_RUNNING,
  TIME_IS_UP,
  UNKNOWN_OPTION,
} from '../../src/modules/school/exams.service.ts';
import type {
  AttemptResultView,
  AttemptView,
  BadgeView,
  CourseListView,
  CourseView,
  ExamSummaryView,
  LessonView,
  PreviousResultView,
  SavedAnswerView,
} from '../../src/schemas/school.ts';
import { type Agent, buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

// Tuesday 10 March 2026, 15:00 UTC.
const NOW = Date.UTC(2026, 2, 10, 15);
const LIMIT_SECONDS = 600;

/** One question of each type; the right answers are b, a+c, false and 2.5 ± 0.05. */
const QUESTIONS: ExamQuestion[] = [
  {
    id: 'market-order',
    type: 'single',
    prompt: 'Which order fills at once at the best price available?',
    options: [
      { id: 'a', text: 'A limit order', correct: false },
      { id: 'b', text: 'A market order', correct: true },
      { id: 'c', text: 'A stop order', correct: false },
    ],
    explanation: 'A market order takes the best price on the other side of the book.',
  },
  {
    id: 'spread-parts',
    type: 'multiple',
    prompt: 'Which two prices make the spread?',
    options: [
      { id: 'a', text: 'The bid', correct: true },
      { id: 'b', text: 'The last trade', correct: false },
      { id: 'c', text: 'The ask', correct: true },
      { id: 'd', text: 'The close', correct: false },
    ],
    explanation: 'The spread is the ask minus the bid.',
  },
  {
    id: 'limit-guarantee',
    type: 'true_false',
    prompt: 'A limit order is always filled.',
    options: [
      { id: 'true', text: 'True', correct: false },
      { id: 'false', text: 'False', correct: true },
    ],
    explanation: 'A limit order fills only at its price or better, which may never come.',
  },
  {
    id: 'risk-percent',
    type: 'numeric',
    prompt: 'Risking $250 of a $10,000 account is what percent?',
    options: [],
    answer: 2.5,
    tolerance: 0.05,
    unit: '%',
    explanation: '250 / 10,000 = 2.5 %.',
  },
];

/** Each question's right answer, as the API takes it. */
const RIGHT = {
  'market-order': { option_ids: ['b'] },
  'spread-parts': { option_ids: ['c', 'a'] },
  'limit-guarantee': { option_ids: ['false'] },
  'risk-percent': { number: 2.54 },
} as const;

describe.each(drivers)('trading school on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    clock = NOW;
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => clock);
  });

  /** Two courses (beginner, advanced), three lessons in the first, and its exam. */
  async function seedSchool(maxAttempts = 2) {
    const [basics, advanced] = await db()
      .insert(schoolCourses)
      .values([
        {
          slug: 'how-markets-work',
          title: 'How markets work',
          level: 'beginner',
          position: 1,
          summary: 'Orders, spreads and sessions.',
          introHtml: '<p>Start here.</p>',
        },
        {
          slug: 'options-and-risk',
          title: 'Options and risk',
          level: 'advanced',
          position: 1,
          summary: 'Calls, puts and sizing.',
          introHtml: '<p>Later.</p>',
        },
      ])
      .returning();
    if (!basics || !advanced) throw new Error('courses not inserted');
    await db()
      .insert(schoolLessons)
      .values([
        ...['orders', 'spread', 'sessions'].map((slug, index) => ({
          courseId: basics.id,
          slug,
          position: index + 1,
          title: `Lesson ${slug}`,
          minutes: 5,
          blocks: [{ type: 'html' as const, html: `<p>${slug}</p>` }],
        })),
        {
          courseId: advanced.id,
          slug: 'calls',
          position: 1,
          title: 'Calls',
          minutes: 7,
          blocks: [
            {
              type: 'video' as const,
              title: 'Calls explained',
              url: 'https://vimeo.com/1',
              embedUrl: 'https://player.vimeo.com/video/1',
            },
            { type: 'chart' as const, caption: 'A hammer', candles: [[10, 11, 8, 10.8]] },
          ],
        },
      ]);
    await db().insert(exams).values({
      slug: 'market-basics',
      courseId: basics.id,
      title: 'Market basics',
      description: 'Orders and spreads.',
      timeLimitSeconds: LIMIT_SECONDS,
      passMark: 70,
      maxAttempts,
      questions: QUESTIONS,
    });
  }

  const start = (agent: Agent) => agent.post('/api/exams/market-basics/attempts');
  const answer = (agent: Agent, attempt: string, question: string, body: object) =>
    agent.put(`/api/exam-attempts/${attempt}/answers/${question}`, body);

  describe('courses and lessons', () => {
    it('lists courses by level with progress, and continues after the last lesson read', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());

      const before = (await agent.get('/api/school/courses')).json<CourseListView>();
      expect(before.courses.map((course) => [course.slug, course.level])).toEqual([
        ['how-markets-work', 'beginner'],
        ['options-and-risk', 'advanced'],
      ]);
      expect(before.courses[0]).toMatchObject({
        lesson_count: 3,
        lessons_read: 0,
        completed: false,
        minutes: 15,
        exam: { slug: 'market-basics', title: 'Market basics' },
      });
      expect(before.courses[1]?.exam).toBeNull();
      expect(before.continue).toBeNull();

      const read = await agent.put('/api/school/courses/how-markets-work/lessons/orders/read');
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        read: true,
        lessons_read: 1,
        lesson_count: 3,
        completed: false,
      });

      const after = (await agent.get('/api/school/courses')).json<CourseListView>();
      expect(after.continue).toEqual({
        course: { slug: 'how-markets-work', title: 'How markets work', level: 'beginner' },
        lesson: { slug: 'spread', title: 'Lesson spread', position: 2 },
      });

      clock += 60_000;
      await agent.put('/api/school/courses/how-markets-work/lessons/sessions/read');
      // The last read is the last lesson: the first unread one of the course comes next.
      expect(
        (await agent.get('/api/school/courses')).json<CourseListView>().continue?.lesson.slug,
      ).toBe('spread');
      clock += 60_000;
      const done = await agent.put('/api/school/courses/how-markets-work/lessons/spread/read');
      expect(done.json()).toMatchObject({ lessons_read: 3, completed: true });
      // A finished course hands over to the next one with unread lessons.
      expect((await agent.get('/api/school/courses')).json<CourseListView>().continue).toEqual({
        course: { slug: 'options-and-risk', title: 'Options and risk', level: 'advanced' },
        lesson: { slug: 'calls', title: 'Calls', position: 1 },
      });

      const course = (await agent.get('/api/school/courses/how-markets-work')).json<CourseView>();
      expect(course.intro_html).toBe('<p>Start here.</p>');
      expect(course.lessons.map((lesson) => [lesson.slug, lesson.read])).toEqual([
        ['orders', true],
        ['spread', true],
        ['sessions', true],
      ]);
      expect(course.completed).toBe(true);

      // Another member's progress is their own.
      const other = await loggedInMember(app, db());
      const theirs = (await other.agent.get('/api/school/courses')).json<CourseListView>();
      expect(theirs.courses[0]?.lessons_read).toBe(0);
    });

    it('answers a lesson with its blocks and neighbours, and 404 for unknown ones', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const middle = (
        await agent.get('/api/school/courses/how-markets-work/lessons/spread')
      ).json<LessonView>();
      expect(middle).toMatchObject({
        title: 'Lesson spread',
        position: 2,
        lesson_count: 3,
        read: false,
        previous: { slug: 'orders' },
        next: { slug: 'sessions' },
        blocks: [{ type: 'html', html: '<p>spread</p>' }],
      });
      const calls = (
        await agent.get('/api/school/courses/options-and-risk/lessons/calls')
      ).json<LessonView>();
      expect(calls.previous).toBeNull();
      expect(calls.next).toBeNull();
      expect(calls.blocks).toEqual([
        {
          type: 'video',
          title: 'Calls explained',
          url: 'https://vimeo.com/1',
          embed_url: 'https://player.vimeo.com/video/1',
        },
        { type: 'chart', caption: 'A hammer', candles: [[10, 11, 8, 10.8]] },
      ]);

      const missing = await agent.get('/api/school/courses/how-markets-work/lessons/nope');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No lesson found');
      expect((await agent.get('/api/school/courses/nope')).statusCode).toBe(404);
      expect((await agent.put('/api/school/courses/nope/lessons/orders/read')).statusCode).toBe(
        404,
      );
    });
  });

  describe('exam attempts', () => {
    it('starts with the server’s deadline, shuffles per attempt and never sends the answers', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());

      const started = await start(agent);
      expect(started.statusCode).toBe(201);
      const attempt = started.json<AttemptView>();
      expect(attempt.status).toBe('open');
      expect(attempt.started_at).toBe(new Date(NOW).toISOString());
      expect(attempt.deadline_at).toBe(new Date(NOW + LIMIT_SECONDS * 1000).toISOString());
      expect(attempt.server_now).toBe(new Date(NOW).toISOString());
      expect(attempt.questions.map((question) => question.id).sort()).toEqual(
        QUESTIONS.map((question) => question.id).sort(),
      );
      expect(attempt.questions.map((question) => question.number)).toEqual([1, 2, 3, 4]);
      expect(attempt.questions.find((q) => q.id === 'limit-guarantee')?.options).toEqual([
        { id: 'true', text: 'True' },
        { id: 'false', text: 'False' },
      ]);
      // Nothing of the right answers leaves the server before submission.
      const body = started.body;
      expect(body).not.toMatch(/"correct"|explanation|tolerance|2\.5/);
      for (const question of QUESTIONS)
        expect(body).not.toContain(question.explanation.slice(0, 20));

      // Starting again (a second tab) answers the same attempt.
      const again = await start(agent);
      expect(again.statusCode).toBe(200);
      expect(again.json<AttemptView>().id).toBe(attempt.id);

      // The deadline job is queued for the deadline.
      const [row] = await db()
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, Number(attempt.id)));
      expect(row?.deadlineAt.getTime()).toBe(NOW + LIMIT_SECONDS * 1000);
      expect(row?.questionOrder).toHaveLength(4);

      const exams = (await agent.get('/api/exams')).json<{ exams: ExamSummaryView[] }>().exams;
      expect(exams[0]).toMatchObject({
        slug: 'market-basics',
        question_count: 4,
        time_limit_seconds: LIMIT_SECONDS,
        pass_mark: 70,
        max_attempts: 2,
        attempts_used: 1,
        attempts_left: 1,
        best_score: null,
        passed: false,
        open_attempt: { id: attempt.id, deadline_at: attempt.deadline_at },
        course: { slug: 'how-markets-work', level: 'beginner' },
      });
    });

    it('draws a different order for different attempts', async () => {
      await seedSchool(20);
      const { agent } = await loggedInMember(app, db());
      const orders = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const attempt = (await start(agent)).json<AttemptView>();
        orders.add(
          attempt.questions
            .map((question) => `${question.id}:${question.options.map((o) => o.id).join('')}`)
            .join('|'),
        );
        await agent.post(`/api/exam-attempts/${attempt.id}/submit`);
      }
      // 4! question orders × 3! × 4! option orders: twelve draws all alike is (1/3456)^11.
      expect(orders.size).toBeGreaterThan(1);
    });

    it('saves answers as they come and resumes them with the clock still running', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();

      clock += 30_000;
      const first = await answer(agent, attempt.id, 'market-order', { option_ids: ['b'] });
      expect(first.statusCode).toBe(200);
      expect(first.json<SavedAnswerView>()).toEqual({
        question_id: 'market-order',
        answer: { option_ids: ['b'], number: null },
        answered: true,
        flagged: false,
        deadline_at: attempt.deadline_at,
        server_now: new Date(NOW + 30_000).toISOString(),
      });
      await answer(agent, attempt.id, 'risk-percent', { number: 2.5, flagged: true });
      // A flag alone keeps the answer.
      await answer(agent, attempt.id, 'market-order', { flagged: true });

      clock += 90_000;
      const resumed = (await agent.get(`/api/exam-attempts/${attempt.id}`)).json<AttemptView>();
      expect(resumed.deadline_at).toBe(attempt.deadline_at);
      expect(resumed.server_now).toBe(new Date(NOW + 120_000).toISOString());
      const byId = new Map(resumed.questions.map((question) => [question.id, question]));
      expect(byId.get('market-order')).toMatchObject({
        answer: { option_ids: ['b'], number: null },
        answered: true,
        flagged: true,
      });
      expect(byId.get('risk-percent')).toMatchObject({
        answer: { option_ids: [], number: 2.5 },
        flagged: true,
      });
      expect(byId.get('spread-parts')).toMatchObject({ answered: false, flagged: false });
      // The same order as when it started.
      expect(resumed.questions.map((question) => question.id)).toEqual(
        attempt.questions.map((question) => question.id),
      );

      // Clearing an answer.
      await answer(agent, attempt.id, 'market-order', { option_ids: [] });
      const cleared = (await agent.get(`/api/exam-attempts/${attempt.id}`)).json<AttemptView>();
      expect(cleared.questions.find((q) => q.id === 'market-order')?.answered).toBe(false);
    });

    it('refuses answers that do not fit the question', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();
      const cases: [string, object, string, string][] = [
        ['market-order', { option_ids: ['z'] }, 'option_ids', UNKNOWN_OPTION],
        ['market-order', { option_ids: ['a', 'b'] }, 'option_ids', ONE_OPTION],
        ['spread-parts', { option_ids: ['a', 'a'] }, 'option_ids', UNKNOWN_OPTION],
        ['limit-guarantee', { option_ids: ['true', 'false'] }, 'option_ids', ONE_OPTION],
        ['risk-percent', { option_ids: ['a'] }, 'option_ids', NUMBER_ONLY],
        ['market-order', { number: 3 }, 'number', 'This question takes options, not a number'],
      ];
      for (const [question, body, field, message] of cases) {
        const response = await answer(agent, attempt.id, question, body);
        expect(response.statusCode, `${question} ${JSON.stringify(body)}`).toBe(422);
        expect(response.json().errors[field]).toEqual([message]);
      }
      expect((await answer(agent, attempt.id, 'no-such', { option_ids: [] })).statusCode).toBe(404);
      // Nothing was saved by the refusals.
      expect(await db().select().from(examAnswers)).toEqual([]);
    });

    it('refuses answers after the deadline and submits the attempt then', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();
      await answer(agent, attempt.id, 'market-order', RIGHT['market-order']);

      clock = NOW + LIMIT_SECONDS * 1000 - 1;
      expect(
        (await answer(agent, attempt.id, 'spread-parts', RIGHT['spread-parts'])).statusCode,
      ).toBe(200);
      clock = NOW + LIMIT_SECONDS * 1000;
      const late = await answer(agent, attempt.id, 'limit-guarantee', RIGHT['limit-guarantee']);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'ATTEMPT_CLOSED', message: TIME_IS_UP });

      const result = (
        await agent.get(`/api/exam-attempts/${attempt.id}/result`)
      ).json<AttemptResultView>();
      expect(result).toMatchObject({
        submitted_by: 'deadline',
        submitted_at: attempt.deadline_at,
        time_taken_seconds: LIMIT_SECONDS,
        correct: 2,
        total: 4,
        score: 50,
        passed: false,
      });
      const again = await answer(agent, attempt.id, 'limit-guarantee', RIGHT['limit-guarantee']);
      expect(again.json()).toMatchObject({ code: 'ATTEMPT_CLOSED', message: ALREADY_SUBMITTED });
      expect((await agent.get(`/api/exam-attempts/${attempt.id}`)).json<AttemptView>().status).toBe(
        'submitted',
      );
    });

    it('submits at the deadline from the job queue after a restart, with no browser', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();
      await answer(agent, attempt.id, 'market-order', RIGHT['market-order']);
      await answer(agent, attempt.id, 'risk-percent', RIGHT['risk-percent']);
      await answer(agent, attempt.id, 'spread-parts', RIGHT['spread-parts']);
      await app.close();

      const restarted = await buildTestApp(database.handle);
      vi.spyOn(restarted.services.quotes, 'now').mockImplementation(() => clock);
      // Run early (this process's clock says not yet): nothing is submitted, and the job is
      // queued again for the time left rather than spinning.
      await restarted.jobs.run(EXAM_DEADLINE_JOB, { attemptId: Number(attempt.id) });
      const [early] = await db()
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, Number(attempt.id)));
      expect(early?.submittedAt).toBeNull();

      clock = NOW + LIMIT_SECONDS * 1000 + 5_000;
      expect(await restarted.jobs.runQueued(EXAM_DEADLINE_JOB)).toBeGreaterThanOrEqual(1); // earlier tests' jobs too
      const [row] = await db()
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, Number(attempt.id)));
      expect(row).toMatchObject({
        submittedBy: 'deadline',
        correct: 3,
        score: 75,
        passed: true,
      });
      expect(row?.submittedAt?.getTime()).toBe(NOW + LIMIT_SECONDS * 1000);
      // Once only.
      await restarted.jobs.run(EXAM_DEADLINE_JOB, { attemptId: Number(attempt.id) });
      expect(await restarted.jobs.runQueued(EXAM_DEADLINE_JOB)).toBe(0);
    });

    it('scores every question type and shows the result, history and badge to the owner only', async () => {
      await seedSchool();
      const { agent, row: member } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();
      expect((await agent.get(`/api/exam-attempts/${attempt.id}/result`)).json()).toMatchObject({
        code: 'ATTEMPT_RUNNING',
        message: STILL_RUNNING,
      });
      for (const [question, body] of Object.entries(RIGHT))
        expect((await answer(agent, attempt.id, question, body)).statusCode).toBe(200);
      clock += 125_000;
      const submitted = await agent.post(`/api/exam-attempts/${attempt.id}/submit`);
      expect(submitted.statusCode).toBe(200);
      const result = submitted.json<AttemptResultView>();
      expect(result).toMatchObject({
        submitted_by: 'member',
        time_taken_seconds: 125,
        correct: 4,
        total: 4,
        score: 100,
        passed: true,
        exam: { slug: 'market-basics', pass_mark: 70, course: { slug: 'how-markets-work' } },
      });
      const numeric = result.questions.find((question) => question.id === 'risk-percent');
      expect(numeric).toMatchObject({
        answer: { option_ids: [], number: 2.54 },
        correct_number: 2.5,
        tolerance: 0.05,
        unit: '%',
        is_correct: true,
        explanation: '250 / 10,000 = 2.5 %.',
      });
      const multiple = result.questions.find((question) => question.id === 'spread-parts');
      expect(
        multiple?.options
          .filter((o) => o.correct)
          .map((o) => o.id)
          .sort(),
      ).toEqual(['a', 'c']);
      expect(
        multiple?.options
          .filter((o) => o.chosen)
          .map((o) => o.id)
          .sort(),
      ).toEqual(['a', 'c']);
      // Submitting again answers the same result.
      expect((await agent.post(`/api/exam-attempts/${attempt.id}/submit`)).json()).toEqual(result);

      // A second attempt with every answer wrong or partial.
      const second = (await start(agent)).json<AttemptView>();
      expect(second.id).not.toBe(attempt.id);
      await answer(agent, second.id, 'market-order', { option_ids: ['a'] });
      await answer(agent, second.id, 'spread-parts', { option_ids: ['a'] });
      await answer(agent, second.id, 'limit-guarantee', { option_ids: ['true'] });
      await answer(agent, second.id, 'risk-percent', { number: 2.6 });
      clock += 60_000;
      const failed = (
        await agent.post(`/api/exam-attempts/${second.id}/submit`)
      ).json<AttemptResultView>();
      expect(failed).toMatchObject({ correct: 0, score: 0, passed: false });
      expect(failed.questions.every((question) => !question.is_correct)).toBe(true);

      // No third attempt: the exam allows two.
      const third = await start(agent);
      expect(third.statusCode).toBe(422);
      expect(third.json().errors.exam).toEqual([NO_ATTEMPTS_LEFT]);

      const previous = (await agent.get('/api/exam-attempts')).json<{
        attempts: PreviousResultView[];
      }>();
      expect(previous.attempts.map((each) => [each.id, each.score, each.passed])).toEqual([
        [second.id, 0, false],
        [attempt.id, 100, true],
      ]);
      const summary = (await agent.get('/api/exams')).json<{ exams: ExamSummaryView[] }>().exams[0];
      expect(summary).toMatchObject({
        attempts_left: 0,
        best_score: 100,
        passed: true,
        open_attempt: null,
      });

      // The badge, seen by another member on the profile.
      const other = await loggedInMember(app, db());
      const badges = await other.agent.get(`/api/school/badges/${member.userName}`);
      expect(badges.json<{ badges: BadgeView[] }>().badges).toEqual([
        {
          exam: { slug: 'market-basics', title: 'Market basics' },
          course: { slug: 'how-markets-work', title: 'How markets work', level: 'beginner' },
          score: 100,
          earned_at: result.submitted_at,
        },
      ]);
      expect((await other.agent.get('/api/school/badges/nobody-here')).statusCode).toBe(404);

      // Nobody else sees or touches the attempt.
      for (const response of [
        await other.agent.get(`/api/exam-attempts/${attempt.id}`),
        await other.agent.get(`/api/exam-attempts/${attempt.id}/result`),
        await other.agent.post(`/api/exam-attempts/${attempt.id}/submit`),
        await answer(other.agent, attempt.id, 'market-order', { option_ids: ['b'] }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(ATTEMPT_NOT_FOUND);
      }
      expect((await other.agent.get('/api/exam-attempts')).json()).toEqual({ attempts: [] });
    });

    it('keeps one row per question when answers race (the last write wins)', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const attempt = (await start(agent)).json<AttemptView>();
      const choices = ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b'];
      const responses = await Promise.all(
        choices.map((id) => answer(agent, attempt.id, 'market-order', { option_ids: [id] })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(choices.map(() => 200));
      const rows = await db()
        .select()
        .from(examAnswers)
        .where(eq(examAnswers.attemptId, Number(attempt.id)));
      expect(rows).toHaveLength(1);
      expect(choices).toContain(rows[0]?.optionIds[0]);
      // What a reload shows is that row.
      const resumed = (await agent.get(`/api/exam-attempts/${attempt.id}`)).json<AttemptView>();
      expect(resumed.questions.find((q) => q.id === 'market-order')?.answer.option_ids).toEqual(
        rows[0]?.optionIds,
      );
    });

    it('opens one attempt when two starts race', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const [one, two] = await Promise.all([start(agent), start(agent)]);
      expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 201]);
      expect(one?.json<AttemptView>().id).toBe(two?.json<AttemptView>().id);
      expect(await db().select().from(examAttempts)).toHaveLength(1);
    });

    it('answers 404 for an unknown exam and 401 to visitors', async () => {
      await seedSchool();
      const { agent } = await loggedInMember(app, db());
      const missing = await agent.post('/api/exams/nope/attempts');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No exam found');
      expect((await app.inject({ method: 'GET', url: '/api/exams' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/school/courses' })).statusCode).toBe(
        401,
      );
    });
  });
});
