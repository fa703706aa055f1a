import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CalendarExchange, HolidayCalendar, MarketHoliday } from '@/entities/calendar';
import {
  atAddress,
  bodyRows,
  type CalendarServer,
  calendarRoute,
  cellOf,
  expectAskedOnceFor,
  expectCalendarEmpty,
  expectCalendarErrorThenRetry,
  expectCalendarLoading,
  expectColumns,
  expectNoSidewaysScroll,
  expectVirtualisedRows,
  fakeServer,
  groupHeadings,
  requestsTo,
  rowOf,
  type SeenRequest,
} from '@/shared/lib/story';
import { HolidayCalendarPage } from './holiday-calendar-page.tsx';

type ExchangeId = CalendarExchange['id'];

/** The nine exchanges, as every answer lists them (the filter's options come from here). */
const EXCHANGES: CalendarExchange[] = [
  exchange('NYSE', 'New York Stock Exchange', 'US', 'America/New_York', '16:00'),
  exchange('NASDAQ', 'Nasdaq', 'US', 'America/New_York', '16:00'),
  exchange('LSE', 'London Stock Exchange', 'GB', 'Europe/London', '16:30'),
  exchange('XETRA', 'Xetra (Deutsche Börse)', 'DE', 'Europe/Berlin', '17:30'),
  exchange('EURONEXT', 'Euronext Paris', 'FR', 'Europe/Paris', '17:30'),
  exchange('TSE', 'Tokyo Stock Exchange', 'JP', 'Asia/Tokyo', '15:30'),
  exchange('HKEX', 'Hong Kong Exchanges', 'HK', 'Asia/Hong_Kong', '16:00'),
  exchange('TSX', 'Toronto Stock Exchange', 'CA', 'America/Toronto', '16:00'),
  exchange('ASX', 'Australian Securities Exchange', 'AU', 'Australia/Sydney', '16:00'),
];

function exchange(
  id: ExchangeId,
  name: string,
  country: string,
  time_zone: string,
  regular_close: string,
): CalendarExchange {
  return { id, name, country, time_zone, regular_close };
}

/** A closure, or an early close when `closes` (local HH:MM) is given. */
const holiday = (
  date: string,
  exchangeId: ExchangeId,
  name: string,
  closes: string | null = null,
): MarketHoliday => ({
  date,
  exchange: exchangeId,
  name,
  kind: closes === null ? 'closed' : 'early_close',
  closes,
});

/** December 2026 (weekdays only: Boxing Day is a Saturday), as the server lists it. */
const DECEMBER_2026: MarketHoliday[] = [
  holiday('2026-12-24', 'ASX', 'Christmas Eve', '14:10'),
  holiday('2026-12-24', 'EURONEXT', 'Christmas Eve', '14:05'),
  holiday('2026-12-24', 'HKEX', 'Christmas Eve', '12:00'),
  holiday('2026-12-24', 'LSE', 'Christmas Eve', '12:30'),
  holiday('2026-12-24', 'NASDAQ', 'Christmas Eve', '13:00'),
  holiday('2026-12-24', 'NYSE', 'Christmas Eve', '13:00'),
  holiday('2026-12-24', 'TSX', 'Christmas Eve', '13:00'),
  holiday('2026-12-24', 'XETRA', 'Christmas Eve'),
  holiday('2026-12-25', 'ASX', 'Christmas Day'),
  holiday('2026-12-25', 'EURONEXT', 'Christmas Day'),
  holiday('2026-12-25', 'HKEX', 'Christmas Day'),
  holiday('2026-12-25', 'LSE', 'Christmas Day'),
  holiday('2026-12-25', 'NASDAQ', 'Christmas Day'),
  holiday('2026-12-25', 'NYSE', 'Christmas Day'),
  holiday('2026-12-25', 'TSX', 'Christmas Day'),
  holiday('2026-12-25', 'XETRA', 'Christmas Day'),
  holiday('2026-12-28', 'ASX', 'Boxing Day (observed)'),
  holiday('2026-12-28', 'LSE', 'Boxing Day (substitute day)'),
  holiday('2026-12-28', 'TSX', 'Boxing Day (observed)'),
  holiday('2026-12-31', 'ASX', 'New Year’s Eve', '14:10'),
  holiday('2026-12-31', 'EURONEXT', 'New Year’s Eve', '14:05'),
  holiday('2026-12-31', 'HKEX', 'New Year’s Eve', '12:00'),
  holiday('2026-12-31', 'LSE', 'New Year’s Eve', '12:30'),
  holiday('2026-12-31', 'TSE', 'Year-end holiday'),
  holiday('2026-12-31', 'XETRA', 'New Year’s Eve'),
];

