export type { SearchTab } from './lib/search-rules.ts';
export {
  needsDefaults,
  needsSearch,
  rememberResults,
  resultsKey,
  SEARCH_DEBOUNCE_MS,
  searchText,
  shownRows,
} from './lib/search-rules.ts';
export type { TabSearchState } from './model/header-search.atoms.ts';
export {
  loadSearchDefaultsAtom,
  retrySearchAtom,
  runSearchAtom,
  searchTabAtoms,
} from './model/header-search.atoms.ts';
export type { HeaderSearchPopoverProps } from './ui/header-search-popover.tsx';
export { HeaderSearchPopover } from './ui/header-search-popover.tsx';
