// The card itself (`ui/watchlist-rail.tsx`) is loaded by DeferredWatchlistRail, never up front.
export { DeferredWatchlistRail } from './ui/deferred-watchlist-rail.tsx';
