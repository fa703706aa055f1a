import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Dividend } from '@/entities/calendar';
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
import { DividendCalendarPage } from './dividend-calendar-page.tsx';

/** A dividend row: a quarterly US dividend of sample data unless `overrides` say otherwise. */
const dividend = ({ id, ...overrides }: Partial<Dividend> & { id: number }): Dividend => ({
  id,
  symbol_id: id,
  symbol: `SYM${id}`,
  company: `Company ${id}`,
  ex_date: '2026-12-03',
  record_date: '2026-12-04',
  payment_date: '2026-12-15',
  amount: 0.25,
  currency: 'USD',
  frequency: 'quarterly',
  price: 50,
  price_simulated: true,
  yield_pct: 2,
  source: 'sample',
  ...overrides,
});

/** The symbols in the story member's watchlists. */
const WATCHLIST = new Set(['KO', 'AAPL']);

/** The first half of December 2026 (and one row after it), as the server lists it. */
const DECEMBER_2026: Dividend[] = [
  dividend({
    id: 11,
    symbol: 'KO',
    company: 'The Coca-Cola Company',
    ex_date: '2026-12-01',
    record_date: '2026-12-01',
    payment_date: '2026-12-15',
    amount: 0.51,
    price: 70.12,
    yield_pct: 2.9093,
  }),
  dividend({
    id: 12,
    symbol: 'O',
    company: 'Realty Income Corporation',
    ex_date: '2026-12-01',
    record_date: '2026-12-01',
    payment_date: '2026-12-15',
    amount: 0.2695,
    frequency: 'monthly',
    price: 57.1,
    yield_pct: 5.6637,
  }),
  dividend({
    id: 13,
    symbol: 'MSFT',
    company: 'Microsoft Corporation',
    ex_date: '2026-12-07',
    record_date: '2026-12-07',
    payment_date: '2026-12-10',
    amount: 0.91,
    price: 423.5,
    price_simulated: false,
    yield_pct: 0.8595,
    source: 'csv',
  }),
  dividend({
    id: 14,
    symbol_id: null,
    symbol: 'ULVR.L',
    company: 'Unilever plc',
    ex_date: '2026-12-07',
    record_date: null,
    payment_date: null,
    amount: 0.3792,
    currency: 'GBP',
    price: null,
    yield_pct: null,
  }),
  dividend({
    id: 15,
    symbol: 'COST',
    company: 'Costco Wholesale Corporation',
    ex_date: '2026-12-10',
    record_date: '2026-12-11',
    payment_date: '2026-12-28',
    amount: 15,
    frequency: 'irregular',
    price: 905,
    yield_pct: null,
  }),
  dividend({
    id: 16,
    symbol: 'AAPL',
    company: 'Apple Inc.',
    ex_date: '2026-12-11',
    record_date: '2026-12-14',
    payment_date: '2026-12-17',
    amount: 0.26,
    price: 229.4,
    yield_pct: 0.4534,
  }),
  dividend({ id: 17, symbol: 'JNJ', company: 'Johnson & Johnson', ex_date: '2026-12-21' }),
];

