import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import {
  patchWatchlistAtom,
  shownPrivacy,
  type WatchlistPrivacy,
  watchlistAtomFamily,
} from '@/entities/watchlist';
import { api, type FormResult, formFailure } from '@/shared/api';

/** The privacy a member chose for a list while its call runs, by list id (null otherwise). */
export const requestedPrivacyAtomFamily = atomFamily((watchlistId: number) => {
  const requestedAtom = atom<WatchlistPrivacy | null>(null);
  requestedAtom.debugLabel = `watchlist:${watchlistId}:privacy-requested`;
  return requestedAtom;
});

/**
 * Derived: what a list's privacy selector shows (`shownPrivacy`): the choice while it is sent,
 * else the list's `privacy_option` as the server last answered it. Null for a list not loaded.
 */
export const watchlistPrivacyAtomFamily = atomFamily((watchlistId: number) =>
  atom((get) => {
    const watchlist = get(watchlistAtomFamily(watchlistId));
    return watchlist
      ? shownPrivacy(watchlist.privacy_option, get(requestedPrivacyAtomFamily(watchlistId)))
      : null;
  }),
);

/**
 * Sets who may see a list (`PUT /api/watchlist/update-privacy`). Spec point 4: the answer's
 * `selectedPrivacy` is what the list has now, whatever was asked; a refusal puts the selector
 * back on the saved value and answers the server's message. One change at a time per list.
 */
export const setWatchlistPrivacyAtom = atom(
  null,
  async (
    get,
    set,
    { watchlistId, privacy }: { watchlistId: number; privacy: WatchlistPrivacy },
  ): Promise<FormResult> => {
    const requestedAtom = requestedPrivacyAtomFamily(watchlistId);
    if (get(requestedAtom) !== null) return { ok: true };
    set(requestedAtom, privacy);
    try {
      const { selectedPrivacy } = await api.put('/api/watchlist/update-privacy', {
        body: { watchlist_id: watchlistId, privacy_option: privacy },
      });
      set(patchWatchlistAtom, watchlistId, (watchlist) => ({
        ...watchlist,
        privacy_option: selectedPrivacy,
      }));
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    } finally {
      set(requestedAtom, null);
    }
  },
);
