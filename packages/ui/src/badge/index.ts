export type { BadgeProps, BadgeTone, CountBadgeProps, PriceChangeProps } from './badge.tsx';
export { Badge, CountBadge, PriceChange } from './badge.tsx';
