import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type {
  EconomicCalendar,
  EconomicCountry,
  EconomicEvent,
  EconomicHistory as HistoryAnswer,
} from '@/entities/calendar';
import { viewerAtom } from '@/entities/session';
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
  expectSampleDataNote,
  expectVirtualisedRows,
  type FakeRoute,
  fakeServer,
  groupHeadings,
  queryRow,
  refusal,
  requestsTo,
  rowOf,
  type SeenRequest,
} from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { EconomicCalendarPage } from './economic-calendar-page.tsx';

/** The countries the fake server knows, by code. */
const COUNTRY_NAMES: Record<string, string> = {
  AU: 'Australia',
  CN: 'China',
  DE: 'Germany',
  EU: 'Euro Area',
  GB: 'United Kingdom',
  JP: 'Japan',
  US: 'United States',
};

/** A release: a medium-importance US figure of sample data unless `overrides` say otherwise. */
const release = ({ id, ...overrides }: Partial<EconomicEvent> & { id: number }): EconomicEvent => ({
  id,
  country: 'US',
  currency: 'USD',
  event: `Indicator ${id}`,
  period: null,
  importance: 2,
  scheduled_at: '2026-03-05T13:30:00Z',
  // The fake server files each release under its day in the asked zone.
  date: '',
  all_day: false,
  actual: null,
  forecast: null,
  previous: null,
  unit: '',
  higher_is_better: true,
  source: 'sample',
  ...overrides,
});

/**
 * 4–11 March 2026 as the server keeps it (instants in UTC). The US clocks go forward on Sunday
 * 8 March: US figures come at 08:30 New York time all week, which is 22:30 in Tokyo before the
 * change (payrolls on the 6th) and 21:30 after it (CPI on the 11th).
 */
const MARCH_2026: EconomicEvent[] = [
  release({
    id: 1,
    country: 'AU',
    currency: 'AUD',
    event: 'Trade Balance',
    period: 'Jan',
    importance: 1,
    scheduled_at: '2026-03-05T00:30:00Z',
    actual: 5.6,
    forecast: 4.9,
    previous: 4.1,
    unit: 'B',
  }),
  release({
    id: 2,
    event: 'Initial Jobless Claims',
    scheduled_at: '2026-03-05T13:30:00Z',
    actual: 221,
    forecast: 215,
    previous: 212,
    unit: 'K',
    higher_is_better: false,
  }),
  release({
    id: 3,
    country: 'EU',
    currency: 'EUR',
    event: 'ECB Interest Rate Decision',
    importance: 3,
    scheduled_at: '2026-03-05T13:15:00Z',
    actual: 2.15,
    forecast: 2.15,
    previous: 2.15,
    unit: '%',
  }),
  release({
    id: 4,
    event: 'Nonfarm Payrolls',
    period: 'Feb',
    importance: 3,
    scheduled_at: '2026-03-06T13:30:00Z',
    actual: 151,
    forecast: 160,
    previous: 143,
    unit: 'K',
  }),
  release({
    id: 5,
    event: 'Unemployment Rate',
    period: 'Feb',
    importance: 3,
    scheduled_at: '2026-03-06T13:30:00Z',
    actual: 4.1,
    forecast: 4,
    previous: 4,
    unit: '%',
    higher_is_better: false,
  }),
  release({
    id: 6,
    country: 'DE',
    currency: 'EUR',
    event: 'Industrial Production (MoM)',
    period: 'Jan',
    importance: 1,
    scheduled_at: '2026-03-06T07:00:00Z',
    actual: 2,
    forecast: 1.5,
    previous: -2.4,
    unit: '%',
  }),
  release({
    id: 7,
    country: 'EU',
    currency: 'EUR',
    event: 'Eurogroup Meeting',
    importance: 1,
    scheduled_at: '2026-03-09T00:00:00Z',
    all_day: true,
  }),
  release({
    id: 8,
    country: 'JP',
    currency: 'JPY',
    event: 'GDP (QoQ)',
    period: 'Q4',
    scheduled_at: '2026-03-09T23:50:00Z',
    actual: 0.6,
    forecast: 0.4,
    previous: 0.3,
    unit: '%',
  }),
  release({
    id: 9,
    country: 'CN',
    currency: 'CNY',
    event: 'CPI (YoY)',
    period: 'Feb',
    scheduled_at: '2026-03-10T01:30:00Z',
    actual: -0.7,
    forecast: -0.5,
    previous: 0.5,
    unit: '%',
  }),
  release({
    id: 10,
    event: 'CPI (YoY)',
    period: 'Feb',
    importance: 3,
    scheduled_at: '2026-03-11T12:30:00Z',
    forecast: 2.9,
    previous: 3,
    unit: '%',
  }),
  release({
    id: 11,
    event: 'Core CPI (MoM)',
    period: 'Feb',
    importance: 3,
    scheduled_at: '2026-03-11T12:30:00Z',
    forecast: 0.3,
    previous: 0.4,
    unit: '%',
  }),
  release({
    id: 12,
    event: 'Crude Oil Inventories',
    importance: 1,
    scheduled_at: '2026-03-11T14:30:00Z',
    forecast: -1.2,
    previous: 3.6,
    unit: 'M',
  }),
  release({
    id: 13,
    country: 'GB',
    currency: 'GBP',
    event: 'GDP (MoM)',
    period: 'Jan',
    scheduled_at: '2026-03-10T07:00:00Z',
    actual: 0.1,
    forecast: 0.1,
    previous: -0.1,
    unit: '%',
  }),
];

