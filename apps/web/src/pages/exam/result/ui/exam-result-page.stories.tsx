import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { type ExamResult, examClockAtom } from '@/entities/exam';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import {
  examAttemptFactory,
  examResultFactory,
  resultQuestionFactory,
  userFactory,
} from '@/shared/lib/test';
import { ExamResultPage } from './exam-result-page.tsx';

/** The clock of every story, held still (the page reads it when a result is still running). */
const STORY_NOW = Date.parse('2026-03-10T15:40:00.000Z');

const RESULT_PATH = '/api/exam-attempts/41/result';

/** One question of each type: a right single choice, a half-right multiple, a wrong number. */
const QUESTIONS = [
  resultQuestionFactory({
    id: 'market-buy-price',
    number: 1,
    prompt:
      'A liquid stock is quoted $20.00 bid and $20.05 ask. You send a market order to buy 100 shares. At about what price is it filled?',
    options: [
      { id: 'a', text: '$20.00, the bid', correct: false, chosen: false },
      { id: 'c', text: '$20.05, the ask', correct: true, chosen: true },
      { id: 'b', text: '$20.025, the midpoint', correct: false, chosen: false },
    ],
    answer: { option_ids: ['c'], number: null },
    is_correct: true,
    explanation: 'A market buy meets the cheapest seller available, at the ask.',
  }),
  resultQuestionFactory({
    id: 'wide-spreads',
    number: 2,
    type: 'multiple',
    prompt: 'Which of these usually make a stock’s bid–ask spread wider?',
    options: [
      { id: 'a', text: 'A thinly traded small company', correct: true, chosen: true },
      { id: 'b', text: 'Breaking news has just been released', correct: true, chosen: false },
      { id: 'd', text: 'Heavy trading mid-session', correct: false, chosen: true },
    ],
    answer: { option_ids: ['a', 'd'], number: null },
    explanation: 'Few participants and uncertainty widen spreads; heavy calm trading narrows them.',
  }),
  resultQuestionFactory({
    id: 'limit-better-price',
    number: 3,
    type: 'true_false',
    prompt: 'A buy limit order at $30.00 can be filled at $29.95.',
    options: [
      { id: 'true', text: 'True', correct: true, chosen: false },
      { id: 'false', text: 'False', correct: false, chosen: false },
    ],
    explanation: 'A limit is the worst price you accept: a buy limit fills at the limit or lower.',
  }),
  resultQuestionFactory({
    id: 'walk-the-book',
    number: 4,
    type: 'numeric',
    prompt: 'You buy 1,000 shares through the book. What is your average price per share?',
    unit: 'USD',
    options: [],
    answer: { option_ids: [], number: 10.02 },
    correct_number: 10.016,
    tolerance: 0.001,
    explanation: '500 × 10.00 + 300 × 10.02 + 200 × 10.05 = 10,016, over 1,000 shares.',
  }),
];

const PASSED: ExamResult = examResultFactory({
  id: '41',
  questions: QUESTIONS,
  correct: 8,
  total: 10,
  score: 80,
  passed: true,
});

const FAILED: ExamResult = examResultFactory({
  id: '41',
  questions: QUESTIONS,
  correct: 4,
  total: 10,
  score: 40,
  passed: false,
  submitted_by: 'deadline',
  submitted_at: '2026-03-10T15:40:00.000Z',
  time_taken_seconds: 600,
});

type Server = 'passed' | 'failed' | 'missing' | 'running' | 'at-deadline' | 'pending' | 'failing';

const seen: SeenRequest[] = [];
const resultCalls = () => requestsTo(seen, RESULT_PATH);

/**
 * The server of `parameters.server`. `at-deadline`: the result is refused as still running once,
 * the attempt then reads as submitted (the server submitted it at its deadline), and the result
 * follows.
 */
function answerResult({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'passed';
  let runningOnce = server === 'at-deadline';
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === RESULT_PATH) {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (server === 'missing') return refusal(404, 'No exam attempt found');
      if (server === 'failing') return refusal(500, 'The server had a problem.');
      if (server === 'running' || runningOnce) {
        runningOnce = false;
        return refusal(
          409,
          'This attempt is still running: its result comes when it is submitted',
          { code: 'ATTEMPT_RUNNING' },
        );
      }
      return Response.json(server === 'failed' ? FAILED : PASSED);
    }
    if (method === 'GET' && url.pathname === '/api/exam-attempts/41')
      return Response.json(
        examAttemptFactory({
          id: '41',
          server_now: new Date(STORY_NOW).toISOString(),
          started_at: '2026-03-10T15:38:00.000Z',
          deadline_at: '2026-03-10T15:48:00.000Z',
          status: server === 'at-deadline' ? 'submitted' : 'open',
        }),
      );
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/exam/ExamResultPage',
  component: ExamResultPage,
  // A member in New York; the clock held still.
  decorators: [
    atAddress('/exam/result/41', (store) => {
      store.set(viewerAtom, userFactory({ timeZone: 'America/New_York' }));
      store.set(examClockAtom, { now: () => STORY_NOW });
    }),
  ],
  beforeEach: answerResult,
  render: () => (
    <Routes>
      <Route path="/exam/result/:id" element={<ExamResultPage />} />
    </Routes>
  ),
} satisfies Meta<typeof ExamResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionCard = (canvas: ReturnType<typeof within>, number: number) =>
  within(canvas.getByRole('article', { name: `Question ${number}` }));

