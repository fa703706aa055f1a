import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { reportListFactory, reportSummaryFactory, userFactory } from '@/shared/lib/test';
import { ReportsPage } from './reports-page.tsx';

/** Three reports newest first: a free stocks one, a pro forex one (locked here) and a free one. */
const REPORTS = [
  reportSummaryFactory({
    slug: 'index-breadth-under-the-surface',
    title: 'Breadth under the surface of an index',
    summary: 'When a cap-weighted index rises on a handful of large stocks, the headline misleads.',
    market: 'indices',
    symbols: ['SPX', 'NDX'],
    published_at: '2026-11-24T09:00:00.000Z',
    reading_minutes: 3,
  }),
  reportSummaryFactory({
    slug: 'eur-usd-and-central-bank-weeks',
    title: 'EUR/USD in central-bank weeks',
    summary: 'Why the pair compresses before a rate decision and expands after it.',
    market: 'forex',
    symbols: ['EURUSD'],
    // 23:30 UTC on the 13th: the 14th in Tokyo, where this member lives.
    published_at: '2026-11-13T23:30:00.000Z',
    pro_only: true,
    locked: true,
  }),
  reportSummaryFactory({
    slug: 'crude-oil-term-structure',
    title: 'What the crude oil curve is telling you',
    summary: 'Contango and backwardation explained with the WTI futures curve.',
    market: 'commodities',
    symbols: ['CL=F'],
    published_at: '2026-10-30T08:00:00.000Z',
    reading_minutes: 2,
  }),
];

type Server = 'reports' | 'empty' | 'pending' | 'failing-once';

const seen: SeenRequest[] = [];

function answerReports({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'reports';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/reports') return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'The reports are not available. Try again in a minute.');
    }
    const market = url.searchParams.get('market');
    const reports =
      server === 'empty' ? [] : REPORTS.filter((report) => !market || report.market === market);
    return Response.json(reportListFactory({ reports }));
  }, seen);
}

const meta = {
  title: 'web/reports/ReportsPage',
  component: ReportsPage,
  // A member in Tokyo: days are in their zone.
  decorators: [
    atAddress('/specialize-reports', (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'Asia/Tokyo' })),
    ),
  ],
  beforeEach: answerReports,
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The reports newest first as cards: market, title, summary, day in the member's zone, author
 * and reading time. Open reports link to their page.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reports' });
    const cards = within(list).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'report-index-breadth-under-the-surface',
      'report-eur-usd-and-central-bank-weeks',
      'report-crude-oil-term-structure',
    ]);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('Indices')).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'Breadth under the surface of an index' }),
    ).toHaveAttribute('href', '/single-report?slug=index-breadth-under-the-surface');
    await expect(first.getByText('24 Nov 2026')).toBeVisible();
    await expect(first.getByText('TapeTV Research')).toBeVisible();
    await expect(first.getByText('3 min read')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Market' })).toHaveValue('');
  },
};

/** A pro report for a member without pro: Pro and a lock, and Upgrade to Pro instead of a link. */
export const LockedProCard: Story = {
  play: async ({ canvas }) => {
    const card = within(
      await canvas.findByRole('article', { name: 'EUR/USD in central-bank weeks' }),
    );
    await expect(card.getByText('Pro')).toBeVisible();
    await expect(card.queryByRole('link', { name: 'EUR/USD in central-bank weeks' })).toBeNull();
    await expect(
      card.getByRole('link', { name: 'Upgrade to Pro to open EUR/USD in central-bank weeks' }),
    ).toHaveAttribute('href', '/pricing');
    // Published at 23:30 UTC on the 13th: the 14th in Tokyo.
    await expect(card.getByText('14 Nov 2026')).toBeVisible();
  },
};

/** Choosing a market asks the server for that market only and keeps the choice. */
export const FilteredByMarket: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Reports' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Market' }), 'forex');
    await waitFor(() =>
      expect(requestsTo(seen, '/api/reports').at(-1)?.url.searchParams.get('market')).toBe('forex'),
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Reports' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    await expect(canvas.getByRole('combobox', { name: 'Market' })).toHaveValue('forex');
  },
};

/** A reversed date range is said under the fields, and nothing is asked of the server. */
export const ReversedRange: Story = {
  parameters: { url: '/specialize-reports?from=2026-11-20&to=2026-11-01' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The start date must be on or before the end date.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Reports' })).toBeNull();
    await expect(requestsTo(seen, '/api/reports')).toHaveLength(0);
  },
};

/** No report matches the filters: what to do next. */
export const Empty: Story = {
  parameters: { server: 'empty', url: '/specialize-reports?market=crypto' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reports match these filters')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute(
      'href',
      '/specialize-reports',
    );
  },
};

/** While the list loads: cards' skeletons. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the reports' })).toBeVisible();
  },
};

/** The list could not be loaded: what happened, and a retry that works. */
export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The reports could not be loaded')).toBeVisible();
    await expect(
      canvas.getByText('The reports are not available. Try again in a minute.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Reports' })).toBeVisible();
  },
};

/** On a phone the filters stack and the cards take one column; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Reports' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
    await expectNoSidewaysScroll(canvasElement);
  },
};
