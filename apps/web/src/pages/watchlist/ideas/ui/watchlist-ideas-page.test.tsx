import { ApiError } from '@tapetv/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { userFactory, watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { get, post, notify } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), notify: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { WatchlistIdeasPage } = await import('./watchlist-ideas-page.tsx');

const team = { id: 2, name: 'TapeTV Desk', user_name: 'tapetv', avatar: '/a.jpg' };
const ai = watchlistFactory({
  id: 20,
  title: 'AI leaders',
  is_owner: false,
  curated: true,
  privacy_option: 'public',
  copies_count: 12,
  owner: team,
  watchlist_symbols: [
    watchlistSymbolFactory({ symbol_id: 1, symbol: 'NVDA' }),
    watchlistSymbolFactory({ symbol_id: 2, symbol: 'MSFT' }),
  ],
});
const dividends = watchlistFactory({
  id: 21,
  title: 'Dividend payers',
  is_owner: false,
  privacy_option: 'public',
  owner: { id: 7, name: 'Sam Trader', user_name: 'sam', avatar: '/a.jpg' },
});

function renderPage() {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  const router = createMemoryRouter(
    [{ path: '/watchlist-ideas', element: <WatchlistIdeasPage /> }],
    {
      initialEntries: ['/watchlist-ideas'],
    },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('watchlist ideas', () => {
  it('shows each idea with its owner and tickers, opening it read-only', async () => {
    get.mockResolvedValueOnce({ data: [ai, dividends] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'AI leaders' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/watchlist/ideas');
    expect(screen.getByRole('link', { name: 'AI leaders' }).getAttribute('href')).toBe(
      '/watchlist?user=2&list=20',
    );
    const card = screen.getByRole('article', { name: 'AI leaders' });
    expect(within(card).getByText('NVDA')).toBeTruthy();
    expect(within(card).getByText('Team pick')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'TapeTV Desk' }).getAttribute('href')).toBe(
      '/profile/tapetv',
    );
  });

  it('copies an idea: its button waits, the success toast, and a link opens the copy', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce({ data: [ai, dividends] });
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const copy = await screen.findByRole('button', { name: 'Copy AI leaders' });
    await user.click(copy);
    expect(copy.getAttribute('aria-busy')).toBe('true');
    expect(post).toHaveBeenCalledWith('/api/watchlist/copyWatchlist', {
      body: { watchlist_id: 20 },
    });
    answer({
      success: true,
      message: 'Watchlist copied.',
      watchlist: watchlistFactory({ id: 40, title: 'AI leaders', copied_from_id: 20 }),
    });
    const open = await screen.findByRole('link', { name: 'Open it' });
    expect(open.getAttribute('href')).toBe('/watchlist?list=40');
    expect(notify).toHaveBeenCalledWith('watchlistCopySuccess');
    expect(copy.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Copied 13 times')).toBeTruthy();
  });

  it('a refused copy: the failure toast, the server’s reason, the button ready again', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce({ data: [ai] });
    const error = new ApiError(
      422,
      { code: 'TOO_MANY_WATCHLISTS', message: 'You may keep 20 watchlists at most.' },
      'You may keep 20 watchlists at most.',
    );
    post.mockRejectedValueOnce(error);
    renderPage();
    const copy = await screen.findByRole('button', { name: 'Copy AI leaders' });
    await user.click(copy);
    expect(await screen.findByText('You may keep 20 watchlists at most.')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('watchlistCopyFailure', { error });
    expect(copy.getAttribute('aria-busy')).toBeNull();
  });

  it('says what failed and tries again', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The ideas could not be loaded')).toBeTruthy();
    get.mockResolvedValueOnce({ data: [] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No ideas yet. Lists members make public and copy show up here.'),
    ).toBeTruthy();
  });
});
