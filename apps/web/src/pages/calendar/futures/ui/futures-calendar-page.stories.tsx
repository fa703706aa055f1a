import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  type FuturesCalendar,
  type FuturesContract,
  type FuturesExpiry,
  firstDayInView,
} from '@/entities/calendar';
import {
  atAddress,
  atPageBottom,
  bodyRows,
  type CalendarServer,
  calendarRoute,
  cellOf,
  expectAskedOnceFor,
  expectCalendarErrorThenRetry,
  expectCalendarLoading,
  expectColumns,
  expectNoSidewaysScroll,
  fakeServer,
  groupHeadings,
  queryRow,
  renderedKeys,
  requestsTo,
  rowOf,
  type SeenRequest,
} from '@/shared/lib/story';
import { FuturesCalendarPage } from './futures-calendar-page.tsx';

const EQUITY_RULE =
  'Third Friday of the contract month (the business day before if it is a holiday); cash settled to that morning’s opening quotation';
const SHORT_NOTE_RULE =
  'Last business day of the contract month; first notice on the last business day of the month before; delivery by the 3rd business day after';
const LONG_NOTE_RULE =
  '7th business day preceding the last business day of the contract month; first notice on the last business day of the month before; delivery by the last business day';
const METALS_RULE =
  'Third last business day of the contract month; first notice on the last business day of the month before';
const CURRENCY_RULE =
  '2nd business day before the third Wednesday of the contract month; delivery on that Wednesday';
const QUARTERS = [3, 6, 9, 12];
const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const contract = (
  root: string,
  name: string,
  group: FuturesContract['group'],
  exchange: FuturesContract['exchange'],
  settlement: FuturesContract['settlement'],
  months: number[],
  rule: string,
): FuturesContract => ({ root, name, group, exchange, settlement, months, rule });

/** The contracts the calendar knows, as every answer lists them (their rules are the rows' titles). */
const CONTRACTS: FuturesContract[] = [
  contract('ES', 'E-mini S&P 500', 'equity_index', 'CME', 'cash', QUARTERS, EQUITY_RULE),
  contract('NQ', 'E-mini Nasdaq-100', 'equity_index', 'CME', 'cash', QUARTERS, EQUITY_RULE),
  contract('YM', 'E-mini Dow ($5)', 'equity_index', 'CBOT', 'cash', QUARTERS, EQUITY_RULE),
  contract('RTY', 'E-mini Russell 2000', 'equity_index', 'CME', 'cash', QUARTERS, EQUITY_RULE),
  contract('ZT', '2-Year T-Note', 'interest_rate', 'CBOT', 'physical', QUARTERS, SHORT_NOTE_RULE),
  contract('ZF', '5-Year T-Note', 'interest_rate', 'CBOT', 'physical', QUARTERS, SHORT_NOTE_RULE),
  contract('ZN', '10-Year T-Note', 'interest_rate', 'CBOT', 'physical', QUARTERS, LONG_NOTE_RULE),
  contract(
    'ZB',
    'U.S. Treasury Bond',
    'interest_rate',
    'CBOT',
    'physical',
    QUARTERS,
    LONG_NOTE_RULE,
  ),
  contract(
    'CL',
    'WTI Crude Oil',
    'energy',
    'NYMEX',
    'physical',
    EVERY_MONTH,
    '3 business days before the 25th calendar day of the month before the contract month (4 if the 25th is not a business day)',
  ),
  contract(
    'NG',
    'Henry Hub Natural Gas',
    'energy',
    'NYMEX',
    'physical',
    EVERY_MONTH,
    '3 business days before the first calendar day of the contract month',
  ),
  contract('GC', 'Gold', 'metals', 'COMEX', 'physical', [2, 4, 6, 8, 10, 12], METALS_RULE),
  contract('SI', 'Silver', 'metals', 'COMEX', 'physical', [3, 5, 7, 9, 12], METALS_RULE),
  contract(
    'ZC',
    'Corn',
    'agriculture',
    'CBOT',
    'physical',
    [3, 5, 7, 9, 12],
    'Business day before the 15th calendar day of the contract month; first notice on the last business day of the month before',
  ),
  contract('6E', 'Euro FX', 'currency', 'CME', 'physical', QUARTERS, CURRENCY_RULE),
  contract('6J', 'Japanese Yen', 'currency', 'CME', 'physical', QUARTERS, CURRENCY_RULE),
  contract('6B', 'British Pound', 'currency', 'CME', 'physical', QUARTERS, CURRENCY_RULE),
  contract('6S', 'Swiss Franc', 'currency', 'CME', 'physical', QUARTERS, CURRENCY_RULE),
  contract('6A', 'Australian Dollar', 'currency', 'CME', 'physical', QUARTERS, CURRENCY_RULE),
  contract(
    '6C',
    'Canadian Dollar',
    'currency',
    'CME',
    'physical',
    QUARTERS,
    'Business day before the third Wednesday of the contract month; delivery on that Wednesday',
  ),
  contract(
    'VX',
    'Cboe Volatility Index (VIX)',
    'volatility',
    'CFE',
    'cash',
    EVERY_MONTH,
    'Wednesday 30 days before the third Friday of the following month (the business day before if either day is a holiday); cash settled that morning',
  ),
];
const CONTRACT_BY_ROOT = new Map(CONTRACTS.map((known) => [known.root, known]));

