import { matchPath } from 'react-router';

/**
 * Every route of the product (spec point 2) with who may open it. The router, the guard and the
 * tests all read this one table; the tests' URL of each route is in `route-examples.ts`, kept
 * out of the table so it does not ship in every page's script.
 */
export type Access = 'public' | 'member' | 'guest';

export interface RouteEntry {
  /** React Router path pattern. */
  path: string;
  title: string;
  /** public: anyone; member: logged-in only (visitors go to login); guest: login/register pages. */
  access: Access;
  /**
   * The page is built. Routes without it show the "coming soon" page, and every link to them says
   * "Soon" (mega-menu, home cards, bottom bar); each issue that builds a page sets it.
   */
  built?: true;
}

export const ROUTES = [
  { path: '/', title: 'Home', access: 'public', built: true },
  {
    path: '/markets/:category',
    title: 'Markets',
    access: 'member',
    built: true,
  },
  {
    path: '/markets/:category/:subCategory',
    title: 'Markets',
    access: 'member',
    built: true,
  },
  // Beyond the spec's routes: a symbol's chart, figures and members' calls.
  {
    path: '/symbol/:symbol',
    title: 'Symbol',
    access: 'member',
    built: true,
  },
  {
    path: '/watchlist-ideas',
    title: 'Watchlist Ideas',
    access: 'member',
    built: true,
  },
  {
    path: '/pro-picks',
    title: 'Pro Picks',
    access: 'member',
    built: true,
  },
  {
    path: '/personal-access',
    title: 'Personal Access',
    access: 'member',
    built: true,
  },
  {
    path: '/specialize-reports',
    title: 'Specialized Reports',
    access: 'member',
    built: true,
  },
  {
    path: '/single-report',
    title: 'Report',
    access: 'member',
    built: true,
  },
  {
    path: '/technical-analysis',
    title: 'Technical Analysis',
    access: 'member',
    built: true,
  },
  { path: '/pricing', title: 'Pricing', access: 'public', built: true },
  { path: '/feed', title: 'Feed', access: 'member', built: true },
  { path: '/post/:id', title: 'Post', access: 'member', built: true },
  {
    path: '/profile/:userName',
    title: 'Profile',
    access: 'member',
    built: true,
  },
  {
    path: '/profile/:userName/setting',
    title: 'Profile Settings',
    access: 'member',
    built: true,
  },
  {
    path: '/profile/:userName/follow',
    title: 'Followers and Followings',
    access: 'member',
    built: true,
  },
  {
    path: '/profile/:userName/notification',
    title: 'Profile Notifications',
    access: 'member',
    built: true,
  },
  {
    path: '/notifications',
    title: 'Notifications',
    access: 'member',
    built: true,
  },
  {
    path: '/watchlist',
    title: 'Watchlists',
    access: 'member',
    built: true,
  },
  {
    path: '/watchlist/edit/:id',
    title: 'Edit Watchlist',
    access: 'member',
    built: true,
  },
  {
    path: '/watchlist/manage',
    title: 'Manage Watchlists',
    access: 'member',
    built: true,
  },
  { path: '/exams', title: 'Exams', access: 'member', built: true },
  {
    path: '/previous-results',
    title: 'Previous Results',
    access: 'member',
    built: true,
  },
  {
    path: '/exam/:examName/question/:questionId',
    title: 'Exam Question',
    access: 'member',
    built: true,
  },
  {
    path: '/exam/result/:id',
    title: 'Exam Result',
    access: 'member',
    built: true,
  },
  { path: '/groups', title: 'Groups', access: 'member', built: true },
  {
    path: '/groups/:groupId/:groupName',
    title: 'Group',
    access: 'member',
    built: true,
  },
  {
    path: '/groups/:groupId/:groupName/live-chat',
    title: 'Group Live Chat',
    access: 'member',
    built: true,
  },
  {
    path: '/groups/:groupId/:groupName/members',
    title: 'Group Members',
    access: 'member',
    built: true,
  },
  {
    path: '/trading-school',
    title: 'Trading School',
    access: 'member',
    built: true,
  },
  // Beyond the spec's routes (issue 19): a course and one of its lessons.
  {
    path: '/trading-school/:courseSlug',
    title: 'Course',
    access: 'member',
    built: true,
  },
  {
    path: '/trading-school/:courseSlug/:lessonSlug',
    title: 'Lesson',
    access: 'member',
    built: true,
  },
  { path: '/checkout', title: 'Checkout', access: 'public', built: true },
  {
    path: '/checkout/thank-you',
    title: 'Thank You',
    access: 'public',
    built: true,
  },
  {
    path: '/ceo-interviews',
    title: 'CEO Interviews',
    access: 'member',
    built: true,
  },
  {
    path: '/dividend-calendar',
    title: 'Dividend Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/earning-calendar',
    title: 'Earnings Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/economic-calendar',
    title: 'Economic Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/holiday-calendar',
    title: 'Holiday Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/splits-calendar',
    title: 'Splits Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/ipo-calendar',
    title: 'IPO Calendar',
    access: 'member',
    built: true,
  },
  {
    path: '/futures-expiry-calendar',
    title: 'Futures Expiry Calendar',
    access: 'member',
    built: true,
  },
  // Beyond the spec's routes (issue 18): the seven calendars merged for the member's symbols.
  { path: '/my-week', title: 'My Week', access: 'member', built: true },
  { path: '/webinar', title: 'Webinars', access: 'member', built: true },
  { path: '/email-alerts', title: 'Email Alerts', access: 'member', built: true },
  // Spec: /{product}-live; the product is TapeTV.
  { path: '/tapetv-live', title: 'TapeTV Live', access: 'member', built: true },
  { path: '/messages', title: 'Messages', access: 'member', built: true },
  { path: '/login', title: 'Log In', access: 'guest', built: true },
  {
    path: '/register',
    title: 'Create Account',
    access: 'guest',
    built: true,
  },
  {
    path: '/register/confirm',
    title: 'Finish Signing Up',
    access: 'guest',
    built: true,
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    access: 'guest',
    built: true,
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    access: 'guest',
    built: true,
  },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The paths whose page is built (`built: true`); the router needs a page module for each. */
export type BuiltPath = Extract<(typeof ROUTES)[number], { built: true }>['path'];

const BUILT = ROUTES.map((route) => ({
  path: route.path,
  built: 'built' in route && route.built === true,
}));

/**
 * Whether a link leads to a built page: false for a path of the route table whose page is not
 * built yet (the link shows "Soon"); true for built pages, other sites and unknown paths.
 */
export function isBuiltUrl(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return true;
  const pathname = url.split(/[?#]/)[0] ?? url;
  // Static paths first, as React Router ranks them: /watchlist/manage before /watchlist/edit/:id.
  const match =
    BUILT.find((route) => route.path === pathname) ??
    BUILT.find((route) => matchPath(route.path, pathname));
  return match ? match.built : true;
}

/** Links used across the app. */
export const paths = {
  home: '/',
  feed: '/feed',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  pricing: '/pricing',
  /** The checkout of the plan and cycle chosen on /pricing (kept in local storage, not the URL). */
  checkout: '/checkout',
  /** After paying: with the order's id, the page shows that order (the member's own only). */
  checkoutThankYou: (orderId?: number) =>
    orderId === undefined ? '/checkout/thank-you' : `/checkout/thank-you?order=${orderId}`,
  messages: '/messages',
  notifications: '/notifications',
  /** The specialized reports, and one of them by its slug (issue 20). */
  reports: '/specialize-reports',
  report: (slug: string) => `/single-report?slug=${encodeURIComponent(slug)}`,
  tradingSchool: '/trading-school',
  /** A course of the trading school, and one of its lessons (beyond the spec's routes). */
  course: (courseSlug: string) => `/trading-school/${encodeURIComponent(courseSlug)}`,
  lesson: (courseSlug: string, lessonSlug: string) =>
    `/trading-school/${encodeURIComponent(courseSlug)}/${encodeURIComponent(lessonSlug)}`,
  exams: '/exams',
  previousResults: '/previous-results',
  /**
   * A question of a running attempt (spec point 2): `questionId` is its number in the attempt
   * (1-based); `timeLimit` (seconds) is for display only, the clock is the server's deadline.
   */
  examQuestion: (examSlug: string, question: number, attemptId: number, timeLimit: number) =>
    `/exam/${encodeURIComponent(examSlug)}/question/${question}?examId=${attemptId}&timeLimit=${timeLimit}`,
  examResult: (attemptId: number) => `/exam/result/${attemptId}`,
  watchlist: '/watchlist',
  /**
   * One list on /watchlist (`?list=`); with `userId`, another member's list, read-only
   * (`?user=&list=`): /watchlist shows the viewer's own lists otherwise.
   */
  watchlistList: (id: number, userId?: number | null) =>
    userId ? `/watchlist?user=${userId}&list=${id}` : `/watchlist?list=${id}`,
  watchlistEdit: (id: number) => `/watchlist/edit/${id}`,
  watchlistManage: '/watchlist/manage',
  watchlistIdeas: '/watchlist-ideas',
  proPicks: '/pro-picks',
  ceoInterviews: '/ceo-interviews',
  /** The webinars page (issue 20), and with one webinar open (what cards, mails and reminders link to). */
  webinars: '/webinar',
  webinar: (slug: string) => `/webinar?webinar=${encodeURIComponent(slug)}`,
  /** The live show's page (spec: /{product}-live). */
  live: '/tapetv-live',
  economicCalendar: '/economic-calendar',
  profile: (userName: string) => `/profile/${encodeURIComponent(userName)}`,
  profileSettings: (userName: string) => `/profile/${encodeURIComponent(userName)}/setting`,
  profileFollows: (userName: string, tab: 'followers' | 'followings' = 'followers') =>
    `/profile/${encodeURIComponent(userName)}/follow?tab=${tab}`,
  post: (id: number) => `/post/${id}`,
  /** A symbol's page (beyond the spec's routes). */
  symbol: (ticker: string) => `/symbol/${encodeURIComponent(ticker)}`,
  groups: '/groups',
  /** A group's page (or one of its tabs): the slug is the title with spaces made dashes. */
  group: (id: number, title: string, tab?: 'live-chat' | 'members') =>
    `/groups/${id}/${groupSlug(title)}${tab ? `/${tab}` : ''}`,
} as const;

/** The URL slug of a group: its title with spaces replaced by dashes (spec point 2). */
export function groupSlug(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/g, '-'));
}

/**
 * The login URL for a visitor who tried to open `target` (path + query + hash), which comes back
 * in the `redirect` parameter.
 */
export function loginUrl(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after logging in: the `redirect` value when it is a path on this site, else /feed.
 * Absolute and protocol-relative URLs are refused so a crafted link cannot send members elsewhere.
 */
export function redirectTarget(search: string): string {
  return sameSitePath(new URLSearchParams(search).get('redirect')) ?? paths.feed;
}

/**
 * `value` when it is a path on this site (`/checkout`, `/watchlist?x=1`), else null. Absolute and
 * protocol-relative URLs (`https://…`, `//host`, `/\host`, which browsers read as `//host`) are
 * refused, so a crafted `redirect` or `next` parameter cannot send a member to another site.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const onThisSite = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return onThisSite ? value : null;
}
