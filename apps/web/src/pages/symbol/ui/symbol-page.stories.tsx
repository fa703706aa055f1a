import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { realtimeAtom } from '@/shared/lib/realtime';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import {
  postFactory,
  priceAlertFactory,
  reactionFactory,
  reactionTypesFactory,
  statsFactory,
  symbolDetailFactory,
  userFactory,
} from '@/shared/lib/test';
import { SymbolPage } from './symbol-page.tsx';

const ME = 1;
const NVDA_ID = 3;
const AMD_ID = 4;

/** NVIDIA mid-morning in New York: 131.50 against a previous close of 128.20. */
const NVDA_STATS = statsFactory({
  price: 131.5,
  prev_close: 128.2,
  open: 129.05,
  high: 132.1,
  low: 128.6,
  volume: 214_300_000,
  updated_at: '2026-11-25T15:00:00.000Z',
});

const NVDA = symbolDetailFactory({
  symbol_id: NVDA_ID,
  symbol: 'NVDA',
  company_name: 'NVIDIA Corporation',
  name: 'NVIDIA Corporation',
  stats: NVDA_STATS,
  sentiment_today: { bullish: 9, bearish: 3 },
});

/** What the quotes call knows (AMD is named in a post next to NVDA). */
const QUOTES: Record<number, typeof NVDA_STATS> = {
  [NVDA_ID]: NVDA_STATS,
  [AMD_ID]: statsFactory({
    price: 138.42,
    prev_close: 140.05,
    open: 139.9,
    high: 140.3,
    low: 137.85,
    volume: 31_800_000,
    updated_at: '2026-11-25T15:00:00.000Z',
  }),
};

/** The sessions of the last two weeks, oldest first: [date, open, high, low, close, volume]. */
const SESSIONS: ReadonlyArray<readonly [string, number, number, number, number, number]> = [
  ['2026-11-12', 120.6, 122.15, 119.7, 121.4, 238_500_000],
  ['2026-11-13', 121.1, 121.8, 118.9, 119.85, 251_200_000],
  ['2026-11-16', 120.2, 122.9, 119.95, 122.3, 219_800_000],
  ['2026-11-17', 122.5, 124.6, 121.9, 124.1, 226_400_000],
  ['2026-11-18', 124.3, 125.05, 122.8, 123.55, 198_700_000],
  ['2026-11-19', 123.9, 126.4, 123.6, 125.9, 240_100_000],
  ['2026-11-20', 126.1, 127.3, 125.4, 126.75, 205_600_000],
  ['2026-11-23', 126.9, 128.05, 126.2, 127.4, 187_300_000],
  ['2026-11-24', 127.6, 128.9, 127.1, 128.2, 192_900_000],
  ['2026-11-25', 129.05, 132.1, 128.6, 131.5, 214_300_000],
];

/** A session's opening, 9:30 in New York, in seconds (the bars' time). */
const sessionStart = (date: string) => Date.parse(`${date}T14:30:00.000Z`) / 1000;

/** Daily bars (1M, 6M, 1Y): the sessions above. */
const DAILY_BARS = SESSIONS.map(([date, open, high, low, close, volume]) => ({
  time: sessionStart(date),
  open,
  high,
  low,
  close,
  volume,
}));

/** A session in `count` 5-minute bars going from its open to its close. */
function fiveMinuteBars([date, open, , , close, volume]: (typeof SESSIONS)[number], count: number) {
  const step = (close - open) / count;
  return Array.from({ length: count }, (_, index) => {
    const from = open + step * index;
    const to = index === count - 1 ? close : from + step;
    return {
      time: sessionStart(date) + index * 300,
      open: Number(from.toFixed(2)),
      high: Number((Math.max(from, to) + 0.18).toFixed(2)),
      low: Number((Math.min(from, to) - 0.15).toFixed(2)),
      close: Number(to.toFixed(2)),
      volume: Math.round(volume / 78),
    };
  });
}

