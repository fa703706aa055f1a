import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { presetRange } from '@tapetv/ui/date-range-picker';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { type MyWeek, type MyWeekItem, myWeekDay, todayIso } from '@/entities/calendar';
import { viewerAtom } from '@/entities/session';
import {
  bodyRows,
  cellOf,
  fakeServer,
  groupHeadings,
  refusal,
  rowOf,
  type SeenRequest,
  skeletonRows,
} from '@/shared/lib/story';
import { calendarReminderFactory, myWeekItemFactory, userFactory } from '@/shared/lib/test';
import { MyWeekPage } from './my-week-page.tsx';

/**
 * The week of Monday 17 June 2030 for a member in New York. The page reads the real clock, so the
 * week lies years ahead: every reminder preset is open whenever the stories run (until 2030).
 * Releases and company events are sample rows; Juneteenth and the June E-mini expiry are the
 * exchanges' real dates.
 */
const WEEK_URL = '/my-week?from=2030-06-17&to=2030-06-23';
const ZONE = 'America/New_York';

const JUNE_2030: MyWeekItem[] = [
  myWeekItemFactory({
    key: 'economic:101',
    title: 'Empire State Manufacturing Index (Jun)',
    at: '2030-06-17T12:30:00.000Z',
    importance: 2,
  }),
  myWeekItemFactory({
    key: 'economic:102',
    title: 'Fed Interest Rate Decision',
    date: '2030-06-18',
    at: '2030-06-18T18:00:00.000Z',
    importance: 3,
    href: '/economic-calendar?from=2030-06-18&to=2030-06-18',
  }),
  myWeekItemFactory({
    key: 'earnings:201',
    kind: 'earnings',
    title: 'Oracle Corp. (ORCL) earnings · after close',
    date: '2030-06-18',
    at: '2030-06-18T20:05:00.000Z',
    symbol: 'ORCL',
    country: null,
    exchange: 'NYSE',
    importance: null,
    href: '/earning-calendar?from=2030-06-18&to=2030-06-18',
  }),
  myWeekItemFactory({
    key: 'holiday:NYSE:2030-06-19',
    kind: 'holiday',
    title: 'NYSE closed · Juneteenth National Independence Day',
    date: '2030-06-19',
    at: null,
    exchange: 'NYSE',
    importance: null,
    href: '/holiday-calendar?from=2030-06-19&to=2030-06-19&exchanges=NYSE',
  }),
  myWeekItemFactory({
    key: 'holiday:NASDAQ:2030-06-19',
    kind: 'holiday',
    title: 'Nasdaq closed · Juneteenth National Independence Day',
    date: '2030-06-19',
    at: null,
    exchange: 'NASDAQ',
    importance: null,
    href: '/holiday-calendar?from=2030-06-19&to=2030-06-19&exchanges=NASDAQ',
  }),
  myWeekItemFactory({
    key: 'dividend:301',
    kind: 'dividend',
    title: 'Apple Inc. (AAPL) ex-dividend · 0.27 USD',
    date: '2030-06-20',
    at: null,
    symbol: 'AAPL',
    country: null,
    exchange: 'NASDAQ',
    importance: null,
    href: '/dividend-calendar?from=2030-06-20&to=2030-06-20',
  }),
  myWeekItemFactory({
    key: 'economic:103',
    title: 'ECB Interest Rate Decision',
    date: '2030-06-20',
    at: '2030-06-20T12:15:00.000Z',
    country: 'EU',
    importance: 3,
    href: '/economic-calendar?from=2030-06-20&to=2030-06-20',
  }),
  myWeekItemFactory({
    key: 'futures:ES:2030-06-21:last_trading',
    kind: 'futures',
    title: 'E-mini S&P 500 (ESM30) last trading day',
    date: '2030-06-21',
    at: null,
    country: null,
    exchange: 'CME',
    importance: null,
    href: '/futures-expiry-calendar?from=2030-06-21&to=2030-06-21',
  }),
  myWeekItemFactory({
    key: 'split:401',
    kind: 'split',
    title: 'NVIDIA Corp. (NVDA) 4-for-1 split',
    date: '2030-06-21',
    at: null,
    symbol: 'NVDA',
    country: null,
    exchange: 'NASDAQ',
    importance: null,
    href: '/splits-calendar?from=2030-06-21&to=2030-06-21',
  }),
  myWeekItemFactory({
    key: 'ipo:501',
    kind: 'ipo',
    title: 'Route Robotics (RBTX) IPO · expected',
    date: '2030-06-21',
    at: null,
    symbol: 'RBTX',
    country: null,
    exchange: 'NASDAQ',
    importance: null,
    href: '/ipo-calendar?from=2030-06-21&to=2030-06-21',
  }),
];

