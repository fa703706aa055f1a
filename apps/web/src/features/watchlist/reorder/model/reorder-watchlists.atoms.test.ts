import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistFactory } from '@/shared/lib/test';

const { get, put } = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, put },
}));

const { loadWatchlistsAtom, watchlistsOfAtomFamily } = await import('@/entities/watchlist');
const { reorderWatchlistsAtom } = await import('./reorder-watchlists.atoms.ts');

const lists = [
  watchlistFactory({ id: 4, title: 'Tech' }),
  watchlistFactory({ id: 5, title: 'Energy' }),
  watchlistFactory({ id: 6, title: 'Crypto' }),
];

async function storeWithLists() {
  const store = createStore();
  get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: lists });
  await store.set(loadWatchlistsAtom, 'me');
  return store;
}
const titles = (store: Awaited<ReturnType<typeof storeWithLists>>) =>
  store.get(watchlistsOfAtomFamily('me')).map((list) => list.title);

beforeEach(() => {
  get.mockReset();
  put.mockReset();
});

describe('reordering the viewer’s lists (optimistic)', () => {
  it('moves the lists at once and keeps the server’s order', async () => {
    const store = await storeWithLists();
    let answer: (value: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const done = store.set(reorderWatchlistsAtom, [6, 4, 5]);
    expect(titles(store)).toEqual(['Crypto', 'Tech', 'Energy']);
    expect(put).toHaveBeenCalledWith('/api/watchlist/update-positions', {
      body: { positions: [6, 4, 5] },
    });
    answer({ success: true, message: 'Watchlists reordered.', positions: [6, 4, 5] });
    expect(await done).toEqual({ ok: true });
    expect(titles(store)).toEqual(['Crypto', 'Tech', 'Energy']);
  });

  it('puts them back when the server refuses, and says why', async () => {
    const store = await storeWithLists();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const done = store.set(reorderWatchlistsAtom, [5, 6, 4]);
    expect(titles(store)).toEqual(['Energy', 'Crypto', 'Tech']);
    refuse(
      new ApiError(
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'The order must name every one of your watchlists once.',
        },
        'The order must name every one of your watchlists once.',
      ),
    );
    expect(await done).toMatchObject({
      ok: false,
      message: 'The order must name every one of your watchlists once.',
    });
    expect(titles(store)).toEqual(['Tech', 'Energy', 'Crypto']);
  });
});
