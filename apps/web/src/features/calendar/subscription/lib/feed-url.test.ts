import { describe, expect, it } from 'vitest';
import { calendarFeedPath, feedUrl } from './feed-url.ts';

describe('calendar feed url', () => {
  it('is the view’s feed with no query when nothing is filtered', () => {
    expect(calendarFeedPath('tok3n', 'my-week')).toBe('/api/calendars/ics/tok3n/my-week.ics');
    expect(calendarFeedPath('tok3n', 'holidays', { exchanges: '' })).toBe(
      '/api/calendars/ics/tok3n/holidays.ics',
    );
  });

  it('carries the view’s filters, and the watchlist switch only when on', () => {
    expect(calendarFeedPath('tok3n', 'economic', { countries: 'US,EU', importance: '2,3' })).toBe(
      '/api/calendars/ics/tok3n/economic.ics?countries=US%2CEU&importance=2%2C3',
    );
    expect(calendarFeedPath('tok3n', 'earnings', { watchlist: true })).toBe(
      '/api/calendars/ics/tok3n/earnings.ics?watchlist=true',
    );
    expect(calendarFeedPath('tok3n', 'dividends', { watchlist: false })).toBe(
      '/api/calendars/ics/tok3n/dividends.ics',
    );
  });

  it('makes the address absolute on the site’s origin', () => {
    expect(feedUrl('/api/calendars/ics/tok3n/my-week.ics', 'https://tape.tv')).toBe(
      'https://tape.tv/api/calendars/ics/tok3n/my-week.ics',
    );
  });
});
