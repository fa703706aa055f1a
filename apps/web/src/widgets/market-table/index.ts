export type { MarketTableProps } from './ui/market-table.tsx';
export { MarketTable } from './ui/market-table.tsx';
