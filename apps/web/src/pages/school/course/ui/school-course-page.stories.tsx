import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { Course } from '@/entities/school';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { courseFactory, courseLessonFactory } from '@/shared/lib/test';
import { SchoolCoursePage } from './school-course-page.tsx';

const LESSON_TITLES = [
  ['stocks-and-exchanges', 'Stocks and exchanges', 6],
  ['bid-ask-and-the-spread', 'Bid, ask and the spread', 7],
  ['market-limit-and-stop-orders', 'Market, limit and stop orders', 8],
  ['the-order-book-and-liquidity', 'The order book and liquidity', 6],
  ['sessions-and-settlement', 'Sessions and settlement', 5],
] as const;

/** How markets work with the first `read` lessons read. */
const course = (read: number): Course =>
  courseFactory({
    slug: 'how-markets-work',
    title: 'How markets work',
    level: 'beginner',
    intro_html:
      '<p>Before any chart or strategy makes sense, you need to know what is being traded, where, and how a price comes about.</p><h2>What you will learn</h2><ul><li>What a share is and what an exchange does.</li><li>Bid, ask and the spread.</li></ul>',
    exam: { slug: 'market-basics', title: 'Market basics' },
    lessons: LESSON_TITLES.map(([slug, title, minutes], index) =>
      courseLessonFactory({ slug, title, minutes, position: index + 1, read: index < read }),
    ),
  });

/**
 * How `GET /api/school/courses/how-markets-work` behaves (`parameters.server`): the course with
 * `parameters.read` lessons read (2 unless told); no such course (404); a course without lessons;
 * never answers; or refuses once.
 */
type Server = 'answers' | 'missing' | 'no-lessons' | 'pending' | 'failing-once';

const seen: SeenRequest[] = [];

function answerCourse({ parameters }: { parameters: { server?: Server; read?: number } }) {
  const server = parameters.server ?? 'answers';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET' || !url.pathname.startsWith('/api/school/courses/')) return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (server === 'missing' || url.pathname !== '/api/school/courses/how-markets-work')
      return refusal(404, 'No course is called that.', { code: 'NOT_FOUND' });
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'The school is not available. Try again in a minute.');
    }
    if (server === 'no-lessons')
      return Response.json({ ...course(0), lessons: [], lesson_count: 0, minutes: 0 });
    return Response.json(course(parameters.read ?? 2));
  }, seen);
}

/** Where a link leads: a stand-in page that names the address. */
function Opened() {
  return <p>Opened {useLocation().pathname}</p>;
}

const meta = {
  title: 'web/SchoolCoursePage',
  component: SchoolCoursePage,
  decorators: [atAddress('/trading-school/how-markets-work')],
  beforeEach: answerCourse,
  render: () => (
    <Routes>
      <Route path="/trading-school/:courseSlug" element={<SchoolCoursePage />} />
      <Route path="*" element={<Opened />} />
    </Routes>
  ),
} satisfies Meta<typeof SchoolCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two lessons read: the numbered lessons with the read ones ticked, the progress, Continue at the
 * first unread lesson, and the exam.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How markets work' }),
    ).toBeVisible();
    await expect(canvas.getByText('Beginner')).toBeVisible();
    await expect(canvas.getByText('5 lessons · 32 min')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trading School' })).toHaveAttribute(
      'href',
      '/trading-school',
    );
    // The introduction, as prose.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'What you will learn' }),
    ).toBeVisible();
    await expect(canvas.getByText('Bid, ask and the spread.')).toBeVisible();

    const list = within(canvas.getByRole('region', { name: 'Lessons' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(list.tagName).toBe('OL');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Stocks and exchangesRead · 6 min');
    await expect(items[1]).toHaveTextContent('Bid, ask and the spreadRead · 7 min');
    await expect(items[2]).toHaveTextContent('3Market, limit and stop orders8 min');
    await expect(
      within(items[2] as HTMLElement).getByRole('link', { name: 'Market, limit and stop orders' }),
    ).toHaveAttribute('href', '/trading-school/how-markets-work/market-limit-and-stop-orders');

    const progress = canvas.getByRole('progressbar', { name: 'Lessons read in this course' });
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(progress).toHaveAttribute('aria-valuetext', '2 of 5 lessons read');
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/trading-school/how-markets-work/market-limit-and-stop-orders',
    );
    await expect(canvas.getByText('Lesson 3: Market, limit and stop orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Market basics' })).toHaveAttribute(
      'href',
      '/exams',
    );
    await expect(canvas.queryByText('Completed')).toBeNull();
  },
};

/** Nothing read yet: the button starts at the first lesson. */
export const NotStarted: Story = {
  parameters: { read: 0 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Start the course' }));
    await expect(
      await canvas.findByText('Opened /trading-school/how-markets-work/stocks-and-exchanges'),
    ).toBeVisible();
  },
};

/** Every lesson read: Completed, the exam is next, and the button offers the course again. */
export const Completed: Story = {
  parameters: { read: 5 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Completed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read it again' })).toHaveAttribute(
      'href',
      '/trading-school/how-markets-work/stocks-and-exchanges',
    );
    await expect(
      canvas.getByText('You have read every lesson: test what you learned.'),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  },
};

/** An address no course has (404): said plainly, with the way back to the school. */
export const NoSuchCourse: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No such course')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'All courses' }));
    await expect(await canvas.findByText('Opened /trading-school')).toBeVisible();
  },
};

/** A course published before its lessons: says so, and offers no button. */
export const NoLessons: Story = {
  parameters: { server: 'no-lessons' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This course has no lessons yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Start|Continue/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the course' })).toBeVisible();
  },
};

/** A failed load says what happened; Try again loads the course. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The course could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How markets work' }),
    ).toBeVisible();
    await expect(requestsTo(seen, '/api/school/courses/how-markets-work')).toHaveLength(2);
  },
};

/** On a phone the progress and the button come first, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const lessons = await canvas.findByRole('heading', { name: 'Lessons' });
    const next = canvas.getByRole('link', { name: 'Continue' });
    await expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      lessons.getBoundingClientRect().top,
    );
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
  },
};
