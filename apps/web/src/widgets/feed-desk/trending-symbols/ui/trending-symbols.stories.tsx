import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  fakeServer,
  loadStates,
  requestsTo,
  type SeenRequest,
  withStore,
} from '@/shared/lib/story';
import { statsFactory, symbolQuoteFactory } from '@/shared/lib/test';
import { TrendingSymbols } from './trending-symbols.tsx';

const trending = (
  symbol_id: number,
  symbol: string,
  price: number,
  talk: { mentions: number; bullish: number; bearish: number },
) => {
  const { spark: _spark, ...quote } = symbolQuoteFactory({
    symbol_id,
    symbol,
    stats: statsFactory({ price, prev_close: price * 0.98 }),
  });
  return { ...quote, talk_today: talk };
};

const ANSWER = {
  since: '2026-11-25T00:00:00.000Z',
  items: [
    trending(1, 'NVDA', 131.5, { mentions: 14, bullish: 9, bearish: 2 }),
    trending(2, 'AAPL', 189.12, { mentions: 6, bullish: 0, bearish: 3 }),
    trending(3, 'TSLA', 244.1, { mentions: 1, bullish: 0, bearish: 0 }),
  ],
};

const seen: SeenRequest[] = [];
/** The trending call's state in each story. */
const call = loadStates();

const meta = {
  title: 'web/TrendingSymbols',
  component: TrendingSymbols,
  // A store of its own per story (the card loads once per store), and a router.
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>, withStore(() => {})],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/trending-symbols') {
        return call.answer(
          () => Response.json(ANSWER),
          () => Response.json({ ...ANSWER, items: [] }),
        );
      }
      if (method === 'GET' && url.pathname === '/api/quotes') return Response.json({});
      return undefined;
    }, seen),
} satisfies Meta<typeof TrendingSymbols>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The most named first, each with its live price, posts today and the calls among them. */
export const Default: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'Trending today' }));
    const links = await card.findAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/symbol/NVDA',
      '/symbol/AAPL',
      '/symbol/TSLA',
    ]);
    await expect(card.getByText('14 posts today')).toBeVisible();
    await expect(card.getByText('▲ 9 bullish · ▼ 2 bearish')).toBeVisible();
    await expect(card.getByText('▼ 3 bearish')).toBeVisible();
    await expect(card.getByText('1 post today')).toBeVisible();
    await expect(requestsTo(seen, '/api/trending-symbols')).toHaveLength(1);
  },
};

export const Empty: Story = {
  beforeEach: () => {
    call.set('empty');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No symbol has been named in a post today yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    call.set('pending');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading trending symbols')).toBeInTheDocument();
  },
};

/** A failed load says so; Try again loads it. */
export const Unavailable: Story = {
  beforeEach: () => {
    call.set('failing-then-ready');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Trending symbols could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(3));
  },
};