/** A contract month of `root` (its name, group, exchange and settlement from CONTRACTS). */
function expiry(
  code: string,
  root: string,
  contractMonth: string,
  lastTradingDay: string,
  firstNoticeDay: string | null,
  settlementDay: string,
): FuturesExpiry {
  const known = CONTRACT_BY_ROOT.get(root);
  if (!known) throw new Error(`Unknown root ${root}`);
  return {
    code,
    root,
    name: known.name,
    group: known.group,
    exchange: known.exchange,
    contract_month: contractMonth,
    last_trading_day: lastTradingDay,
    first_notice_day: firstNoticeDay,
    settlement_day: settlementDay,
    settlement: known.settlement,
  };
}

/**
 * The server's answer for December 2026 (by the earlier of first notice and last trading day;
 * the page sorts by the first of them in view). Gold's and the notes' first notice came in
 * November, so they show under their last trading day.
 */
const DECEMBER_2026: FuturesExpiry[] = [
  expiry('GCZ26', 'GC', '2026-12', '2026-12-29', '2026-11-30', '2026-12-31'),
  expiry('SIZ26', 'SI', '2026-12', '2026-12-29', '2026-11-30', '2026-12-31'),
  expiry('ZBZ26', 'ZB', '2026-12', '2026-12-21', '2026-11-30', '2026-12-31'),
  expiry('ZCZ26', 'ZC', '2026-12', '2026-12-14', '2026-11-30', '2026-12-16'),
  expiry('ZFZ26', 'ZF', '2026-12', '2026-12-31', '2026-11-30', '2027-01-06'),
  expiry('ZNZ26', 'ZN', '2026-12', '2026-12-21', '2026-11-30', '2026-12-31'),
  expiry('ZTZ26', 'ZT', '2026-12', '2026-12-31', '2026-11-30', '2027-01-06'),
  expiry('6AZ26', '6A', '2026-12', '2026-12-14', null, '2026-12-16'),
  expiry('6BZ26', '6B', '2026-12', '2026-12-14', null, '2026-12-16'),
  expiry('6EZ26', '6E', '2026-12', '2026-12-14', null, '2026-12-16'),
  expiry('6JZ26', '6J', '2026-12', '2026-12-14', null, '2026-12-16'),
  expiry('6SZ26', '6S', '2026-12', '2026-12-14', null, '2026-12-16'),
  expiry('6CZ26', '6C', '2026-12', '2026-12-15', null, '2026-12-16'),
  expiry('VXZ26', 'VX', '2026-12', '2026-12-16', null, '2026-12-16'),
  expiry('ESZ26', 'ES', '2026-12', '2026-12-18', null, '2026-12-18'),
  expiry('NQZ26', 'NQ', '2026-12', '2026-12-18', null, '2026-12-18'),
  expiry('RTYZ26', 'RTY', '2026-12', '2026-12-18', null, '2026-12-18'),
  expiry('YMZ26', 'YM', '2026-12', '2026-12-18', null, '2026-12-18'),
  expiry('CLF27', 'CL', '2027-01', '2026-12-21', null, '2027-01-31'),
  expiry('NGF27', 'NG', '2027-01', '2026-12-29', null, '2027-01-31'),
];

// ---- Many rows: every contract listed every month, over the longest range ------------------

