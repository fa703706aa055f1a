import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { userFactory, watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { ProPicksPage } = await import('./pro-picks-page.tsx');

const pick = (locked: boolean) =>
  watchlistFactory({
    id: 30,
    title: 'Momentum',
    is_owner: false,
    curated: true,
    pro_pick: true,
    locked,
    privacy_option: 'public',
    symbol_count: 10,
    owner: { id: 2, name: 'TapeTV Desk', user_name: 'tapetv', avatar: '/a.jpg' },
    watchlist_symbols: ['NVDA', 'AMD', 'META'].map((symbol, index) =>
      watchlistSymbolFactory({ symbol_id: index + 1, symbol }),
    ),
  });

function renderPage() {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ id: 1 }));
  const router = createMemoryRouter([{ path: '/pro-picks', element: <ProPicksPage /> }], {
    initialEntries: ['/pro-picks'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('pro picks', () => {
  it('a member without pro sees locked previews and an “Upgrade to Pro” link to the plans', async () => {
    get.mockResolvedValueOnce({ isPro: false, data: [pick(true)] });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Momentum' });
    expect(within(card).getByText('NVDA')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Momentum' })).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: 'Upgrade to Pro to see Momentum' })
        .getAttribute('href'),
    ).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('a pro member sees them in full, with Copy', async () => {
    get.mockResolvedValueOnce({ isPro: true, data: [pick(false)] });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Momentum' });
    expect(within(card).getByRole('button', { name: 'Copy Momentum' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Momentum' }).getAttribute('href')).toBe(
      '/watchlist?user=2&list=30',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });
});
