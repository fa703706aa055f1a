import ical, { ICalCalendarMethod } from 'ical-generator';
import type { EventItem } from './event-items.ts';

/** How long a timed event lasts in a calendar app: a release is an instant, shown as a short slot. */
export const TIMED_EVENT_MINUTES = 30;
/** How often calendar apps should fetch the feed again (X-PUBLISHED-TTL / REFRESH-INTERVAL). */
export const FEED_TTL_SECONDS = 3600;

export const SAMPLE_NOTE = 'Sample data: TapeTV made this event up for the demo.';

export interface FeedOptions {
  /** X-WR-CALNAME: `TapeTV · My week`. */
  name: string;
  description: string;
  items: readonly EventItem[];
  /** The app's address the events link to (APP_URL). */
  appUrl: string;
  /** DTSTAMP of every event: when the feed was written. */
  now: Date;
}

/**
 * An RFC 5545 calendar of the items (ical-generator does the escaping, line folding and CRLFs):
 * one VEVENT each, `UID:<key>@tapetv` so an app updates an event rather than duplicating it,
 * timed events in UTC with a short duration, all-day ones as `VALUE=DATE`. Sample rows say so in
 * their description.
 */
export function writeFeed({ name, description, items, appUrl, now }: FeedOptions): string {
  const calendar = ical({
    name,
    description,
    prodId: { company: 'TapeTV', product: 'Calendars', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SECONDS,
  });
  for (const item of items) {
    const details = [
      item.country ? `Country: ${item.country}` : null,
      item.exchange ? `Exchange: ${item.exchange}` : null,
      item.importance ? `Importance: ${item.importance} of 3` : null,
      item.sample ? SAMPLE_NOTE : null,
    ].filter((line): line is string => line !== null);
    const url = `${appUrl}${item.href}`;
    const common = {
      id: `${item.key}@tapetv`,
      stamp: now,
      summary: item.sample ? `${item.title} (sample)` : item.title,
      description: [...details, url].join('\n'),
      url,
    };
    if (item.at === null) {
      calendar.createEvent({
        ...common,
        start: new Date(`${item.date}T00:00:00Z`),
        allDay: true,
      });
    } else {
      const start = new Date(item.at);
      calendar.createEvent({
        ...common,
        start,
        end: new Date(start.getTime() + TIMED_EVENT_MINUTES * 60_000),
      });
    }
  }
  return calendar.toString();
}
