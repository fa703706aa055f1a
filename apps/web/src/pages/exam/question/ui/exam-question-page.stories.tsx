import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { type AttemptQuestion, type ExamAttempt, examClockAtom } from '@/entities/exam';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { attemptQuestionFactory, examAttemptFactory, examResultFactory } from '@/shared/lib/test';
import { ExamQuestionPage } from './exam-question-page.tsx';

/**
 * Every story's clock, local and server alike, held still: the countdown shows the same time on
 * every run (the page reads `examClockAtom`, which the decorator stops at this moment).
 */
const STORY_NOW = Date.parse('2026-03-10T15:30:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(STORY_NOW + ms).toISOString();

const ATTEMPT_ID = '41';
const ATTEMPT_PATH = `/api/exam-attempts/${ATTEMPT_ID}`;
const questionUrl = (number: number | string) =>
  `/exam/market-basics/question/${number}?examId=${ATTEMPT_ID}&timeLimit=600`;

/** Five of Market basics' questions, one of each type (two numeric), in this attempt's order. */
const QUESTIONS: AttemptQuestion[] = [
  attemptQuestionFactory({
    id: 'market-buy-price',
    number: 1,
    prompt:
      'A liquid stock is quoted $20.00 bid and $20.05 ask, with thousands of shares at each price. You send a market order to buy 100 shares. At about what price is it filled?',
    options: [
      { id: 'b', text: '$20.025, the midpoint' },
      { id: 'd', text: 'Whatever the last trade was' },
      { id: 'a', text: '$20.00, the bid' },
      { id: 'c', text: '$20.05, the ask' },
    ],
  }),
  attemptQuestionFactory({
    id: 'wide-spreads',
    number: 2,
    type: 'multiple',
    prompt:
      'Which of these usually make a stock’s bid–ask spread wider? Choose every one that applies.',
    options: [
      { id: 'c', text: 'The trade happens in the pre-market session' },
      { id: 'a', text: 'The stock is a thinly traded small company' },
      {
        id: 'd',
        text: 'Many participants are trading the stock heavily in the middle of the regular session',
      },
      { id: 'b', text: 'Breaking news about the company has just been released' },
    ],
  }),
  attemptQuestionFactory({
    id: 'limit-better-price',
    number: 3,
    type: 'true_false',
    prompt: 'A buy limit order at $30.00 can be filled at $29.95.',
    options: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
  }),
  attemptQuestionFactory({
    id: 'walk-the-book',
    number: 4,
    type: 'numeric',
    prompt:
      'The asks in an order book are 500 shares at $10.00, 300 at $10.02 and 1,000 at $10.05. You send a market order to buy 1,000 shares. What is your average price per share, in dollars?',
    unit: 'USD',
    options: [],
  }),
  attemptQuestionFactory({
    id: 'round-trip-cost',
    number: 5,
    type: 'numeric',
    prompt:
      'A stock is quoted $50.10 × $50.12. You buy 300 shares at market and immediately sell them at market, and the quote has not changed. Ignoring commissions, how many dollars do you lose?',
    unit: 'USD',
    options: [],
  }),
];

const answeredWith = (question: AttemptQuestion, optionIds: string[], flagged = false) => ({
  ...question,
  answer: { option_ids: optionIds, number: null },
  answered: optionIds.length > 0,
  flagged,
});

/** Questions 1 and 3 answered, 3 and 4 flagged for review: three unanswered, two flagged. */
const PART_DONE: AttemptQuestion[] = QUESTIONS.map((question) => {
  if (question.number === 1) return answeredWith(question, ['c']);
  if (question.number === 3) return answeredWith(question, ['true'], true);
  if (question.number === 4) return { ...question, flagged: true };
  return question;
});

type LoadServer = 'ok' | 'pending' | 'missing' | 'failing-once';
type SaveServer = 'ok' | 'failing-once' | 'closed';

interface StoryServer {
  load?: LoadServer;
  save?: SaveServer;
  /** The attempt's questions (all five unanswered by default). */
  questions?: AttemptQuestion[];
  /** Time left at STORY_NOW (9 min 5 s by default). */
  left?: number;
  status?: ExamAttempt['status'];
}

const seen: SeenRequest[] = [];
const saves = () =>
  seen.filter((request) => request.method === 'PUT' && request.url.pathname.includes('/answers/'));
const submits = () => requestsTo(seen, `${ATTEMPT_PATH}/submit`);

/**
 * The server of `parameters.server`: the attempt (which keeps each saved answer, as the server
 * does), saving answers, or refusing them as too late, and submitting.
 */
function answerAttempt({ parameters }: { parameters: { server?: StoryServer } }) {
  const server = parameters.server ?? {};
  let attempt = examAttemptFactory({
    id: ATTEMPT_ID,
    server_now: at(0),
    started_at: at(-MINUTE),
    deadline_at: at(server.left ?? 9 * MINUTE + 5000),
    status: server.status ?? 'open',
    questions: server.questions ?? QUESTIONS,
  });
  let loadFailures = server.load === 'failing-once' ? 1 : 0;
  let saveFailures = server.save === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === ATTEMPT_PATH) {
      if (server.load === 'pending') return new Promise<Response>(() => {});
      if (server.load === 'missing') return refusal(404, 'No exam attempt found');
      if (loadFailures > 0) {
        loadFailures -= 1;
        return refusal(500, 'The server had a problem.');
      }
      return Response.json(attempt);
    }
    const save = /^\/api\/exam-attempts\/41\/answers\/([a-z0-9-]+)$/.exec(url.pathname);
    if (method === 'PUT' && save) {
      if (server.save === 'closed')
        return refusal(409, 'Time is up: this attempt was submitted at its deadline', {
          code: 'ATTEMPT_CLOSED',
        });
      if (saveFailures > 0) {
        saveFailures -= 1;
        return refusal(500, 'The server had a problem.');
      }
      const change = body as { option_ids?: string[]; number?: number | null; flagged?: boolean };
      const questions = attempt.questions.map((question) => {
        if (question.id !== save[1]) return question;
        const answer = {
          option_ids: change.option_ids ?? question.answer.option_ids,
          number: change.number !== undefined ? change.number : question.answer.number,
        };
        return {
          ...question,
          answer,
          answered: answer.option_ids.length > 0 || answer.number !== null,
          flagged: change.flagged ?? question.flagged,
        };
      });
      attempt = { ...attempt, questions };
      const saved = questions.find((question) => question.id === save[1]);
      return Response.json({
        question_id: save[1],
        answer: saved?.answer,
        answered: saved?.answered,
        flagged: saved?.flagged,
        deadline_at: attempt.deadline_at,
        server_now: at(0),
      });
    }
    if (method === 'POST' && url.pathname === `${ATTEMPT_PATH}/submit`)
      return Response.json(examResultFactory({ id: ATTEMPT_ID, correct: 2, total: 5 }));
    return undefined;
  }, seen);
}

