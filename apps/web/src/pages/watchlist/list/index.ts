export { WatchlistPage } from './ui/watchlist-page.tsx';
