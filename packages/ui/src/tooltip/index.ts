export type { TooltipProps } from './tooltip.tsx';
export { Tooltip } from './tooltip.tsx';
