export { NotificationSummary, NotificationSummarySkeleton } from './notification-summary.tsx';