/** Where the page goes when the attempt is over: a stand-in that names the address. */
function OpenedResult() {
  return <p>Opened {useLocation().pathname}</p>;
}

const meta = {
  title: 'web/exam/ExamQuestionPage',
  component: ExamQuestionPage,
  decorators: [
    atAddress(questionUrl(1), (store) => store.set(examClockAtom, { now: () => STORY_NOW })),
  ],
  beforeEach: answerAttempt,
  render: () => (
    <Routes>
      <Route path="/exam/:examName/question/:questionId" element={<ExamQuestionPage />} />
      <Route path="/exam/result/:id" element={<OpenedResult />} />
    </Routes>
  ),
} satisfies Meta<typeof ExamQuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, number: number) =>
  canvas.findByRole('heading', { level: 2, name: `Question ${number} of 5` });

const navLink = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('navigation', { name: 'Questions' })).getByRole('link', { name });

/**
 * A single-choice question: the exam's facts and countdown, "Question 1 of 5", four radios.
 * Choosing one saves it at once; the navigator shows it answered.
 */
export const SingleChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market basics' })).toBeVisible();
    await expect(canvas.getByText('10 min exam')).toBeVisible();
    await expect(
      canvas.getByRole('timer', { name: 'Time left: 9 minutes 5 seconds' }),
    ).toHaveTextContent('09:05');
    const group = canvas.getByRole('group', { name: /At about what price is it filled\?/ });
    await expect(within(group).getByText('Choose one answer.')).toBeVisible();
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);

    await userEvent.click(within(group).getByRole('radio', { name: '$20.05, the ask' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(saves().map((request) => request.body)).toEqual([{ option_ids: ['c'] }]);
    await expect(saves()[0]?.url.pathname).toBe(`${ATTEMPT_PATH}/answers/market-buy-price`);
    await expect(within(group).getByRole('radio', { name: '$20.05, the ask' })).toBeChecked();
    await expect(navLink(canvas, 'Question 1, answered')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1 of 5 answered')).toBeVisible();
  },
};

/**
 * All that apply: checkboxes. Each tick is saved in order, each with every option ticked so far
 * (the last write wins on the server).
 */
export const MultipleChoice: Story = {
  parameters: { url: questionUrl(2) },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 2);
    await expect(canvas.getByText('Choose all that apply.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'The stock is a thinly traded small company' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'The trade happens in the pre-market session' }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'Breaking news about the company has just been released',
      }),
    );
    await waitFor(() => expect(saves().at(-1)?.body).toEqual({ option_ids: ['c', 'a', 'b'] }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /in the middle of the regular session/ }),
    ).not.toBeChecked();
  },
};

