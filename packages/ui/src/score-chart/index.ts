export type { ScoreChartProps, ScorePoint } from './score-chart.tsx';
export { chartPoints, ScoreChart, scoreSummary } from './score-chart.tsx';