const TODAY = SESSIONS.at(-1) as (typeof SESSIONS)[number];

/** 1D: today's first half hour; 5D: the last four sessions whole, then today so far. */
const INTRADAY_BARS = {
  '1D': fiveMinuteBars(TODAY, 7),
  '5D': [
    ...SESSIONS.slice(-5, -1).flatMap((session) => fiveMinuteBars(session, 78)),
    ...fiveMinuteBars(TODAY, 7),
  ],
};

function barsOf(range: string) {
  const intraday = range === '1D' || range === '5D';
  return {
    symbol_id: NVDA_ID,
    range,
    resolution: intraday ? '5m' : '1d',
    simulated: true,
    bars: intraday ? INTRADAY_BARS[range] : DAILY_BARS,
  };
}

const INES = {
  id: 11,
  name: 'Ines Moreau',
  userName: 'ines_moreau',
  avatar: '/photos/d-avatar.jpg',
};
const MARCUS = {
  id: 12,
  name: 'Marcus Lee',
  userName: 'marcus_lee',
  avatar: '/photos/d-avatar.jpg',
};

const BULLISH_TEXT =
  '$NVDA reclaiming 130 on volume. Data-centre orders are still the story; adding on dips.';
const TRIM_TEXT =
  'Trimmed some $NVDA into the gap and rotated it into $AMD. Still long, just smaller before earnings.';

/** Today's posts naming $NVDA, newest first: one bullish call, one without a call. */
const POSTS = [
  postFactory({
    id: 202,
    text: BULLISH_TEXT,
    createdAt: '2026-11-25T14:52:00.000Z',
    user: INES,
    sentiment: 'bullish',
    symbols: [{ symbol_id: NVDA_ID, symbol: 'NVDA', price_at_post: 131.12 }],
    reactions: [reactionFactory(12, 3, { postId: 202 }), reactionFactory(14, 1, { postId: 202 })],
    comments_count: 2,
  }),
  postFactory({
    id: 201,
    text: TRIM_TEXT,
    createdAt: '2026-11-25T14:36:00.000Z',
    user: MARCUS,
    symbols: [
      { symbol_id: NVDA_ID, symbol: 'NVDA', price_at_post: 130.4 },
      { symbol_id: AMD_ID, symbol: 'AMD', price_at_post: 138.9 },
    ],
  }),
];

/** The member's alerts: one on NVDA above 135, one on another symbol. */
const ALERTS = [
  priceAlertFactory({
    id: 7,
    symbol_id: NVDA_ID,
    symbol: 'NVDA',
    name: 'NVIDIA Corporation',
    direction: 'above',
    price: 135,
  }),
  priceAlertFactory({ id: 6 }),
];

/** The detail call's answer: NVDA (any case), a 404 for any other ticker, or never (`pending`). */
type Server = 'ready' | 'pending';

const seen: SeenRequest[] = [];

/** The story's fake real-time connection, where a play function pushes a quote. */
let realtime: FakeRealtime = createFakeRealtime({ member: { id: ME } });

