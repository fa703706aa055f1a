import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { userFactory, watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { ProfileWatchlists } = await import('./profile-watchlists.tsx');

const sam = { id: 9, name: 'Sam Trader', user_name: 'sam', avatar: '/a.jpg' };

function renderFor(member: { id: number; name: string }, isOwnProfile: boolean) {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProfileWatchlists member={member} isOwnProfile={isOwnProfile} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('a profile’s watchlists', () => {
  it('lists another member’s lists the viewer may see, each opening read-only, with Copy', async () => {
    get.mockResolvedValueOnce({
      hasUserWatchlist: true,
      watchlistDetails: [
        watchlistFactory({
          id: 30,
          title: 'Energy',
          is_owner: false,
          privacy_option: 'public',
          owner: sam,
          watchlist_symbols: ['XOM', 'CVX'].map((symbol, index) =>
            watchlistSymbolFactory({ symbol_id: index + 1, symbol }),
          ),
        }),
      ],
    });
    renderFor({ id: 9, name: 'Sam Trader' }, false);
    const card = await screen.findByRole('article', { name: 'Energy' });
    expect(get).toHaveBeenCalledWith('/api/watchlist/', { query: { user_id: 9 } });
    expect(within(card).getByText('XOM')).toBeTruthy();
    expect(within(card).getByText('2 symbols', { exact: false })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Energy' }).getAttribute('href')).toBe(
      '/watchlist?user=9&list=30',
    );
    expect(within(card).getByRole('button', { name: 'Copy Energy' })).toBeTruthy();
  });

  it('says when there is nothing the viewer may see', async () => {
    get.mockResolvedValueOnce({ hasUserWatchlist: false, watchlistDetails: [] });
    renderFor({ id: 9, name: 'Sam Trader' }, false);
    expect(await screen.findByText('No watchlists of Sam Trader to show')).toBeTruthy();
  });

  it('shows the member’s own lists without Copy, opening them on /watchlist', async () => {
    get.mockResolvedValueOnce({
      hasUserWatchlist: true,
      watchlistDetails: [watchlistFactory({ id: 4, title: 'Tech' })],
    });
    renderFor({ id: 1, name: 'Dana Demo' }, true);
    const card = await screen.findByRole('article', { name: 'Tech' });
    expect(get).toHaveBeenCalledWith('/api/watchlist/');
    expect(within(card).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Tech' }).getAttribute('href')).toBe(
      '/watchlist?list=4',
    );
  });
});
