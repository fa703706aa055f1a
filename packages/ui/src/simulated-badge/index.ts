export type { SimulatedBadgeProps } from './simulated-badge.tsx';
export { SIMULATED_DESCRIPTION, SIMULATED_LABEL, SimulatedBadge } from './simulated-badge.tsx';