/** The same week with reminders on the Fed decision (15 min) and Oracle's results (an hour). */
const JUNE_2030_REMINDED = JUNE_2030.map((item) =>
  item.key === 'economic:102' || item.key === 'earnings:201'
    ? {
        ...item,
        reminder: calendarReminderFactory({
          id: item.key === 'economic:102' ? '7' : '8',
          event_key: item.key,
          kind: item.kind,
          title: item.title,
          event_at: item.at ?? '',
          minutes_before: item.key === 'economic:102' ? 15 : 60,
          href: item.href,
        }),
      }
    : item,
);

const MY_WEEK_PATH = '/api/calendars/my-week';
const REMINDERS_PATH = '/api/calendars/reminders';

type Server = 'answers' | 'pending' | 'failing-once';
type Catalogue = 'june-2030' | 'reminded' | 'nothing';

const seen: SeenRequest[] = [];
const weekCalls = () => seen.filter((request) => request.url.pathname === MY_WEEK_PATH);
const writes = () => seen.filter((request) => request.method !== 'GET');

/**
 * The server as the stories need it (`parameters.server`, `parameters.catalogue`): My week's
 * events on the range's days in the asked zone (or none, for a member with an empty watchlist),
 * reminders set and cancelled, and the member's feed link and its reset.
 */
function answerMyWeek({ parameters }: { parameters: { server?: Server; catalogue?: Catalogue } }) {
  const server = parameters.server ?? 'answers';
  const catalogue =
    parameters.catalogue === 'nothing'
      ? []
      : parameters.catalogue === 'reminded'
        ? JUNE_2030_REMINDED
        : JUNE_2030;
  let failures = server === 'failing-once' ? 1 : 0;
  let token = 'tok3n-first';
  const feed = () => ({ token, path: `/api/calendars/ics/${token}/my-week.ics` });
  return fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === MY_WEEK_PATH) {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (failures > 0) {
        failures -= 1;
        return refusal(503, 'The calendar service is not available. Try again in a minute.');
      }
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const tz = url.searchParams.get('tz') ?? 'UTC';
      const answer: MyWeek = {
        items: catalogue
          .map((item) => ({ ...item, date: myWeekDay(item, tz) }))
          .filter((item) => item.date >= from && item.date <= to),
        time_zone: tz,
        symbols: catalogue.length > 0 ? ['AAPL', 'NVDA', 'ORCL', 'RBTX'] : [],
        countries: ['US', 'EU'],
        exchanges: catalogue.length > 0 ? ['NASDAQ', 'NYSE'] : [],
        sample: catalogue.length > 0,
      };
      return Response.json(answer);
    }
    if (method === 'POST' && url.pathname === REMINDERS_PATH) {
      const { event_key, minutes_before } = body as { event_key: string; minutes_before: number };
      const event = catalogue.find((item) => item.key === event_key);
      if (!event) return refusal(404, 'No calendar event found');
      return Response.json(
        calendarReminderFactory({
          id: '41',
          event_key,
          kind: event.kind,
          title: event.title,
          event_at: event.at ?? `${event.date}T04:00:00.000Z`,
          minutes_before,
          href: event.href,
        }),
        { status: 201 },
      );
    }
    if (method === 'DELETE' && url.pathname.startsWith(`${REMINDERS_PATH}/`))
      return new Response(null, { status: 204 });
    if (method === 'POST' && url.pathname === '/api/calendars/subscription')
      return Response.json(feed());
    if (method === 'POST' && url.pathname === '/api/calendars/subscription/reset') {
      token = 'tok3n-second';
      return Response.json(feed());
    }
    return undefined;
  }, seen);
}