/** Payrolls' earlier releases, newest first (every other event has none on record). */
const PAYROLLS_HISTORY: EconomicEvent[] = [
  ['2026-02-06T13:30:00Z', 'Jan', 143, 170, 307],
  ['2026-01-09T13:30:00Z', 'Dec', 256, 165, 212],
  ['2025-12-05T13:30:00Z', 'Nov', 227, 200, 36],
].map(([scheduled_at, period, actual, forecast, previous], index) =>
  release({
    id: 100 + index,
    event: 'Nonfarm Payrolls',
    importance: 3,
    scheduled_at: scheduled_at as string,
    period: period as string,
    actual: actual as number,
    forecast: forecast as number,
    previous: previous as number,
    unit: 'K',
  }),
);

/** March 2026, crowded: 30 releases a day, more rows than the table renders at once. */
const MANY_FROM = '2026-03-01';
const MANY_TO = '2026-03-31';
const CROWDED_MARCH: EconomicEvent[] = Array.from({ length: 31 }, (_, day) =>
  Array.from({ length: 30 }, (_, index) =>
    release({
      id: 1000 + day * 30 + index,
      country: Object.keys(COUNTRY_NAMES)[index % 7],
      importance: (index % 3) + 1,
      // From 00:00 to 14:30 UTC, every half hour: within the day in UTC.
      scheduled_at: new Date(Date.UTC(2026, 2, day + 1, 0, index * 30)).toISOString(),
      forecast: index / 10,
      unit: '%',
    }),
  ),
).flat();
const CROWDED_DAYS = 31;

/** The day `event` falls on in `timeZone`: an all-day event keeps its own date. */
function dayIn(event: EconomicEvent, timeZone: string): string {
  if (event.all_day) return event.scheduled_at.slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(event.scheduled_at));
}

/** The server's order: by day, all-day events first, then by time, then importance (highest first). */
const serverOrder = (a: EconomicEvent, b: EconomicEvent) =>
  a.date.localeCompare(b.date) ||
  Number(b.all_day) - Number(a.all_day) ||
  a.scheduled_at.localeCompare(b.scheduled_at) ||
  b.importance - a.importance ||
  a.id - b.id;

