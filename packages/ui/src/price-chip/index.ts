export type { LinkComponent } from '../lib/link.ts';
export type { PriceChipProps } from './price-chip.tsx';
export { PriceChip } from './price-chip.tsx';
