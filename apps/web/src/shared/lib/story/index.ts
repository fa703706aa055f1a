export { StoryColumn, withStore } from './with-store.tsx';
