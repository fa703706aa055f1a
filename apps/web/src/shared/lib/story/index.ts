export { inColumn, StoryColumn, withStore } from './with-store.tsx';