/**
 * The page's own store with a signed-in member in `parameters.timeZone` (New York unless a story
 * says otherwise), so every time reads the same wherever the story runs, and a router at
 * `parameters.url` (else `defaultUrl`), the address the page keeps its view in.
 */
function asMemberAt(defaultUrl: string): Decorator {
  return (Story, { parameters }) => {
    const store = createStore();
    store.set(
      viewerAtom,
      userFactory({ timeZone: (parameters.timeZone as string | undefined) ?? ZONE }),
    );
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[(parameters.url as string | undefined) ?? defaultUrl]}>
          <Story />
        </MemoryRouter>
      </Provider>
    );
  };
}

const meta = {
  title: 'web/MyWeekPage',
  component: MyWeekPage,
  // Every story but Empty gives the range, and each the member's zone, so nothing depends on the
  // day or the machine it runs on.
  decorators: [asMemberAt(WEEK_URL)],
  beforeEach: answerMyWeek,
} satisfies Meta<typeof MyWeekPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const eventRow = (canvasElement: HTMLElement, key: string) => rowOf(canvasElement, key);

/**
 * 17–23 June 2030 in New York: ten events of seven calendars by day, all-day ones first. Each row
 * has its time, its calendar, the symbol's page, the calendar page it comes from and a reminder
 * button; economic releases show their importance. The scope says what the list is chosen by.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('10 events, 0 reminders')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Week' })).toBeVisible();
    await expect(groupHeadings(canvasElement)).toEqual([
      'Monday, 17 June 2030',
      'Tuesday, 18 June 2030',
      'Wednesday, 19 June 2030',
      'Thursday, 20 June 2030',
      'Friday, 21 June 2030',
    ]);
    const table = canvas.getByRole('table', {
      name: 'Your events by day, at their time in your zone',
    });
    for (const name of ['Time', 'Calendar', 'Event', 'Market', 'Importance', 'Reminder'])
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();

    const fed = eventRow(canvasElement, 'economic:102');
    await expect(cellOf(fed, 'time')).toHaveTextContent('14:00');
    await expect(cellOf(fed, 'kind')).toHaveTextContent('Economic');
    await expect(cellOf(fed, 'market')).toHaveTextContent('US');
    await expect(
      within(cellOf(fed, 'importance') as HTMLElement).getByRole('img', {
        name: 'High importance',
      }),
    ).toBeVisible();
    await expect(
      within(cellOf(fed, 'event') as HTMLElement).getByRole('link', { name: 'Economic calendar' }),
    ).toHaveAttribute('href', '/economic-calendar?from=2030-06-18&to=2030-06-18');
    await expect(
      within(fed).getByRole('button', { name: 'Remind me about Fed Interest Rate Decision' }),
    ).toBeEnabled();

    const oracle = eventRow(canvasElement, 'earnings:201');
    await expect(cellOf(oracle, 'time')).toHaveTextContent('16:05');
    await expect(cellOf(oracle, 'kind')).toHaveTextContent('Earnings');
    await expect(within(oracle).getByRole('link', { name: '$ORCL' })).toHaveAttribute(
      'href',
      '/symbol/ORCL',
    );
    await expect(cellOf(oracle, 'market')).toHaveTextContent('NYSE');
    await expect(cellOf(oracle, 'importance')).toBeEmptyDOMElement();

    const juneteenth = eventRow(canvasElement, 'holiday:NYSE:2030-06-19');
    await expect(cellOf(juneteenth, 'time')).toHaveTextContent('All day');
    await expect(cellOf(juneteenth, 'kind')).toHaveTextContent('Holiday');
    await expect(cellOf(eventRow(canvasElement, 'ipo:501'), 'kind')).toHaveTextContent('IPO');
    await expect(
      cellOf(eventRow(canvasElement, 'futures:ES:2030-06-21:last_trading'), 'kind'),
    ).toHaveTextContent('Futures');

    const scope = canvasElement.querySelector('[data-slot="my-week-scope"]');
    await expect(scope).toHaveTextContent('SymbolsAAPL, NVDA, ORCL, RBTX');
    await expect(scope).toHaveTextContent('CountriesUS, EU');
    await expect(scope).toHaveTextContent('ExchangesNASDAQ, NYSE');
    await expect(canvas.getByText('Sample data')).toBeVisible();
    await expect(canvas.getByText(`Times in ${ZONE}`)).toBeVisible();

    const [call] = weekCalls();
    await expect(weekCalls()).toHaveLength(1);
    await expect(call?.url.searchParams.get('from')).toBe('2030-06-17');
    await expect(call?.url.searchParams.get('to')).toBe('2030-06-23');
    await expect(call?.url.searchParams.get('tz')).toBe(ZONE);
    await expect(call?.url.searchParams.has('countries')).toBe(false);
  },
};

/** The call has not answered: skeleton rows under the header, no summary or scope yet. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', {
      name: 'Your events by day, at their time in your zone (loading)',
    });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(skeletonRows(canvasElement)).toHaveLength(5);
    await waitFor(() => expect(weekCalls()).toHaveLength(1));
    await expect(canvas.queryByText(/events?,/)).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="my-week-scope"]')).toBeNull();
  },
};

/**
 * A member with nothing in their watchlists, opening the page without a range: it asks for this
 * week in their zone, and says what to do next.
 */
