export type {
  HeaderSearchPanelHandle,
  HeaderSearchPanelProps,
  SearchGroup,
  SearchLinkComponent,
  SearchResult,
  SearchSymbol,
  SearchTab,
  SearchTrader,
  SymbolFilter,
  SymbolType,
} from './header-search-panel.tsx';
export {
  groupHref,
  HeaderSearchPanel,
  SEARCH_EMPTY_TEXTS,
  traderHref,
} from './header-search-panel.tsx';
