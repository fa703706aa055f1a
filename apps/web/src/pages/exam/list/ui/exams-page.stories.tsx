import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { examAttemptFactory, examSummaryFactory, userFactory } from '@/shared/lib/test';
import { ExamsPage } from './exams-page.tsx';

/** The three exams of the trading school, one in each state a member meets. */
const EXAMS = [
  // Not started: Start exam.
  examSummaryFactory({ slug: 'market-basics' }),
  // An attempt running: Resume, and when the server submits it.
  examSummaryFactory({
    slug: 'candlestick-patterns',
    title: 'Candlestick patterns',
    description: 'Ten questions on candle anatomy, single and multi-candle patterns and volume.',
    course: { slug: 'reading-candlesticks', title: 'Reading candlesticks', level: 'intermediate' },
    time_limit_seconds: 720,
    attempts_used: 1,
    attempts_left: 2,
    open_attempt: { id: '52', deadline_at: '2026-03-10T15:42:00.000Z' },
  }),
  // Every attempt used, one passed: no more attempts, and the badge.
  examSummaryFactory({
    slug: 'options-and-risk',
    title: 'Options and risk',
    description: 'Ten questions on calls and puts, the Greeks, sizing and drawdowns.',
    course: { slug: 'options-and-risk', title: 'Options and risk', level: 'advanced' },
    time_limit_seconds: 900,
    attempts_used: 3,
    attempts_left: 0,
    best_score: 80,
    passed: true,
  }),
];

type Server = 'exams' | 'empty' | 'pending' | 'failing-once' | 'no-attempts-left';

const seen: SeenRequest[] = [];
const starts = () => requestsTo(seen, '/api/exams/market-basics/attempts');

/** The server of `parameters.server`; starting Market basics opens attempt 41 (or is refused). */
function answerExams({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'exams';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/exams') {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (failures > 0) {
        failures -= 1;
        return refusal(500, 'The server had a problem.');
      }
      return Response.json({ exams: server === 'empty' ? [] : EXAMS });
    }
    if (method === 'POST' && url.pathname === '/api/exams/market-basics/attempts') {
      if (server === 'no-attempts-left')
        return refusal(422, 'You have no attempts left at this exam', {
          code: 'VALIDATION_FAILED',
          errors: { exam: ['You have no attempts left at this exam'] },
        });
      return Response.json(examAttemptFactory({ id: '41' }), { status: 201 });
    }
    return undefined;
  }, seen);
}

/** Where Start and Resume lead: a stand-in that names the address. */
function OpenedQuestion() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Opened {pathname}
      {search}
    </p>
  );
}

const meta = {
  title: 'web/exam/ExamsPage',
  component: ExamsPage,
  // A member in New York: the running attempt's deadline is in their zone.
  decorators: [
    atAddress('/exams', (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'America/New_York' })),
    ),
  ],
  beforeEach: answerExams,
  render: () => (
    <Routes>
      <Route path="/exams" element={<ExamsPage />} />
      <Route path="/exam/:examName/question/:questionId" element={<OpenedQuestion />} />
    </Routes>
  ),
} satisfies Meta<typeof ExamsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('article', { name: title }));

/**
 * Each exam with its course, figures and the member's standing: Start exam, Resume while an
 * attempt runs, and a disabled Start that says why when every attempt is used.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Market basics' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous results' })).toHaveAttribute(
      'href',
      '/previous-results',
    );

    const basics = card(canvas, 'Market basics');
    await expect(basics.getByRole('link', { name: 'How markets work' })).toHaveAttribute(
      'href',
      '/trading-school/how-markets-work',
    );
    const facts = basics.getAllByRole('definition').map((fact) => fact.textContent);
    await expect(facts).toEqual(['10', '10 min', '70%', '3 of 3', '—none yet']);
    await expect(basics.getByRole('button', { name: 'Start exam: Market basics' })).toBeEnabled();
    await expect(basics.queryByText('Passed')).toBeNull();

    const candles = card(canvas, 'Candlestick patterns');
    await expect(
      candles.getByRole('link', { name: 'Resume Candlestick patterns' }),
    ).toHaveAttribute('href', '/exam/candlestick-patterns/question/1?examId=52&timeLimit=720');
    await expect(
      candles.getByText('An attempt is running: it is submitted automatically at 11:42 AM.'),
    ).toBeVisible();

    const options = card(canvas, 'Options and risk');
    const start = options.getByRole('button', { name: 'Start exam: Options and risk' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription('No attempts left: you have used all 3.');
    await expect(options.getByText('Passed')).toBeVisible();
    await expect(options.getByText('80%')).toBeVisible();
  },
};

/** Start exam starts an attempt and opens its first question, the time limit in the address. */
export const StartExam: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Market basics' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start exam: Market basics' }));
    await expect(
      await canvas.findByText('Opened /exam/market-basics/question/1?examId=41&timeLimit=600'),
    ).toBeVisible();
    await expect(starts()).toHaveLength(1);
  },
};

/** The server refuses to start (422: no attempts left, from another tab): its message shows. */
export const StartRefused: Story = {
  parameters: { server: 'no-attempts-left' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Market basics' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start exam: Market basics' }));
    const basics = card(canvas, 'Market basics');
    await expect(await basics.findByRole('alert')).toHaveTextContent(
      'You have no attempts left at this exam',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the exams' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { server: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No exams yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the trading school' })).toHaveAttribute(
      'href',
      '/trading-school',
    );
  },
};

/** A failed load says so; Try again loads the exams. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The exams could not be loaded')).toBeVisible();
    await expect(canvas.getByText('The server had a problem.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Market basics' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Market basics' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Options and risk' })).toBeVisible();
  },
};