const US_2027: [string, string, string?][] = [
  ['01-01', 'New Year’s Day'],
  ['01-18', 'Martin Luther King Jr. Day'],
  ['02-15', 'Washington’s Birthday'],
  ['03-26', 'Good Friday'],
  ['05-31', 'Memorial Day'],
  ['06-18', 'Juneteenth National Independence Day'],
  ['07-05', 'Independence Day'],
  ['09-06', 'Labor Day'],
  ['11-25', 'Thanksgiving Day'],
  ['11-26', 'Day after Thanksgiving', '13:00'],
  ['12-24', 'Christmas Day'],
];

/** 2027's weekday closures and early closes of all nine exchanges (month-day, name, early close). */
const YEAR_2027_RULES: Record<ExchangeId, [string, string, string?][]> = {
  NYSE: US_2027,
  NASDAQ: US_2027,
  LSE: [
    ['01-01', 'New Year’s Day'],
    ['03-26', 'Good Friday'],
    ['03-29', 'Easter Monday'],
    ['05-03', 'Early May bank holiday'],
    ['05-31', 'Spring bank holiday'],
    ['08-30', 'Summer bank holiday'],
    ['12-24', 'Christmas Eve', '12:30'],
    ['12-27', 'Christmas Day (substitute day)'],
    ['12-28', 'Boxing Day (substitute day)'],
    ['12-31', 'New Year’s Eve', '12:30'],
  ],
  XETRA: [
    ['01-01', 'New Year’s Day'],
    ['03-26', 'Good Friday'],
    ['03-29', 'Easter Monday'],
    ['12-24', 'Christmas Eve'],
    ['12-31', 'New Year’s Eve'],
  ],
  EURONEXT: [
    ['01-01', 'New Year’s Day'],
    ['03-26', 'Good Friday'],
    ['03-29', 'Easter Monday'],
    ['12-24', 'Christmas Eve', '14:05'],
    ['12-31', 'New Year’s Eve', '14:05'],
  ],
  TSE: [
    ['01-01', 'New Year’s Day'],
    ['01-11', 'Coming of Age Day'],
    ['02-11', 'National Foundation Day'],
    ['02-23', 'Emperor’s Birthday'],
    ['03-22', 'Vernal Equinox Day (observed)'],
    ['04-29', 'Showa Day'],
    ['05-03', 'Constitution Memorial Day'],
    ['05-04', 'Greenery Day'],
    ['05-05', 'Children’s Day'],
    ['07-19', 'Marine Day'],
    ['08-11', 'Mountain Day'],
    ['09-20', 'Respect for the Aged Day'],
    ['09-23', 'Autumnal Equinox Day'],
    ['10-11', 'Sports Day'],
    ['11-03', 'Culture Day'],
    ['11-23', 'Labour Thanksgiving Day'],
    ['12-31', 'Year-end holiday'],
  ],
  HKEX: [
    ['01-01', 'The first day of January'],
    ['02-05', 'Lunar New Year’s Eve', '12:00'],
    ['02-08', 'The third day of Lunar New Year'],
    ['02-09', 'The fourth day of Lunar New Year'],
    ['03-26', 'Good Friday'],
    ['03-29', 'Easter Monday'],
    ['04-05', 'Ching Ming Festival'],
    ['05-13', 'The Birthday of the Buddha'],
    ['06-09', 'Tuen Ng Festival'],
    ['07-01', 'HKSAR Establishment Day'],
    ['09-16', 'The day following Mid-Autumn Festival'],
    ['10-01', 'National Day'],
    ['10-08', 'Chung Yeung Festival'],
    ['12-24', 'Christmas Eve', '12:00'],
    ['12-27', 'The first weekday after Christmas Day'],
    ['12-31', 'New Year’s Eve', '12:00'],
  ],
  TSX: [
    ['01-01', 'New Year’s Day'],
    ['02-15', 'Family Day'],
    ['03-26', 'Good Friday'],
    ['05-24', 'Victoria Day'],
    ['07-01', 'Canada Day'],
    ['08-02', 'Civic Holiday'],
    ['09-06', 'Labour Day'],
    ['10-11', 'Thanksgiving Day'],
    ['12-24', 'Christmas Eve', '13:00'],
    ['12-27', 'Christmas Day (observed)'],
    ['12-28', 'Boxing Day (observed)'],
  ],
  ASX: [
    ['01-01', 'New Year’s Day'],
    ['01-26', 'Australia Day'],
    ['03-26', 'Good Friday'],
    ['03-29', 'Easter Monday'],
    ['06-14', 'King’s Birthday'],
    ['12-24', 'Christmas Eve', '14:10'],
    ['12-27', 'Christmas Day (observed)'],
    ['12-28', 'Boxing Day (observed)'],
    ['12-31', 'New Year’s Eve', '14:10'],
  ],
};