const DEFAULT_URL = '/economic-calendar?from=2026-03-05&to=2026-03-11';
const ECONOMIC_PATH = '/api/calendars/economic';
const HISTORY_PATH = /^\/api\/calendars\/economic\/(\d+)\/history$/;

type Server = CalendarServer | 'history-failing-once';
type Catalogue = 'march-2026' | 'crowded-march';

const seen: SeenRequest[] = [];
const calendarCalls = () => requestsTo(seen, ECONOMIC_PATH);
const historyCalls = () => seen.filter((request) => HISTORY_PATH.test(request.url.pathname));

/**
 * `GET /api/calendars/economic` and `…/{id}/history` as the server answers them
 * (`parameters.server`): the releases of `parameters.catalogue` on the range's days in the asked
 * zone, for the asked countries and levels, with the countries of the range whatever the filters;
 * or never answering; or refusing the first call (of the calendar, or of the history).
 */
function answerEconomic({
  parameters,
}: {
  parameters: { server?: Server; catalogue?: Catalogue };
}) {
  const catalogue = parameters.catalogue === 'crowded-march' ? CROWDED_MARCH : MARCH_2026;
  let historyFailures = parameters.server === 'history-failing-once' ? 1 : 0;
  const history: FakeRoute = ({ method, url }) => {
    const match = method === 'GET' ? HISTORY_PATH.exec(url.pathname) : null;
    if (!match) return undefined;
    if (historyFailures > 0) {
      historyFailures -= 1;
      return refusal(503, 'The history is not available. Try again in a minute.');
    }
    const tz = url.searchParams.get('tz') ?? 'UTC';
    const event = catalogue.find((row) => row.id === Number(match[1]));
    if (!event) return refusal(404, 'No such event.');
    const earlier = event.id === 4 ? PAYROLLS_HISTORY : [];
    const answer: HistoryAnswer = {
      sample: true,
      event: { ...event, date: dayIn(event, tz) },
      history: earlier.map((row) => ({ ...row, date: dayIn(row, tz) })),
    };
    return Response.json(answer);
  };
  const calendar = calendarRoute({
    path: ECONOMIC_PATH,
    server: parameters.server,
    answer: ({ from, to }, params): EconomicCalendar => {
      const tz = params.get('tz') ?? 'UTC';
      const countries = params.get('countries')?.split(',');
      const levels = params.get('importance')?.split(',').map(Number);
      const inRange = catalogue
        .map((row) => ({ ...row, date: dayIn(row, tz) }))
        .filter((row) => row.date >= from && row.date <= to);
      const data = inRange
        .filter(
          (row) =>
            (!countries || countries.includes(row.country)) &&
            (!levels || levels.includes(row.importance)),
        )
        .sort(serverOrder);
      const codes = [...new Set(inRange.map((row) => row.country))];
      const listed: EconomicCountry[] = codes
        .map((code) => ({ code, name: COUNTRY_NAMES[code] ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        from,
        to,
        sample: data.some((row) => row.source === 'sample'),
        tz,
        countries: listed,
        data,
      };
    },
  });
  return fakeServer((request) => history(request) ?? calendar(request), seen);
}

const meta = {
  title: 'web/EconomicCalendarPage',
  component: EconomicCalendarPage,
  // The page's own store with a signed-in member whose zone is `parameters.timeZone` (Tokyo unless
  // a story says otherwise), so every time on the page is the same wherever the story runs, and a
  // router at `parameters.url`, the address the page keeps its view in. Every story gives the
  // range and the member's zone, so nothing depends on the day or the machine it runs on.
  decorators: [
    atAddress(DEFAULT_URL, (store, parameters) =>
      store.set(
        viewerAtom,
        userFactory({ timeZone: (parameters.timeZone as string | undefined) ?? 'Asia/Tokyo' }),
      ),
    ),
  ],
  beforeEach: answerEconomic,
} satisfies Meta<typeof EconomicCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventRow = (canvasElement: HTMLElement, id: number) => rowOf(canvasElement, id);

/**
 * 5–11 March 2026 for a member in Tokyo: grouped by Tokyo's days, at Tokyo's times. US payrolls
 * miss their forecast (down colour, ▼), jobless claims rise above theirs (▲, but bad news), the
 * ECB holds. CPI is not out yet. The rows are sample data, and the page says so.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('13 events')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Economic Calendar' }),
    ).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Thursday, 5 March 2026',
      'Friday, 6 March 2026',
      'Monday, 9 March 2026',
      'Tuesday, 10 March 2026',
      'Wednesday, 11 March 2026',
    ]);
    const table = canvas.getByRole('table', {
      name: 'Economic events by day, at their time in your zone',
    });
    await expectColumns(within(table), {
      shown: ['Time', 'Country', 'Importance', 'Event', 'Actual', 'Forecast', 'Previous'],
    });

    const payrolls = eventRow(canvasElement, 4);
    await expect(cellOf(payrolls, 'time')).toHaveTextContent('22:30');
    await expect(cellOf(payrolls, 'country')).toHaveTextContent('USUSD');
    await expect(cellOf(payrolls, 'event')).toHaveTextContent('Nonfarm PayrollsFeb');
    await expect(
      within(cellOf(payrolls, 'importance') as HTMLElement).getByRole('img', {
        name: 'High importance',
      }),
    ).toBeVisible();
    const missed = cellOf(payrolls, 'actual')?.querySelector('[data-slot="surprise-value"]');
    await expect(missed).toHaveAttribute('data-surprise', 'worse');
    await expect(missed).toHaveTextContent('▼151K, below the forecast (worse)');
    await expect(cellOf(payrolls, 'forecast')).toHaveTextContent('160K');
    await expect(cellOf(payrolls, 'previous')).toHaveTextContent('143K');

    // Unemployment above its forecast is bad news; the figures share one decimal.
    const unemployment = eventRow(canvasElement, 5);
    await expect(cellOf(unemployment, 'actual')).toHaveTextContent('▲4.1%, above the forecast');
    await expect(
      cellOf(unemployment, 'actual')?.querySelector('[data-slot="surprise-value"]'),
    ).toHaveAttribute('data-surprise', 'worse');
    await expect(cellOf(unemployment, 'forecast')).toHaveTextContent('4.0%');
    const production = eventRow(canvasElement, 6);
    await expect(
      cellOf(production, 'actual')?.querySelector('[data-slot="surprise-value"]'),
    ).toHaveAttribute('data-surprise', 'better');
    await expect(cellOf(production, 'previous')).toHaveTextContent('-2.4%');
    const ecb = eventRow(canvasElement, 3);
    await expect(cellOf(ecb, 'actual')).toHaveTextContent('2.15%');
    await expect(cellOf(ecb, 'time')).toHaveTextContent('22:15');

    // After the US clocks change, the same 08:30 New York release is at 21:30 in Tokyo.
    const cpi = eventRow(canvasElement, 10);
    await expect(cellOf(cpi, 'time')).toHaveTextContent('21:30');
    await expect(cellOf(cpi, 'actual')).toHaveTextContent('—');
    await expect(cellOf(eventRow(canvasElement, 7), 'time')).toHaveTextContent('All day');
    await expect(cellOf(eventRow(canvasElement, 8), 'time')).toHaveTextContent('08:50');

    // The zone, and where to change it; the sample rows are labelled.
    await expect(canvas.getByText('Times in Asia/Tokyo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'change in your settings' })).toHaveAttribute(
      'href',
      '/profile/dana/setting',
    );
    await expectSampleDataNote(
      canvas,
      'These rows are made-up demo data, not real releases or forecasts.',
    );

    // Asked once, in Tokyo's days, with no filter.
    await expectAskedOnceFor(canvas, calendarCalls, {
      from: '2026-03-05',
      to: '2026-03-11',
      without: ['countries', 'importance'],
    });
    await expect(calendarCalls()[0]?.url.searchParams.get('tz')).toBe('Asia/Tokyo');
    await expect(canvas.getByRole('button', { name: 'Country: All' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Importance: All' })).toBeEnabled();
  },
};

/**
 * The same week for a member in New York: the server files releases under New York's days and
 * the page shows New York's times. Payrolls (13:30 UTC on 6 March) read 08:30 here and 22:30 for
 * the member in Tokyo (Default); CPI (12:30 UTC on 11 March, after the US clocks went forward on
 * the 8th) reads 08:30 too. Australia's trade balance fell on 4 March in New York: out of range.
 */
export const TimesInNewYork: Story = {
  parameters: { timeZone: 'America/New_York' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('12 events')).toBeVisible();
    await expect(calendarCalls()[0]?.url.searchParams.get('tz')).toBe('America/New_York');
    await expect(canvas.getByText('Times in America/New_York')).toBeVisible();
    await expect(cellOf(eventRow(canvasElement, 4), 'time')).toHaveTextContent('08:30');
    await expect(cellOf(eventRow(canvasElement, 10), 'time')).toHaveTextContent('08:30');
    await expect(cellOf(eventRow(canvasElement, 2), 'time')).toHaveTextContent('08:30');
    await expect(queryRow(canvasElement, 1)).toBeNull();
    // China's CPI (01:30 UTC on the 10th) is the evening of the 9th in New York.
    await expect(cellOf(eventRow(canvasElement, 9), 'time')).toHaveTextContent('21:30');
    await expect(groupHeadings(canvasElement)).toEqual([
      'Thursday, 5 March 2026',
      'Friday, 6 March 2026',
      'Monday, 9 March 2026',
      'Tuesday, 10 March 2026',
      'Wednesday, 11 March 2026',
    ]);
  },
};

/** The call has not answered: skeleton rows under the header, no count yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async (context) => {
    await expectCalendarLoading(context, {
      table: 'Economic events by day, at their time in your zone (loading)',
      calls: calendarCalls,
    });
    await expect(context.canvas.queryByText(/\d+ events?$/)).toBeNull();
  },
};

/** A week with nothing scheduled: the page offers the next 31 days. */
export const Empty: Story = {
  parameters: { url: '/economic-calendar?from=2026-03-16&to=2026-03-22' },
  play: (context) =>
    expectCalendarEmpty(context, {
      message: 'No release or central-bank event is scheduled in this range.',
      offer: 'Show the next 31 days',
      summary: '0 events',
    }),
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same view. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: (context) =>
    expectCalendarErrorThenRetry(context, { calls: calendarCalls, summary: '13 events', rows: 13 }),
};

/**
 * `?countries=US,EU&importance=3`: the call asks for those (US payrolls, unemployment and CPI,
 * the ECB), the filters say so, and the country
 * filter still offers every country of the week. Ticking Medium asks for levels 2 and 3.
 */
export const Filtered: Story = {
  parameters: { url: `${DEFAULT_URL}&countries=US,EU&importance=3` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('5 events')).toBeVisible();
    const params = calendarCalls()[0]?.url.searchParams;
    await expect(params?.get('countries')).toBe('US,EU');
    await expect(params?.get('importance')).toBe('3');
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Country: 2 selected' })).toBeEnabled();

    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Country: 2 selected' }));
    await expect(await body.findByRole('checkbox', { name: /Japan/ })).not.toBeChecked();
    await expect(body.getByRole('checkbox', { name: /United States/ })).toBeChecked();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Importance: High' }));
    await userEvent.click(await body.findByRole('checkbox', { name: 'Medium' }));
    await expect(await canvas.findByText('6 events')).toBeVisible();
    await expect(calendarCalls().at(-1)?.url.searchParams.get('importance')).toBe('2,3');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A row opens the indicator's history: payrolls' three earlier releases, newest first, each
 * against its forecast, on Tokyo's days. Escape closes it.
 */
export const EconomicHistory: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('13 events');
    await userEvent.click(cellOf(eventRow(canvasElement, 4), 'event') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nonfarm Payrolls, Feb' });
    await expect(dialog).toHaveAccessibleDescription(
      'United States (USD): earlier releases, newest first. Dates are days in Asia/Tokyo.',
    );
    const history = within(dialog);
    await waitFor(() =>
      expect(dialog.querySelectorAll('[data-slot="history-row"]')).toHaveLength(3),
    );
    const rows = Array.from(dialog.querySelectorAll('[data-slot="history-row"]'));
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Fri, 6 Feb 2026Jan',
      'Fri, 9 Jan 2026Dec',
      'Fri, 5 Dec 2025Nov',
    ]);
    await expect(rows[0]).toHaveTextContent('▼143K, below the forecast (worse)170K307K');
    await expect(rows[1]?.querySelector('[data-surprise]')).toHaveAttribute(
      'data-surprise',
      'better',
    );
    // Visible once the dialog's opening fade has run.
    await waitFor(() => expect(history.getByText('Sample data')).toBeVisible());
    const [call] = historyCalls();
    await expect(call?.url.pathname).toBe('/api/calendars/economic/4/history');
    await expect(call?.url.searchParams.get('tz')).toBe('Asia/Tokyo');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Opening it again shows the history kept from the first time.
    await userEvent.click(cellOf(eventRow(canvasElement, 4), 'event') as HTMLElement);
    await body.findByRole('dialog', { name: 'Nonfarm Payrolls, Feb' });
    await expect(historyCalls()).toHaveLength(1);
    // Left open: the screenshot shows the dialog.
  },
};

