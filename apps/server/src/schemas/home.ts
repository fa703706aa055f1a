import { type Static, Type } from 'typebox';
import { POST_SENTIMENTS } from '../db/schema/index.ts';
import { EconomicEvent } from './calendar-data.ts';
import { LiveOccurrence } from './live.ts';
import { SymbolQuote } from './markets.ts';
import { Author, PostSymbol, ReactionCount } from './posts.ts';
import { WebinarLevel, WebinarStatus } from './webinars.ts';

/**
 * The visitors' home page (issue 21 item 5): what the channel shows now, from the same rows the
 * member pages read. One answer for every visitor, at most `HOME_STALE_SECONDS` old.
 */

/** How old the home page's answer may be: it is built once per process in that time. */
export const HOME_STALE_SECONDS = 30;
/** Market movers on the home page each way: the day's largest gains, and losses, among stocks. */
export const HOME_MOVERS_EACH_WAY = 3;
/** Popular posts previewed on the home page. */
export const HOME_POSTS = 3;
/** Airings of the live show listed: the one on now, if any, and the next ones. */
export const HOME_AIRINGS = 4;
/** Upcoming webinars listed. */
export const HOME_WEBINARS = 3;
/** This week's high-importance economic releases listed. */
export const HOME_EVENTS = 5;
/** The days of "this week" for the calendar events, today (UTC) included. */
export const HOME_EVENT_DAYS = 7;
/** A previewed post's text is cut to this many characters (an ellipsis says so). */
export const HOME_POST_TEXT_MAX = 280;

/** A popular post as a visitor sees it: no images, poll or reactors, only the counts. */
export const HomePost = Type.Object({
  id: Type.Integer(),
  text: Type.String({
    description: `The post’s text, cut to ${HOME_POST_TEXT_MAX} characters with an ellipsis`,
  }),
  createdAt: Type.String({ format: 'date-time' }),
  user: Author,
  sentiment: Type.Union([Type.Enum(POST_SENTIMENTS), Type.Null()]),
  symbols: Type.Array(PostSymbol),
  reaction_counts: Type.Array(ReactionCount),
  comments_count: Type.Integer({ minimum: 0 }),
  has_media: Type.Boolean({ description: 'The post has images or a poll, shown to members' }),
});
export type HomePostView = Static<typeof HomePost>;

/** An upcoming webinar, without the member's seat. */
export const HomeWebinar = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  host: Type.String(),
  level: WebinarLevel,
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  status: WebinarStatus,
});
export type HomeWebinarView = Static<typeof HomeWebinar>;

/** `GET /api/home`. */
export const Home = Type.Object({
  markets: Type.Object({
    indices: Type.Array(SymbolQuote, { description: 'The main indices (the tape’s)' }),
    gainers: Type.Array(SymbolQuote, {
      maxItems: HOME_MOVERS_EACH_WAY,
      description: 'Stocks up today, the largest gain first',
    }),
    losers: Type.Array(SymbolQuote, {
      maxItems: HOME_MOVERS_EACH_WAY,
      description: 'Stocks down today, the largest loss first',
    }),
  }),
  posts: Type.Array(HomePost, {
    maxItems: HOME_POSTS,
    description:
      'The most engaging posts of the week outside groups (the members’ “Popular now”), most engaging first',
  }),
  live: Type.Object({
    onAir: Type.Boolean({ description: 'As GET /api/live says' }),
    airings: Type.Array(LiveOccurrence, {
      maxItems: HOME_AIRINGS,
      description: 'The show on now (if any), then the next airings, in start order',
    }),
  }),
  webinars: Type.Array(HomeWebinar, {
    maxItems: HOME_WEBINARS,
    description: 'Live and upcoming webinars, soonest first',
  }),
  events: Type.Array(EconomicEvent, {
    maxItems: HOME_EVENTS,
    description: `High-importance economic releases of the ${HOME_EVENT_DAYS} days from today (UTC) not yet released, by time`,
  }),
  generated_at: Type.String({ format: 'date-time', description: 'When this answer was built' }),
});
export type HomeView = Static<typeof Home>;
