import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { CourseList } from '@/entities/school';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { courseSummaryFactory } from '@/shared/lib/test';
import { TradingSchoolPage } from './trading-school-page.tsx';

/** The school as the server seeds it: three courses, one per level, the first one read. */
const COURSES: CourseList = {
  courses: [
    courseSummaryFactory({
      slug: 'how-markets-work',
      title: 'How markets work',
      level: 'beginner',
      summary:
        'What a stock is, who trades it and where, how bid, ask and orders meet in the order book.',
      lesson_count: 5,
      lessons_read: 5,
      minutes: 32,
      exam: { slug: 'market-basics', title: 'Market basics' },
    }),
    courseSummaryFactory({
      slug: 'reading-candlesticks',
      title: 'Reading candlesticks',
      level: 'intermediate',
      summary:
        'Read a candlestick chart the way experienced traders do, from one candle to engulfing patterns and stars.',
      lesson_count: 5,
      lessons_read: 2,
      minutes: 34,
      exam: { slug: 'candlestick-patterns', title: 'Candlestick patterns' },
    }),
    courseSummaryFactory({
      slug: 'options-and-risk',
      title: 'Options and risk',
      level: 'advanced',
      summary: 'Calls and puts, what an option is worth, the Greeks, and how much to risk.',
      lesson_count: 5,
      lessons_read: 0,
      minutes: 75,
      exam: null,
    }),
  ],
  continue: {
    course: { slug: 'reading-candlesticks', title: 'Reading candlesticks', level: 'intermediate' },
    lesson: { slug: 'multi-candle-patterns', title: 'Multi-candle patterns', position: 3 },
  },
};

/**
 * How `GET /api/school/courses` behaves (`parameters.server`): it answers the seeded school; a
 * new member's (nothing read, so no continue card); no courses; never answers; or refuses once.
 */
type Server = 'answers' | 'new-member' | 'empty' | 'pending' | 'failing-once';

const seen: SeenRequest[] = [];

function answerCourses({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'answers';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/school/courses') return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'The school is not available. Try again in a minute.');
    }
    if (server === 'empty') return Response.json({ courses: [], continue: null });
    if (server === 'new-member')
      return Response.json({
        courses: COURSES.courses.map((course) => ({
          ...course,
          lessons_read: 0,
          completed: false,
        })),
        continue: null,
      });
    return Response.json(COURSES);
  }, seen);
}

/** Where a link leads: a stand-in page that names the address. */
function Opened() {
  return <p>Opened {useLocation().pathname}</p>;
}

const meta = {
  title: 'web/TradingSchoolPage',
  component: TradingSchoolPage,
  decorators: [atAddress('/trading-school')],
  beforeEach: answerCourses,
  render: () => (
    <Routes>
      <Route path="/trading-school" element={<TradingSchoolPage />} />
      <Route path="*" element={<Opened />} />
    </Routes>
  ),
} satisfies Meta<typeof TradingSchoolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The courses under their levels, each with its progress and exam; where the member left off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Continue where you left off' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Reading candlesticks · Lesson 3: Multi-candle patterns'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      '/trading-school/reading-candlesticks/multi-candle-patterns',
    );

    const levels = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(levels).toEqual([
      'Continue where you left off',
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);

    const beginner = within(canvas.getByRole('region', { name: 'Beginner' }));
    const markets = within(beginner.getByRole('article', { name: 'How markets work' }));
    await expect(markets.getByRole('link', { name: 'How markets work' })).toHaveAttribute(
      'href',
      '/trading-school/how-markets-work',
    );
    await expect(markets.getByText('Completed')).toBeVisible();
    await expect(
      markets.getByRole('progressbar', { name: 'How markets work: lessons read' }),
    ).toHaveAttribute('aria-valuetext', '5 of 5 lessons read');
    await expect(markets.getByText('5 lessons · 32 min')).toBeVisible();
    await expect(markets.getByRole('link', { name: 'Market basics' })).toHaveAttribute(
      'href',
      '/exams',
    );

    const candles = within(canvas.getByRole('article', { name: 'Reading candlesticks' }));
    const progress = candles.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(progress).toHaveAttribute('aria-valuemax', '5');
    await expect(candles.queryByText('Completed')).toBeNull();

    // A course without an exam offers none.
    const options = within(canvas.getByRole('article', { name: 'Options and risk' }));
    await expect(options.queryByText(/Exam:/)).toBeNull();
    await expect(options.getByText('1 h 15 min', { exact: false })).toBeVisible();
    await expect(requestsTo(seen, '/api/school/courses')).toHaveLength(1);
  },
};

/** A course's title opens the course. */
export const OpenCourse: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Options and risk' }));
    await expect(await canvas.findByText('Opened /trading-school/options-and-risk')).toBeVisible();
  },
};

/** Before the first lesson read there is nowhere to continue: no card. */
export const NewMember: Story = {
  parameters: { server: 'new-member' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Beginner' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Continue where you left off' })).toBeNull();
    await expect(canvas.queryByText('Completed')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the courses' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trading School' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { server: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No courses yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your feed' })).toHaveAttribute(
      'href',
      '/feed',
    );
  },
};

/** A failed load says what happened; Try again loads the courses. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The courses could not be loaded');
    await expect(alert).toHaveTextContent('The school is not available. Try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Beginner' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone the cards stack in one column and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Beginner' });
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
    const continueText = canvas.getByRole('heading', { name: 'Continue where you left off' });
    const continueLink = canvas.getByRole('link', { name: /Continue/ });
    await expect(continueLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      continueText.getBoundingClientRect().bottom,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Advanced' })).toBeVisible();
  },
};
