import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { EarningsReport } from '@/entities/calendar';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  type CalendarServer,
  cellOf,
  companyCalendarRoute,
  expectAskedOnceFor,
  expectCalendarEmpty,
  expectCalendarErrorThenRetry,
  expectCalendarLoading,
  expectColumns,
  expectNoSidewaysScroll,
  expectSampleDataNote,
  expectVirtualisedRows,
  fakeServer,
  groupHeadings,
  renderedKeys,
  requestsTo,
  rowOf,
  type SeenRequest,
} from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { EarningsCalendarPage } from './earnings-calendar-page.tsx';

/** A report: a US company not yet reported, of sample data, unless `overrides` say otherwise. */
const report = ({
  id,
  ...overrides
}: Partial<EarningsReport> & { id: number }): EarningsReport => ({
  id,
  symbol_id: id,
  symbol: `SYM${id}`,
  company: `Company ${id}`,
  date: '2026-04-28',
  time: 'after_close',
  fiscal_quarter: 'Q1 2026',
  eps_actual: null,
  eps_forecast: 1,
  eps_surprise_pct: null,
  revenue_actual: null,
  revenue_forecast: 1_000_000_000,
  revenue_surprise_pct: null,
  market_cap: 10_000_000_000,
  currency: 'USD',
  source: 'sample',
  ...overrides,
});

/** The symbols in the story member's watchlists. */
const WATCHLIST = new Set(['KO', 'AAPL']);

/**
 * The last week of April 2026, as the server lists it (by date, then market cap, largest first):
 * Coca-Cola beats, Starbucks misses, the big technology companies have not reported yet.
 */
const LATE_APRIL_2026: EarningsReport[] = [
  report({
    id: 1,
    symbol: 'KO',
    company: 'The Coca-Cola Company',
    date: '2026-04-28',
    time: 'before_open',
    eps_actual: 0.75,
    eps_forecast: 0.72,
    eps_surprise_pct: 4.17,
    revenue_actual: 11_300_000_000,
    revenue_forecast: 11_100_000_000,
    revenue_surprise_pct: 1.8,
    market_cap: 302_000_000_000,
  }),
  report({
    id: 2,
    symbol: 'SBUX',
    company: 'Starbucks Corporation',
    date: '2026-04-28',
    fiscal_quarter: 'Q2 FY2026',
    eps_actual: 0.41,
    eps_forecast: 0.49,
    eps_surprise_pct: -16.33,
    revenue_actual: 8_800_000_000,
    revenue_forecast: 8_900_000_000,
    revenue_surprise_pct: -1.12,
    market_cap: 105_000_000_000,
  }),
  report({
    id: 3,
    symbol: 'MSFT',
    company: 'Microsoft Corporation',
    date: '2026-04-29',
    fiscal_quarter: 'Q3 FY2026',
    eps_forecast: 3.22,
    revenue_forecast: 68_400_000_000,
    market_cap: 3_100_000_000_000,
  }),
  report({
    id: 4,
    symbol: 'META',
    company: 'Meta Platforms, Inc.',
    date: '2026-04-29',
    eps_forecast: 6.71,
    revenue_forecast: 41_400_000_000,
    market_cap: 1_500_000_000_000,
  }),
  report({
    id: 9,
    symbol_id: null,
    symbol: 'SBIO',
    company: 'Small Biotech Ltd',
    date: '2026-04-29',
    time: 'unknown',
    fiscal_quarter: null,
    eps_forecast: null,
    revenue_forecast: null,
    market_cap: null,
  }),
  report({
    id: 5,
    symbol: 'AAPL',
    company: 'Apple Inc.',
    date: '2026-04-30',
    fiscal_quarter: 'Q2 FY2026',
    eps_forecast: 1.62,
    revenue_forecast: 94_900_000_000,
    market_cap: 3_400_000_000_000,
  }),
  report({
    id: 6,
    symbol: 'AMZN',
    company: 'Amazon.com, Inc.',
    date: '2026-04-30',
    eps_forecast: 1.36,
    revenue_forecast: 155_000_000_000,
    market_cap: 2_000_000_000_000,
  }),
  report({
    id: 7,
    symbol_id: null,
    symbol: 'SHEL.L',
    company: 'Shell plc',
    date: '2026-04-30',
    time: 'before_open',
    eps_forecast: 1.65,
    revenue_forecast: 72_000_000_000,
    market_cap: 210_000_000_000,
  }),
  report({
    id: 8,
    symbol: 'XOM',
    company: 'Exxon Mobil Corporation',
    date: '2026-05-01',
    time: 'during',
    eps_forecast: 1.75,
    revenue_forecast: 83_000_000_000,
    market_cap: 470_000_000_000,
  }),
];