const DAY_MS = 86_400_000;
const MONTH_CODES = 'FGHJKMNQUVXZ';
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => new Date(day * DAY_MS).getUTCDay();
const isWeekday = (day: number) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6;
const dayOf = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / DAY_MS;
/** `n` weekdays before (negative: after) `day`, `day` itself not counted. */
function weekdaysBefore(day: number, n: number): number {
  const step = n > 0 ? -1 : 1;
  let current = day;
  for (let left = Math.abs(n); left > 0; ) {
    current += step;
    if (isWeekday(current)) left -= 1;
  }
  return current;
}
const lastWeekdayOf = (year: number, month: number) => {
  let day = dayOf(year, month + 1, 0);
  while (!isWeekday(day)) day -= 1;
  return day;
};
const nthWeekdayOf = (year: number, month: number, weekday: number, n: number) => {
  const first = dayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
};

/**
 * One contract month's days by its rule, counted in weekdays (holidays left out: the story needs
 * many plausible rows, not the exchange's exact dates).
 */
function daysOf(root: string, year: number, month: number) {
  const lastWeekday = lastWeekdayOf(year, month);
  const noticeBefore = lastWeekdayOf(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1);
  switch (CONTRACT_BY_ROOT.get(root)?.group) {
    case 'equity_index': {
      const day = nthWeekdayOf(year, month, 5, 3);
      return { last: day, notice: null, settles: day };
    }
    case 'interest_rate':
      return root === 'ZT' || root === 'ZF'
        ? { last: lastWeekday, notice: noticeBefore, settles: weekdaysBefore(lastWeekday, -3) }
        : { last: weekdaysBefore(lastWeekday, 7), notice: noticeBefore, settles: lastWeekday };
    case 'energy': {
      const end = dayOf(year, month + 1, 0);
      if (root === 'NG')
        return { last: weekdaysBefore(dayOf(year, month, 1), 3), notice: null, settles: end };
      const the25th = dayOf(year, month - 1, 25);
      return {
        last: weekdaysBefore(the25th, isWeekday(the25th) ? 3 : 4),
        notice: null,
        settles: end,
      };
    }
    case 'metals':
      return { last: weekdaysBefore(lastWeekday, 2), notice: noticeBefore, settles: lastWeekday };
    case 'agriculture': {
      const last = weekdaysBefore(dayOf(year, month, 15), 1);
      return { last, notice: noticeBefore, settles: weekdaysBefore(last, -2) };
    }
    case 'currency': {
      const wednesday = nthWeekdayOf(year, month, 3, 3);
      return {
        last: weekdaysBefore(wednesday, root === '6C' ? 1 : 2),
        notice: null,
        settles: wednesday,
      };
    }
    default: {
      const friday = nthWeekdayOf(
        month === 12 ? year + 1 : year,
        month === 12 ? 1 : month + 1,
        5,
        3,
      );
      return { last: friday - 30, notice: null, settles: friday - 30 };
    }
  }
}

const MANY_FROM = '2027-01-01';
const MANY_TO = '2028-02-04';

/** Each of the 20 contracts in every month whose last trading or first notice day is in range. */
const SERIAL_MONTHS: FuturesExpiry[] = CONTRACTS.flatMap(({ root }) => {
  const rows: FuturesExpiry[] = [];
  for (let index = 0; index < 18; index += 1) {
    const year = 2027 + Math.floor(index / 12);
    const month = (index % 12) + 1;
    const { last, notice, settles } = daysOf(root, year, month);
    const inRange = (day: number | null) =>
      day !== null && day >= dayNumber(MANY_FROM) && day <= dayNumber(MANY_TO);
    if (!inRange(last) && !inRange(notice)) continue;
    rows.push(
      expiry(
        `${root}${MONTH_CODES[month - 1]}${String(year).slice(2)}`,
        root,
        `${year}-${String(month).padStart(2, '0')}`,
        isoOf(last),
        notice === null ? null : isoOf(notice),
        isoOf(settles),
      ),
    );
  }
  return rows;
});
/** The serial months as the page orders them: by their first day in view, then by code. */
const SERIAL_IN_ORDER = [...SERIAL_MONTHS].sort(
  (a, b) =>
    firstDayInView(a, { from: MANY_FROM, to: MANY_TO }).localeCompare(
      firstDayInView(b, { from: MANY_FROM, to: MANY_TO }),
    ) || a.code.localeCompare(b.code),
);
const SERIAL_DAYS = new Set(
  SERIAL_MONTHS.map((row) => firstDayInView(row, { from: MANY_FROM, to: MANY_TO })),
).size;

// ---- The fake server and the address -------------------------------------------------------

const DECEMBER_URL = '/futures-expiry-calendar?from=2026-12-01&to=2026-12-31';
const FUTURES_PATH = '/api/calendars/futures-expiry';

