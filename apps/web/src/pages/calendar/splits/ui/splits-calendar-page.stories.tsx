import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StockSplit } from '@/entities/calendar';
import {
  atAddress,
  bodyRows,
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
import { SplitsCalendarPage } from './splits-calendar-page.tsx';

/** A split row: a 2-for-1 forward split of sample data unless `overrides` say otherwise. */
const split = ({ id, ...overrides }: Partial<StockSplit> & { id: number }): StockSplit => ({
  id,
  symbol_id: id,
  symbol: `SYM${id}`,
  company: `Company ${id}`,
  date: '2026-12-03',
  numerator: 2,
  denominator: 1,
  ratio: '2-for-1',
  reverse: false,
  source: 'sample',
  ...overrides,
});

/** The symbols in the story member's watchlists. */
const WATCHLIST = new Set(['NVDA']);

/** The first half of December 2026 (and one split after it), as the server lists it. */
const DECEMBER_2026: StockSplit[] = [
  split({ id: 21, symbol: 'NVDA', company: 'NVIDIA Corporation', date: '2026-12-02' }),
  split({
    id: 22,
    symbol: 'WMT',
    company: 'Walmart Inc.',
    date: '2026-12-02',
    numerator: 3,
    ratio: '3-for-1',
  }),
  split({
    id: 23,
    symbol_id: null,
    symbol: 'BGFV',
    company: 'Big Five Holdings',
    date: '2026-12-08',
    numerator: 1,
    denominator: 10,
    ratio: '1-for-10',
    reverse: true,
  }),
  split({
    id: 24,
    symbol: 'CMG',
    company: 'Chipotle Mexican Grill',
    date: '2026-12-14',
    numerator: 50,
    ratio: '50-for-1',
  }),
  split({ id: 25, symbol: 'AVGO', company: 'Broadcom Inc.', date: '2026-12-22' }),
];

/** January 2027, crowded: 20 splits a weekday, more rows than the table renders at once. */
const MANY_FROM = '2027-01-01';
const MANY_TO = '2027-01-31';
const WEEKDAYS_OF_JANUARY = Array.from({ length: 31 }, (_, index) =>
  new Date(Date.UTC(2027, 0, index + 1)).toISOString().slice(0, 10),
).filter((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
const CROWDED_JANUARY: StockSplit[] = WEEKDAYS_OF_JANUARY.flatMap((day, dayIndex) =>
  Array.from({ length: 20 }, (_, index) => split({ id: 1000 + dayIndex * 20 + index, date: day })),
);

const DECEMBER_URL = '/splits-calendar?from=2026-12-01&to=2026-12-14';
const SPLITS_PATH = '/api/calendars/splits';

type Catalogue = 'december-2026' | 'crowded-january';

const seen: SeenRequest[] = [];
const splitCalls = () => requestsTo(seen, SPLITS_PATH);

/**
 * `GET /api/calendars/splits` as the server answers it (`parameters.server`): the splits of
 * `parameters.catalogue` in the range (the watchlist's only, with `watchlist=true`), `sample` when
 * any is; or never answering; or refusing the first call.
 */
function answerSplits({
  parameters,
}: {
  parameters: { server?: CalendarServer; catalogue?: Catalogue };
}) {
  const splits = companyCalendarRoute({
    path: SPLITS_PATH,
    server: parameters.server,
    catalogue: parameters.catalogue === 'crowded-january' ? CROWDED_JANUARY : DECEMBER_2026,
    dayOf: (row) => row.date,
    onWatchlist: (row) => WATCHLIST.has(row.symbol),
  });
  return fakeServer(splits, seen);
}

const meta = {
  title: 'web/SplitsCalendarPage',
  component: SplitsCalendarPage,
  // The page's own store, and a router at `parameters.url`. Every story gives the range, so
  // nothing depends on the day it runs.
  decorators: [atAddress(DECEMBER_URL)],
  beforeEach: answerSplits,
} satisfies Meta<typeof SplitsCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1–14 December 2026: NVIDIA (2-for-1) and Walmart (3-for-1) split on the 2nd, Big Five's 1-for-10
 * reverse split on the 8th, Chipotle's 50-for-1 on the 14th. Grouped by day; sample data, labelled.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('4 splits, 1 reverse')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Splits Calendar' })).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Wednesday, 2 December 2026',
      'Tuesday, 8 December 2026',
      'Monday, 14 December 2026',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    const table = canvas.getByRole('table', { name: 'Stock splits and reverse splits by day' });
    await expectColumns(within(table), { shown: ['Company', 'Ratio', 'Date'] });

    const nvidia = rowOf(canvasElement, 21);
    await expect(cellOf(nvidia, 'company')).toHaveTextContent('NVIDIA CorporationNVDA');
    await expect(within(nvidia).getByRole('link', { name: 'NVDA' })).toHaveAttribute(
      'href',
      '/symbol/NVDA',
    );
    await expect(cellOf(nvidia, 'ratio')).toHaveTextContent(/^2-for-1$/);
    await expect(cellOf(nvidia, 'date')).toHaveTextContent('Wed, 2 Dec 2026');
    await expect(cellOf(rowOf(canvasElement, 22), 'ratio')).toHaveTextContent(/^3-for-1$/);

    // A reverse split says so in words, not by colour alone; not listed, so no link.
    const reverse = rowOf(canvasElement, 23);
    await expect(cellOf(reverse, 'ratio')).toHaveTextContent('1-for-10Reverse');
    await expect(within(reverse).getByText('Reverse')).toBeVisible();
    await expect(within(reverse).queryByRole('link')).toBeNull();
    await expect(cellOf(reverse, 'company')).toHaveTextContent('Big Five HoldingsBGFV');

    await expectSampleDataNote(
      canvas,
      'These rows are made-up demo data, not real split announcements.',
    );

    await expectAskedOnceFor(canvas, splitCalls, {
      from: '2026-12-01',
      to: '2026-12-14',
      without: ['watchlist'],
    });
    await expect(canvas.getByRole('switch', { name: 'My watchlist only' })).not.toBeChecked();
  },
};