export const Empty: Story = {
  parameters: { url: '/my-week', catalogue: 'nothing' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('Nothing on your calendars this week — add symbols to a watchlist.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your watchlists' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('radio', { name: 'This week' })).toBeChecked();
    const thisWeek = presetRange('this-week', todayIso(new Date(), ZONE));
    const [call] = weekCalls();
    await expect(call?.url.searchParams.get('from')).toBe(thisWeek.from);
    await expect(call?.url.searchParams.get('to')).toBe(thisWeek.to);
    await expect(canvas.getByText(/None in your watchlists yet/)).toBeVisible();
    await expect(canvas.queryByText('Sample data')).toBeNull();
  },
};

// Not named `Error`, which would shadow the global.
/** The server refuses: its message and Try again, which asks again for the same week. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The calendar could not be loaded');
    await expect(alert).toHaveTextContent(
      'The calendar service is not available. Try again in a minute.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('10 events, 0 reminders')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const calls = weekCalls();
    await expect(calls).toHaveLength(2);
    await expect(calls[1]?.url.search).toBe(calls[0]?.url.search);
  },
};

/**
 * Two reminders held: each row says when, beside Cancel reminder. Setting a third counts it;
 * cancelling one takes it off.
 */
export const WithReminders: Story = {
  parameters: { catalogue: 'reminded' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('10 events, 2 reminders')).toBeVisible();
    const fed = eventRow(canvasElement, 'economic:102');
    await expect(
      within(fed).getByRole('button', {
        name: 'Reminder 15 min before Fed Interest Rate Decision',
      }),
    ).toBeVisible();
    await expect(
      within(eventRow(canvasElement, 'earnings:201')).getByRole('button', {
        name: 'Reminder 1 hour before Oracle Corp. (ORCL) earnings · after close',
      }),
    ).toBeVisible();

    const ecb = eventRow(canvasElement, 'economic:103');
    await userEvent.click(
      within(ecb).getByRole('button', { name: 'Remind me about ECB Interest Rate Decision' }),
    );
    const panel = await screen.findByRole('dialog', {
      name: 'Reminder for ECB Interest Rate Decision',
    });
    await userEvent.click(within(panel).getByRole('button', { name: '1 day before' }));
    await expect(await canvas.findByText('10 events, 3 reminders')).toBeVisible();
    await expect(
      within(ecb).getByRole('button', { name: 'Reminder 1 day before ECB Interest Rate Decision' }),
    ).toBeVisible();

    await userEvent.click(
      within(fed).getByRole('button', { name: 'Cancel reminder for Fed Interest Rate Decision' }),
    );
    await expect(await canvas.findByText('10 events, 2 reminders')).toBeVisible();
    await expect(
      within(fed).getByRole('button', { name: 'Remind me about Fed Interest Rate Decision' }),
    ).toBeVisible();
    await expect(
      writes().map((request) => [request.method, request.url.pathname, request.body]),
    ).toEqual([
      ['POST', REMINDERS_PATH, { event_key: 'economic:103', minutes_before: 1440 }],
      ['DELETE', `${REMINDERS_PATH}/7`, undefined],
    ]);
  },
};

