export { WatchlistEditPage } from './ui/watchlist-edit-page.tsx';
