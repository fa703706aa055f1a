import { limits } from '@tapetv/api-client';
import { atom } from 'jotai';
import { checkWatchlistTitle, watchlistAtomFamily } from '@/entities/watchlist';
import { api, type FormResult, formFailure } from '@/shared/api';

/**
 * Renames a list (`PUT /api/watchlist/update/{id}` with a title, the contract's
 * `limits.watchlistUpdate`): every screen showing it takes the new title once the server agrees.
 */
export const renameWatchlistAtom = atom(
  null,
  async (_get, set, { id, title }: { id: number; title: string }): Promise<FormResult> => {
    const problem = checkWatchlistTitle(title, limits.watchlistUpdate.title);
    if (problem) return { ok: false, message: problem, fieldErrors: { title: [problem] } };
    try {
      const { watchlist } = await api.put('/api/watchlist/update/{id}', {
        path: { id },
        body: { title: title.trim() },
      });
      set(watchlistAtomFamily(id), watchlist);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);
