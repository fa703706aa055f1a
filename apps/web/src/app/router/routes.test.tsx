import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AuthStatus, authStatusAtom, viewerAtom } from '@/entities/session';
import { type BuiltPath, ROUTE_EXAMPLES, ROUTES, type RouteEntry } from '@/shared/config';
import {
  attemptQuestionFactory,
  courseFactory,
  courseLessonFactory,
  courseSummaryFactory,
  emailAlertsFactory,
  examAttemptFactory,
  examResultFactory,
  examSummaryFactory,
  followUserFactory,
  groupFactory,
  groupMemberFactory,
  homeFactory,
  interviewSummaryFactory,
  lessonFactory,
  postFactory,
  previousResultFactory,
  pricingPlanFactory,
  pricingPlansFactory,
  profileFactory,
  reportFactory,
  reportListFactory,
  reportSummaryFactory,
  resultQuestionFactory,
  symbolDetailFactory,
  symbolQuoteFactory,
  userFactory,
  watchlistFactory,
  watchlistRowFactory,
  watchlistSymbolFactory,
  widgetFactory,
} from '@/shared/lib/test';

const ROUTE_POST = postFactory({ id: 1, text: 'The one post of the route test' });
const ROUTE_PROFILE = profileFactory({
  userProfile: { name: 'Dana Demo', userName: 'dana', bio: 'Swing trader, route test' },
  followersCount: 1,
  followerUserData: [followUserFactory({ id: 9, name: 'Route Follower' })],
});

const ROUTE_NOTIFICATION = {
  id: 5,
  kind: 'follower' as const,
  url: '/profile/route_follower',
  title: 'Route Follower started following you',
  description: '',
  last_notification_time: '2026-11-25T09:00:00.000Z',
  read_at: null,
  user: { id: 9, name: 'Route Follower', avatar: '/photos/d-avatar.jpg' },
};

const ROUTE_CONVERSATION = {
  id: 3,
  message_id: 8,
  url: '/messages?chat=3',
  preview: 'See you at the open',
  last_message_time: '2026-11-25T09:00:00.000Z',
  user: {
    id: 9,
    name: 'Route Follower',
    userName: 'route_follower',
    avatar: '/photos/d-avatar.jpg',
  },
  read_at: null,
  unread_count: 1,
  other_last_read_message_id: 0,
};

/** The group of the route table's examples (/groups/1/Options-Club), which the member is in. */
const ROUTE_GROUP = groupFactory({
  id: 1,
  group_title: 'Options Club',
  group_name: 'options-club',
  description: 'Route test group',
  role: 'member',
  members_count: 2,
});
const ROUTE_SUGGESTED_GROUP = groupFactory({ id: 2, group_title: 'Swing Desk', members_count: 5 });

/** The market of /markets/stocks and /markets/stocks/us, and the symbol of /symbol/AAPL. */
const ROUTE_APPLE = symbolQuoteFactory({ symbol_id: 1, symbol: 'AAPL', name: 'Apple Route Inc.' });
const ROUTE_DETAIL = symbolDetailFactory({
  symbol_id: 1,
  symbol: 'AAPL',
  name: 'Apple Route Inc.',
});