/** By date, then exchange id: the server's order. */
const byDateThenExchange = (a: MarketHoliday, b: MarketHoliday) =>
  a.date.localeCompare(b.date) || a.exchange.localeCompare(b.exchange);

const YEAR_2027: MarketHoliday[] = EXCHANGES.flatMap(({ id }) =>
  YEAR_2027_RULES[id].map(([day, name, closes]) => holiday(`2027-${day}`, id, name, closes)),
).sort(byDateThenExchange);

/** Every closure the fake server knows; each answer is the part in the asked range and exchanges. */
const ALL_HOLIDAYS = [...DECEMBER_2026, ...YEAR_2027];

const DECEMBER_URL = '/holiday-calendar?from=2026-12-01&to=2026-12-31';

const seen: SeenRequest[] = [];
const holidayCalls = () => requestsTo(seen, HOLIDAYS_PATH);
const HOLIDAYS_PATH = '/api/calendars/holidays';

/**
 * `GET /api/calendars/holidays` as the server answers it (`parameters.server`): the closures in
 * the range for the asked exchanges (all when none), never answering, or refusing the first call.
 */
function answerHolidays({ parameters }: { parameters: { server?: CalendarServer } }) {
  const holidays = calendarRoute({
    path: HOLIDAYS_PATH,
    server: parameters.server,
    answer: ({ from, to }, params): HolidayCalendar => {
      const wanted = params.get('exchanges')?.split(',');
      return {
        from,
        to,
        exchanges: EXCHANGES,
        data: ALL_HOLIDAYS.filter(
          (row) => row.date >= from && row.date <= to && (!wanted || wanted.includes(row.exchange)),
        ),
      };
    },
  });
  return fakeServer(holidays, seen);
}

