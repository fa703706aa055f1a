export { deleteWatchlistAtom } from './model/delete-watchlist.atoms.ts';
export type { DeleteWatchlistButtonProps } from './ui/delete-watchlist-button.tsx';
export { DeleteWatchlistButton } from './ui/delete-watchlist-button.tsx';
