import type { ResponseBody } from '@tapetv/api-client';
import { atom } from 'jotai';
import { api, formFailure } from '@/shared/api';
import { nowAtom } from '@/shared/lib/time';

/** `GET /api/home`: the market now, popular posts, and what the channel shows. */
export type HomeSnapshot = ResponseBody<'/api/home', 'get'>;
export type HomePost = HomeSnapshot['posts'][number];
export type HomeQuote = HomeSnapshot['markets']['indices'][number];

/** How often an open home page asks again: the server builds a new answer every 30 s. */
export const HOME_REFRESH_MS = 60_000;

export interface HomeState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer; kept while a refresh loads or fails. */
  home: HomeSnapshot | null;
  error: string | null;
}

export const homeAtom = atom<HomeState>({ status: 'idle', home: null, error: null });
homeAtom.debugLabel = 'home';

/** Loads the home page's figures (again). A failed refresh keeps what was shown. */
export const loadHomeAtom = atom(null, async (get, set) => {
  if (get(homeAtom).status === 'loading') return;
  set(homeAtom, { ...get(homeAtom), status: 'loading' });
  try {
    const home = await api.get('/api/home');
    set(homeAtom, { status: 'ready', home, error: null });
  } catch (error) {
    set(homeAtom, { ...get(homeAtom), status: 'error', error: formFailure(error).message });
  }
});
loadHomeAtom.debugLabel = 'load-home';

/** The home page's clock (a story pins it, so "today" and "5 min ago" read the same every run). */
export const homeClockAtom = atom<{ now: () => number }>({ now: () => Date.now() });
homeClockAtom.debugLabel = 'home-clock';

/** The home page's "now", read again at every tick of the shared `nowAtom`. */
export const homeNowAtom = atom((get) => {
  get(nowAtom);
  return new Date(get(homeClockAtom).now());
});
homeNowAtom.debugLabel = 'home-now';