/** The member's one list (/watchlist, /watchlist/edit/1), an idea and a locked pro pick. */
const ROUTE_WATCHLIST = watchlistFactory({
  id: 1,
  title: 'Route list',
  watchlist_symbols: [watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' })],
});
const ROUTE_IDEA = watchlistFactory({
  id: 2,
  title: 'Route idea',
  is_owner: false,
  curated: true,
  privacy_option: 'public',
  owner: { id: 9, name: 'Route Follower', user_name: 'route_follower', avatar: '/a.jpg' },
});
const ROUTE_PRO_PICK = {
  ...ROUTE_IDEA,
  id: 3,
  title: 'Route pro pick',
  pro_pick: true,
  locked: true,
};

/** The holiday calendar's one exchange and the futures calendar's one contract month. */
const ROUTE_EXCHANGE = {
  id: 'NYSE',
  name: 'New York Stock Exchange',
  country: 'US',
  time_zone: 'America/New_York',
  regular_close: '16:00',
};
const ROUTE_EXPIRY = {
  code: 'ESZ26',
  root: 'ES',
  name: 'Route E-mini',
  group: 'equity_index',
  exchange: 'CME',
  contract_month: '2026-12',
  last_trading_day: '2026-12-18',
  first_notice_day: null,
  settlement_day: '2026-12-18',
  settlement: 'cash',
};

/** The dividend, split and IPO calendars' one row each (sample rows, as the demo's are). */
const ROUTE_DIVIDEND = {
  id: 1,
  symbol_id: 1,
  symbol: 'AAPL',
  company: 'Route Dividend Inc.',
  ex_date: '2026-12-10',
  record_date: '2026-12-11',
  payment_date: '2026-12-18',
  amount: 0.26,
  currency: 'USD',
  frequency: 'quarterly',
  price: 190,
  price_simulated: true,
  yield_pct: 0.55,
  source: 'sample',
};
const ROUTE_SPLIT = {
  id: 1,
  symbol_id: null,
  symbol: 'RSPL',
  company: 'Route Split Corp.',
  date: '2026-12-10',
  numerator: 2,
  denominator: 1,
  ratio: '2-for-1',
  reverse: false,
  source: 'sample',
};
const ROUTE_IPO = {
  id: 1,
  company: 'Route IPO Holdings',
  symbol: 'RIPO',
  symbol_id: null,
  exchange: 'NASDAQ',
  date: '2026-12-10',
  price_low: 18,
  price_high: 20,
  price: null,
  shares: 12_500_000,
  deal_size: 250_000_000,
  currency: 'USD',
  status: 'expected',
  source: 'sample',
};

/** The economic and earnings calendars' one row each (sample rows, as the demo's are). */
const ROUTE_ECONOMIC_EVENT = {
  id: 1,
  country: 'US',
  currency: 'USD',
  event: 'Route Nonfarm Payrolls',
  period: 'Nov',
  importance: 3,
  scheduled_at: '2026-12-04T13:30:00Z',
  date: '2026-12-04',
  all_day: false,
  actual: null,
  forecast: 180,
  previous: 150,
  unit: 'K',
  higher_is_better: true,
  source: 'sample',
};
const ROUTE_EARNINGS = {
  id: 1,
  symbol_id: 1,
  symbol: 'AAPL',
  company: 'Route Earnings Inc.',
  date: '2026-12-04',
  time: 'after_close',
  fiscal_quarter: 'Q1 2027',
  eps_actual: null,
  eps_forecast: 2.35,
  eps_surprise_pct: null,
  revenue_actual: null,
  revenue_forecast: 124_000_000_000,
  revenue_surprise_pct: null,
  market_cap: 3_400_000_000_000,
  currency: 'USD',
  source: 'sample',
};

/** My week's one event: a release of the member's country, a sample row as the demo's are. */
const ROUTE_MY_WEEK_ITEM = {
  key: 'economic:1',
  kind: 'economic',
  date: '2030-06-17',
  at: '2030-06-17T12:30:00Z',
  title: 'Route My Week Payrolls',
  symbol: null,
  country: 'US',
  exchange: null,
  importance: 3,
  href: '/economic-calendar?from=2030-06-17&to=2030-06-17',
  reminder: null,
};

/** The trading school of the route table's examples: one course, its first lesson, its exam. */
const ROUTE_COURSE = courseFactory({
  slug: 'how-markets-work',
  title: 'Route Markets Course',
  lessons: [
    courseLessonFactory({ slug: 'stocks-and-exchanges', position: 1, title: 'Route Lesson One' }),
  ],
});
const ROUTE_LESSON = lessonFactory({
  slug: 'stocks-and-exchanges',
  title: 'Route Lesson One',
  blocks: [{ type: 'html', html: '<p>The route lesson’s text.</p>' }],
});
const ROUTE_EXAM = examSummaryFactory({ slug: 'market-basics', title: 'Route Exam' });
const ROUTE_ATTEMPT = examAttemptFactory({
  id: '1',
  exam: { ...examAttemptFactory({ id: '1' }).exam, title: 'Route Exam' },
  questions: [attemptQuestionFactory({ id: 'q1', number: 1, prompt: 'Route question one?' })],
});
const ROUTE_RESULT = examResultFactory({
  id: '1',
  exam: { ...examResultFactory({ id: '1' }).exam, title: 'Route Exam' },
  questions: [resultQuestionFactory({ id: 'q1', number: 1, prompt: 'Route result question?' })],
});

/** The reports of /specialize-reports: a free one and a pro one, locked for this member. */
const ROUTE_REPORTS = reportListFactory({
  reports: [
    reportSummaryFactory({ slug: 'reading-an-earnings-gap', title: 'Route Free Report' }),
    reportSummaryFactory({
      slug: 'route-pro-report',
      title: 'Route Pro Report',
      pro_only: true,
      locked: true,
    }),
  ],
});
const ROUTE_REPORT = reportFactory({
  slug: 'reading-an-earnings-gap',
  title: 'Route Free Report',
  blocks: [{ type: 'html', html: '<p>The route report’s text.</p>' }],
});

/** The plans of /pricing: a free plan and one pro plan. */
const ROUTE_PRICING = pricingPlansFactory({
  plans: [
    pricingPlanFactory({
      id: 1,
      name: 'Route Free',
      tier: 'free',
      monthlyPriceCents: 0,
      yearlyPriceCents: 0,
    }),
    pricingPlanFactory({ id: 2, name: 'Route Pro', highlighted: true }),
  ],
});

// Every list is empty; the single post of /post/1 is ROUTE_POST.
vi.mock('@/shared/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/api')>();
  return {
    ...original,
    api: {
      // The real transport (nothing in flight): the real-time bridge waits on it to settle.
      transport: original.api.transport,
      get: vi.fn(async (path: string) => {
        if (path === '/api/singlePost/{postId}') return ROUTE_POST;
        if (path === '/api/user-feed') return { data: { data: [] } };
        if (path === '/api/user-profile/{userId}') return { data: { data: [] } };
        if (path === '/api/users/suggested') return { data: [] };
        if (path === '/api/conversations') return { data: [ROUTE_CONVERSATION] };
        if (path === '/api/notifications') return { data: [ROUTE_NOTIFICATION], nextBefore: null };
        if (path === '/api/notifications/settings') return { muted: ['reaction'] };
        if (path === '/api/joined-chats') return { data: [ROUTE_GROUP] };
        if (path === '/api/suggested-chats') return { data: [ROUTE_SUGGESTED_GROUP] };
        if (path === '/api/groups/{groupId}') return ROUTE_GROUP;
        if (path === '/api/groups/{groupId}/members')
          return {
            data: [
              groupMemberFactory({ id: 3, role: 'owner' }),
              groupMemberFactory({ id: 1, role: 'member' }),
            ],
            page: 1,
            hasMore: false,
            total: 2,
          };
        if (path === '/api/user-group/{groupId}') return { data: { data: [] } };
        if (path === '/api/markets') return [];
        if (path === '/api/getWidget') return widgetFactory([ROUTE_APPLE]);
        if (path === '/api/symbols/{symbol}') return ROUTE_DETAIL;
        if (path === '/api/symbols/{symbolId}/bars')
          return { symbol_id: 1, range: '1M', resolution: '1d', simulated: true, bars: [] };
        if (path === '/api/symbols/{symbolId}/posts') return { data: { data: [] } };
        if (path === '/api/quotes') return {};
        if (path === '/api/alerts') return { data: [], max_active: 50 };
        if (path === '/api/calendars/holidays')
          return {
            from: '2026-12-01',
            to: '2026-12-31',
            exchanges: [ROUTE_EXCHANGE],
            data: [
              {
                date: '2026-12-25',
                exchange: 'NYSE',
                name: 'Route holiday',
                kind: 'closed',
                closes: null,
              },
            ],
          };
        if (path === '/api/calendars/futures-expiry')
          return { from: '2026-12-01', to: '2026-12-31', contracts: [], data: [ROUTE_EXPIRY] };
        if (path === '/api/calendars/dividends')
          return { from: '2026-12-01', to: '2026-12-14', sample: true, data: [ROUTE_DIVIDEND] };
        if (path === '/api/calendars/splits')
          return { from: '2026-12-01', to: '2026-12-14', sample: true, data: [ROUTE_SPLIT] };
        if (path === '/api/calendars/ipos')
          return { from: '2026-12-01', to: '2026-12-14', sample: true, data: [ROUTE_IPO] };
        if (path === '/api/calendars/economic')
          return {
            from: '2026-12-01',
            to: '2026-12-07',
            sample: true,
            tz: 'UTC',
            countries: [{ code: 'US', name: 'United States' }],
            data: [ROUTE_ECONOMIC_EVENT],
          };
        if (path === '/api/calendars/earnings')
          return { from: '2026-12-01', to: '2026-12-07', sample: true, data: [ROUTE_EARNINGS] };
        if (path === '/api/calendars/my-week')
          return {
            items: [ROUTE_MY_WEEK_ITEM],
            time_zone: 'UTC',
            symbols: ['AAPL'],
            countries: ['US'],
            exchanges: ['NASDAQ'],
            sample: true,
          };
        if (path === '/api/school/courses')
          return {
            courses: [
              courseSummaryFactory({ slug: 'how-markets-work', title: 'Route Markets Course' }),
            ],
            continue: null,
          };
        if (path === '/api/school/courses/{courseSlug}') return ROUTE_COURSE;
        if (path === '/api/school/courses/{courseSlug}/lessons/{lessonSlug}') return ROUTE_LESSON;
        if (path === '/api/school/badges/{userName}') return { badges: [] };
        if (path === '/api/pricingPlans') return ROUTE_PRICING;
        if (path === '/api/home') return homeFactory();
        if (path === '/api/reports') return ROUTE_REPORTS;
        if (path === '/api/emailAlerts') return emailAlertsFactory({ new_reports: 'active' });
        if (path === '/api/ceoInterviews')
          return {
            query: '',
            interviews: [
              interviewSummaryFactory({ slug: 'route-interview', title: 'Route Interview' }),
            ],
            matches: [],
          };
        if (path === '/api/reports/{slug}') return ROUTE_REPORT;
        if (path === '/api/webinars')
          return {
            upcoming: [
              {
                slug: 'route-webinar',
                title: 'Route Webinar',
                host: 'Route Host',
                summary: 'A webinar of the route test.',
                level: 'beginner',
                starts_at: '2027-01-14T18:30:00.000Z',
                ends_at: '2027-01-14T19:30:00.000Z',
                duration_minutes: 60,
                status: 'upcoming',
                registered: false,
                registrant_count: 0,
                replay_url: null,
              },
            ],
            past: [],
            now: '2026-11-27T10:00:00.000Z',
          };
        if (path === '/api/personalAccess')
          return {
            can_book: false,
            days: 14,
            max_upcoming: 2,
            hosts: [
              {
                slug: 'route-host',
                name: 'Route Host',
                role: 'Analyst',
                speciality: 'Markets',
                bio_html: '<p>The route host’s bio.</p>',
                time_zone: 'UTC',
                session_minutes: 45,
                slots: [],
              },
            ],
          };
        if (path === '/api/personalAccess/bookings') return { bookings: [] };
        if (path === '/api/technicalAnalyses')
          return {
            analyses: [
              {
                slug: 'route-analysis',
                symbol: 'AAPL',
                title: 'Route Analysis',
                summary: 'What the route analysis says.',
                author: 'TapeTV Technicals',
                bias: 'bullish',
                resolution: '1d',
                published_at: '2026-11-20T00:00:00.000Z',
              },
            ],
            symbols: ['AAPL'],
          };
        if (path === '/api/live') {
          const show = {
            show: 'route-show',
            title: 'Route Show',
            host: 'Route Host',
            description: 'The route show.',
            starts_at: '2027-01-14T14:00:00.000Z',
            ends_at: '2027-01-14T14:30:00.000Z',
          };
          return {
            onAir: false,
            streamUrl: null,
            currentShow: null,
            nextShow: show,
            schedule: [show],
            shows: [],
          };
        }
        if (path === '/api/live/chat') return { data: [], hasMore: false };
        if (path === '/api/exams') return { exams: [ROUTE_EXAM] };
        if (path === '/api/exam-attempts')
          return {
            attempts: [
              previousResultFactory({
                id: '1',
                exam: { slug: 'market-basics', title: 'Route Exam' },
              }),
            ],
          };
        if (path === '/api/exam-attempts/{id}') return ROUTE_ATTEMPT;
        if (path === '/api/exam-attempts/{id}/result') return ROUTE_RESULT;
        if (path === '/api/watchlist/')
          return { hasUserWatchlist: true, watchlistDetails: [ROUTE_WATCHLIST] };
        if (path === '/api/watchlist/symbols/{id}')
          return { id: 1, symbols: [watchlistRowFactory({ symbol_id: 1, symbol: 'AAPL' })] };
        if (path === '/api/watchlist/editWatchlistData/{id}') return ROUTE_WATCHLIST;
        if (path === '/api/watchlist/ideas') return { data: [ROUTE_IDEA] };
        if (path === '/api/watchlist/pro-picks') return { isPro: false, data: [ROUTE_PRO_PICK] };
        if (path === '/api/{groupId}/messages') return { data: [] };
        if (path === '/api/{userId}/notifications')
          return {
            message: [],
            follower: [ROUTE_NOTIFICATION],
            reaction: [],
            comment: [],
            pollVote: [],
            unread: { follower: 1, message: 0, activity: 0 },
          };
        return [];
      }),
      post: vi.fn(async (path: string) => {
        if (path === '/api/profileData/{userName}') return ROUTE_PROFILE;
        return undefined;
      }),
    },
  };
});

