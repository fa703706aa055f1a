import { ApiError } from '@tapetv/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

const { WatchlistManagePage } = await import('./watchlist-manage-page.tsx');

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' });
const tech = watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple] });
const energy = watchlistFactory({ id: 5, title: 'Energy', privacy_option: 'public' });

function renderPage() {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  const router = createMemoryRouter(
    [{ path: '/watchlist/manage', element: <WatchlistManagePage /> }],
    { initialEntries: ['/watchlist/manage'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Your watchlists, in tab order' }))
    .getAllByRole('link', { name: /^(Tech|Energy|Crypto)$/ })
    .map((link) => link.textContent);

beforeEach(() => {
  vi.resetAllMocks();
  get.mockResolvedValue({ hasUserWatchlist: true, watchlistDetails: [tech, energy] });
});

describe('managing watchlists', () => {
  it('lists every list with its count, privacy, Edit and Delete, and loads no symbols (spec point 9)', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Tech' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tech' }).getAttribute('href')).toBe(
      '/watchlist?list=4',
    );
    expect(screen.getByText('1 symbol')).toBeTruthy();
    expect(screen.getByText('0 symbols')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Energy' }).getAttribute('href')).toBe(
      '/watchlist/edit/5',
    );
    expect(screen.getByRole('button', { name: 'Delete Tech' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/watchlist/');
  });

  it('reorders at once and puts the lists back when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    renderPage();
    await screen.findByRole('link', { name: 'Tech' });
    await user.click(screen.getAllByRole('button', { name: /Move Tech down/ })[0] as HTMLElement);
    expect(titles()).toEqual(['Energy', 'Tech']);
    expect(put).toHaveBeenCalledWith('/api/watchlist/update-positions', {
      body: { positions: [5, 4] },
    });
    refuse(new ApiError(500, { message: 'Server Error' }, 'Server Error'));
    expect(await screen.findByText('The new order could not be saved: Server Error')).toBeTruthy();
    expect(titles()).toEqual(['Tech', 'Energy']);
  });

  it('creates a list, which joins the end; the server’s limit shows as its message', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tech' });
    post.mockResolvedValueOnce({
      success: true,
      message: 'Watchlist created.',
      watchlist: watchlistFactory({ id: 6, title: 'Crypto' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'New list' }), '  Crypto ');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(post).toHaveBeenCalledWith('/api/watchlist', { body: { title: 'Crypto' } });
    await waitFor(() => expect(titles()).toEqual(['Tech', 'Energy', 'Crypto']));

    post.mockRejectedValueOnce(
      new ApiError(
        422,
        { code: 'TOO_MANY_WATCHLISTS', message: 'You may keep 20 watchlists at most.' },
        'You may keep 20 watchlists at most.',
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'New list' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('You may keep 20 watchlists at most.')).toBeTruthy();
  });

  it('asks for a title before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Tech' });
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Give the list a title.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('deletes a list after confirming; a refusal keeps the dialog open with its message', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Energy' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Energy”?' });
    del.mockRejectedValueOnce(new ApiError(500, { message: 'Server Error' }, 'Server Error'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await within(dialog).findByText('Server Error')).toBeTruthy();

    del.mockResolvedValueOnce({ success: true, message: 'Watchlist deleted.' });
    dialog = screen.getByRole('dialog', { name: 'Delete “Energy”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual(['Tech']);
  });

  it('offers the ideas when the member has no list', async () => {
    get.mockResolvedValue({ hasUserWatchlist: false, watchlistDetails: [] });
    renderPage();
    expect(await screen.findByText('You have no watchlist yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse watchlist ideas' })).toBeTruthy();
  });
});
