import { atom } from 'jotai';
import { forgetWatchlistAtom } from '@/entities/watchlist';
import { api, type FormResult, formFailure } from '@/shared/api';

/** Deletes one of the viewer's lists (`DELETE /api/watchlist/deletewatchlist?id`) once the server agrees. */
export const deleteWatchlistAtom = atom(
  null,
  async (_get, set, watchlistId: number): Promise<FormResult> => {
    try {
      await api.delete('/api/watchlist/deletewatchlist', { query: { id: watchlistId } });
      set(forgetWatchlistAtom, watchlistId);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);
