export {
  billingStatusFactory,
  checkoutQuoteFactory,
  DEMO_PLANS,
  orderFactory,
  pricingPlanFactory,
  pricingPlansFactory,
  subscriptionFactory,
} from './billing-factories.ts';
export { deferred } from './deferred.ts';
export { emailAlertFactory, emailAlertsFactory } from './email-alert-factories.ts';
export {
  attemptQuestionFactory,
  examAttemptFactory,
  examResultFactory,
  examSummaryFactory,
  previousResultFactory,
  resultQuestionFactory,
} from './exam-factories.ts';
export {
  calendarReminderFactory,
  commentFactory,
  followUserFactory,
  groupFactory,
  groupMemberFactory,
  joinRequestFactory,
  myWeekItemFactory,
  pollFactory,
  postFactory,
  priceAlertFactory,
  profileFactory,
  reactionFactory,
  reactionTypesFactory,
  statsFactory,
  symbolDetailFactory,
  symbolQuoteFactory,
  tickerTapeEntryFactory,
  userFactory,
  watchlistFactory,
  watchlistRowFactory,
  watchlistSymbolFactory,
  widgetFactory,
} from './factories.ts';
export {
  HOME_NOW,
  homeEventFactory,
  homeFactory,
  homePostFactory,
  homeQuoteFactory,
} from './home-factories.ts';
export {
  interviewFactory,
  interviewListFactory,
  interviewMatchFactory,
  interviewSummaryFactory,
} from './interview-factories.ts';
export { reportFactory, reportListFactory, reportSummaryFactory } from './report-factories.ts';
export {
  courseFactory,
  courseLessonFactory,
  courseSummaryFactory,
  lessonFactory,
  schoolBadgeFactory,
} from './school-factories.ts';
export {
  webinarFactory,
  webinarListFactory,
  webinarSummaryFactory,
} from './webinar-factories.ts';
