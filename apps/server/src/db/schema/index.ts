export { ALERT_DIRECTIONS, type AlertDirection, priceAlerts } from './alerts.ts';
export {
  BILLING_CYCLES,
  billingEvents,
  ORDER_STATUSES,
  orders,
  PAYMENT_PROVIDERS,
  PLAN_TIERS,
  pricingPlans,
  SUBSCRIPTION_STATUSES,
  subscriptions,
} from './billing.ts';
export {
  CALENDAR_EVENT_KINDS,
  type CalendarEventKind,
  calendarFeedTokens,
  calendarReminders,
} from './calendar-reminders.ts';
export {
  CALENDAR_SOURCES,
  type CalendarSourceName,
  DIVIDEND_FREQUENCIES,
  type DividendFrequency,
  dividendEvents,
  EARNINGS_TIMES,
  type EarningsTime,
  ECONOMIC_UNITS,
  type EconomicUnit,
  earningsEvents,
  economicEvents,
  IPO_STATUSES,
  type IpoStatus,
  ipoEvents,
  splitEvents,
} from './calendars.ts';
export {
  EMAIL_ALERT_LISTS,
  EMAIL_ALERT_STATUSES,
  type EmailAlertList,
  type EmailAlertStatus,
  emailAlertDeliveries,
  emailAlertSubscriptions,
} from './email-alerts.ts';
export {
  GROUP_PRIVACIES,
  GROUP_ROLES,
  type GroupPrivacy,
  type GroupRole,
  groupJoinRequests,
  groupMembers,
  groupMessages,
  groups,
} from './groups.ts';
export { ceoInterviewSegments, ceoInterviews, type InterviewChapter } from './interviews.ts';
export { LIVE_WEEKDAYS, type LiveWeekday, liveChatMessages, liveShows } from './live.ts';
export {
  BAR_RESOLUTIONS,
  type BarResolution,
  POST_SENTIMENTS,
  type PostSentiment,
  postSymbols,
  quoteBars,
  SYMBOL_TYPES,
  type SymbolType,
  symbols,
} from './markets.ts';
export { menuItems } from './menu.ts';
export { conversationMembers, conversations, directMessages } from './messages.ts';
export {
  personalAccessBookings,
  personalAccessHosts,
  type WeeklyWindow,
} from './personal-access.ts';
export {
  comments,
  pollOptions,
  polls,
  pollVotes,
  postBookmarks,
  posts,
  reactions,
  reactionTypes,
} from './posts.ts';
export { rateLimits } from './rate-limits.ts';
export { REPORT_MARKETS, type ReportMarket, reports } from './reports.ts';
export {
  COURSE_LEVELS,
  type CourseLevel,
  type ExamQuestion,
  examAnswers,
  examAttempts,
  exams,
  type LessonBlock,
  QUESTION_TYPES,
  type QuestionOption,
  type QuestionType,
  schoolCourses,
  schoolLessonReads,
  schoolLessons,
} from './school.ts';
export {
  follows,
  MUTABLE_NOTIFICATION_KINDS,
  type MutableNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notifications,
} from './social.ts';
export {
  ANALYSIS_BIASES,
  ANALYSIS_RESOLUTIONS,
  type AnalysisAnnotations,
  type AnalysisBias,
  type AnalysisLevel,
  type AnalysisPoint,
  type AnalysisResolution,
  type AnalysisTrendLine,
  technicalAnalyses,
} from './technical-analysis.ts';
export { uploads } from './uploads.ts';
export {
  loginThrottles,
  passwordResets,
  pendingRegistrations,
  sessions,
  users,
} from './users.ts';
export {
  WATCHLIST_PRIVACIES,
  type WatchlistPrivacy,
  watchlistSymbols,
  watchlists,
} from './watchlists.ts';
export { WEBINAR_LEVELS, type WebinarLevel, webinarRegistrations, webinars } from './webinars.ts';