/** May 2026, crowded: 40 companies a day, more rows than the table renders at once. */
const MANY_FROM = '2026-05-01';
const MANY_TO = '2026-05-31';
const CROWDED_MAY: EarningsReport[] = Array.from({ length: 31 }, (_, day) =>
  Array.from({ length: 40 }, (_, index) => {
    const id = 1000 + day * 40 + index;
    return report({
      id,
      date: `2026-05-${String(day + 1).padStart(2, '0')}`,
      market_cap: (40 - index) * 1_000_000_000,
    });
  }),
).flat();
const CROWDED_LAST = CROWDED_MAY.at(-1) as EarningsReport;

const DEFAULT_URL = '/earning-calendar?from=2026-04-27&to=2026-05-03';
const EARNINGS_PATH = '/api/calendars/earnings';

type Catalogue = 'late-april-2026' | 'crowded-may';

const seen: SeenRequest[] = [];
const earningsCalls = () => requestsTo(seen, EARNINGS_PATH);

/**
 * `GET /api/calendars/earnings` as the server answers it (`parameters.server`): the reports of
 * `parameters.catalogue` in the range (the watchlist's only, with `watchlist=true`), `sample` when
 * any is; or never answering; or refusing the first call.
 */
function answerEarnings({
  parameters,
}: {
  parameters: { server?: CalendarServer; catalogue?: Catalogue };
}) {
  const earnings = companyCalendarRoute({
    path: EARNINGS_PATH,
    server: parameters.server,
    catalogue: parameters.catalogue === 'crowded-may' ? CROWDED_MAY : LATE_APRIL_2026,
    dayOf: (row) => row.date,
    onWatchlist: (row) => WATCHLIST.has(row.symbol),
  });
  return fakeServer(earnings, seen);
}

const meta = {
  title: 'web/EarningsCalendarPage',
  component: EarningsCalendarPage,
  // The page's own store with a signed-in member in Tokyo (today, which the range presets count
  // from, is Tokyo's), and a router at `parameters.url`. Every story gives the range, so nothing
  // depends on the day it runs.
  decorators: [
    atAddress(DEFAULT_URL, (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'Asia/Tokyo' })),
    ),
  ],
  beforeEach: answerEarnings,
} satisfies Meta<typeof EarningsCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 27 April – 3 May 2026: Coca-Cola beats on earnings and revenue before the open, Starbucks misses
 * after the close; Microsoft, Meta, Apple and Amazon are still to come. Grouped by day, largest
 * company first; the rows are sample data, and the page says so.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('9 reports')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Earnings Calendar' }),
    ).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Tuesday, 28 April 2026',
      'Wednesday, 29 April 2026',
      'Thursday, 30 April 2026',
      'Friday, 1 May 2026',
    ]);
    await expect(renderedKeys(canvasElement)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '9',
      '5',
      '6',
      '7',
      '8',
    ]);
    const table = canvas.getByRole('table', {
      name: 'Earnings reports by day, largest company first',
    });
    await expectColumns(within(table), {
      shown: ['Company', 'Time', 'EPS', 'Revenue', 'Market cap', 'Fiscal quarter'],
    });

    const coke = rowOf(canvasElement, 1);
    await expect(cellOf(coke, 'company')).toHaveTextContent('The Coca-Cola CompanyKO');
    await expect(within(coke).getByRole('link', { name: 'KO' })).toHaveAttribute(
      'href',
      '/symbol/KO',
    );
    await expect(cellOf(coke, 'time')).toHaveTextContent('Before open');
    await expect(cellOf(coke, 'eps')).toHaveTextContent(
      '▲$0.75, above the forecast (better)Forecast $0.72+4.2%',
    );
    await expect(cellOf(coke, 'revenue')).toHaveTextContent(
      '▲$11.3B, above the forecast (better)Forecast $11.1B+1.8%',
    );
    await expect(cellOf(coke, 'market-cap')).toHaveTextContent('$302B');
    await expect(cellOf(coke, 'quarter')).toHaveTextContent('Q1 2026');

    const starbucks = rowOf(canvasElement, 2);
    await expect(cellOf(starbucks, 'time')).toHaveTextContent('After close');
    await expect(
      cellOf(starbucks, 'eps')?.querySelector('[data-slot="surprise-value"]'),
    ).toHaveAttribute('data-surprise', 'worse');
    await expect(cellOf(starbucks, 'eps')).toHaveTextContent('Forecast $0.49-16.3%');

    // Not reported yet: a dash over the forecast, no surprise.
    const apple = rowOf(canvasElement, 5);
    await expect(cellOf(apple, 'eps')).toHaveTextContent('—Forecast $1.62');
    await expect(cellOf(apple, 'revenue')).toHaveTextContent('—Forecast $94.9B');
    await expect(cellOf(apple, 'market-cap')).toHaveTextContent('$3.4T');
    await expect(cellOf(rowOf(canvasElement, 8), 'time')).toHaveTextContent('During session');

    // A company TapeTV does not list has its symbol as text; an unknown time is a dash.
    const shell = rowOf(canvasElement, 7);
    await expect(within(shell).queryByRole('link')).toBeNull();
    await expect(cellOf(shell, 'company')).toHaveTextContent('Shell plcSHEL.L');
    const biotech = rowOf(canvasElement, 9);
    await expect(cellOf(biotech, 'time')).toHaveTextContent('—Time not announced');
    await expect(cellOf(biotech, 'eps')).toHaveTextContent('—No forecast');
    await expect(cellOf(biotech, 'market-cap')).toHaveTextContent('—');
    await expect(cellOf(biotech, 'quarter')).toHaveTextContent('—');

    await expectSampleDataNote(
      canvas,
      'These rows are made-up demo data, not real earnings dates or figures.',
    );
    await expectAskedOnceFor(canvas, earningsCalls, {
      from: '2026-04-27',
      to: '2026-05-03',
      without: ['watchlist'],
    });
    await expect(canvas.getByRole('switch', { name: 'My watchlist only' })).not.toBeChecked();
  },
};