type Catalogue = 'december-2026' | 'serial-months';

const seen: SeenRequest[] = [];
const futuresCalls = () => requestsTo(seen, FUTURES_PATH);

/**
 * `GET /api/calendars/futures-expiry` as the server answers it (`parameters.server`): the contract
 * months of `parameters.catalogue` whose last trading or first notice day is in the range, in the
 * asked groups (all when none); or never answering; or refusing the first call.
 */
function answerFutures({
  parameters,
}: {
  parameters: { server?: CalendarServer; catalogue?: Catalogue };
}) {
  const catalogue = parameters.catalogue === 'serial-months' ? SERIAL_MONTHS : DECEMBER_2026;
  const futures = calendarRoute({
    path: FUTURES_PATH,
    server: parameters.server,
    answer: ({ from, to }, params): FuturesCalendar => {
      const groups = params.get('groups')?.split(',');
      const inRange = (day: string | null) => day !== null && day >= from && day <= to;
      return {
        from,
        to,
        contracts: CONTRACTS,
        data: catalogue.filter(
          (row) =>
            (inRange(row.last_trading_day) || inRange(row.first_notice_day)) &&
            (!groups || groups.includes(row.group)),
        ),
      };
    },
  });
  return fakeServer(futures, seen);
}

const meta = {
  title: 'web/FuturesCalendarPage',
  component: FuturesCalendarPage,
  // The page's own store, and a router at `parameters.url`. Every story gives the range, so
  // nothing depends on the day it runs.
  decorators: [atAddress(DECEMBER_URL)],
  beforeEach: answerFutures,
} satisfies Meta<typeof FuturesCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DECEMBER_ORDER = [
  '6AZ26',
  '6BZ26',
  '6EZ26',
  '6JZ26',
  '6SZ26',
  'ZCZ26',
  '6CZ26',
  'VXZ26',
  'ESZ26',
  'NQZ26',
  'RTYZ26',
  'YMZ26',
  'CLF27',
  'ZBZ26',
  'ZNZ26',
  'GCZ26',
  'NGF27',
  'SIZ26',
  'ZFZ26',
  'ZTZ26',
];

/**
 * December 2026: the quarterly equity index contracts (ESZ26, NQZ26) expire on the third Friday,
 * the 18th; gold's December month had its first notice on 30 November and trades until the 29th;
 * January crude (CLF27) stops on the 21st. Grouped by day, with the rule as each contract's title.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Futures Expiry Calendar' }),
    ).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Monday, 14 December 2026',
      'Tuesday, 15 December 2026',
      'Wednesday, 16 December 2026',
      'Friday, 18 December 2026',
      'Monday, 21 December 2026',
      'Tuesday, 29 December 2026',
      'Thursday, 31 December 2026',
    ]);
    await expect(renderedKeys(canvasElement)).toEqual(DECEMBER_ORDER);
    const table = canvas.getByRole('table', {
      name: 'Futures contract months by their last trading or first notice day',
    });
    await expectColumns(within(table), {
      shown: [
        'Contract',
        'Asset class',
        'Exchange',
        'Month',
        'First notice',
        'Last trading day',
        'Settlement',
      ],
    });

    const es = rowOf(canvasElement, 'ESZ26');
    await expect(cellOf(es, 'contract')).toHaveTextContent('ESZ26E-mini S&P 500');
    await expect(within(es).getByText('ESZ26').parentElement).toHaveAttribute('title', EQUITY_RULE);
    await expect(cellOf(es, 'group')).toHaveTextContent('Equity index');
    await expect(cellOf(es, 'exchange')).toHaveTextContent('CME');
    await expect(cellOf(es, 'month')).toHaveTextContent('Dec 2026');
    await expect(cellOf(es, 'notice')).toHaveTextContent('—');
    await expect(cellOf(es, 'last')).toHaveTextContent('Fri, 18 Dec 2026');
    await expect(cellOf(es, 'settlement')).toHaveTextContent('Fri, 18 Dec 2026 cash');
    await expect(cellOf(rowOf(canvasElement, 'NQZ26'), 'last')).toHaveTextContent(
      'Fri, 18 Dec 2026',
    );

    const gold = rowOf(canvasElement, 'GCZ26');
    await expect(cellOf(gold, 'group')).toHaveTextContent('Metals');
    await expect(cellOf(gold, 'exchange')).toHaveTextContent('COMEX');
    await expect(cellOf(gold, 'notice')).toHaveTextContent('Mon, 30 Nov 2026');
    await expect(cellOf(gold, 'last')).toHaveTextContent('Tue, 29 Dec 2026');
    await expect(cellOf(gold, 'settlement')).toHaveTextContent('Thu, 31 Dec 2026 delivery');

    const crude = rowOf(canvasElement, 'CLF27');
    await expect(cellOf(crude, 'month')).toHaveTextContent('Jan 2027');
    await expect(cellOf(crude, 'last')).toHaveTextContent('Mon, 21 Dec 2026');
    await expect(cellOf(crude, 'settlement')).toHaveTextContent('Sun, 31 Jan 2027 delivery');

    // The range of the address, as asked and as the picker shows it; no group filter.
    await expectAskedOnceFor(canvas, futuresCalls, {
      from: '2026-12-01',
      to: '2026-12-31',
      without: ['groups'],
    });
    await expect(canvas.getByRole('button', { name: 'Asset class: All' })).toBeEnabled();
  },
};

/** The call has not answered: skeleton rows under the header. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Futures contract months by their last trading or first notice day (loading)',
      calls: futuresCalls,
    });
    await expect(bodyRows(context.canvasElement)).toHaveLength(0);
  },
};

/** 22–24 December 2026: between the month's expiries, nothing stops trading or opens notice. */
export const Empty: Story = {
  parameters: { url: '/futures-expiry-calendar?from=2026-12-22&to=2026-12-24' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('No contract expires or opens its notice period in this range.'),
    ).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(futuresCalls()[0]?.url.searchParams.get('from')).toBe('2026-12-22');
  },
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same range. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  // No summary on this page: the retry is done once the rows are there.
  play: (context) => expectCalendarErrorThenRetry(context, { calls: futuresCalls, rows: 20 }),
};

