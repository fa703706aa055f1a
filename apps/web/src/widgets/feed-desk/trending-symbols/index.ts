// The card itself (`ui/trending-symbols.tsx`) is loaded by DeferredTrendingSymbols, never up front.
export { DeferredTrendingSymbols } from './ui/deferred-trending-symbols.tsx';
