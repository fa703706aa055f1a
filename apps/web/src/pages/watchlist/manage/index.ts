export { WatchlistManagePage } from './ui/watchlist-manage-page.tsx';