function answerSymbol({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'ready';
  return fakeServer(({ method, url }) => {
    if (method !== 'GET') return undefined;
    const path = url.pathname;
    if (path === `/api/symbols/${NVDA_ID}/bars`)
      return Response.json(barsOf(url.searchParams.get('range') ?? '1D'));
    if (path === `/api/symbols/${NVDA_ID}/posts`)
      // One page: older pages are empty.
      return Response.json({ data: { data: url.searchParams.has('lastPostId') ? [] : POSTS } });
    if (path.startsWith('/api/symbols/')) {
      if (server === 'pending') return new Promise<Response>(() => {});
      const ticker = decodeURIComponent(path.slice('/api/symbols/'.length)).toUpperCase();
      // As the server refuses an unlisted ticker.
      if (ticker !== NVDA.symbol) return refusal(404, 'No Symbol found', { code: 'NOT_FOUND' });
      return Response.json(NVDA);
    }
    if (path === '/api/quotes') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return Response.json(
        Object.fromEntries(ids.filter((id) => id in QUOTES).map((id) => [id, QUOTES[id]])),
      );
    }
    if (path === '/api/alerts') return Response.json({ data: ALERTS, max_active: 50 });
    if (path === '/api/reaction-types') return Response.json(reactionTypesFactory());
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/SymbolPage',
  component: SymbolPage,
  // A signed-in member with a live connection, as the app has on this page.
  decorators: [
    atAddress('/symbol/NVDA', (store) => {
      realtime = createFakeRealtime({ member: { id: ME } });
      store.set(viewerAtom, userFactory({ id: ME }));
      store.set(realtimeAtom, realtime);
    }),
  ],
  beforeEach: answerSymbol,
  render: () => (
    <Routes>
      <Route path="/symbol/:symbol" element={<SymbolPage />} />
    </Routes>
  ),
} satisfies Meta<typeof SymbolPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The page once NVDA's detail is in: its h1 and the header it heads. */
async function loadedHeader(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', {
    level: 1,
    name: 'NVDA NVIDIA Corporation',
  });
  return within(heading.closest('header') as HTMLElement);
}

/** The chart once its bars are in: its figure, with the spoken summary as its caption. */
async function loadedChart(canvas: Canvas) {
  const caption = await canvas.findByText('NVDA, 1 month: from 120.60 to 131.50, up 9.0%');
  await expect(caption.tagName).toBe('FIGCAPTION');
  const figure = caption.closest('figure') as HTMLElement;
  await expect(figure).not.toHaveAttribute('aria-busy');
  return figure;
}

/**
 * NVDA at 131.50, up 3.30 on the day; the day's figures, the month's chart, the member's alert,
 * today's calls and the posts naming $NVDA (one bullish).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const header = await loadedHeader(canvas);
    await expect(header.getByText('131.50')).toBeVisible();
    await expect(header.getByText('▲ +3.30 (+2.57%)')).toBeVisible();
    await expect(header.getByText(/NASDAQ · US ·/)).toHaveTextContent('Market open');
    await expect(header.getByRole('link', { name: 'stocks' })).toHaveAttribute(
      'href',
      '/markets/stocks',
    );

    const today = canvas.getByRole('region', { name: 'Today' });
    await expect(
      within(today)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['129.05', '132.10', '128.60', '128.20', '214.3M', 'USD']);

    // The chart opens on a month of daily bars.
    await expect(await loadedChart(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(requestsTo(seen, `/api/symbols/${NVDA_ID}/bars`).map((r) => r.url.search)).toEqual(
      ['?range=1M'],
    );

    const alert = canvas.getByRole('region', { name: 'Price alert' });
    await expect(within(alert).getByRole('spinbutton', { name: 'Price' })).toHaveValue(131.5);
    await expect(
      await within(alert).findByRole('list', { name: 'Active alerts on NVDA' }),
    ).toHaveTextContent('Above 135.00');

    const calls = canvas.getByRole('region', { name: 'Members’ calls today' });
    await expect(within(calls).getByRole('img', { name: '9 bullish and 3 bearish' })).toBeVisible();
    await expect(calls).toHaveTextContent('75% bullish · 9 bullish, 3 bearish');

    const stream = canvas.getByRole('region', { name: 'Posts on $NVDA' });
    const bullish = await within(stream).findByRole('article', { name: 'Post by Ines Moreau' });
    await expect(bullish).toHaveTextContent('▲ Bullish');
    await expect(bullish).toHaveTextContent(BULLISH_TEXT);
    await expect(within(bullish).getByRole('link', { name: '$NVDA' })).toHaveAttribute(
      'href',
      '/symbol/NVDA',
    );
    const trim = within(stream).getByRole('article', { name: 'Post by Marcus Lee' });
    await expect(trim).toHaveTextContent(TRIM_TEXT);
    await expect(trim).not.toHaveTextContent('Bullish');
    // AMD's price is asked for once, with its chip; NVDA's is already held.
    await waitFor(() =>
      expect(requestsTo(seen, '/api/quotes').map((r) => r.url.searchParams.get('ids'))).toEqual([
        String(AMD_ID),
      ]),
    );

    await expect(requestsTo(seen, '/api/symbols/NVDA')).toHaveLength(1);
    // Every call the page made is one the fake server answers: nothing went to the network.
    await expect([...new Set(seen.map((r) => r.url.pathname))].sort()).toEqual([
      '/api/alerts',
      '/api/quotes',
      '/api/reaction-types',
      `/api/symbols/${NVDA_ID}/bars`,
      `/api/symbols/${NVDA_ID}/posts`,
      '/api/symbols/NVDA',
    ]);
    // The page listens for NVDA's moves.
    await expect(realtime.quotes(NVDA_ID).listenerCount).toBeGreaterThan(0);
  },
};

/** A move pushed on the live connection replaces the price and the change in the header. */
export const LivePrice: Story = {
  play: async ({ canvas }) => {
    const header = await loadedHeader(canvas);
    await expect(header.getByText('131.50')).toBeVisible();
    realtime.quotes(NVDA_ID).emit('quote', {
      symbol_id: NVDA_ID,
      stats: statsFactory({
        ...NVDA_STATS,
        price: 132.4,
        high: 132.4,
        change: 4.2,
        change_pct: (4.2 / 128.2) * 100,
        updated_at: '2026-11-25T15:01:00.000Z',
      }),
    });
    await expect(await header.findByText('132.40')).toBeVisible();
    await expect(header.getByText('▲ +4.20 (+3.28%)')).toBeVisible();
  },
};

