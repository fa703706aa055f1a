export { reorderWatchlistsAtom } from './model/reorder-watchlists.atoms.ts';
