export type { LinkComponent } from '../lib/link.ts';
export type {
  MarketSort,
  MarketSortKey,
  MarketTableProps,
  MarketTableRow,
  MarketTableRowId,
  MarketTalk,
} from './market-table.tsx';
export {
  bullishShare,
  MARKET_EMPTY_TEXT,
  MarketTable,
  nextSort,
  sortMarketRows,
} from './market-table.tsx';
