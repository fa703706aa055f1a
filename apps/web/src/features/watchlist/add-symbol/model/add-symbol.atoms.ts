import { atom } from 'jotai';
import { applyOwnWatchlistAtom, type Watchlist } from '@/entities/watchlist';
import { api, type FormFailure, formFailure } from '@/shared/api';

export type AddSymbolResult = { ok: true; watchlist: Watchlist } | FormFailure;

/**
 * Adds a symbol at the end of a list (`POST /api/watchlist/symbol`). Without `watchlistId` it goes
 * to the member's first list, which the server makes ("My watchlist") when they have none; the
 * list joins their lists then. A refusal (already in the list, 50 symbols) keeps the server's
 * message to show.
 */
export const addWatchlistSymbolAtom = atom(
  null,
  async (
    _get,
    set,
    { symbolId, watchlistId }: { symbolId: number; watchlistId?: number },
  ): Promise<AddSymbolResult> => {
    try {
      const { watchlist } = await api.post('/api/watchlist/symbol', {
        body: watchlistId
          ? { symbol_id: symbolId, watchlist_id: watchlistId }
          : { symbol_id: symbolId },
      });
      set(applyOwnWatchlistAtom, watchlist);
      return { ok: true, watchlist };
    } catch (error) {
      return formFailure(error);
    }
  },
);
