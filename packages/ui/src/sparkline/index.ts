export type { SparklineProps } from './sparkline.tsx';
export { Sparkline, sparklineDirection, sparklinePoints } from './sparkline.tsx';
