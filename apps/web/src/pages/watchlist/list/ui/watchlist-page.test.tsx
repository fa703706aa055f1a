import { ApiError } from '@tapetv/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import {
  userFactory,
  watchlistFactory,
  watchlistRowFactory,
  watchlistSymbolFactory,
} from '@/shared/lib/test';

const { get, post, notify } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), notify: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { WatchlistPage } = await import('./watchlist-page.tsx');

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.' });
const exxon = watchlistSymbolFactory({ symbol_id: 2, symbol: 'XOM', name: 'Exxon Mobil' });
const tech = watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple] });
const energy = watchlistFactory({ id: 5, title: 'Energy', watchlist_symbols: [exxon] });
const empty = watchlistFactory({ id: 6, title: 'Later' });
const rows: Record<number, unknown> = {
  4: {
    id: 4,
    symbols: [
      watchlistRowFactory({
        symbol_id: 1,
        symbol: 'AAPL',
        name: 'Apple Inc.',
        talk_today: { mentions: 4, bullish: 3, bearish: 1 },
      }),
    ],
  },
  5: {
    id: 5,
    symbols: [watchlistRowFactory({ symbol_id: 2, symbol: 'XOM', name: 'Exxon Mobil' })],
  },
};

/** Answers the lists (`lists`) and each list's rows. */
function serve(lists: unknown[], answers: Record<string, unknown> = {}) {
  get.mockImplementation(async (path: string, options?: { path?: { id: number } }) => {
    if (path in answers) return answers[path];
    if (path === '/api/watchlist/')
      return { hasUserWatchlist: lists.length > 0, watchlistDetails: lists };
    if (path === '/api/watchlist/symbols/{id}') return rows[options?.path?.id ?? 0];
    throw new Error(`unexpected ${path}`);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  const router = createMemoryRouter(
    [
      {
        path: '/watchlist',
        element: (
          <>
            <WatchlistPage />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the watchlist page', () => {
  it('shows the member’s lists as tabs and the list ?list= names, with Edit and Manage', async () => {
    serve([tech, energy]);
    renderAt('/watchlist?list=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Watchlists' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Energy/, selected: true })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /XOM/ })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/watchlist/');
    expect(get).toHaveBeenCalledWith('/api/watchlist/symbols/{id}', { path: { id: 5 } });
    expect(screen.getByRole('link', { name: 'Edit Energy' }).getAttribute('href')).toBe(
      '/watchlist/edit/5',
    );
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/watchlist/manage',
    );
  });

  it('keeps the chosen tab in the address; the arrow keys move between lists', async () => {
    const user = userEvent.setup();
    serve([tech, energy]);
    renderAt('/watchlist');
    const first = await screen.findByRole('tab', { name: /Tech/, selected: true });
    await screen.findByRole('row', { name: /AAPL/ });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: /Energy/, selected: true })).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/watchlist?list=5'));
    expect(await screen.findByRole('row', { name: /XOM/ })).toBeTruthy();
  });

  it('shows today’s talk beside the live figures', async () => {
    serve([tech]);
    renderAt('/watchlist');
    const row = await screen.findByRole('row', { name: /AAPL/ });
    expect(screen.getByRole('columnheader', { name: /Talk today/ })).toBeTruthy();
    expect(within(row).getByText('75% bullish')).toBeTruthy();
    expect(row.textContent).toContain('4 mentions');
  });

  it('labels simulated prices as such', async () => {
    serve([tech]);
    renderAt('/watchlist');
    await screen.findByRole('row', { name: /AAPL/ });
    expect(screen.getAllByText('Simulated data').length).toBeGreaterThan(0);
  });

  it('asks for no symbols of a list without any (spec point 9)', async () => {
    serve([empty]);
    renderAt('/watchlist');
    expect(
      await screen.findByText('No symbols in this list yet. Add some with Edit.'),
    ).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith('/api/watchlist/symbols/{id}', expect.anything());
  });

  it('says what failed and tries again', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(
      new ApiError(500, { message: 'Watchlists are down' }, 'Watchlists are down'),
    );
    renderAt('/watchlist');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Watchlists are down')).toBeTruthy();
    serve([tech]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: /Tech/ })).toBeTruthy();
  });

  describe('a member without a list', () => {
    it('is invited to add a first symbol, which makes “My watchlist”, or to browse ideas', async () => {
      const user = userEvent.setup();
      serve([], { '/api/symbol/search': { data: [apple] } });
      const made = watchlistFactory({ id: 3, title: 'My watchlist', watchlist_symbols: [apple] });
      rows[3] = { id: 3, symbols: [watchlistRowFactory({ symbol_id: 1, symbol: 'AAPL' })] };
      post.mockResolvedValueOnce({ success: true, message: 'Symbol added.', watchlist: made });
      renderAt('/watchlist');

      expect(await screen.findByText('You have no watchlist yet')).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Browse watchlist ideas' }).getAttribute('href'),
      ).toBe('/watchlist-ideas');
      await user.type(screen.getByRole('searchbox', { name: 'Add your first symbol' }), 'aapl');
      expect(await screen.findByRole('button', { name: 'Add AAPL Apple Inc.' })).toBeTruthy();
      await user.keyboard('{Enter}');

      expect(post).toHaveBeenCalledWith('/api/watchlist/symbol', { body: { symbol_id: 1 } });
      expect(await screen.findByRole('tab', { name: /My watchlist/, selected: true })).toBeTruthy();
      await waitFor(() => expect(where()).toBe('/watchlist?list=3'));
    });

    it('hears “No Symbol found” when nothing matches', async () => {
      const user = userEvent.setup();
      serve([], { '/api/symbol/search': { data: [] } });
      renderAt('/watchlist');
      await user.type(
        await screen.findByRole('searchbox', { name: 'Add your first symbol' }),
        'zzzz',
      );
      expect(await screen.findByText('No Symbol found')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();
    });
  });

  describe('another member’s list (?user=&list=)', () => {
    const theirs = watchlistFactory({
      id: 5,
      title: 'Energy',
      is_owner: false,
      privacy_option: 'public',
      watchlist_symbols: [exxon],
      owner: { id: 9, name: 'Sam Trader', user_name: 'sam', avatar: '/a.jpg' },
    });

    it('is read-only, with Copy instead of Edit and Manage', async () => {
      serve([theirs]);
      renderAt('/watchlist?user=9&list=5');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sam Trader’s watchlists' }),
      ).toBeTruthy();
      expect(get).toHaveBeenCalledWith('/api/watchlist/', { query: { user_id: 9 } });
      expect(await screen.findByRole('row', { name: /XOM/ })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sam Trader’s profile' }).getAttribute('href')).toBe(
        '/profile/sam',
      );
    });

    it('copies it: the button waits, the spec’s toast, then a link opens the copy', async () => {
      const user = userEvent.setup();
      serve([theirs]);
      let answer: (value: unknown) => void = () => {};
      post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      renderAt('/watchlist?user=9&list=5');
      const copy = await screen.findByRole('button', { name: 'Copy Energy' });
      await user.click(copy);
      expect(copy.getAttribute('aria-busy')).toBe('true');
      expect(post).toHaveBeenCalledWith('/api/watchlist/copyWatchlist', {
        body: { watchlist_id: 5 },
      });
      answer({
        success: true,
        message: 'Watchlist copied.',
        watchlist: watchlistFactory({ id: 12, title: 'Energy', copied_from_id: 5 }),
      });
      const open = await screen.findByRole('link', { name: 'Open it' });
      expect(open.getAttribute('href')).toBe('/watchlist?list=12');
      expect(notify).toHaveBeenCalledWith('watchlistCopySuccess');
      expect(copy.getAttribute('aria-busy')).toBeNull();
    });

    it('says when the member has no list the viewer may see', async () => {
      serve([]);
      renderAt('/watchlist?user=9');
      expect(await screen.findByText('No watchlists to show')).toBeTruthy();
    });
  });
});
