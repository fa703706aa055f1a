export { FeedPage } from './ui/feed-page.tsx';
