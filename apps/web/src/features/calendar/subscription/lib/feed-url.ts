import type { operations } from '@tapetv/api-client';

type FeedParameters = operations['getCalendarFeed']['parameters'];

/** A calendar view a calendar app can subscribe to: my-week, economic, …, futures-expiry. */
export type CalendarFeedView = FeedParameters['path']['view'];
/** A view's filters as the feed takes them (no range: a feed runs a week back and 8 ahead). */
export type CalendarFeedFilters = NonNullable<FeedParameters['query']>;

/**
 * The feed of `view` for the member holding `token`, with the view's filters as its query
 * (`/api/calendars/ics/<token>/holidays.ics?exchanges=TSE`). Empty and false filters are left
 * out, so a feed of everything has no query at all.
 */
export function calendarFeedPath(
  token: string,
  view: CalendarFeedView,
  filters: CalendarFeedFilters = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === false || value === '') continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return `/api/calendars/ics/${encodeURIComponent(token)}/${view}.ics${search ? `?${search}` : ''}`;
}

/** The address a calendar app subscribes to: the feed's path on this site's origin. */
export const feedUrl = (path: string, origin: string) => new URL(path, origin).toString();
