export { formatMoney, toMajorUnits } from '../lib/money.ts';
export type { OrderSummaryProps } from './order-summary.tsx';
export { OrderSummary } from './order-summary.tsx';
