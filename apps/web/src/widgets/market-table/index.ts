export type { MarketTableProps, MarketTableSymbol } from './ui/market-table.tsx';
export { MarketTable } from './ui/market-table.tsx';