/** True or false: two radios side by side. */
export const TrueFalse: Story = {
  parameters: { url: questionUrl(3) },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 3);
    await expect(canvas.getByText('True or false?')).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'True' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(saves().map((request) => request.body)).toEqual([{ option_ids: ['true'] }]);
  },
};

/**
 * A number with its unit. Text that is not a number says so and is not sent; a number is saved
 * once typing pauses, or at once when the field is left.
 */
export const Numeric: Story = {
  parameters: { url: questionUrl(4) },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 4);
    const field = canvas.getByRole('textbox', { name: 'Your answer, in USD' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.getByText('USD')).toBeVisible();

    // Said once typing pauses, not at "1," on the way.
    await userEvent.type(field, '1,000');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    await expect(field).toHaveAccessibleDescription(/Enter a number, like 10\.5/);
    await expect(saves()).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '10.016');
    await waitFor(
      () => expect(saves().map((request) => request.body)).toEqual([{ number: 10.016 }]),
      {
        timeout: 3000,
      },
    );
    await expect(await canvas.findByText('Saved')).toBeVisible();

    // Leaving the field saves at once, without waiting for the pause.
    await userEvent.clear(field);
    await userEvent.type(field, '10,02');
    await userEvent.tab();
    await waitFor(() => expect(saves().at(-1)?.body).toEqual({ number: 10.02 }), { timeout: 300 });
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** "Flag for review" toggles, is saved, and the navigator shows the bookmark. */
export const FlagForReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 1);
    const flag = canvas.getByRole('button', { name: 'Flag for review' });
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(saves().map((request) => request.body)).toEqual([{ flagged: true }]);
    await expect(navLink(canvas, 'Question 1, not answered, flagged for review')).toBeVisible();
    await expect(canvas.getByText('0 of 5 answered, 1 flagged')).toBeVisible();
  },
};

/**
 * The navigator with answered and flagged questions; the keyboard reaches a number and opens
 * it, and Previous/Next move one question.
 */
