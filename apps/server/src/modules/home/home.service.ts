import { TtlCache } from '../../lib/ttl-cache.ts';
import type { EconomicEventView } from '../../schemas/calendar-data.ts';
import {
  HOME_AIRINGS,
  HOME_EVENT_DAYS,
  HOME_EVENTS,
  HOME_MOVERS_EACH_WAY,
  HOME_POST_TEXT_MAX,
  HOME_POSTS,
  HOME_STALE_SECONDS,
  HOME_WEBINARS,
  type HomePostView,
  type HomeView,
} from '../../schemas/home.ts';
import type { LiveStatusView } from '../../schemas/live.ts';
import type { PostView } from '../../schemas/posts.ts';
import type { CalendarDataService } from '../calendar-data/calendar-data.service.ts';
import type { LiveService } from '../live/live.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { TickerTapeService } from '../ticker-tape/ticker-tape.service.ts';
import type { WebinarsService } from '../webinars/webinars.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** High importance, on the economic calendar's 1–3 scale. */
const HIGH_IMPORTANCE = '3';

export interface HomeServiceDeps {
  tickerTape: Pick<TickerTapeService, 'snapshot'>;
  posts: Pick<PostsService, 'popularOutsideGroups'>;
  live: Pick<LiveService, 'status' | 'now'>;
  webinars: Pick<WebinarsService, 'upcoming'>;
  calendar: Pick<CalendarDataService, 'economic'>;
  /** The market clock (tests fix it), for "this week" of the calendar. */
  now: () => number;
}

/** A text cut to `max` characters (an emoji is one), an ellipsis saying so. */
export function cutText(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

export function previewOf(post: PostView): HomePostView {
  return {
    id: post.id,
    text: cutText(post.text, HOME_POST_TEXT_MAX),
    createdAt: post.createdAt,
    user: post.user,
    sentiment: post.sentiment,
    symbols: post.symbols,
    reaction_counts: post.reaction_counts,
    comments_count: post.comments_count,
    has_media: post.images.length > 0 || post.poll !== null,
  };
}

/** The show on now, if any, then the next airings: those not yet ended, in start order. */
export function airingsOf(status: LiveStatusView, now: number, limit: number) {
  return status.schedule.filter((airing) => Date.parse(airing.ends_at) > now).slice(0, limit);
}

/** This week's high-importance releases still to come, by time. */
export function upcomingEvents(events: readonly EconomicEventView[], now: number, limit: number) {
  return events
    .filter((event) => event.actual === null && Date.parse(event.scheduled_at) >= now)
    .slice(0, limit);
}

/**
 * The visitors' home page (issue 21 item 5): the market now, the members' popular posts outside
 * groups, and what the channel shows — the live show's next airings, upcoming webinars and this
 * week's big economic releases. The same answer for every visitor, so one is built per
 * `HOME_STALE_SECONDS` per process: a crowd of visitors costs the database one read of each.
 */
export class HomeService {
  private readonly cache = new TtlCache<'home', Promise<HomeView>>({
    ttlMs: HOME_STALE_SECONDS * 1000,
    maxEntries: 1,
  });

  constructor(private readonly deps: HomeServiceDeps) {}

  home(): Promise<HomeView> {
    const cached = this.cache.get('home');
    if (cached) return cached;
    const building = this.build();
    // Concurrent visitors share one build; a failed build is not kept.
    this.cache.set('home', building);
    building.catch(() => this.cache.delete('home'));
    return building;
  }

  private async build(): Promise<HomeView> {
    const { deps } = this;
    const now = deps.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const lastDay = new Date(now + (HOME_EVENT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const [markets, posts, live, webinars, calendar] = await Promise.all([
      deps.tickerTape.snapshot(HOME_MOVERS_EACH_WAY),
      deps.posts.popularOutsideGroups(HOME_POSTS),
      deps.live.status(),
      deps.webinars.upcoming(HOME_WEBINARS),
      deps.calendar.economic({ from: today, to: lastDay, importance: HIGH_IMPORTANCE }),
    ]);
    return {
      markets,
      posts: posts.map(previewOf),
      live: { onAir: live.onAir, airings: airingsOf(live, deps.live.now(), HOME_AIRINGS) },
      webinars: webinars.map((webinar) => ({
        slug: webinar.slug,
        title: webinar.title,
        host: webinar.host,
        level: webinar.level,
        starts_at: webinar.starts_at,
        ends_at: webinar.ends_at,
        status: webinar.status,
      })),
      events: upcomingEvents(calendar.data, now, HOME_EVENTS),
      generated_at: new Date(now).toISOString(),
    };
  }
}
