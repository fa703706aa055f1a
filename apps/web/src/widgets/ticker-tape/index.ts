// The tape itself (`ui/ticker-tape-bar.tsx`) is loaded by DeferredTickerTape, never up front.
export { DeferredTickerTape } from './ui/deferred-ticker-tape.tsx';
