export type { WatchlistCardsProps } from './ui/watchlist-cards.tsx';
export { toIdea, WatchlistCards } from './ui/watchlist-cards.tsx';
