import { ApiError } from '@tapetv/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { userFactory, watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { get, post, put, del } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, put, delete: del },
}));

const { WatchlistEditPage } = await import('./watchlist-edit-page.tsx');

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.' });
const nvidia = watchlistSymbolFactory({ symbol_id: 2, symbol: 'NVDA', name: 'NVIDIA Corp.' });
const tech = watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple, nvidia] });

const refusal = (status: number, message: string) =>
  new ApiError(status, { code: 'REFUSED', message }, message);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(url: string) {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  const router = createMemoryRouter(
    [
      { path: '/watchlist/edit/:id', element: <WatchlistEditPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
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

describe('the watchlist editor', () => {
  it('shows the title, the symbols in order and the privacy the server holds', async () => {
    get.mockResolvedValueOnce(tech);
    renderAt('/watchlist/edit/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Watchlist' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/watchlist/editWatchlistData/{id}', { path: { id: 4 } });
    // The heading shows while the list loads too: the form is there once the answer is.
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Tech');
    const list = screen.getByRole('list', { name: 'Symbols of Tech' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['AAPL', 'NVDA']);
    expect(screen.getByRole('radio', { name: 'Private' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('says plainly when the list is another member’s (403)', async () => {
    get.mockRejectedValueOnce(refusal(403, 'Only its owner may change this watchlist.'));
    renderAt('/watchlist/edit/8');
    expect(await screen.findByText('This watchlist is not yours to edit.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('says when the list does not exist (404), and for an address naming none without asking', async () => {
    get.mockRejectedValueOnce(refusal(404, 'This watchlist does not exist.'));
    renderAt('/watchlist/edit/9');
    expect(await screen.findByText('This watchlist does not exist')).toBeTruthy();
  });

  it('refuses an address that names no list without asking the server', async () => {
    renderAt('/watchlist/edit/abc');
    expect(await screen.findByText('This watchlist does not exist')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('renames the list, and shows the server’s refusal beside the field', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce(tech);
    renderAt('/watchlist/edit/4');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Big tech');
    put.mockRejectedValueOnce(
      new ApiError(
        422,
        { code: 'VALIDATION_FAILED', message: 'Check the title.', errors: { title: ['Taken.'] } },
        'Check the title.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('Taken.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/api/watchlist/update/{id}', {
      path: { id: 4 },
      body: { title: 'Big tech' },
    });

    put.mockResolvedValueOnce({
      success: true,
      message: 'Watchlist updated.',
      watchlist: { ...tech, title: 'Big tech' },
    });
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(await screen.findByText('Title saved.')).toBeTruthy();
  });

  it('adds a symbol from the search; a duplicate shows the server’s message', async () => {
    const user = userEvent.setup();
    const tesla = watchlistSymbolFactory({ symbol_id: 3, symbol: 'TSLA', name: 'Tesla Inc.' });
    get.mockImplementation(async (path: string) => {
      if (path === '/api/symbol/search') return { data: [tesla] };
      return tech;
    });
    post.mockRejectedValueOnce(refusal(409, 'TSLA is already in this watchlist.'));
    renderAt('/watchlist/edit/4');
    await user.type(await screen.findByRole('searchbox', { name: 'Add a symbol' }), 'tsla');
    await user.click(await screen.findByRole('button', { name: 'Add TSLA Tesla Inc.' }));
    expect(post).toHaveBeenCalledWith('/api/watchlist/symbol', {
      body: { symbol_id: 3, watchlist_id: 4 },
    });
    expect(await screen.findByText('TSLA is already in this watchlist.')).toBeTruthy();

    post.mockResolvedValueOnce({
      success: true,
      message: 'Symbol added.',
      watchlist: {
        ...tech,
        watchlist_symbols: [apple, nvidia, tesla],
        symbol_positions: [1, 2, 3],
        symbol_count: 3,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add TSLA Tesla Inc.' }));
    expect(await screen.findByText('TSLA added to Tech.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Symbols of Tech' });
    expect(within(list).getByRole('link', { name: 'TSLA' })).toBeTruthy();
  });

  it('shows “No Symbol found” when the search finds nothing', async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) =>
      path === '/api/symbol/search' ? { data: [] } : tech,
    );
    renderAt('/watchlist/edit/4');
    await user.type(await screen.findByRole('searchbox', { name: 'Add a symbol' }), 'qqqqq');
    expect(await screen.findByText('No Symbol found')).toBeTruthy();
  });

  it('moves a symbol down at once, and back when the server refuses', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce(tech);
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    renderAt('/watchlist/edit/4');
    const list = await screen.findByRole('list', { name: 'Symbols of Tech' });
    await user.click(
      within(list).getAllByRole('button', { name: /Move AAPL down/ })[0] as HTMLElement,
    );
    const order = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(order()).toEqual(['NVDA', 'AAPL']);
    expect(put).toHaveBeenCalledWith('/api/watchlist/update/{id}', {
      path: { id: 4 },
      body: { symbol_positions: [2, 1] },
    });
    refuse(refusal(422, 'The order must name every symbol of the list once.'));
    expect(
      await screen.findByText(
        'The new order could not be saved: The order must name every symbol of the list once.',
      ),
    ).toBeTruthy();
    expect(order()).toEqual(['AAPL', 'NVDA']);
  });

  it('privacy: shows the answer’s selectedPrivacy, and the saved value after a refusal', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce(tech);
    renderAt('/watchlist/edit/4');
    const followers = await screen.findByRole('radio', { name: 'Followers' });
    put.mockResolvedValueOnce({ success: true, message: 'ok', selectedPrivacy: 'followers' });
    await user.click(followers);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Followers' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    expect(put).toHaveBeenCalledWith('/api/watchlist/update-privacy', {
      body: { watchlist_id: 4, privacy_option: 'followers' },
    });

    put.mockRejectedValueOnce(refusal(500, 'Privacy could not be saved.'));
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    expect(
      await screen.findByText('Privacy not changed: Privacy could not be saved.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Followers' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('deletes the list after confirming, then goes to the manage view', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce(tech);
    del.mockResolvedValueOnce({ success: true, message: 'Watchlist deleted.' });
    renderAt('/watchlist/edit/4');
    await user.click(await screen.findByRole('button', { name: 'Delete Tech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Tech”?' });
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(del).toHaveBeenCalledWith('/api/watchlist/deletewatchlist', { query: { id: 4 } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/watchlist/manage'));
  });
});
