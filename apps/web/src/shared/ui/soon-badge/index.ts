export { SoonBadge } from './soon-badge.tsx';
