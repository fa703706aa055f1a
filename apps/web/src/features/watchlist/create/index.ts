export type { CreateWatchlistResult } from './model/create-watchlist.atoms.ts';
export { createWatchlistAtom } from './model/create-watchlist.atoms.ts';
export { CreateWatchlistForm } from './ui/create-watchlist-form.tsx';
