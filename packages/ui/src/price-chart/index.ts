export type { PriceBar, PriceChartProps } from './price-chart.tsx';
export {
  CHART_EMPTY_TEXT,
  chartSummary,
  DEFAULT_CHART_RANGES,
  PriceChart,
  rangeLabel,
} from './price-chart.tsx';
