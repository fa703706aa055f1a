import { atom } from 'jotai';
import { setOwnWatchlistOrderAtom, watchlistListsAtomFamily } from '@/entities/watchlist';
import { api, type FormResult, formFailure } from '@/shared/api';

/**
 * Puts the viewer's lists in a new order (`PUT /api/watchlist/update-positions`, every list id
 * once). Optimistic: the lists move at once; a refusal puts them back as they were.
 */
export const reorderWatchlistsAtom = atom(
  null,
  async (get, set, ids: readonly number[]): Promise<FormResult> => {
    const before = get(watchlistListsAtomFamily('me')).ids;
    set(setOwnWatchlistOrderAtom, ids);
    try {
      const { positions } = await api.put('/api/watchlist/update-positions', {
        body: { positions: [...ids] },
      });
      set(setOwnWatchlistOrderAtom, positions);
      return { ok: true };
    } catch (error) {
      set(setOwnWatchlistOrderAtom, before);
      return formFailure(error);
    }
  },
);