/** January 2027, crowded: 40 companies a weekday, more rows than the table renders at once. */
const MANY_FROM = '2027-01-01';
const MANY_TO = '2027-01-31';
const WEEKDAYS_OF_JANUARY = Array.from({ length: 31 }, (_, index) =>
  new Date(Date.UTC(2027, 0, index + 1)).toISOString().slice(0, 10),
).filter((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
const CROWDED_JANUARY: Dividend[] = WEEKDAYS_OF_JANUARY.flatMap((day, dayIndex) =>
  Array.from({ length: 40 }, (_, index) => {
    const id = 1000 + dayIndex * 40 + index;
    return dividend({ id, ex_date: day, record_date: day, payment_date: null });
  }),
);

const DECEMBER_URL = '/dividend-calendar?from=2026-12-01&to=2026-12-14';
const DIVIDENDS_PATH = '/api/calendars/dividends';

type Catalogue = 'december-2026' | 'crowded-january';

const seen: SeenRequest[] = [];
const dividendCalls = () => requestsTo(seen, DIVIDENDS_PATH);

/**
 * `GET /api/calendars/dividends` as the server answers it (`parameters.server`): the rows of
 * `parameters.catalogue` whose ex-date is in the range (the watchlist's only, with
 * `watchlist=true`), `sample` when any is; or never answering; or refusing the first call.
 */
function answerDividends({
  parameters,
}: {
  parameters: { server?: CalendarServer; catalogue?: Catalogue };
}) {
  const dividends = companyCalendarRoute({
    path: DIVIDENDS_PATH,
    server: parameters.server,
    catalogue: parameters.catalogue === 'crowded-january' ? CROWDED_JANUARY : DECEMBER_2026,
    dayOf: (row) => row.ex_date,
    onWatchlist: (row) => WATCHLIST.has(row.symbol),
  });
  return fakeServer(dividends, seen);
}

const meta = {
  title: 'web/DividendCalendarPage',
  component: DividendCalendarPage,
  // The page's own store, and a router at `parameters.url`. Every story gives the range, so
  // nothing depends on the day it runs.
  decorators: [atAddress(DECEMBER_URL)],
  beforeEach: answerDividends,
} satisfies Meta<typeof DividendCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1–14 December 2026: Coca-Cola and Realty Income go ex on the 1st, Microsoft and Unilever on the
 * 7th, Costco's special dividend on the 10th, Apple on the 11th. Grouped by ex-date; the rows are
 * sample data, and the table says so.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('6 dividends')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dividend Calendar' }),
    ).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Tuesday, 1 December 2026',
      'Monday, 7 December 2026',
      'Thursday, 10 December 2026',
      'Friday, 11 December 2026',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    const table = canvas.getByRole('table', { name: 'Dividends by ex-dividend date' });
    await expectColumns(within(table), {
      shown: [
        'Company',
        'Ex-dividend date',
        'Amount',
        'Frequency',
        'Record date',
        'Payment date',
        'Yield',
      ],
    });

    const coke = rowOf(canvasElement, 11);
    await expect(cellOf(coke, 'company')).toHaveTextContent('The Coca-Cola CompanyKO');
    await expect(within(coke).getByRole('link', { name: 'KO' })).toHaveAttribute(
      'href',
      '/symbol/KO',
    );
    await expect(cellOf(coke, 'ex-date')).toHaveTextContent('Tue, 1 Dec 2026');
    await expect(cellOf(coke, 'amount')).toHaveTextContent('$0.51');
    await expect(cellOf(coke, 'frequency')).toHaveTextContent('Quarterly');
    await expect(cellOf(coke, 'record')).toHaveTextContent('Tue, 1 Dec 2026');
    await expect(cellOf(coke, 'payment')).toHaveTextContent('Tue, 15 Dec 2026');
    // The yield uses a simulated price, and says so.
    await expect(cellOf(coke, 'yield')).toHaveTextContent(
      '2.91%Simulated price: This yield uses a simulated price, not a real market quote.',
    );

    const realty = rowOf(canvasElement, 12);
    await expect(cellOf(realty, 'amount')).toHaveTextContent('$0.2695');
    await expect(cellOf(realty, 'frequency')).toHaveTextContent('Monthly');
    // A real price: the yield alone.
    await expect(cellOf(rowOf(canvasElement, 13), 'yield')).toHaveTextContent(/^0\.86%$/);

    // Not listed on TapeTV: the symbol is text, not a link; no dates or yield yet.
    const unilever = rowOf(canvasElement, 14);
    await expect(within(unilever).queryByRole('link')).toBeNull();
    await expect(cellOf(unilever, 'company')).toHaveTextContent('Unilever plcULVR.L');
    await expect(cellOf(unilever, 'amount')).toHaveTextContent('£0.3792');
    await expect(cellOf(unilever, 'record')).toHaveTextContent('—');
    await expect(cellOf(unilever, 'payment')).toHaveTextContent('—');
    await expect(cellOf(unilever, 'yield')).toHaveTextContent(/^—$/);

    const costco = rowOf(canvasElement, 15);
    await expect(cellOf(costco, 'amount')).toHaveTextContent('$15.00');
    await expect(cellOf(costco, 'frequency')).toHaveTextContent('Irregular');

    await expectSampleDataNote(
      canvas,
      'These rows are made-up demo data, not real dividend announcements.',
    );

    // The range of the address, as asked and as the picker shows it; every company.
    await expectAskedOnceFor(canvas, dividendCalls, {
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
      table: 'Dividends by ex-dividend date (loading)',
      calls: dividendCalls,
    });
    await expect(context.canvas.queryByText(/dividends?$/)).toBeNull();
    await expect(context.canvas.queryByText('Sample data')).toBeNull();
  },
};

/** 15–18 December 2026: nobody goes ex, and the page offers the next 31 days. */
export const Empty: Story = {
  parameters: { url: '/dividend-calendar?from=2026-12-15&to=2026-12-18' },
  play: async (context) => {
    await expectCalendarEmpty(context, {
      message: 'No company goes ex-dividend in this range.',
      offer: 'Show the next 31 days',
      summary: '0 dividends',
    });
    // No rows, so nothing to label as sample data.
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
      calls: dividendCalls,
      summary: '6 dividends',
      rows: 6,
    }),
};

/**
 * January 2027 with 40 companies going ex each weekday: more rows than the table renders at once,
 * so only those near the viewport are in the page. Its play function is the test; a screenshot
 * would be a tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'crowded-january',
    url: `/dividend-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: (context) => {
    const lastId = CROWDED_JANUARY.at(-1)?.id as number;
    return expectVirtualisedRows(context, {
      summary: `${CROWDED_JANUARY.length} dividends`,
      rows: CROWDED_JANUARY.length,
      days: WEEKDAYS_OF_JANUARY.length,
      firstDay: 'Friday, 1 January 2027',
      lastKey: lastId,
      // A day's 40 rows fill more than the window, so its heading may have scrolled out: the row
      // says its day.
      atBottom: () =>
        expect(cellOf(rowOf(context.canvasElement, lastId), 'ex-date')).toHaveTextContent(
          'Fri, 29 Jan 2027',
        ),
    });
  },
};

/** On a phone the company, ex-date and amount stay; frequency, dates and yield drop out. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('6 dividends');
    await expectColumns(canvas, {
      shown: ['Company', 'Ex-dividend date', 'Amount'],
      hidden: ['Frequency', 'Record date', 'Payment date', 'Yield'],
    });
    await expect(cellOf(rowOf(canvasElement, 11), 'yield') as HTMLElement).not.toBeVisible();
    await expect(cellOf(rowOf(canvasElement, 11), 'amount')).toBeVisible();
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
    await expect(await canvas.findByText('2 dividends')).toBeVisible();
    const [first] = dividendCalls();
    await expect(first?.url.searchParams.get('watchlist')).toBe('true');
    await expect(first?.url.searchParams.get('from')).toBe('2026-12-01');
    await expect(first?.url.searchParams.get('to')).toBe('2026-12-14');
    await expect(renderedKeys(canvasElement)).toEqual(['11', '16']);
    const toggle = canvas.getByRole('switch', { name: 'My watchlist only' });
    await expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await expect(await canvas.findByText('6 dividends')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(dividendCalls()).toHaveLength(2);
    await expect(dividendCalls().at(-1)?.url.searchParams.has('watchlist')).toBe(false);
  },
};