/**
 * Every contract listed every month over the longest range (400 days): a few hundred rows, of
 * which only those near the viewport are in the page. Its play function is the test; a screenshot
 * would be a tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'serial-months',
    url: `/futures-expiry-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    // Every row and day heading is counted, with the header row.
    await waitFor(() =>
      expect(table).toHaveAttribute(
        'aria-rowcount',
        String(SERIAL_MONTHS.length + SERIAL_DAYS + 1),
      ),
    );
    await expect(SERIAL_MONTHS.length).toBeGreaterThan(250);
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(0));
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
    await expect(renderedKeys(canvasElement)[0]).toBe(SERIAL_IN_ORDER[0]?.code);
    const lastCode = SERIAL_IN_ORDER.at(-1)?.code;
    await expect(queryRow(canvasElement, lastCode)).toBeNull();

    await atPageBottom(() =>
      waitFor(() => expect(renderedKeys(canvasElement).at(-1)).toBe(lastCode)),
    );
  },
};

/** On a phone only the contract and its last trading day stay; the other columns drop out. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expectColumns(canvas, {
      shown: ['Contract', 'Last trading day'],
      hidden: ['Asset class', 'Exchange', 'Month', 'First notice', 'Settlement'],
    });
    await expect(cellOf(rowOf(canvasElement, 'GCZ26'), 'notice') as HTMLElement).not.toBeVisible();
    await expect(cellOf(rowOf(canvasElement, 'GCZ26'), 'last')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * `?groups=metals`: the call asks for metals only, and the filter says so. Ticking Energy asks for
 * both (in the filter's order).
 */
export const FilteredByGroup: Story = {
  parameters: { url: '/futures-expiry-calendar?from=2026-12-01&to=2026-12-31&groups=metals' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(renderedKeys(canvasElement)).toEqual(['GCZ26', 'SIZ26']));
    const [first] = futuresCalls();
    await expect(first?.url.searchParams.get('groups')).toBe('metals');
    await expect(first?.url.searchParams.get('from')).toBe('2026-12-01');
    await expect(first?.url.searchParams.get('to')).toBe('2026-12-31');
    const filter = canvas.getByRole('button', { name: 'Asset class: Metals' });

    await userEvent.click(filter);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('checkbox', { name: 'Metals' })).toBeChecked();
    await userEvent.click(body.getByRole('checkbox', { name: 'Energy' }));
    await waitFor(() =>
      expect(renderedKeys(canvasElement)).toEqual(['CLF27', 'GCZ26', 'NGF27', 'SIZ26']),
    );
    await expect(futuresCalls().at(-1)?.url.searchParams.get('groups')).toBe('energy,metals');
    await expect(filter).toHaveAccessibleName('Asset class: 2 selected');
    await userEvent.keyboard('{Escape}');
  },
};
