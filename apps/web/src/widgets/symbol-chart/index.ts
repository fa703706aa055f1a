export type { SymbolChartProps } from './ui/symbol-chart.tsx';
export { SymbolChart } from './ui/symbol-chart.tsx';
