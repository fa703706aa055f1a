export { formatChatListLabel } from './chat-list-label.ts';
export type { DateInput } from './date-input.ts';
export type { RelativeTimeParts, RelativeTimeUnit } from './relative-time.ts';
export { formatRelativeTime, relativeTimeParts } from './relative-time.ts';
