import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  type SeenRequest,
} from '@/shared/lib/story';
import { previousResultFactory, userFactory } from '@/shared/lib/test';
import { PreviousResultsPage } from './previous-results-page.tsx';

const CANDLES = { slug: 'candlestick-patterns', title: 'Candlestick patterns' };

/** Five submitted attempts over three weeks, newest first as the server lists them. */
const ATTEMPTS = [
  previousResultFactory({
    id: '48',
    exam: CANDLES,
    submitted_at: '2026-03-24T14:05:00.000Z',
    score: 90,
  }),
  previousResultFactory({
    id: '45',
    exam: CANDLES,
    submitted_at: '2026-03-17T18:20:00.000Z',
    submitted_by: 'deadline',
    score: 60,
  }),
  previousResultFactory({ id: '44', submitted_at: '2026-03-12T09:40:00.000Z', score: 80 }),
  previousResultFactory({ id: '42', submitted_at: '2026-03-10T16:10:00.000Z', score: 50 }),
  previousResultFactory({ id: '41', submitted_at: '2026-03-03T15:36:12.000Z', score: 30 }),
];

type Server = 'attempts' | 'empty' | 'pending' | 'failing-once';

const seen: SeenRequest[] = [];

function answerResults({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'attempts';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/exam-attempts') return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(500, 'The server had a problem.');
    }
    return Response.json({ attempts: server === 'empty' ? [] : ATTEMPTS });
  }, seen);
}

const meta = {
  title: 'web/exam/PreviousResultsPage',
  component: PreviousResultsPage,
  // A member in New York: dates are in their zone.
  decorators: [
    atAddress('/previous-results', (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'America/New_York' })),
    ),
  ],
  beforeEach: answerResults,
} satisfies Meta<typeof PreviousResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartSummary = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="score-chart-summary"]')?.textContent;

/**
 * The scores over time with the pass mark, and every attempt: exam, date in the member's zone,
 * score, passed or failed, and a link to its result.
 */
export const WithChart: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Your submitted exams, newest first' });
    await waitFor(() =>
      expect(chartSummary(canvasElement)).toBe(
        'Your exam scores: 5 attempts, from 30% to 90%, the latest 90%; pass mark 70%, reached 2 times.',
      ),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();

    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('Candlestick patterns');
    await expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Mar 24, 2026, 10:05 AM',
      '90%9/10',
      'Passed',
      'View result',
    ]);
    await expect(
      first.getByRole('link', {
        name: 'View result of Candlestick patterns, Mar 24, 2026, 10:05 AM',
      }),
    ).toHaveAttribute('href', '/exam/result/48');
    const last = within(rows[4] as HTMLElement);
    await expect(last.getByText('Failed')).toBeVisible();
    await expect(last.getByRole('link', { name: /^View result/ })).toHaveAttribute(
      'href',
      '/exam/result/41',
    );
  },
};

/** No attempt submitted yet: what to do next. */
export const Empty: Story = {
  parameters: { server: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take an exam' })).toHaveAttribute(
      'href',
      '/exams',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your results' })).toBeVisible();
  },
};

/** A failed load says so; Try again loads the results. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your results could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** On a phone the date goes under the exam's name; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getByText('Date', { selector: 'th' })).not.toBeVisible();
    await expect(within(table).getAllByText('Mar 24, 2026, 10:05 AM')[0]).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table');
    await waitFor(() => expect(chartSummary(canvasElement)).toMatch(/^Your exam scores/));
  },
};
