export type { WebinarCardProps, WebinarCardStatus } from './webinar-card.tsx';
export { formatDuration, formatWebinarTime, WebinarCard } from './webinar-card.tsx';
