import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { userFactory, watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';
import { WatchlistCards } from './watchlist-cards.tsx';

const tickers = (...symbols: string[]) =>
  symbols.map((symbol, index) => watchlistSymbolFactory({ symbol_id: index + 1, symbol }));
const team = { id: 2, name: 'TapeTV Desk', user_name: 'tapetv', avatar: '/photos/d-avatar.jpg' };

const IDEAS = [
  watchlistFactory({
    id: 20,
    title: 'AI leaders',
    description: 'Chips, clouds and the software riding on them.',
    is_owner: false,
    curated: true,
    privacy_option: 'public',
    copies_count: 128,
    owner: team,
    watchlist_symbols: tickers('NVDA', 'MSFT', 'GOOGL', 'AMD', 'META', 'AVGO', 'TSM', 'ORCL'),
  }),
  watchlistFactory({
    id: 21,
    title: 'Dividend payers',
    description: 'Cash every quarter, boring on purpose.',
    is_owner: false,
    privacy_option: 'public',
    copies_count: 1,
    owner: { id: 7, name: 'Sam Trader', user_name: 'sam', avatar: '/photos/d-avatar.jpg' },
    watchlist_symbols: tickers('KO', 'PEP', 'JNJ'),
  }),
];

const LOCKED = IDEAS.map((idea) => ({
  ...idea,
  pro_pick: true,
  locked: true,
  symbol_count: 12,
  watchlist_symbols: idea.watchlist_symbols.slice(0, 3),
}));

const seen: SeenRequest[] = [];
let copyFails = false;

const meta = {
  title: 'web/WatchlistCards',
  component: WatchlistCards,
  args: { watchlists: IDEAS, copyable: true, headingLevel: 2 },
  decorators: [withStore((store) => store.set(viewerAtom, userFactory({ id: 1 })))],
  beforeEach: () =>
    fakeServer(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === '/api/watchlist/copyWatchlist') {
        if (copyFails) return refusal(422, 'You may keep 20 watchlists at most.');
        const source = IDEAS.find(
          (idea) => idea.id === (body as { watchlist_id: number }).watchlist_id,
        );
        return Response.json(
          {
            success: true,
            message: 'Watchlist copied.',
            watchlist: watchlistFactory({
              id: 40,
              title: source?.title ?? 'Copy',
              copied_from_id: 20,
            }),
          },
          { status: 201 },
        );
      }
      return undefined;
    }, seen),
} satisfies Meta<typeof WatchlistCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy waits while its copy runs; then the line above offers to open the copy. */
export const Default: Story = {
  beforeEach: () => {
    copyFails = false;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'AI leaders' })).toHaveAttribute(
      'href',
      '/watchlist?user=2&list=20',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy AI leaders' }));
    await expect(await canvas.findByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/watchlist?list=40',
    );
    await expect(seen.map((request) => request.body)).toEqual([{ watchlist_id: 20 }]);
  },
};

/** The server's reason shows above the cards (the spec's toast says only that it failed). */
export const CopyRefused: Story = {
  beforeEach: () => {
    copyFails = true;
  },
  play: async ({ canvas, userEvent }) => {
    const copy = canvas.getByRole('button', { name: 'Copy Dividend payers' });
    await userEvent.click(copy);
    await expect(await canvas.findByText('You may keep 20 watchlists at most.')).toBeVisible();
    await waitFor(() => expect(copy).not.toHaveAttribute('aria-busy'));
  },
};

/** Pro picks for a member without pro: a preview, and what unlocks them instead of Copy. */
export const Locked: Story = {
  args: {
    watchlists: LOCKED,
    copyable: false,
    lockedAction: () => <a href="/pricing">Upgrade to Pro</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Copy/ })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Upgrade to Pro' })).toHaveLength(2);
  },
};

/** A member's own lists on their profile: no Copy. */
export const OwnLists: Story = {
  args: {
    watchlists: [watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: tickers('AAPL') })],
    copyable: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tech' })).toHaveAttribute(
      'href',
      '/watchlist?list=4',
    );
  },
};

export const Loading: Story = { args: { watchlists: [], loading: true } };

export const Empty: Story = {
  args: {
    watchlists: [],
    emptyText: 'No ideas yet. Lists members make public and copy show up here.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
