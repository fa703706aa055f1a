import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { applyOwnWatchlistAtom, patchWatchlistAtom, type Watchlist } from '@/entities/watchlist';
import { api, formFailure } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/**
 * Spec point 4 "Copying a watchlist toggles a loading flag", by the copied list's id: true while
 * its copy call runs, false again after a success or a failure. Its Copy buttons wait meanwhile
 * (and refuse a second copy).
 */
export const copyingWatchlistAtomFamily = atomFamily((id: number) => {
  const copyingAtom = atom(false);
  copyingAtom.debugLabel = `watchlist-copy:${id}:pending`;
  return copyingAtom;
});

/**
 * How the last copy went, for the line beside the lists: the new list (to open it) or the
 * server's reason (the 20-list limit, a locked pro pick), which the spec's toast does not say.
 */
export type CopyResult =
  | { ok: true; sourceId: number; copy: Watchlist }
  | { ok: false; sourceId: number; message: string };

export const copyResultAtom = atom<CopyResult | null>(null);
copyResultAtom.debugLabel = 'watchlist-copy:result';

/**
 * Copies a list the viewer may see into a new list of theirs (`POST
 * /api/watchlist/copyWatchlist`): the copy joins their lists, the original counts one more copy,
 * and the spec's toast says "Watchlist copied successfully!" (450 px) or "Error copying
 * watchlist". Answers the new list, or null.
 */
export const copyWatchlistAtom = atom(
  null,
  async (get, set, watchlistId: number): Promise<Watchlist | null> => {
    const copyingAtom = copyingWatchlistAtomFamily(watchlistId);
    if (get(copyingAtom)) return null;
    set(copyingAtom, true);
    try {
      const { watchlist } = await api.post('/api/watchlist/copyWatchlist', {
        body: { watchlist_id: watchlistId },
      });
      set(applyOwnWatchlistAtom, watchlist);
      set(patchWatchlistAtom, watchlistId, (source) => ({
        ...source,
        copies_count: source.copies_count + 1,
      }));
      set(copyResultAtom, { ok: true, sourceId: watchlistId, copy: watchlist });
      notify('watchlistCopySuccess');
      return watchlist;
    } catch (error) {
      set(copyResultAtom, {
        ok: false,
        sourceId: watchlistId,
        message: formFailure(error).message,
      });
      notify('watchlistCopyFailure', { error });
      return null;
    } finally {
      set(copyingAtom, false);
    }
  },
);
