export { WatchlistIdeasPage } from './ui/watchlist-ideas-page.tsx';
