import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type WebinarList = ResponseBody<'/api/webinars', 'get'>;
type WebinarSummary = WebinarList['upcoming'][number];
type Webinar = ResponseBody<'/api/webinars/{slug}', 'get'>;

/** A title from a slug: `dot-plot` → "Dot plot". */
const titled = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A webinar `slug` as the schedule shows it: upcoming on 10 December 2026, an hour, no seat. */
export const webinarSummaryFactory = (
  overrides: Partial<WebinarSummary> & { slug: string },
): WebinarSummary => ({
  title: titled(overrides.slug),
  host: 'TapeTV Desk',
  summary: `What ${titled(overrides.slug).toLowerCase()} is about, in a sentence.`,
  level: 'intermediate',
  starts_at: '2026-12-10T17:00:00.000Z',
  ends_at: '2026-12-10T18:00:00.000Z',
  duration_minutes: 60,
  status: 'upcoming',
  registered: false,
  registrant_count: 0,
  replay_url: null,
  ...overrides,
});

/** The schedule: the webinars given, split by status, at a fixed "now". */
export const webinarListFactory = (webinars: WebinarSummary[]): WebinarList => ({
  upcoming: webinars.filter((webinar) => webinar.status !== 'ended'),
  past: webinars.filter((webinar) => webinar.status === 'ended'),
  now: '2026-11-27T10:00:00.000Z',
});

/** A webinar `slug` with its description, as its details show it. */
export const webinarFactory = (overrides: Partial<Webinar> & { slug: string }): Webinar => ({
  ...webinarSummaryFactory(overrides),
  body_html: '<h2>What we will cover</h2>\n<ul>\n<li>The setup</li>\n<li>Q&amp;A</li>\n</ul>',
  ...overrides,
});
