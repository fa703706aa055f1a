export {
  removeWatchlistSymbolAtom,
  removingSymbolAtomFamily,
  reorderWatchlistSymbolsAtom,
} from './model/edit-symbols.atoms.ts';
export { WatchlistSymbolsEditor } from './ui/watchlist-symbols-editor.tsx';
