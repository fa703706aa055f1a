import type { ComponentType } from 'react';
import type { BuiltPath, RoutePath } from '@/shared/config';

type PageModule = Promise<{ Component: ComponentType }>;

/**
 * One chunk per page: each route loads only its own page module. The keys are exactly the routes
 * marked `built` in the route table (the type checker holds them to it); the others show the
 * "coming soon" page until their issue builds them.
 */
const pageLoaders: Record<BuiltPath, () => PageModule> = {
  '/': () => import('@/pages/home').then((m) => ({ Component: m.HomePage })),
  '/login': () => import('@/pages/login').then((m) => ({ Component: m.LoginPage })),
  '/register': () => import('@/pages/register').then((m) => ({ Component: m.RegisterPage })),
  '/register/confirm': () =>
    import('@/pages/confirm-registration').then((m) => ({ Component: m.ConfirmRegistrationPage })),
  '/forgot-password': () =>
    import('@/pages/forgot-password').then((m) => ({ Component: m.ForgotPasswordPage })),
  '/feed': () => import('@/pages/feed').then((m) => ({ Component: m.FeedPage })),
  '/post/:id': () => import('@/pages/post').then((m) => ({ Component: m.PostPage })),
  '/profile/:userName': () => import('@/pages/profile').then((m) => ({ Component: m.ProfilePage })),
  '/profile/:userName/setting': () =>
    import('@/pages/profile-settings').then((m) => ({ Component: m.ProfileSettingsPage })),
  '/profile/:userName/follow': () =>
    import('@/pages/profile-follow').then((m) => ({ Component: m.ProfileFollowPage })),
  '/profile/:userName/notification': () =>
    import('@/pages/notifications').then((m) => ({ Component: m.NotificationsPage })),
  '/messages': () => import('@/pages/messages').then((m) => ({ Component: m.MessagesPage })),
  '/notifications': () =>
    import('@/pages/notifications').then((m) => ({ Component: m.NotificationsPage })),
  '/groups': () => import('@/pages/groups').then((m) => ({ Component: m.GroupsPage })),
  '/groups/:groupId/:groupName': () =>
    import('@/pages/group').then((m) => ({ Component: m.GroupPage })),
  '/groups/:groupId/:groupName/live-chat': () =>
    import('@/pages/group').then((m) => ({ Component: m.GroupPage })),
  '/groups/:groupId/:groupName/members': () =>
    import('@/pages/group').then((m) => ({ Component: m.GroupPage })),
  '/markets/:category': () => import('@/pages/markets').then((m) => ({ Component: m.MarketsPage })),
  '/markets/:category/:subCategory': () =>
    import('@/pages/markets').then((m) => ({ Component: m.MarketsPage })),
  '/symbol/:symbol': () => import('@/pages/symbol').then((m) => ({ Component: m.SymbolPage })),
  '/watchlist': () =>
    import('@/pages/watchlist/list').then((m) => ({ Component: m.WatchlistPage })),
  '/watchlist/edit/:id': () =>
    import('@/pages/watchlist/edit').then((m) => ({ Component: m.WatchlistEditPage })),
  '/watchlist/manage': () =>
    import('@/pages/watchlist/manage').then((m) => ({ Component: m.WatchlistManagePage })),
  '/watchlist-ideas': () =>
    import('@/pages/watchlist/ideas').then((m) => ({ Component: m.WatchlistIdeasPage })),
  '/pro-picks': () =>
    import('@/pages/watchlist/pro-picks').then((m) => ({ Component: m.ProPicksPage })),
  '/holiday-calendar': () =>
    import('@/pages/calendar/holiday').then((m) => ({ Component: m.HolidayCalendarPage })),
  '/futures-expiry-calendar': () =>
    import('@/pages/calendar/futures').then((m) => ({ Component: m.FuturesCalendarPage })),
  '/dividend-calendar': () =>
    import('@/pages/calendar/dividend').then((m) => ({ Component: m.DividendCalendarPage })),
  '/splits-calendar': () =>
    import('@/pages/calendar/splits').then((m) => ({ Component: m.SplitsCalendarPage })),
  '/ipo-calendar': () =>
    import('@/pages/calendar/ipo').then((m) => ({ Component: m.IpoCalendarPage })),
  '/economic-calendar': () =>
    import('@/pages/calendar/economic').then((m) => ({ Component: m.EconomicCalendarPage })),
  '/earning-calendar': () =>
    import('@/pages/calendar/earnings').then((m) => ({ Component: m.EarningsCalendarPage })),
  '/my-week': () => import('@/pages/calendar/my-week').then((m) => ({ Component: m.MyWeekPage })),
  '/trading-school': () =>
    import('@/pages/school/courses').then((m) => ({ Component: m.TradingSchoolPage })),
  '/trading-school/:courseSlug': () =>
    import('@/pages/school/course').then((m) => ({ Component: m.SchoolCoursePage })),
  '/trading-school/:courseSlug/:lessonSlug': () =>
    import('@/pages/school/lesson').then((m) => ({ Component: m.SchoolLessonPage })),
  '/exams': () => import('@/pages/exam/list').then((m) => ({ Component: m.ExamsPage })),
  '/exam/:examName/question/:questionId': () =>
    import('@/pages/exam/question').then((m) => ({ Component: m.ExamQuestionPage })),
  '/exam/result/:id': () =>
    import('@/pages/exam/result').then((m) => ({ Component: m.ExamResultPage })),
  '/previous-results': () =>
    import('@/pages/exam/previous-results').then((m) => ({ Component: m.PreviousResultsPage })),
  '/pricing': () => import('@/pages/billing/pricing').then((m) => ({ Component: m.PricingPage })),
  '/checkout': () =>
    import('@/pages/billing/checkout').then((m) => ({ Component: m.CheckoutPage })),
  '/checkout/thank-you': () =>
    import('@/pages/billing/thank-you').then((m) => ({ Component: m.CheckoutThankYouPage })),
  '/specialize-reports': () =>
    import('@/pages/reports/list').then((m) => ({ Component: m.ReportsPage })),
  '/single-report': () =>
    import('@/pages/reports/report').then((m) => ({ Component: m.ReportPage })),
  '/email-alerts': () =>
    import('@/pages/reports/email-alerts').then((m) => ({ Component: m.EmailAlertsPage })),
  '/webinar': () => import('@/pages/school/webinars').then((m) => ({ Component: m.WebinarsPage })),
  '/personal-access': () =>
    import('@/pages/reports/personal-access').then((m) => ({ Component: m.PersonalAccessPage })),
  '/technical-analysis': () =>
    import('@/pages/reports/technical-analysis').then((m) => ({
      Component: m.TechnicalAnalysisPage,
    })),
  '/ceo-interviews': () =>
    import('@/pages/watch/ceo-interviews').then((m) => ({ Component: m.CeoInterviewsPage })),
  '/tapetv-live': () => import('@/pages/watch/live').then((m) => ({ Component: m.LivePage })),
  '/reset-password': () =>
    import('@/pages/reset-password').then((m) => ({ Component: m.ResetPasswordPage })),
};

export const comingSoonLoader = (): PageModule =>
  import('@/pages/coming-soon').then((m) => ({ Component: m.ComingSoonPage }));

export const notFoundLoader = (): PageModule =>
  import('@/pages/not-found').then((m) => ({ Component: m.NotFoundPage }));

/** The page module of a route: its own page once built, else the "coming soon" page. */
export function pageLoaderFor(path: RoutePath): () => PageModule {
  return (pageLoaders as Partial<Record<RoutePath, () => PageModule>>)[path] ?? comingSoonLoader;
}