/**
 * `?watchlist=1`: the call asks for the member's symbols only (Coca-Cola and Apple). Turning the
 * switch off asks for everyone; turning it back on shows the kept answer without asking again.
 */
export const WatchlistOnly: Story = {
  parameters: { url: `${DEFAULT_URL}&watchlist=1` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('2 reports')).toBeVisible();
    await expect(earningsCalls()[0]?.url.searchParams.get('watchlist')).toBe('true');
    await expect(renderedKeys(canvasElement)).toEqual(['1', '5']);
    const watchlistOnly = canvas.getByRole('switch', { name: 'My watchlist only' });
    await expect(watchlistOnly).toBeChecked();

    await userEvent.click(watchlistOnly);
    await expect(await canvas.findByText('9 reports')).toBeVisible();
    await expect(earningsCalls().at(-1)?.url.searchParams.has('watchlist')).toBe(false);
    await userEvent.click(watchlistOnly);
    await expect(await canvas.findByText('2 reports')).toBeVisible();
    await expect(earningsCalls()).toHaveLength(2);
  },
};

/** The call has not answered: skeleton rows under the header, no count yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Earnings reports by day, largest company first (loading)',
      calls: earningsCalls,
    });
    await expect(context.canvas.queryByText(/\d+ reports?$/)).toBeNull();
  },
};

/** A week with no report: the page offers the next 31 days. */
export const Empty: Story = {
  parameters: { url: '/earning-calendar?from=2026-05-04&to=2026-05-10' },
  play: (context) =>
    expectCalendarEmpty(context, {
      message: 'No company reports in this range.',
      offer: 'Show the next 31 days',
      summary: '0 reports',
    }),
};

/** No company of the member's watchlists reports in the week: the page offers every company. */
export const WatchlistEmpty: Story = {
  parameters: { url: '/earning-calendar?from=2026-04-29&to=2026-04-29&watchlist=1' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('No company in your watchlists reports in this range.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every company' }));
    await expect(await canvas.findByText('3 reports')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'My watchlist only' })).not.toBeChecked();
  },
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same range. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: (context) =>
    expectCalendarErrorThenRetry(context, { calls: earningsCalls, summary: '9 reports', rows: 9 }),
};

/**
 * All of May 2026, 40 companies a day: more rows than the table renders at once, so only those
 * near the viewport are in the page. Its play function is the test; a screenshot would be a tall
 * blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'crowded-may',
    url: `/earning-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: (context) =>
    expectVirtualisedRows(context, {
      summary: `${CROWDED_MAY.length} reports`,
      rows: CROWDED_MAY.length,
      days: 31,
      firstDay: 'Friday, 1 May 2026',
      lastKey: CROWDED_LAST.id,
      atBottom: () =>
        expect(cellOf(rowOf(context.canvasElement, CROWDED_LAST.id), 'company')).toHaveTextContent(
          CROWDED_LAST.company,
        ),
    }),
};

/** On a phone, revenue, market cap and quarter drop out; company, time and EPS stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('9 reports');
    await expectColumns(canvas, {
      shown: ['Company', 'Time', 'EPS'],
      hidden: ['Revenue', 'Market cap', 'Fiscal quarter'],
    });
    await expect(cellOf(rowOf(canvasElement, 1), 'revenue') as HTMLElement).not.toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
