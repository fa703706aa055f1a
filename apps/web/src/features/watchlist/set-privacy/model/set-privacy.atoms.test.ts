import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistFactory } from '@/shared/lib/test';

const { put } = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { put },
}));

const { watchlistAtomFamily } = await import('@/entities/watchlist');
const { setWatchlistPrivacyAtom, watchlistPrivacyAtomFamily } = await import(
  './set-privacy.atoms.ts'
);

const storeWithList = () => {
  const store = createStore();
  store.set(watchlistAtomFamily(4), watchlistFactory({ id: 4, privacy_option: 'private' }));
  return store;
};

beforeEach(() => {
  put.mockReset();
});

describe('a list’s privacy (spec point 4 "The response carries selectedPrivacy")', () => {
  it('shows the choice while it is sent, then the answer’s selectedPrivacy', async () => {
    const store = storeWithList();
    let answer: (value: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const done = store.set(setWatchlistPrivacyAtom, { watchlistId: 4, privacy: 'public' });
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('public');
    expect(put).toHaveBeenCalledWith('/api/watchlist/update-privacy', {
      body: { watchlist_id: 4, privacy_option: 'public' },
    });
    answer({ success: true, message: 'Privacy updated.', selectedPrivacy: 'public' });
    expect(await done).toEqual({ ok: true });
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('public');
    expect(store.get(watchlistAtomFamily(4))?.privacy_option).toBe('public');
  });

  it('shows what the server answered, even when it is not what was asked', async () => {
    const store = storeWithList();
    put.mockResolvedValueOnce({ success: true, message: 'ok', selectedPrivacy: 'followers' });
    await store.set(setWatchlistPrivacyAtom, { watchlistId: 4, privacy: 'public' });
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('followers');
    expect(store.get(watchlistAtomFamily(4))?.privacy_option).toBe('followers');
  });

  it('goes back to the saved value when the server refuses, with its message', async () => {
    const store = storeWithList();
    let refuse: (reason: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const done = store.set(setWatchlistPrivacyAtom, { watchlistId: 4, privacy: 'followers' });
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('followers');
    refuse(
      new ApiError(
        403,
        { code: 'FORBIDDEN', message: 'Only its owner may change this watchlist.' },
        'Only its owner may change this watchlist.',
      ),
    );
    expect(await done).toMatchObject({
      ok: false,
      message: 'Only its owner may change this watchlist.',
    });
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('private');
    expect(store.get(watchlistAtomFamily(4))?.privacy_option).toBe('private');
  });

  it('sends one change at a time for a list', async () => {
    const store = storeWithList();
    put.mockReturnValueOnce(new Promise(() => {}));
    void store.set(setWatchlistPrivacyAtom, { watchlistId: 4, privacy: 'public' });
    await store.set(setWatchlistPrivacyAtom, { watchlistId: 4, privacy: 'followers' });
    expect(put).toHaveBeenCalledTimes(1);
    expect(store.get(watchlistPrivacyAtomFamily(4))).toBe('public');
  });
});
