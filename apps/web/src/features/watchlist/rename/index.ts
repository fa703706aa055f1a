export { renameWatchlistAtom } from './model/rename-watchlist.atoms.ts';
export { RenameWatchlistForm } from './ui/rename-watchlist-form.tsx';