const meta = {
  title: 'web/HolidayCalendarPage',
  component: HolidayCalendarPage,
  // The page's own store, and a router at `parameters.url`. Every story gives the range, so
  // nothing depends on the day it runs.
  decorators: [atAddress(DECEMBER_URL)],
  beforeEach: answerHolidays,
} satisfies Meta<typeof HolidayCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of one exchange on one day (the page's row key is `date:exchange`). */
const holidayRow = (canvasElement: HTMLElement, date: string, exchangeId: ExchangeId) =>
  rowOf(canvasElement, `${date}:${exchangeId}`);

/**
 * December 2026: the US exchanges close early at 13:00 on Christmas Eve and all day on
 * Christmas; London, Frankfurt, Paris, Hong Kong, Toronto, Sydney and Tokyo in their own way.
 * Grouped by day; times are each exchange's own.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('14 closures, 11 early closes')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Holiday Calendar' })).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Thursday, 24 December 2026',
      'Friday, 25 December 2026',
      'Monday, 28 December 2026',
      'Thursday, 31 December 2026',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    const table = canvas.getByRole('table', { name: 'Exchange closures and early closes, by day' });
    await expectColumns(within(table), {
      shown: ['Exchange', 'Holiday', 'Trading', 'Local time zone'],
    });

    const nyseEve = holidayRow(canvasElement, '2026-12-24', 'NYSE');
    await expect(cellOf(nyseEve, 'exchange')).toHaveTextContent('USNew York Stock Exchange');
    await expect(cellOf(nyseEve, 'holiday')).toHaveTextContent('Christmas Eve');
    await expect(cellOf(nyseEve, 'trading')).toHaveTextContent('Closes early at 13:00');
    await expect(cellOf(nyseEve, 'zone')).toHaveTextContent('America/New_York');
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-24', 'NASDAQ'), 'trading'),
    ).toHaveTextContent('Closes early at 13:00');
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-25', 'NYSE'), 'trading'),
    ).toHaveTextContent('Closed');
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-24', 'LSE'), 'trading'),
    ).toHaveTextContent('Closes early at 12:30');
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-24', 'XETRA'), 'trading'),
    ).toHaveTextContent('Closed');
    const tokyo = holidayRow(canvasElement, '2026-12-31', 'TSE');
    await expect(cellOf(tokyo, 'exchange')).toHaveTextContent('JPTokyo Stock Exchange');
    await expect(cellOf(tokyo, 'zone')).toHaveTextContent('Asia/Tokyo');

    // The range of the address, as asked and as the picker shows it; no exchange filter.
    await expectAskedOnceFor(canvas, holidayCalls, {
      from: '2026-12-01',
      to: '2026-12-31',
      without: ['exchanges'],
    });
    await expect(canvas.getByRole('button', { name: 'Exchange: All' })).toBeEnabled();
  },
};

/** The call has not answered: skeleton rows under the header, no summary yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Exchange closures and early closes, by day (loading)',
      calls: holidayCalls,
    });
    await expect(context.canvas.queryByText(/closures?,/)).toBeNull();
  },
};

/** Early December 2026: no exchange closes on a weekday, and the page offers the next year. */
export const Empty: Story = {
  parameters: { url: '/holiday-calendar?from=2026-12-01&to=2026-12-18' },
  play: (context) =>
    expectCalendarEmpty(context, {
      message: 'No exchange closes on a weekday in this range.',
      offer: 'Show the next 12 months',
      summary: '0 closures, 0 early closes',
    }),
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same range. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: (context) =>
    expectCalendarErrorThenRetry(context, {
      calls: holidayCalls,
      summary: '14 closures, 11 early closes',
      rows: 25,
    }),
};

const YEAR_CLOSURES = YEAR_2027.filter((row) => row.kind === 'closed').length;
const YEAR_DAYS = new Set(YEAR_2027.map((row) => row.date)).size;
const LAST_OF_YEAR = YEAR_2027.at(-1) as MarketHoliday;

/**
 * All nine exchanges over 2027: more rows than the table renders at once, so only those near the
 * viewport are in the page. Its play function is the test; a screenshot would be a tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: { url: '/holiday-calendar?from=2027-01-01&to=2027-12-31' },
  play: (context) =>
    expectVirtualisedRows(context, {
      summary: `${YEAR_CLOSURES} closures, ${YEAR_2027.length - YEAR_CLOSURES} early closes`,
      rows: YEAR_2027.length,
      days: YEAR_DAYS,
      firstDay: 'Friday, 1 January 2027',
      lastKey: `${LAST_OF_YEAR.date}:${LAST_OF_YEAR.exchange}`,
      atBottom: () =>
        expect(groupHeadings(context.canvasElement).at(-1)).toBe('Friday, 31 December 2027'),
    }),
};

/** On a phone the time zone column drops out; exchange, holiday and trading stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('14 closures, 11 early closes');
    await expectColumns(canvas, {
      shown: ['Exchange', 'Holiday', 'Trading'],
      hidden: ['Local time zone'],
    });
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-24', 'NYSE'), 'zone') as HTMLElement,
    ).not.toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * `?exchanges=TSE`: the call asks for Tokyo only, and the filter says so. Ticking Hong Kong asks
 * for both.
 */
export const FilteredByExchange: Story = {
  parameters: { url: '/holiday-calendar?from=2026-12-01&to=2026-12-31&exchanges=TSE' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('1 closure, 0 early closes')).toBeVisible();
    const [first] = holidayCalls();
    await expect(first?.url.searchParams.get('exchanges')).toBe('TSE');
    await expect(first?.url.searchParams.get('from')).toBe('2026-12-01');
    await expect(first?.url.searchParams.get('to')).toBe('2026-12-31');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(
      cellOf(holidayRow(canvasElement, '2026-12-31', 'TSE'), 'holiday'),
    ).toHaveTextContent('Year-end holiday');
    const filter = canvas.getByRole('button', { name: 'Exchange: Tokyo Stock Exchange' });

    await userEvent.click(filter);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('checkbox', { name: 'Tokyo Stock Exchange' })).toBeChecked();
    await userEvent.click(body.getByRole('checkbox', { name: 'Hong Kong Exchanges' }));
    await expect(await canvas.findByText('2 closures, 2 early closes')).toBeVisible();
    await expect(holidayCalls().at(-1)?.url.searchParams.get('exchanges')).toBe('TSE,HKEX');
    await expect(filter).toHaveAccessibleName('Exchange: 2 selected');
    // Left open: the screenshot shows the list (closing it raced the screenshot).
  },
};
