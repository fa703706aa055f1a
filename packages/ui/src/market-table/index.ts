export type { LinkComponent } from '../lib/link.ts';
export type {
  MarketSort,
  MarketSortKey,
  MarketTableProps,
  MarketTableRow,
  MarketTableRowId,
} from './market-table.tsx';
export { MARKET_EMPTY_TEXT, MarketTable, nextSort, sortMarketRows } from './market-table.tsx';
