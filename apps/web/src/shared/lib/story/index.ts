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
export { fakeServer, refusal } from './fetch-mock.ts';
export { atAddress, inColumn, StoryColumn, withStore } from './with-store.tsx';
