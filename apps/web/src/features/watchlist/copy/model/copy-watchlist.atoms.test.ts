import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistFactory } from '@/shared/lib/test';

const { get, post, notify } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), notify: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const {
  loadWatchlistsAtom,
  loadWatchlistIdeasAtom,
  watchlistAtomFamily,
  watchlistListsAtomFamily,
} = await import('@/entities/watchlist');
const { copyResultAtom, copyWatchlistAtom, copyingWatchlistAtomFamily } = await import(
  './copy-watchlist.atoms.ts'
);

const idea = watchlistFactory({
  id: 20,
  title: 'AI leaders',
  is_owner: false,
  curated: true,
  privacy_option: 'public',
  copies_count: 4,
  owner: { id: 2, name: 'TapeTV', user_name: 'tapetv', avatar: '/a.jpg' },
});
const mine = watchlistFactory({ id: 4, title: 'Tech' });
const copy = watchlistFactory({ id: 31, title: 'AI leaders', copied_from_id: 20 });

async function storeWithIdeas() {
  const store = createStore();
  get.mockResolvedValueOnce({ hasUserWatchlist: true, watchlistDetails: [mine] });
  await store.set(loadWatchlistsAtom, 'me');
  get.mockResolvedValueOnce({ data: [idea] });
  await store.set(loadWatchlistIdeasAtom);
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('copying a watchlist (spec point 4 "Copying a watchlist toggles a loading flag")', () => {
  it('is loading while the copy call runs and not after it succeeds; the copy joins the viewer’s lists', async () => {
    const store = await storeWithIdeas();
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));

    expect(store.get(copyingWatchlistAtomFamily(20))).toBe(false);
    const done = store.set(copyWatchlistAtom, 20);
    expect(store.get(copyingWatchlistAtomFamily(20))).toBe(true);
    // Only this list's flag: another idea's Copy button stays ready.
    expect(store.get(copyingWatchlistAtomFamily(21))).toBe(false);
    answer({ success: true, message: 'Watchlist copied.', watchlist: copy });
    expect(await done).toEqual(copy);

    expect(store.get(copyingWatchlistAtomFamily(20))).toBe(false);
    expect(post).toHaveBeenCalledWith('/api/watchlist/copyWatchlist', {
      body: { watchlist_id: 20 },
    });
    expect(notify).toHaveBeenCalledWith('watchlistCopySuccess');
    expect(store.get(watchlistListsAtomFamily('me')).ids).toEqual([4, 31]);
    expect(store.get(watchlistAtomFamily(20))?.copies_count).toBe(5);
    expect(store.get(copyResultAtom)).toEqual({ ok: true, sourceId: 20, copy });
  });

  it('is loading while the call runs and not after it fails; the failure toast, nothing else changes', async () => {
    const store = await storeWithIdeas();
    let refuse: (reason: unknown) => void = () => {};
    post.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));

    const done = store.set(copyWatchlistAtom, 20);
    expect(store.get(copyingWatchlistAtomFamily(20))).toBe(true);
    const error = new ApiError(
      422,
      { code: 'TOO_MANY_WATCHLISTS', message: 'You may keep 20 watchlists at most.' },
      'You may keep 20 watchlists at most.',
    );
    refuse(error);
    expect(await done).toBeNull();

    expect(store.get(copyingWatchlistAtomFamily(20))).toBe(false);
    expect(notify).toHaveBeenCalledWith('watchlistCopyFailure', { error });
    expect(store.get(watchlistListsAtomFamily('me')).ids).toEqual([4]);
    expect(store.get(watchlistAtomFamily(20))?.copies_count).toBe(4);
    expect(store.get(copyResultAtom)).toEqual({
      ok: false,
      sourceId: 20,
      message: 'You may keep 20 watchlists at most.',
    });
  });

  it('a second click while the copy is on its way sends nothing', async () => {
    const store = await storeWithIdeas();
    post.mockReturnValueOnce(new Promise(() => {}));
    void store.set(copyWatchlistAtom, 20);
    expect(await store.set(copyWatchlistAtom, 20)).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