/** The call has not answered: skeleton rows under the header, no summary yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Stock splits and reverse splits by day (loading)',
      calls: splitCalls,
    });
    await expect(context.canvas.queryByText(/splits?,/)).toBeNull();
  },
};

/** 15–21 December 2026: no split takes effect, and the page offers the next 31 days. */
export const Empty: Story = {
  parameters: { url: '/splits-calendar?from=2026-12-15&to=2026-12-21' },
  play: async (context) => {
    await expectCalendarEmpty(context, {
      message: 'No company splits its shares in this range.',
      offer: 'Show the next 31 days',
      summary: '0 splits, 0 reverse',
    });
    await expect(context.canvas.queryByText('Sample data')).toBeNull();
  },
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same view. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: (context) =>
    expectCalendarErrorThenRetry(context, {
      calls: splitCalls,
      summary: '4 splits, 1 reverse',
      rows: 4,
    }),
};

/**
 * January 2027 with 20 splits each weekday: more rows than the table renders at once, so only
 * those near the viewport are in the page. Its play function is the test; a screenshot would be a
 * tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'crowded-january',
    url: `/splits-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: (context) => {
    const lastId = CROWDED_JANUARY.at(-1)?.id as number;
    return expectVirtualisedRows(context, {
      summary: `${CROWDED_JANUARY.length} splits, 0 reverse`,
      rows: CROWDED_JANUARY.length,
      days: WEEKDAYS_OF_JANUARY.length,
      firstDay: 'Friday, 1 January 2027',
      lastKey: lastId,
      atBottom: () =>
        expect(cellOf(rowOf(context.canvasElement, lastId), 'date')).toHaveTextContent(
          'Fri, 29 Jan 2027',
        ),
    });
  },
};

/** On a phone all three columns stay (company, ratio, date), and nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('4 splits, 1 reverse');
    await expectColumns(canvas, { shown: ['Company', 'Ratio', 'Date'] });
    await expect(within(rowOf(canvasElement, 23)).getByText('Reverse')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * `?watchlist=1`: the call asks for the member's watchlist only (`watchlist=true`), and the
 * switch is on. Turning it off asks for every company again.
 */
export const WatchlistOnly: Story = {
  parameters: { url: `${DECEMBER_URL}&watchlist=1` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('1 split, 0 reverse')).toBeVisible();
    const [first] = splitCalls();
    await expect(first?.url.searchParams.get('watchlist')).toBe('true');
    await expect(first?.url.searchParams.get('from')).toBe('2026-12-01');
    await expect(first?.url.searchParams.get('to')).toBe('2026-12-14');
    await expect(renderedKeys(canvasElement)).toEqual(['21']);
    const toggle = canvas.getByRole('switch', { name: 'My watchlist only' });
    await expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await expect(await canvas.findByText('4 splits, 1 reverse')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(splitCalls().at(-1)?.url.searchParams.has('watchlist')).toBe(false);
  },
};
