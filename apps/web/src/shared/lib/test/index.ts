export {
  billingStatusFactory,
  checkoutQuoteFactory,
  DEMO_PLANS,
  orderFactory,
  pricingPlanFactory,
  pricingPlansFactory,
  subscriptionFactory,
} from './billing-factories.ts';
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
  statsFactory,
  symbolDetailFactory,
  symbolQuoteFactory,
  userFactory,
  watchlistFactory,
  watchlistRowFactory,
  watchlistSymbolFactory,
  widgetFactory,
} from './factories.ts';
export { reportFactory, reportListFactory, reportSummaryFactory } from './report-factories.ts';
export {
  courseFactory,
  courseLessonFactory,
  courseSummaryFactory,
  lessonFactory,
  schoolBadgeFactory,
} from './school-factories.ts';
