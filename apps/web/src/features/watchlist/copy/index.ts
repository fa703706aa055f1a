export type { CopyResult } from './model/copy-watchlist.atoms.ts';
export {
  copyingWatchlistAtomFamily,
  copyResultAtom,
  copyWatchlistAtom,
} from './model/copy-watchlist.atoms.ts';
export { CopyResultNote } from './ui/copy-result-note.tsx';
export type { CopyWatchlistButtonProps } from './ui/copy-watchlist-button.tsx';
export { CopyWatchlistButton } from './ui/copy-watchlist-button.tsx';
