import type { ResponseBody } from '@tapetv/api-client';
import { statsFactory } from './factories.ts';

// The API's own shapes (shared may not import pages).
type Home = ResponseBody<'/api/home', 'get'>;
type HomeQuote = Home['markets']['indices'][number];
type HomePost = Home['posts'][number];
type EconomicEvent = Home['events'][number];

/** "Now" of the home page's sample: Wednesday 25 November 2026, 14:40 UTC (The Opening Tape). */
export const HOME_NOW = Date.parse('2026-11-25T14:40:00.000Z');
const at = (minutes: number) => new Date(HOME_NOW + minutes * 60_000).toISOString();

/** A symbol with figures: `price` against a previous close of `prevClose`. */
export const homeQuoteFactory = (
  symbolId: number,
  symbol: string,
  name: string,
  price: number,
  prevClose: number,
  type: HomeQuote['type'] = 'stocks',
): HomeQuote => ({
  symbol_id: symbolId,
  symbol,
  company_name: type === 'stocks' ? name : null,
  name,
  country: 'US',
  exchange: type === 'indices' ? 'INDEX' : 'NASDAQ',
  type,
  region: 'us',
  sector: type === 'stocks' ? 'technology' : null,
  currency: 'USD',
  stats: statsFactory({ price, prev_close: prevClose }),
});

/** A popular post as a visitor sees it, `minutesAgo` before HOME_NOW. */
export const homePostFactory = (
  overrides: Partial<HomePost> & { id: number; minutesAgo?: number },
): HomePost => {
  const { minutesAgo = 30, ...rest } = overrides;
  return {
    text: `Post ${overrides.id}`,
    createdAt: at(-minutesAgo),
    user: { id: 7, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
    sentiment: null,
    symbols: [],
    reaction_counts: [],
    comments_count: 0,
    has_media: false,
    ...rest,
  };
};

/** A high-importance US release `minutesAhead` of HOME_NOW. */
export const homeEventFactory = (
  overrides: Partial<EconomicEvent> & { id: number; minutesAhead: number },
): EconomicEvent => {
  const { minutesAhead, ...rest } = overrides;
  const scheduled = at(minutesAhead);
  return {
    country: 'US',
    currency: 'USD',
    event: `Release ${overrides.id}`,
    period: 'Oct',
    importance: 3,
    scheduled_at: scheduled,
    date: scheduled.slice(0, 10),
    all_day: false,
    actual: null,
    forecast: 2.8,
    previous: 2.7,
    unit: '%',
    higher_is_better: true,
    source: 'sample',
    ...rest,
  };
};

/** The home page as the demo shows it at HOME_NOW: every section filled. */
export const homeFactory = (overrides: Partial<Home> = {}): Home => ({
  markets: {
    indices: [
      homeQuoteFactory(1, 'SPX', 'S&P 500', 5021.4, 4990, 'indices'),
      homeQuoteFactory(2, 'NDX', 'Nasdaq 100', 17_950.2, 18_010, 'indices'),
      homeQuoteFactory(3, 'DJI', 'Dow Jones Industrial Average', 38_240.7, 38_100, 'indices'),
    ],
    gainers: [
      homeQuoteFactory(10, 'NVDA', 'NVIDIA Corporation', 131.5, 124.3),
      homeQuoteFactory(11, 'AMD', 'Advanced Micro Devices', 162.4, 157.9),
    ],
    losers: [homeQuoteFactory(12, 'INTC', 'Intel Corporation', 19.84, 21.1)],
  },
  posts: [
    homePostFactory({
      id: 101,
      text: '$NVDA breaking out of the flag on volume. Adding on the retest.',
      sentiment: 'bullish',
      symbols: [{ symbol_id: 10, symbol: 'NVDA', price_at_post: 129.8 }],
      reaction_counts: [
        { reaction_type_id: 1, name: 'like', count: 12 },
        { reaction_type_id: 7, name: 'bullish', count: 5 },
      ],
      comments_count: 4,
      minutesAgo: 25,
    }),
    homePostFactory({
      id: 102,
      user: { id: 8, name: 'Dana Demo', userName: 'dana', avatar: '/photos/d-avatar.jpg' },
      text: 'Which way does the Fed lean in December?',
      reaction_counts: [{ reaction_type_id: 3, name: 'haha', count: 2 }],
      comments_count: 1,
      has_media: true,
      minutesAgo: 180,
    }),
  ],
  live: {
    onAir: true,
    airings: [
      {
        show: 'opening-tape',
        title: 'The Opening Tape',
        host: 'Maya Chen',
        description: 'The open, live.',
        starts_at: at(-10),
        ends_at: at(50),
      },
      {
        show: 'midday-levels',
        title: 'Midday Levels',
        host: 'Jonas Weber',
        description: 'Levels that matter.',
        starts_at: at(24 * 60 + 140),
        ends_at: at(24 * 60 + 170),
      },
    ],
  },
  webinars: [
    {
      slug: 'reading-the-fed-dot-plot',
      title: 'Reading the Fed dot plot',
      host: 'TapeTV Desk',
      level: 'intermediate',
      starts_at: at(26 * 60),
      ends_at: at(27 * 60),
      status: 'upcoming',
    },
  ],
  events: [
    homeEventFactory({ id: 201, event: 'GDP Growth Rate QoQ', period: 'Q3', minutesAhead: 150 }),
    homeEventFactory({ id: 202, event: 'Core PCE Price Index MoM', minutesAhead: 2 * 24 * 60 }),
  ],
  generated_at: at(0),
  ...overrides,
});
