export type {
  ChartLevel,
  ChartTrendLine,
  IndicatorChartProps,
  IndicatorPoint,
  IndicatorSet,
  MacdPoint,
} from './indicator-chart.tsx';
export {
  INDICATOR_EMPTY_TEXT,
  IndicatorChart,
  indicatorSummary,
  RSI_OVERBOUGHT,
  RSI_OVERSOLD,
} from './indicator-chart.tsx';