/**
 * On a phone the calendar, market and importance columns drop out; time, event (with its
 * calendar's link) and the reminder stay, and nothing runs off the side.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { catalogue: 'reminded' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('10 events, 2 reminders');
    for (const name of ['Time', 'Event', 'Reminder']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    for (const name of ['Calendar', 'Market', 'Importance']) {
      await expect(canvas.queryByRole('columnheader', { name })).toBeNull();
    }
    const fed = eventRow(canvasElement, 'economic:102');
    await expect(cellOf(fed, 'kind') as HTMLElement).not.toBeVisible();
    await expect(within(fed).getByRole('link', { name: 'Economic calendar' })).toBeVisible();
    await expect(within(fed).getByRole('button', { name: /^Cancel reminder/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/**
 * The same week for a member in Tokyo: Oracle's results at 16:05 in New York come at 05:05 on
 * Wednesday there, and the call asks in Tokyo's zone.
 */
export const InTokyo: Story = {
  parameters: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/events, 0 reminders/);
    const oracle = eventRow(canvasElement, 'earnings:201');
    await expect(cellOf(oracle, 'time')).toHaveTextContent('05:05');
    const heading = oracle.closest('tbody')?.querySelector('[data-slot="calendar-table-group"]');
    await expect(heading).toHaveTextContent('Wednesday, 19 June 2030');
    await expect(weekCalls()[0]?.url.searchParams.get('tz')).toBe('Asia/Tokyo');
    await expect(canvas.getByText('Times in Asia/Tokyo')).toBeVisible();
  },
};

/**
 * Subscribe in your calendar app: the link is made on asking, shown whole with Copy and
 * Download .ics; Reset link asks first, then shows the new one.
 */
export const Subscribe: Story = {
  beforeEach: () => {
    const writeText = fn(async (_text: string) => {});
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('region', { name: 'Subscribe in your calendar app' }));
    await userEvent.click(panel.getByRole('button', { name: 'Get the subscription link' }));
    const address = await panel.findByRole('textbox', { name: 'My week feed address' });
    const first = `${window.location.origin}/api/calendars/ics/tok3n-first/my-week.ics`;
    await expect(address).toHaveValue(first);
    await expect(address).toHaveAttribute('readonly');
    await expect(panel.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      '/api/calendars/ics/tok3n-first/my-week.ics',
    );

    await userEvent.click(panel.getByRole('button', { name: 'Copy link' }));
    await expect(await panel.findByText('Copied')).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(first);

    await userEvent.click(panel.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(address).toHaveValue(
      `${window.location.origin}/api/calendars/ics/tok3n-second/my-week.ics`,
    );
    await expect(panel.queryByText('Copied')).toBeNull();
    await expect(writes().map((request) => request.url.pathname)).toEqual([
      '/api/calendars/subscription',
      '/api/calendars/subscription/reset',
    ]);
  },
};