export const Navigator: Story = {
  parameters: { url: questionUrl(3), server: { questions: PART_DONE } },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 3);
    await expect(canvas.getByText('2 of 5 answered, 2 flagged')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Questions' }));
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Question 1, answered',
      'Question 2, not answered',
      'Question 3, answered, flagged for review',
      'Question 4, not answered, flagged for review',
      'Question 5, not answered',
    ]);
    await expect(canvas.getByRole('radio', { name: 'True' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    nav.getByRole('link', { name: 'Question 4, not answered, flagged for review' }).focus();
    await userEvent.keyboard('{Enter}');
    await heading(canvas, 4);
    // The new question's heading takes the focus, as a new page would.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus());

    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await heading(canvas, 5);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Previous' }));
    await heading(canvas, 4);
  },
};

/** Submit asks first, saying how many questions are unanswered and flagged. */
export const SubmitConfirm: Story = {
  parameters: { server: { questions: PART_DONE } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await heading(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit exam' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Submit this exam?' });
    // The dialog fades in (under 200 ms; at once with reduced motion).
    await waitFor(() =>
      expect(
        within(dialog).getByText('3 questions are unanswered and 2 are flagged for review.'),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep answering' })).toBeVisible();
    await expect(submits()).toHaveLength(0);
    // Left open: the screenshot shows the dialog.
  },
};

/** Confirming submits, and the result opens. */
export const SubmitOpensResult: Story = {
  parameters: { server: { questions: PART_DONE } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await heading(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit exam' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit exam' }));
    await expect(await canvas.findByText('Opened /exam/result/41')).toBeVisible();
    await expect(submits()).toHaveLength(1);
  },
};

/** Under a minute left: the countdown says so in words and in the danger colour. */
export const UnderAMinute: Story = {
  parameters: { server: { left: 42_000 } },
  play: async ({ canvas }) => {
    await heading(canvas, 1);
    await expect(
      canvas.getByRole('timer', { name: 'Under a minute left: 42 seconds' }),
    ).toHaveTextContent('00:42');
    await expect(canvas.getByText('Under a minute left')).toBeVisible();
  },
};

/** The deadline passed while the page was away (the server submitted): the result opens. */
export const DeadlinePassed: Story = {
  parameters: { server: { left: -1000 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opened /exam/result/41')).toBeVisible();
  },
};

/** An attempt already submitted (another tab, the deadline) opens its result. */
export const AlreadySubmitted: Story = {
  parameters: { server: { status: 'submitted' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opened /exam/result/41')).toBeVisible();
  },
};

/** The server refuses an answer as too late (409 ATTEMPT_CLOSED): the result opens. */
export const RefusedAsTooLate: Story = {
  parameters: { server: { save: 'closed' } },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 1);
    await userEvent.click(canvas.getByRole('radio', { name: '$20.00, the bid' }));
    await expect(await canvas.findByText('Opened /exam/result/41')).toBeVisible();
  },
};

/** A save fails: it says so, the choice stays, and Retry sends it again. */
export const SaveFailed: Story = {
  parameters: { server: { save: 'failing-once' } },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas, 1);
    await userEvent.click(canvas.getByRole('radio', { name: '$20.00, the bid' }));
    await expect(await canvas.findByText('Not saved: The server had a problem.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '$20.00, the bid' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(saves().map((request) => request.body)).toEqual([
      { option_ids: ['a'] },
      { option_ids: ['a'] },
    ]);
  },
};

/** A number that is no question of the attempt: question 1. */
export const InvalidQuestion: Story = {
  parameters: { url: questionUrl(99) },
  play: async ({ canvas }) => {
    await heading(canvas, 1);
    await expect(navLink(canvas, 'Question 1, not answered')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  parameters: { server: { load: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the exam' })).toBeVisible();
  },
};

/** Another member's attempt, or none (404). */
export const NotFound: Story = {
  parameters: { server: { load: 'missing' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such exam attempt')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All exams' })).toHaveAttribute('href', '/exams');
  },
};

/** A failed load says so; Try again loads the attempt. */
export const LoadFailed: Story = {
  parameters: { server: { load: 'failing-once' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The exam could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await heading(canvas, 1);
  },
};

/** On a phone the navigator and Submit follow the question; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { server: { questions: PART_DONE } },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 1);
    const question = canvas.getByRole('group').getBoundingClientRect();
    const nav = canvas.getByRole('navigation', { name: 'Questions' }).getBoundingClientRect();
    await expect(nav.top).toBeGreaterThan(question.bottom);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { url: questionUrl(3), server: { questions: PART_DONE, left: 42_000 } },
  play: async ({ canvas }) => {
    await heading(canvas, 3);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:42');
  },
};
