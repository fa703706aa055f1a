import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Ipo } from '@/entities/calendar';
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
import { IpoCalendarPage } from './ipo-calendar-page.tsx';

/** An IPO row: an expected US offering of sample data unless `overrides` say otherwise. */
const ipo = ({ id, ...overrides }: Partial<Ipo> & { id: number }): Ipo => ({
  id,
  company: `Company ${id}`,
  symbol: `SYM${id}`,
  symbol_id: null,
  exchange: 'NASDAQ',
  date: '2026-12-03',
  price_low: 18,
  price_high: 20,
  price: null,
  shares: 10_000_000,
  deal_size: 200_000_000,
  currency: 'USD',
  status: 'expected',
  source: 'sample',
  ...overrides,
});

/** The symbols in the story member's watchlists. */
const WATCHLIST = new Set(['HGRD']);

/** The first half of December 2026 (and one offering after it), as the server lists it. */
const DECEMBER_2026: Ipo[] = [
  ipo({
    id: 31,
    company: 'Helio Grid Energy Corp.',
    symbol: 'HGRD',
    symbol_id: 310,
    exchange: 'NYSE',
    price_low: 22,
    price_high: 24,
    price: 24,
    shares: 25_000_000,
    deal_size: 600_000_000,
    status: 'priced',
  }),
  ipo({
    id: 32,
    company: 'Northwind Robotics Inc.',
    symbol: 'NWRB',
    price_low: 16,
    price_high: 18,
    shares: 18_000_000,
    deal_size: 324_000_000,
  }),
  ipo({
    id: 33,
    company: 'Jade River Consumer Ltd.',
    symbol: '2855.HK',
    exchange: 'HKEX',
    date: '2026-12-09',
    price_low: 18.5,
    price_high: 19.5,
    shares: 120_000_000,
    deal_size: 2_340_000_000,
    currency: 'HKD',
  }),
  ipo({
    id: 34,
    company: 'Cobalt Bay Therapeutics',
    symbol: 'CBYT',
    date: '2026-12-10',
    price_low: 14,
    price_high: 16,
    shares: 9_000_000,
    deal_size: 144_000_000,
    status: 'withdrawn',
  }),
  ipo({
    id: 35,
    company: 'Quartz Peak Semiconductors',
    symbol: null,
    date: '2026-12-11',
    price_low: null,
    price_high: null,
    shares: null,
    deal_size: null,
  }),
  ipo({ id: 36, company: 'Kestrel Space Systems', symbol: 'KSTR', date: '2026-12-17' }),
];