/**
 * Passed: the score against the pass mark, right answers of all, time taken, submitted by the
 * member; then each question with the member's answer, the right one marked, and why.
 */
export const Passed: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Market basics: result' }),
    ).toBeVisible();
    const score = within(canvas.getByRole('region', { name: 'Score' }));
    await expect(score.getByText('80%')).toBeVisible();
    await expect(score.getByText('Passed')).toBeVisible();
    await expect(score.getByText('You passed: 80% against a pass mark of 70%.')).toBeVisible();
    await expect(score.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      '8 of 10',
      '70%',
      '6 min 12 s',
      'Mar 10, 2026, 11:36 AMby you',
    ]);
    await expect(score.getByRole('link', { name: 'Previous results' })).toHaveAttribute(
      'href',
      '/previous-results',
    );
    await expect(score.getByRole('link', { name: 'All exams' })).toHaveAttribute('href', '/exams');

    const first = questionCard(canvas, 1);
    await expect(first.getByText('Correct')).toBeVisible();
    const chosen = first.getByText('$20.05, the ask').closest('li') as HTMLElement;
    await expect(within(chosen).getByText('Your answer')).toBeVisible();
    await expect(within(chosen).getByText('Correct answer')).toBeVisible();
    await expect(
      first.getByText('A market buy meets the cheapest seller available, at the ask.'),
    ).toBeVisible();

    const second = questionCard(canvas, 2);
    await expect(second.getByText('Incorrect')).toBeVisible();
    const missed = second.getByText('Breaking news has just been released').closest('li');
    await expect(missed).toHaveTextContent('Correct answer');
    await expect(missed).not.toHaveTextContent('Your answer');
    const wrong = second.getByText('Heavy trading mid-session').closest('li');
    await expect(wrong).toHaveTextContent('Your answer');
    await expect(wrong).not.toHaveTextContent('Correct answer');

    await expect(questionCard(canvas, 3).getByText('Not answered')).toBeVisible();

    const numeric = questionCard(canvas, 4);
    await expect(numeric.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      '10.02 USD',
      '10.016 USD (± 0.001)',
    ]);
    await expect(resultCalls()).toHaveLength(1);
  },
};

/** Failed, and submitted by the server at the deadline. */
export const FailedAtDeadline: Story = {
  parameters: { server: 'failed' },
  play: async ({ canvas }) => {
    const score = within(await canvas.findByRole('region', { name: 'Score' }));
    await expect(score.getByText('40%')).toBeVisible();
    await expect(score.getByText('Failed')).toBeVisible();
    await expect(score.getByText('Not passed: 40% against a pass mark of 70%.')).toBeVisible();
    await expect(score.getByText('automatically at the deadline')).toBeVisible();
    await expect(score.getByText('10 min')).toBeVisible();
  },
};

/**
 * The countdown reached zero a moment before the server's clock: the result is refused as still
 * running, the attempt reads as submitted, and the result is asked for again.
 */
export const AtTheDeadline: Story = {
  parameters: { server: 'at-deadline' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Market basics: result' }),
    ).toBeVisible();
    await expect(resultCalls()).toHaveLength(2);
  },
};

/** Another member's attempt, or none: "No such result". */
export const NotFound: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such result')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous results' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All exams' })).toBeVisible();
  },
};

/** The attempt still runs (409 ATTEMPT_RUNNING): a link back to it. */
export const StillRunning: Story = {
  parameters: { server: 'running' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This exam is still running')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the exam' })).toHaveAttribute(
      'href',
      '/exam/market-basics/question/1?examId=41&timeLimit=600',
    );
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the result' })).toBeVisible();
  },
};

// Not named `Error`, which would shadow the global.
export const LoadFailed: Story = {
  parameters: { server: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The result could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Score' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { server: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Score' })).toBeVisible();
  },
};
