import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  fakeServer,
  loadStates,
  requestsTo,
  type SeenRequest,
  withStore,
} from '@/shared/lib/story';
import { statsFactory, tickerTapeEntryFactory } from '@/shared/lib/test';
import { WatchlistRail } from './watchlist-rail.tsx';

const TAPE = {
  items: [
    tickerTapeEntryFactory({
      symbol_id: 1,
      symbol: 'SPX',
      name: 'S&P 500',
      section: 'index',
      stats: statsFactory({ price: 5012.4, prev_close: 4990 }),
    }),
    tickerTapeEntryFactory({
      symbol_id: 2,
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      section: 'index',
      watched: true,
      stats: statsFactory({ price: 501.2, prev_close: 499.1 }),
    }),
    tickerTapeEntryFactory({
      symbol_id: 3,
      symbol: 'AAPL',
      name: 'Apple Inc.',
      section: 'watchlist',
      watched: true,
      stats: statsFactory({ price: 189.12, prev_close: 191.4 }),
    }),
    tickerTapeEntryFactory({
      symbol_id: 4,
      symbol: 'NVDA',
      name: 'NVIDIA Corporation',
      section: 'watchlist',
      watched: true,
      stats: statsFactory({ price: 131.5, prev_close: 128.2 }),
    }),
    tickerTapeEntryFactory({
      symbol_id: 5,
      symbol: 'TSLA',
      name: 'Tesla, Inc.',
      section: 'mover',
      stats: statsFactory({ price: 244.1, prev_close: 230 }),
    }),
  ],
};

const seen: SeenRequest[] = [];
/** The tape call's state in each story. */
const call = loadStates();

const meta = {
  title: 'web/WatchlistRail',
  component: WatchlistRail,
  // A store of its own per story (the tape loads once per store), and a router.
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>, withStore(() => {})],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/ticker-tape') {
        return call.answer(
          () => Response.json(TAPE),
          () => Response.json({ items: TAPE.items.map((item) => ({ ...item, watched: false })) }),
        );
      }
      if (method === 'GET' && url.pathname === '/api/quotes') return Response.json({});
      return undefined;
    }, seen),
} satisfies Meta<typeof WatchlistRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The watched symbols of the tape, an index the member watches included, each with its live price
 * linking to its page; the tape's other symbols are not listed.
 */
export const Default: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Your watchlist' }));
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(3));
    const symbols = card
      .getAllByRole('listitem')
      .map((row) => within(row).getByRole('link').getAttribute('href'));
    await expect(symbols).toEqual(['/symbol/SPY', '/symbol/AAPL', '/symbol/NVDA']);
    await expect(card.getByText('Apple Inc.')).toBeVisible();
    await expect(card.queryByText('Tesla, Inc.')).toBeNull();
    await expect(card.getByRole('link', { name: 'All watchlists' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
    await expect(requestsTo(seen, '/api/ticker-tape')).toHaveLength(1);
  },
};

/** Nothing watched yet: the card says so and leads to the watchlists. */
export const Empty: Story = {
  beforeEach: () => {
    call.set('empty');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No symbols on your watchlists yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add symbols to a watchlist' })).toHaveAttribute(
      'href',
      '/watchlist',
    );
  },
};

export const Loading: Story = {
  beforeEach: () => {
    call.set('pending');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading your watchlist')).toBeInTheDocument();
  },
};

/** A failed load says so; Try again loads it. */
export const Unavailable: Story = {
  beforeEach: () => {
    call.set('failing-then-ready');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your watchlist could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};
