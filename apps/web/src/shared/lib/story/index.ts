export type { FakeRoute, SeenRequest } from './fetch-mock.ts';
export { fakeServer, refusal } from './fetch-mock.ts';
export { inColumn, StoryColumn, withStore } from './with-store.tsx';