/** January 2027, crowded: 15 offerings a weekday, more rows than the table renders at once. */
const MANY_FROM = '2027-01-01';
const MANY_TO = '2027-01-31';
const WEEKDAYS_OF_JANUARY = Array.from({ length: 31 }, (_, index) =>
  new Date(Date.UTC(2027, 0, index + 1)).toISOString().slice(0, 10),
).filter((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
const CROWDED_JANUARY: Ipo[] = WEEKDAYS_OF_JANUARY.flatMap((day, dayIndex) =>
  Array.from({ length: 15 }, (_, index) => ipo({ id: 1000 + dayIndex * 15 + index, date: day })),
);

const DECEMBER_URL = '/ipo-calendar?from=2026-12-01&to=2026-12-14';
const IPOS_PATH = '/api/calendars/ipos';

type Catalogue = 'december-2026' | 'crowded-january';

const seen: SeenRequest[] = [];
const ipoCalls = () => requestsTo(seen, IPOS_PATH);

/**
 * `GET /api/calendars/ipos` as the server answers it (`parameters.server`): the offerings of
 * `parameters.catalogue` in the range, in the asked statuses (all when none), the watchlist's only
 * with `watchlist=true`, `sample` when any is; or never answering; or refusing the first call.
 */
function answerIpos({
  parameters,
}: {
  parameters: { server?: CalendarServer; catalogue?: Catalogue };
}) {
  const ipos = companyCalendarRoute({
    path: IPOS_PATH,
    server: parameters.server,
    catalogue: parameters.catalogue === 'crowded-january' ? CROWDED_JANUARY : DECEMBER_2026,
    dayOf: (row) => row.date,
    onWatchlist: (row) => row.symbol !== null && WATCHLIST.has(row.symbol),
    keep: (row, params) => {
      const statuses = params.get('status')?.split(',');
      return !statuses || statuses.includes(row.status);
    },
  });
  return fakeServer(ipos, seen);
}

const meta = {
  title: 'web/IpoCalendarPage',
  component: IpoCalendarPage,
  // The page's own store, and a router at `parameters.url`. Every story gives the range, so
  // nothing depends on the day it runs.
  decorators: [atAddress(DECEMBER_URL)],
  beforeEach: answerIpos,
} satisfies Meta<typeof IpoCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1–14 December 2026: Helio Grid priced at $24.00 and Northwind Robotics expected at $16–18 on the
 * 3rd, Jade River in Hong Kong on the 9th, Cobalt Bay withdrawn on the 10th, Quartz Peak with no
 * terms yet on the 11th. Grouped by day; sample data, labelled.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('5 offerings')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'IPO Calendar' })).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Thursday, 3 December 2026',
      'Wednesday, 9 December 2026',
      'Thursday, 10 December 2026',
      'Friday, 11 December 2026',
    ]);
    await expect(renderedKeys(canvasElement)).toEqual(['31', '32', '33', '34', '35']);
    const table = canvas.getByRole('table', { name: 'Initial public offerings by day' });
    await expectColumns(within(table), {
      shown: ['Company', 'Exchange', 'Price', 'Shares offered', 'Deal size', 'Status'],
    });

    // Listed on TapeTV once priced: the ticker links to its page.
    const helio = rowOf(canvasElement, 31);
    await expect(cellOf(helio, 'company')).toHaveTextContent('Helio Grid Energy Corp.HGRD');
    await expect(within(helio).getByRole('link', { name: 'HGRD' })).toHaveAttribute(
      'href',
      '/symbol/HGRD',
    );
    await expect(cellOf(helio, 'exchange')).toHaveTextContent('NYSE');
    await expect(cellOf(helio, 'price')).toHaveTextContent('$24.00 priced');
    await expect(cellOf(helio, 'shares')).toHaveTextContent('25M');
    await expect(cellOf(helio, 'deal-size')).toHaveTextContent('$600M');
    await expect(cellOf(helio, 'status')).toHaveTextContent('Priced');

    const northwind = rowOf(canvasElement, 32);
    await expect(cellOf(northwind, 'company')).toHaveTextContent(
      'Northwind Robotics Inc.NWRB planned',
    );
    await expect(within(northwind).queryByRole('link')).toBeNull();
    await expect(cellOf(northwind, 'price')).toHaveTextContent('$16.00–$18.00');
    await expect(cellOf(northwind, 'shares')).toHaveTextContent('18M');
    await expect(cellOf(northwind, 'deal-size')).toHaveTextContent('$324M');
    await expect(cellOf(northwind, 'status')).toHaveTextContent('Expected');

    const jade = rowOf(canvasElement, 33);
    await expect(cellOf(jade, 'exchange')).toHaveTextContent('HKEX');
    await expect(cellOf(jade, 'price')).toHaveTextContent('HK$18.50–HK$19.50');
    await expect(cellOf(jade, 'shares')).toHaveTextContent('120M');
    await expect(cellOf(jade, 'deal-size')).toHaveTextContent('HK$2.3B');

    await expect(cellOf(rowOf(canvasElement, 34), 'status')).toHaveTextContent('Withdrawn');

    // No terms yet: dashes, and no ticker.
    const quartz = rowOf(canvasElement, 35);
    await expect(cellOf(quartz, 'company')).toHaveTextContent(/^Quartz Peak Semiconductors$/);
    await expect(cellOf(quartz, 'price')).toHaveTextContent('—');
    await expect(cellOf(quartz, 'shares')).toHaveTextContent('—');
    await expect(cellOf(quartz, 'deal-size')).toHaveTextContent('—');

    await expectSampleDataNote(
      canvas,
      'These rows are made-up demo data, not real public offerings.',
    );

    await expectAskedOnceFor(canvas, ipoCalls, {
      from: '2026-12-01',
      to: '2026-12-14',
      without: ['status', 'watchlist'],
    });
    await expect(canvas.getByRole('button', { name: 'Status: All' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'My watchlist only' })).not.toBeChecked();
  },
};

