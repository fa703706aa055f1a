/**
 * Everything the package offers. Apps import each part from its own entry
 * (`@tapetv/time-format/relative-time`, `/chat-list-label`): a bundle that needs only relative
 * times then never reaches the chat-list label's date-fns formatting and time zones.
 */
export { formatChatListLabel } from './chat-list-label.ts';
export type { DateInput } from './date-input.ts';
export type { RelativeTimeParts, RelativeTimeUnit } from './relative-time.ts';
export { formatRelativeTime, relativeTimeParts } from './relative-time.ts';
