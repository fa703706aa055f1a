import type { Meta, StoryObj } from '@storybook/react-vite';
import type { createStore } from 'jotai';
import { expect, waitFor, within } from 'storybook/test';
import { quoteAtomFamily } from '@/entities/symbol';
import {
  fakeServer,
  loadStates,
  requestsTo,
  type SeenRequest,
  withStore,
} from '@/shared/lib/story';
import { statsFactory, tickerTapeEntryFactory } from '@/shared/lib/test';
import { TickerTapeBar } from './ticker-tape-bar.tsx';

const TAPE = [
  tickerTapeEntryFactory({
    symbol_id: 1,
    symbol: 'SPX',
    section: 'index',
    stats: statsFactory({ price: 5021.4, prev_close: 4990 }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 2,
    symbol: 'NDX',
    section: 'index',
    stats: statsFactory({ price: 17_950.2, prev_close: 18_010 }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 3,
    symbol: 'AAPL',
    section: 'watchlist',
    stats: statsFactory({ price: 189.12, prev_close: 186.9 }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 4,
    symbol: 'SAP.DE',
    section: 'watchlist',
    stats: statsFactory({ price: 176.82, prev_close: 178.2, currency: 'EUR' }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 5,
    symbol: 'NVDA',
    stats: statsFactory({ price: 131.5, prev_close: 124.3 }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 6,
    symbol: 'INTC',
    stats: statsFactory({ price: 19.84, prev_close: 21.1 }),
  }),
];

const seen: SeenRequest[] = [];
/** The story's store, where a play function puts a live quote. */
let storyStore: ReturnType<typeof createStore> | undefined;
/** The tape call's state in each story. */
const call = loadStates();

const meta = {
  title: 'web/TickerTapeBar',
  component: TickerTapeBar,
  // A store of its own per story (the tape loads once per store), kept for live quotes.
  decorators: [
    withStore((store) => {
      storyStore = store;
    }),
  ],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/ticker-tape') {
        return call.answer(() => Response.json({ items: TAPE }));
      }
      if (method === 'GET' && url.pathname === '/api/quotes') return Response.json({});
      return undefined;
    }, seen),
} satisfies Meta<typeof TickerTapeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Indices, the member's watchlist and movers, each a link to its page; simulated prices say so. */
export const Default: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const tape = within(await canvas.findByRole('region', { name: 'Market tape' }));
    const links = await tape.findAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TAPE.map((entry) => `/symbol/${entry.symbol}`),
    );
    await expect(tape.getByRole('link', { name: 'SAP.DE €176.82, down 0.8%' })).toBeVisible();
    await expect(tape.getByText('Simulated data')).toBeVisible();
    await expect(requestsTo(seen, '/api/ticker-tape')).toHaveLength(1);
  },
};

/** A live quote moves the price on the tape. */
export const LiveQuote: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const tape = within(await canvas.findByRole('region', { name: 'Market tape' }));
    await expect(await tape.findByRole('link', { name: 'AAPL $189.12, up 1.2%' })).toBeVisible();

    storyStore?.set(
      quoteAtomFamily(3),
      statsFactory({ price: 190.5, prev_close: 186.9, updated_at: '2026-11-25T15:00:05.000Z' }),
    );

    await expect(await tape.findByRole('link', { name: 'AAPL $190.50, up 1.9%' })).toBeVisible();
  },
};

/** While the tape loads: placeholders at the tape's height. */
export const Loading: Story = {
  beforeEach: () => {
    call.set('pending');
  },
  play: async ({ canvas }) => {
    const tape = await canvas.findByRole('region', { name: 'Market tape' });
    await expect(tape).toHaveAttribute('aria-busy', 'true');
    await expect(within(tape).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The tape could not load: it says so and offers to try again, which works. */
export const Unavailable: Story = {
  beforeEach: () => {
    call.set('failing-then-ready');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The market tape could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const tape = within(await canvas.findByRole('region', { name: 'Market tape' }));
    await waitFor(() => expect(tape.getAllByRole('link')).toHaveLength(TAPE.length));
  },
};