// Members' pages open a real-time connection; here it is the package's in-memory fake.
vi.mock('@tapetv/realtime', async (importOriginal) => {
  const { createFakeRealtime } = await import('@tapetv/realtime/fake');
  return {
    ...(await importOriginal<typeof import('@tapetv/realtime')>()),
    createRealtime: () => createFakeRealtime({ member: { id: 1 } }),
  };
});

// The chart draws on a canvas, which this DOM has not: its wrapper stands in.
vi.mock('@tapetv/ui/price-chart', () => ({
  PriceChart: ({ label }: { label: string }) => <figure aria-label={label} />,
}));
vi.mock('@tapetv/ui/score-chart', () => ({
  ScoreChart: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const { AppRoutes } = await import('./routes.tsx');

interface RouterState {
  state: { location: Location };
}

/** Writes the router's current location into `into`, as the data router's state exposed it. */
function LocationProbe({ into }: { into: RouterState }) {
  into.state.location = useLocation();
  return null;
}

function renderAt(url: string, status: AuthStatus) {
  const store = createStore();
  store.set(authStatusAtom, status);
  if (status === 'member') store.set(viewerAtom, userFactory());
  // Where the app is now, read as the router's state used to be.
  const router: RouterState = {
    state: { location: { pathname: '', search: '', hash: '' } as Location },
  };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe into={router} />
      </MemoryRouter>
    </Provider>,
  );
  return router;
}

/**
 * What only this page shows, beyond the title every page has: a built page's own content, and
 * for a page not built yet the plain "coming soon" state naming it (never a blank or broken page).
 */
const OWN_CONTENT: Record<BuiltPath, () => Promise<unknown>> = {
  '/': () => screen.findByRole('region', { name: 'Markets now' }),
  '/feed': async () => {
    await screen.findByRole('form', { name: 'Create a post' });
    return screen.findByText('Your feed is empty');
  },
  '/post/:id': () => screen.findByText('The one post of the route test'),
  '/profile/:userName': async () => {
    await screen.findByRole('heading', { level: 1, name: 'Dana Demo' });
    return screen.findByText('Swing trader, route test');
  },
  '/profile/:userName/follow': () => screen.findByRole('link', { name: 'Route Follower' }),
  '/profile/:userName/setting': () => screen.findByRole('form', { name: 'Profile details' }),
  '/profile/:userName/notification': () =>
    screen.findByRole('button', { name: /Route Follower started following you/ }),
  '/notifications': () =>
    screen.findByRole('button', { name: /Route Follower started following you/ }),
  '/messages': () => screen.findByRole('link', { name: /Route Follower/ }),
  '/groups': async () => {
    await screen.findByRole('link', { name: /Options Club/ });
    return screen.findByRole('button', { name: 'Join Swing Desk' });
  },
  '/groups/:groupId/:groupName': async () => {
    await screen.findByText('Route test group');
    return screen.findByRole('link', { name: 'Discussion', current: 'page' });
  },
  '/groups/:groupId/:groupName/live-chat': () =>
    screen.findByRole('link', { name: 'Live chat', current: 'page' }),
  '/groups/:groupId/:groupName/members': async () => {
    await screen.findByRole('link', { name: 'Members', current: 'page' });
    return screen.findByRole('link', { name: /Member 3/ });
  },
  '/markets/:category': async () => {
    await screen.findByRole('row', { name: /AAPL/ });
    return screen.findByRole('figure', { name: 'AAPL' });
  },
  '/markets/:category/:subCategory': () => screen.findByRole('row', { name: /Apple Route Inc/ }),
  '/symbol/:symbol': async () => {
    await screen.findByRole('heading', { level: 2, name: 'Posts on $AAPL' });
    return screen.findByRole('figure', { name: 'AAPL' });
  },
  '/watchlist': async () => {
    await screen.findByRole('tab', { name: /Route list/, selected: true });
    return screen.findByRole('row', { name: /AAPL/ });
  },
  '/watchlist/edit/:id': async () => {
    await screen.findByDisplayValue('Route list');
    return screen.findByRole('button', { name: 'Remove AAPL' });
  },
  '/watchlist/manage': () => screen.findByRole('link', { name: 'Route list' }),
  '/watchlist-ideas': () => screen.findByText('Route idea'),
  '/pro-picks': async () => {
    await screen.findByText('Route pro pick');
    return screen.findAllByRole('link', { name: /Upgrade to Pro/ });
  },
  '/holiday-calendar': () => screen.findByRole('row', { name: /Route holiday/ }),
  '/futures-expiry-calendar': () => screen.findByRole('row', { name: /Route E-mini/ }),
  '/dividend-calendar': () => screen.findByRole('row', { name: /Route Dividend/ }),
  '/splits-calendar': () => screen.findByRole('row', { name: /Route Split/ }),
  '/ipo-calendar': () => screen.findByRole('row', { name: /Route IPO/ }),
  '/economic-calendar': () => screen.findByRole('row', { name: /Route Nonfarm Payrolls/ }),
  '/earning-calendar': () => screen.findByRole('row', { name: /Route Earnings/ }),
  '/my-week': () => screen.findByRole('row', { name: /Route My Week Payrolls/ }),
  '/trading-school': () => screen.findByRole('link', { name: /Route Markets Course/ }),
  '/trading-school/:courseSlug': () => screen.findByRole('link', { name: /Route Lesson One/ }),
  '/trading-school/:courseSlug/:lessonSlug': () => screen.findByText('The route lesson’s text.'),
  '/specialize-reports': () =>
    screen.findByRole('link', { name: 'Upgrade to Pro to open Route Pro Report' }),
  '/single-report': () => screen.findByText('The route report’s text.'),
  '/ceo-interviews': () => screen.findByRole('link', { name: 'Route Interview' }),
  '/email-alerts': () => screen.findByRole('switch', { name: 'New reports', checked: true }),
  '/webinar': () => screen.findByRole('button', { name: 'Register for Route Webinar' }),
  '/personal-access': () => screen.findByRole('heading', { level: 2, name: 'Route Host' }),
  '/technical-analysis': () => screen.findByRole('link', { name: 'Route Analysis' }),
  '/tapetv-live': () => screen.findByRole('heading', { name: 'Off air' }),
  '/exams': () => screen.findByRole('button', { name: 'Start exam: Route Exam' }),
  '/exam/:examName/question/:questionId': () => screen.findByText('Route question one?'),
  '/exam/result/:id': () => screen.findByText('Route result question?'),
  '/previous-results': () => screen.findByRole('row', { name: /Route Exam/ }),
  '/pricing': async () => {
    await screen.findByRole('article', { name: 'Route Pro' });
    return screen.findByRole('button', { name: 'Create free account' });
  },
  // Nothing chosen on /pricing yet (local storage is empty here): the way back to the plans.
  '/checkout': () => screen.findByRole('link', { name: 'See the plans' }),
  '/checkout/thank-you': () => screen.findByText('Thank you for your interest in TapeTV'),
  '/login': () => screen.findByPlaceholderText('Enter Password'),
  '/register': () => screen.findByRole('textbox', { name: 'User name' }),
  '/register/confirm': () => screen.findByRole('heading', { name: 'Finishing your sign-up' }),
  '/forgot-password': () => screen.findByPlaceholderText('Enter Your Email'),
  '/reset-password': () => screen.findByLabelText('Repeat the new password'),
};

/** Pages whose h1 is not the route's title: a profile's is the member's name, a group's its title. */
const PAGE_HEADING: Partial<Record<BuiltPath, string>> = {
  '/profile/:userName': 'Dana Demo',
  '/groups/:groupId/:groupName': 'Options Club',
  '/groups/:groupId/:groupName/live-chat': 'Options Club',
  '/groups/:groupId/:groupName/members': 'Options Club',
  '/profile/:userName/notification': 'Notifications',
  '/markets/:category': 'Stocks',
  '/markets/:category/:subCategory': 'Stocks',
  '/symbol/:symbol': 'AAPL Apple Route Inc.',
  '/trading-school/:courseSlug': 'Route Markets Course',
  '/trading-school/:courseSlug/:lessonSlug': 'Route Lesson One',
  '/single-report': 'Route Free Report',
  '/exam/:examName/question/:questionId': 'Route Exam',
  '/exam/result/:id': 'Route Exam: result',
};
const headingOf = (route: RouteEntry) =>
  (PAGE_HEADING as Partial<Record<string, string>>)[route.path] ?? route.title;

async function expectOwnContent(route: RouteEntry) {
  const own = (OWN_CONTENT as Partial<Record<string, () => Promise<unknown>>>)[route.path];
  if (route.built) {
    expect(own, `${route.path} is built: OWN_CONTENT says what it shows`).toBeDefined();
    await own?.();
    expect(screen.queryByText('This section is coming soon')).toBeNull();
  } else {
    expect(await screen.findByText('This section is coming soon')).toBeTruthy();
    expect(
      screen.getByText(`We are building ${route.title} right now.`, { exact: false }),
    ).toBeTruthy();
  }
}

const where = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('access rules for every route of spec point 2', () => {
  // Each route with its example URL, named `example` for the test titles.
  const withExamples = ROUTES.map((route) => ({ ...route, example: ROUTE_EXAMPLES[route.path] }));
  const memberRoutes = withExamples.filter((route) => route.access === 'member');
  const publicRoutes = withExamples.filter((route) => route.access === 'public');

  it('lists the spec routes, with only home, pricing, checkout and thank-you public', () => {
    expect(publicRoutes.map((route) => route.path).sort()).toEqual([
      '/',
      '/checkout',
      '/checkout/thank-you',
      '/pricing',
    ]);
    expect(ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/tapetv-live',
        '/exam/:examName/question/:questionId',
        '/groups/:groupId/:groupName',
      ]),
    );
  });

  it.each(memberRoutes)(
    'a visitor opening $example goes to login with the full target as redirect',
    async (route) => {
      const router = renderAt(route.example, 'visitor');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(route.example);
      expect(await screen.findByRole('heading', { name: 'Account Login', level: 1 })).toBeTruthy();
    },
  );

  it.each(memberRoutes)(
    'a member opening $example stays there and sees that page',
    async (route) => {
      const router = renderAt(route.example, 'member');
      expect(await screen.findByRole('heading', { name: headingOf(route), level: 1 })).toBeTruthy();
      await expectOwnContent(route);
      expect(where(router)).toBe(route.example);
    },
  );

  it.each(publicRoutes.filter((route) => route.path !== '/'))(
    'a visitor may open $example',
    async (route) => {
      const router = renderAt(route.example, 'visitor');
      expect(await screen.findByRole('heading', { name: route.title, level: 1 })).toBeTruthy();
      await expectOwnContent(route);
      expect(where(router)).toBe(route.example);
    },
  );

  it.each(withExamples.filter((route) => route.access === 'guest'))(
    'a visitor opening $example sees that page',
    async (route) => {
      const router = renderAt(route.example, 'visitor');
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      await expectOwnContent(route);
      expect(where(router)).toBe(route.example);
    },
  );

  it('brings a member who signed up from the checkout back to it, and nowhere off the site', async () => {
    const { api } = await import('@/shared/api');
    const confirmed = { success: true, message: 'Welcome', user: userFactory({ id: 31 }) };
    vi.mocked(api.post).mockResolvedValueOnce(confirmed);
    const router = renderAt('/register/confirm?token=t&next=%2Fcheckout', 'visitor');
    await waitFor(() => expect(where(router)).toBe('/checkout'));
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
    cleanup();

    vi.mocked(api.post).mockResolvedValueOnce(confirmed);
    const elsewhere = renderAt('/register/confirm?token=t&next=%2F%2Fevil.example', 'visitor');
    await waitFor(() => expect(where(elsewhere)).toBe('/feed'));
  });

  it('keeps the query string and hash in the redirect value', async () => {
    const router = renderAt('/watchlist?x=1&tab=a%20b#top', 'visitor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/watchlist?x=1&tab=a%20b#top',
    );
  });

  it('sends a member opening / to /feed', async () => {
    const router = renderAt('/', 'member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });

  it('shows a visitor the home page at /', async () => {
    renderAt('/', 'visitor');
    expect(
      await screen.findByRole('heading', { name: 'Markets, live. Traders, together.', level: 1 }),
    ).toBeTruthy();
    // The way in, under the pitch and again at the end.
    const joins = screen.getAllByRole('link', { name: 'Create a free account' });
    expect(joins.map((link) => link.getAttribute('href'))).toEqual(['/register', '/register']);
    const pricing = screen.getAllByRole('link', { name: 'See pricing' });
    expect(pricing.map((link) => link.getAttribute('href'))).toEqual(['/pricing', '/pricing']);
    // The market, members' posts and the channel's week, from GET /api/home (issue 21).
    expect(await screen.findByRole('region', { name: 'Markets now' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Read 4 comments' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Reading the Fed dot plot' }).getAttribute('href'),
    ).toBe('/webinar?webinar=reading-the-fed-dot-plot');
    expect(screen.queryByText('Soon')).toBeNull();
  });

  it('sends a member away from the login page to the redirect value', async () => {
    const router = renderAt('/login?redirect=%2Fwatchlist%3Fx%3D1', 'member');
    await waitFor(() => expect(where(router)).toBe('/watchlist?x=1'));
  });

  it('shows only the splash (the frame and a loader) while the login status is being checked', async () => {
    const router = renderAt('/watchlist', 'checking');
    expect(await screen.findByText('Checking your session')).toBeTruthy();
    // The header's frame, hidden from screen readers, with nothing a member or a visitor uses.
    const frame = document.querySelector('[data-slot="header-frame"]');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.textContent).toBe('TapeTV');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Watchlists' })).toBeNull();
    expect(router.state.location.pathname).toBe('/watchlist');
  });

  it('answers an unknown path with the 404 page', async () => {
    renderAt('/no/such/page', 'visitor');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
  });
});