/** At 1440 × 900: the page on the content width, centred; the day's six figures in one row. */
export const Desk: Story = {
  globals: { viewport: { value: 'desk', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await loadedHeader(canvas);
    const chart = await loadedChart(canvas);
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.width).toBeLessThanOrEqual(960);
    await expect(main.left).toBeGreaterThan(0);
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(main.right);
    const tops = within(canvas.getByRole('region', { name: 'Today' }))
      .getAllByRole('definition')
      .map((value) => value.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(await canvas.findByRole('article', { name: 'Post by Ines Moreau' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DeskDark: Story = { ...Desk, globals: { ...Desk.globals, theme: 'dark' } };

/** A 390 px phone: one column, the chart and the posts within the screen, nothing wider. */
export const Phone: Story = {
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const header = await loadedHeader(canvas);
    await expect(header.getByText('131.50')).toBeVisible();
    const chart = await loadedChart(canvas);
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const post = await canvas.findByRole('article', { name: 'Post by Ines Moreau' });
    await expect(post.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...Phone.globals, theme: 'dark' } };

/** A ticker nothing is listed as: the server answers 404 and the page says so. */
export const NotFound: Story = {
  parameters: { url: '/symbol/NVDQ' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Symbol found')).toBeVisible();
    await expect(
      canvas.getByText('Nothing is listed as “NVDQ”. Search for it from the header.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'NVDQ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the stock market' })).toHaveAttribute(
      'href',
      '/markets/stocks',
    );
    await expect(requestsTo(seen, '/api/symbols/NVDQ')).toHaveLength(1);
    await expect(requestsTo(seen, `/api/symbols/${NVDA_ID}/bars`)).toHaveLength(0);
  },
};

/**
 * While the detail loads: the ticker as the title and the page's placeholders. Last in the file:
 * its request never settles, and a story after it in the same page would wait for it.
 */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'NVDA' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Today' })).toBeNull();
    await expect(requestsTo(seen, '/api/symbols/NVDA')).toHaveLength(1);
  },
};
