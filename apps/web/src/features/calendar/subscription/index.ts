export type { CalendarFeedFilters, CalendarFeedView } from './lib/feed-url.ts';
export { calendarFeedPath } from './lib/feed-url.ts';
export type {
  CalendarSubscription,
  CalendarSubscriptionState,
} from './model/calendar-subscription.atoms.ts';
export {
  calendarSubscriptionAtom,
  getCalendarSubscriptionAtom,
} from './model/calendar-subscription.atoms.ts';
export { resetCalendarSubscriptionAtom } from './model/reset-calendar-subscription.atoms.ts';
export type { CalendarFeedLinkProps } from './ui/calendar-feed-link.tsx';
export { CalendarFeedLink } from './ui/calendar-feed-link.tsx';
export { CalendarSubscriptionPanel } from './ui/calendar-subscription-panel.tsx';
export type { ExportIcsButtonProps } from './ui/export-ics-button.tsx';
export { ExportIcsButton } from './ui/export-ics-button.tsx';
