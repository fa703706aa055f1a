import { atom } from 'jotai';
import { applyOwnWatchlistAtom, checkWatchlistTitle, type Watchlist } from '@/entities/watchlist';
import { api, type FormFailure, formFailure } from '@/shared/api';

export type CreateWatchlistResult = { ok: true; watchlist: Watchlist } | FormFailure;

/**
 * Makes an empty list at the end of the viewer's lists (`POST /api/watchlist`, beyond the spec).
 * The server refuses a list beyond its limit (20) with a message to show.
 */
export const createWatchlistAtom = atom(
  null,
  async (_get, set, { title }: { title: string }): Promise<CreateWatchlistResult> => {
    const problem = checkWatchlistTitle(title);
    if (problem) return { ok: false, message: problem, fieldErrors: { title: [problem] } };
    try {
      const { watchlist } = await api.post('/api/watchlist', { body: { title: title.trim() } });
      set(applyOwnWatchlistAtom, watchlist);
      return { ok: true, watchlist };
    } catch (error) {
      return formFailure(error);
    }
  },
);