/** The history call fails: the dialog says so and offers Try again, which loads it. */
export const EconomicHistoryError: Story = {
  parameters: { server: 'history-failing-once' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('13 events');
    // Keyboard: the row takes focus and Enter opens it.
    const payrolls = eventRow(canvasElement, 4);
    payrolls.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Nonfarm Payrolls, Feb' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The history could not be loaded');
    await expect(alert).toHaveTextContent('The history is not available. Try again in a minute.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(dialog.querySelectorAll('[data-slot="history-row"]')).toHaveLength(3),
    );
    await expect(historyCalls()).toHaveLength(2);
  },
};

/** An event without earlier releases says so. */
export const EconomicHistoryEmpty: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('13 events');
    await userEvent.click(cellOf(eventRow(canvasElement, 3), 'event') as HTMLElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'ECB Interest Rate Decision',
    });
    const none = await within(dialog).findByText('No earlier release on record');
    // Visible once the dialog's opening fade has run.
    await waitFor(() => expect(none).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

const CROWDED_LAST = `${1000 + 30 * 31 - 1}`;

/**
 * All of March 2026, 30 releases a day: more rows than the table renders at once, so only those
 * near the viewport are in the page. Its play function is the test; a screenshot would be a tall
 * blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  parameters: {
    catalogue: 'crowded-march',
    timeZone: 'UTC',
    url: `/economic-calendar?from=${MANY_FROM}&to=${MANY_TO}`,
  },
  play: (context) =>
    expectVirtualisedRows(context, {
      summary: `${CROWDED_MARCH.length} events`,
      rows: CROWDED_MARCH.length,
      days: CROWDED_DAYS,
      firstDay: 'Sunday, 1 March 2026',
      lastKey: CROWDED_LAST,
      atBottom: () =>
        expect(groupHeadings(context.canvasElement).at(-1)).toBe('Tuesday, 31 March 2026'),
    }),
};

/** On a phone, importance, forecast and previous drop out; time, country, event and actual stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('13 events');
    await expectColumns(canvas, {
      shown: ['Time', 'Country', 'Event', 'Actual'],
      hidden: ['Importance', 'Forecast', 'Previous'],
    });
    await expect(cellOf(eventRow(canvasElement, 4), 'forecast') as HTMLElement).not.toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
