export type { AddSymbolResult } from './model/add-symbol.atoms.ts';
export { addWatchlistSymbolAtom } from './model/add-symbol.atoms.ts';
export type { SymbolSearchState } from './model/symbol-search.atoms.ts';
export {
  searchWatchlistSymbolsAtom,
  symbolSearchAtomFamily,
} from './model/symbol-search.atoms.ts';
export type { AddSymbolSearchProps } from './ui/add-symbol-search.tsx';
export { AddSymbolSearch } from './ui/add-symbol-search.tsx';