/** The call has not answered: skeleton rows under the header, no summary yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Initial public offerings by day (loading)',
      calls: ipoCalls,
    });
    await expect(context.canvas.queryByText(/offerings?$/)).toBeNull();
  },
};

/** 18–24 December 2026: nobody goes public, and the page offers the next 31 days. */
export const Empty: Story = {
  parameters: { url: '/ipo-calendar?from=2026-12-18&to=2026-12-24' },
  play: async (context) => {
    await expectCalendarEmpty(context, {
      message: 'No company plans to go public in this range.',
      offer: 'Show the next 31 days',
      summary: '0 offerings',
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
    expectCalendarErrorThenRetry(context, { calls: ipoCalls, summary: '5 offerings', rows: 5 }),
};

/**
 * January 2027 with 15 offerings each weekday: more rows than the table renders at once, so only
 * those near the viewport are in the page. Its play function is the test; a screenshot would be a
 * tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'crowded-january',
    url: `/ipo-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: (context) =>
    expectVirtualisedRows(context, {
      summary: `${CROWDED_JANUARY.length} offerings`,
      rows: CROWDED_JANUARY.length,
      days: WEEKDAYS_OF_JANUARY.length,
      firstDay: 'Friday, 1 January 2027',
      lastKey: CROWDED_JANUARY.at(-1)?.id as number,
      atBottom: () =>
        expect(groupHeadings(context.canvasElement).at(-1)).toBe('Friday, 29 January 2027'),
    }),
};

/** On a phone the company and status stay; exchange, price, shares and deal size drop out. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('5 offerings');
    await expectColumns(canvas, {
      shown: ['Company', 'Status'],
      hidden: ['Exchange', 'Price', 'Shares offered', 'Deal size'],
    });
    await expect(cellOf(rowOf(canvasElement, 31), 'deal-size') as HTMLElement).not.toBeVisible();
    await expect(cellOf(rowOf(canvasElement, 31), 'status')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * `?watchlist=1`: the call asks for the member's watchlist only (`watchlist=true`), and the
 * switch is on. Turning it off asks for every offering again.
 */
export const WatchlistOnly: Story = {
  parameters: { url: `${DECEMBER_URL}&watchlist=1` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('1 offering')).toBeVisible();
    const [first] = ipoCalls();
    await expect(first?.url.searchParams.get('watchlist')).toBe('true');
    await expect(first?.url.searchParams.get('from')).toBe('2026-12-01');
    await expect(first?.url.searchParams.get('to')).toBe('2026-12-14');
    await expect(renderedKeys(canvasElement)).toEqual(['31']);
    const toggle = canvas.getByRole('switch', { name: 'My watchlist only' });
    await expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await expect(await canvas.findByText('5 offerings')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(ipoCalls().at(-1)?.url.searchParams.has('watchlist')).toBe(false);
  },
};

/**
 * `?status=withdrawn`: the call asks for withdrawn offerings only, and the filter says so. Ticking
 * Priced asks for both (in the filter's order).
 */
export const FilteredByStatus: Story = {
  parameters: { url: `${DECEMBER_URL}&status=withdrawn` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('1 offering')).toBeVisible();
    await expect(ipoCalls()[0]?.url.searchParams.get('status')).toBe('withdrawn');
    await expect(renderedKeys(canvasElement)).toEqual(['34']);
    const filter = canvas.getByRole('button', { name: 'Status: Withdrawn' });

    await userEvent.click(filter);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('checkbox', { name: 'Withdrawn' })).toBeChecked();
    await userEvent.click(body.getByRole('checkbox', { name: 'Priced' }));
    await expect(await canvas.findByText('2 offerings')).toBeVisible();
    await expect(ipoCalls().at(-1)?.url.searchParams.get('status')).toBe('priced,withdrawn');
    await expect(renderedKeys(canvasElement)).toEqual(['31', '34']);
    await expect(filter).toHaveAccessibleName('Status: 2 selected');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Withdrawn offerings on your watchlist: none. The empty state offers to clear both filters at
 * once, which asks for every offering again.
 */
export const EmptyWhenFiltered: Story = {
  parameters: { url: `${DECEMBER_URL}&status=withdrawn&watchlist=1` },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('No offering in this range matches the filters.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }));
    await expect(await canvas.findByText('5 offerings')).toBeVisible();
    const last = ipoCalls().at(-1);
    await expect(last?.url.searchParams.has('status')).toBe(false);
    await expect(last?.url.searchParams.has('watchlist')).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Status: All' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'My watchlist only' })).not.toBeChecked();
  },
};
