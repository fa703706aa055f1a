import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { patchWatchlistAtom, watchlistAtomFamily, withSymbolOrder } from '@/entities/watchlist';
import { api, type FormResult, formFailure } from '@/shared/api';

/** The symbol being taken off a list, by list id (its row waits; null when none). */
export const removingSymbolAtomFamily = atomFamily((watchlistId: number) => {
  const removingAtom = atom<number | null>(null);
  removingAtom.debugLabel = `watchlist:${watchlistId}:removing`;
  return removingAtom;
});

/** Takes a symbol off a list (`DELETE /api/watchlist/symbol?id&watchlist_id`) once the server agrees. */
export const removeWatchlistSymbolAtom = atom(
  null,
  async (
    get,
    set,
    { watchlistId, symbolId }: { watchlistId: number; symbolId: number },
  ): Promise<FormResult> => {
    const removingAtom = removingSymbolAtomFamily(watchlistId);
    if (get(removingAtom) !== null) return { ok: true };
    set(removingAtom, symbolId);
    try {
      const { watchlist } = await api.delete('/api/watchlist/symbol', {
        query: { id: symbolId, watchlist_id: watchlistId },
      });
      set(watchlistAtomFamily(watchlistId), watchlist);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    } finally {
      set(removingAtom, null);
    }
  },
);

/**
 * Puts a list's symbols in a new order (`PUT /api/watchlist/update/{id}` with symbol_positions,
 * every symbol id once). Optimistic: the rows move at once; a refusal puts them back in the
 * order they had, and its message is answered to show.
 */
export const reorderWatchlistSymbolsAtom = atom(
  null,
  async (
    get,
    set,
    { watchlistId, ids }: { watchlistId: number; ids: readonly number[] },
  ): Promise<FormResult> => {
    const before = get(watchlistAtomFamily(watchlistId));
    if (!before) return { ok: true };
    set(watchlistAtomFamily(watchlistId), withSymbolOrder(before, ids));
    try {
      const { watchlist } = await api.put('/api/watchlist/update/{id}', {
        path: { id: watchlistId },
        body: { symbol_positions: [...ids] },
      });
      set(watchlistAtomFamily(watchlistId), watchlist);
      return { ok: true };
    } catch (error) {
      // Only the order goes back: anything else that changed meanwhile stays.
      set(patchWatchlistAtom, watchlistId, (now) => withSymbolOrder(now, before.symbol_positions));
      return formFailure(error);
    }
  },
);
