export type { CalendarServer } from './calendar-stories.ts';
export {
  atPageBottom,
  CALENDAR_UNAVAILABLE,
  calendarRoute,
  companyCalendarRoute,
  expectAskedOnceFor,
  expectCalendarEmpty,
  expectCalendarErrorThenRetry,
  expectCalendarLoading,
  expectColumns,
  expectNoSidewaysScroll,
  expectSampleDataNote,
  expectVirtualisedRows,
} from './calendar-stories.ts';
export {
  bodyRows,
  cellOf,
  groupHeadings,
  queryRow,
  renderedKeys,
  rowOf,
  skeletonRows,
} from './calendar-table.ts';
export type { FakeRoute, SeenRequest } from './fetch-mock.ts';
export { fakeServer, refusal, requestsTo } from './fetch-mock.ts';
export type { LoadState } from './load-states.ts';
export { loadStates } from './load-states.ts';
export { atAddress, inColumn, StoryColumn, withStore } from './with-store.tsx';
