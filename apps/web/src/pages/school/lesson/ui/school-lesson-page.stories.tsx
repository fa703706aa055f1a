import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { Course, Lesson } from '@/entities/school';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { courseFactory, courseLessonFactory, lessonFactory } from '@/shared/lib/test';
import { SchoolLessonPage } from './school-lesson-page.tsx';

const COURSE_PATH = '/api/school/courses/reading-candlesticks';
const LESSON_PATH = `${COURSE_PATH}/lessons/single-candle-patterns`;
const READ_PATH = `${LESSON_PATH}/read`;

/** A diagram drawn as an SVG data URL: stories never touch the network. */
const DIAGRAM = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="hsl(210 30% 92%)"/><line x1="600" y1="40" x2="600" y2="360" stroke="hsl(150 60% 30%)" stroke-width="8"/><rect x="540" y="120" width="120" height="160" fill="none" stroke="hsl(150 60% 30%)" stroke-width="8"/></svg>',
)}`;

/** The lesson's text as the server renders it from Markdown: headings, a list, code, a table, an image. */
const INTRO_HTML = `<p>Some candle shapes recur often enough to have names. Their meaning comes from <strong>where</strong> they appear.</p>
<h2>Hammer and hanging man</h2>
<p>A <strong>hammer</strong> has:</p>
<ul><li>a small body near the <strong>top</strong> of the range;</li><li>a <strong>lower shadow at least twice</strong> the body;</li><li>little or no upper shadow.</li></ul>
<p><img src="${DIAGRAM}" alt="A hammer: a small body at the top of a long lower shadow" loading="lazy"></p>
<p>The body is <code>close − open</code>:</p>
<pre><code>body = |40.30 − 40.10| = 0.20
lower shadow = 40.10 − 38.60 = 1.50</code></pre>`;

const SUMMARY_HTML = `<h2>Summary</h2>
<table><thead><tr><th>Pattern</th><th>Shape</th><th>Where it matters</th><th>Suggests</th></tr></thead>
<tbody><tr><td>Doji</td><td>open ≈ close</td><td>after a long run</td><td>indecision, a pause</td></tr>
<tr><td>Hammer</td><td>long lower shadow, body at top</td><td>after a decline</td><td>buyers rejected lower prices</td></tr></tbody></table>`;

const HAMMER: number[][] = [
  [45.0, 45.3, 44.1, 44.3],
  [44.3, 44.5, 43.2, 43.4],
  [43.5, 43.7, 42.4, 42.6],
  [42.5, 42.8, 41.3, 41.5],
  [41.4, 41.6, 40.5, 40.7],
  [40.6, 40.8, 39.7, 40.0],
  [40.1, 40.4, 38.6, 40.3],
  [40.4, 41.5, 40.2, 41.3],
  [41.3, 42.1, 41.0, 41.9],
  [41.9, 42.6, 41.6, 42.4],
];

/** Lesson 2 of Reading candlesticks, with all three kinds of block. */
const lesson = (overrides: Partial<Lesson> = {}): Lesson =>
  lessonFactory({
    slug: 'single-candle-patterns',
    title: 'Single-candle patterns',
    course: { slug: 'reading-candlesticks', title: 'Reading candlesticks', level: 'intermediate' },
    position: 2,
    lesson_count: 3,
    minutes: 6,
    blocks: [
      { type: 'html', html: INTRO_HTML },
      {
        type: 'chart',
        caption:
          'A hammer in session 7 after six lower closes. The low of 38.60 was rejected and the next three sessions rose.',
        candles: HAMMER,
      },
      {
        type: 'video',
        title: 'Candlestick patterns explained',
        url: 'https://www.youtube.com/watch?v=abcdefghijk',
        // The player is not loaded here: stories never touch the network.
        embed_url: 'about:blank',
      },
      { type: 'html', html: SUMMARY_HTML },
    ],
    previous: { slug: 'anatomy-of-a-candle', title: 'Anatomy of a candle', position: 1 },
    next: { slug: 'multi-candle-patterns', title: 'Multi-candle patterns', position: 3 },
    ...overrides,
  });

/** The course with lessons 1 and 3 read unless `othersRead` is false. */
const course = (othersRead: boolean): Course =>
  courseFactory({
    slug: 'reading-candlesticks',
    title: 'Reading candlesticks',
    level: 'intermediate',
    exam: { slug: 'candlestick-patterns', title: 'Candlestick patterns' },
    lessons: [
      courseLessonFactory({
        slug: 'anatomy-of-a-candle',
        title: 'Anatomy of a candle',
        position: 1,
        read: othersRead,
      }),
      courseLessonFactory({
        slug: 'single-candle-patterns',
        title: 'Single-candle patterns',
        position: 2,
      }),
      courseLessonFactory({
        slug: 'multi-candle-patterns',
        title: 'Multi-candle patterns',
        position: 3,
        read: othersRead,
      }),
    ],
  });

interface Parameters {
  /**
   * How the lesson's GET behaves: answers; no such lesson (404); never answers; refuses once.
   */
  server?: 'answers' | 'missing' | 'pending' | 'failing-once';
  /** How marking it read behaves: answers (after `readDelay` ms); refuses with a 503. */
  markRead?: 'answers' | 'refuses';
  /** Whether the lesson is read already. */
  read?: boolean;
  /** Whether the course's other lessons are read (so reading this one completes it). */
  othersRead?: boolean;
  /** The lesson's place: the last lesson has no next one. */
  last?: boolean;
}

const seen: SeenRequest[] = [];

function answerLesson({ parameters }: { parameters: Parameters }) {
  const server = parameters.server ?? 'answers';
  let failures = server === 'failing-once' ? 1 : 0;
  const othersRead = parameters.othersRead ?? false;
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === LESSON_PATH) {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (server === 'missing')
        return refusal(404, 'No lesson is called that.', { code: 'NOT_FOUND' });
      if (failures > 0) {
        failures -= 1;
        return refusal(503, 'The school is not available. Try again in a minute.');
      }
      return Response.json(
        lesson({ read: parameters.read ?? false, ...(parameters.last ? { next: null } : {}) }),
      );
    }
    if (method === 'GET' && url.pathname === COURSE_PATH) {
      const answer = course(othersRead);
      return Response.json(
        parameters.read
          ? {
              ...answer,
              lessons: answer.lessons.map((item) => ({ ...item, read: true })),
              lessons_read: 3,
              completed: othersRead,
            }
          : answer,
      );
    }
    if (method === 'PUT' && url.pathname === READ_PATH) {
      if (parameters.markRead === 'refuses')
        return refusal(503, 'The school is being updated. Try again in a minute.');
      return Response.json({
        read: true,
        lessons_read: othersRead ? 3 : 1,
        lesson_count: 3,
        completed: othersRead,
      });
    }
    return undefined;
  }, seen);
}

/** Where a link leads: a stand-in page that names the address. */
function Opened() {
  return <p>Opened {useLocation().pathname}</p>;
}

const chartCanvas = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="price-chart-canvas"] canvas');

const meta = {
  title: 'web/SchoolLessonPage',
  component: SchoolLessonPage,
  decorators: [atAddress('/trading-school/reading-candlesticks/single-candle-patterns')],
  beforeEach: answerLesson,
  render: () => (
    <Routes>
      <Route path="/trading-school/:courseSlug/:lessonSlug" element={<SchoolLessonPage />} />
      {/* The next lesson is a stand-in: the story checks where the link went. */}
      <Route
        path="/trading-school/reading-candlesticks/multi-candle-patterns"
        element={<Opened />}
      />
      <Route path="*" element={<Opened />} />
    </Routes>
  ),
} satisfies Meta<typeof SchoolLessonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A lesson with every kind of block, in order: prose (headings, a list, an image, code, a table),
 * a candlestick chart with its caption, and a video in a sandboxed player with a link to its page.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Single-candle patterns' }),
    ).toBeVisible();
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Reading candlesticks' })).toHaveAttribute(
      'href',
      '/trading-school/reading-candlesticks',
    );
    await expect(canvas.getByText('Lesson 2 of 3 · 6 min')).toBeVisible();

    // The prose, in order with the chart and the video.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Hammer and hanging man' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const image = canvas.getByRole('img', { name: /A hammer: a small body/ });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(
      (image.parentElement as HTMLElement).getBoundingClientRect().width,
    );
    await expect(canvas.getByRole('table')).toHaveTextContent('buyers rejected lower prices');
    await expect(canvasElement.querySelector('pre code')).toHaveTextContent('lower shadow');

    const chart = canvasElement.querySelector<HTMLElement>('[data-slot="lesson-chart"]');
    if (!chart) throw new Error('The chart block is missing');
    await expect(chart.tagName).toBe('FIGURE');
    await expect(chart.querySelector(':scope > figcaption')).toHaveTextContent(
      /^A hammer in session 7 after six lower closes/,
    );
    await waitFor(() => expect(chartCanvas(chart)).not.toBeNull());
    // Ten sessions, no range buttons: the spoken summary names the move.
    await expect(within(chart).queryByRole('button')).toBeNull();
    await expect(chart.querySelector('[data-slot="price-chart-summary"]')?.textContent).toMatch(
      /^Prices, 10 sessions: from 45\.00 to 42\.40, down 5\.8%$/,
    );

    const player = canvas.getByTitle('Candlestick patterns explained');
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation',
    );
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(player).toHaveAttribute('allowfullscreen');
    const box = player.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    await expect(canvas.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abcdefghijk',
    );

    // The blocks keep the lesson's order.
    const blocks = canvasElement.querySelector('[data-slot="lesson-blocks"]');
    await expect(
      Array.from(blocks?.children ?? []).map((block) => block.getAttribute('data-slot')),
    ).toEqual(['school-html', 'lesson-chart', 'lesson-video', 'school-html']);

    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: 'Previous lesson: Anatomy of a candle' }),
    ).toHaveAttribute('href', '/trading-school/reading-candlesticks/anatomy-of-a-candle');
    await expect(
      canvas.getByRole('link', { name: 'Next lesson: Multi-candle patterns' }),
    ).toHaveAttribute('href', '/trading-school/reading-candlesticks/multi-candle-patterns');
    await expect(canvas.queryByText(/You have read every lesson/)).toBeNull();
  },
};

/** Mark as read: read at once, and the server is told once. */
export const MarkAsRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as read' }));
    const done = canvas.getByRole('button', { name: 'Read' });
    await expect(done).toHaveAttribute('aria-disabled', 'true');
    await expect(done).toHaveFocus();
    await userEvent.click(done);
    await waitFor(() => expect(requestsTo(seen, READ_PATH)).toHaveLength(1));
    await expect(requestsTo(seen, READ_PATH)[0]?.method).toBe('PUT');
  },
};

/** A refused mark goes back to "Mark as read" and says why. */
export const MarkAsReadFails: Story = {
  parameters: { markRead: 'refuses' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as read' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This lesson could not be marked as read. The school is being updated. Try again in a minute.',
    );
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeEnabled();
  },
};

/** Going on to the next lesson marks this one read. */
export const NextMarksRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Next lesson: Multi-candle patterns' }),
    );
    await expect(
      await canvas.findByText('Opened /trading-school/reading-candlesticks/multi-candle-patterns'),
    ).toBeVisible();
    await waitFor(() => expect(requestsTo(seen, READ_PATH)).toHaveLength(1));
  },
};

/** Reading the last unread lesson completes the course: on to its exam. */
export const CompletesTheCourse: Story = {
  parameters: { othersRead: true, last: true },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Finish the course' })).toHaveAttribute(
      'href',
      '/trading-school/reading-candlesticks',
    );
    await waitFor(() => expect(requestsTo(seen, COURSE_PATH)).toHaveLength(1));
    await expect(canvas.queryByText(/You have read every lesson/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'You have read every lesson of Reading candlesticks',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Candlestick patterns')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the exam' })).toHaveAttribute(
      'href',
      '/exams',
    );
  },
};

/** A lesson read before: "Read", and nothing to send. */
export const AlreadyRead: Story = {
  parameters: { read: true },
  play: async ({ canvas, userEvent }) => {
    const done = await canvas.findByRole('button', { name: 'Read' });
    await userEvent.click(done);
    await userEvent.click(canvas.getByRole('link', { name: /^Next lesson/ }));
    await canvas.findByText(/^Opened /);
    await expect(requestsTo(seen, READ_PATH)).toHaveLength(0);
  },
};

/** An address no lesson has (404): said plainly, with the way back to the course. */
export const NoSuchLesson: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No such lesson')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the course' }));
    await expect(
      await canvas.findByText('Opened /trading-school/reading-candlesticks'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the lesson' })).toBeVisible();
  },
};

/** A failed load says what happened; Try again loads the lesson. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The lesson could not be loaded');
    await expect(alert).toHaveTextContent('The school is not available. Try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Single-candle patterns' }),
    ).toBeVisible();
  },
};

/** On a phone the text, chart, video and table fit the width: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Single-candle patterns' });
    const document = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(chartCanvas(canvasElement)).not.toBeNull());
    await waitFor(() => expect(document.scrollWidth).toBeLessThanOrEqual(document.clientWidth));
    const player = canvas.getByTitle('Candlestick patterns explained').getBoundingClientRect();
    await expect(player.right).toBeLessThanOrEqual(document.clientWidth);
    // Previous and next stack.
    const previous = canvas.getByRole('link', { name: /^Previous lesson/ }).getBoundingClientRect();
    const next = canvas.getByRole('link', { name: /^Next lesson/ }).getBoundingClientRect();
    await expect(next.top).toBeGreaterThanOrEqual(previous.bottom);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Single-candle patterns' });
    await waitFor(() => expect(chartCanvas(canvasElement)).not.toBeNull());
  },
};
