export type { LinkComponent } from '../lib/link.ts';
export type { TickerTapeItem, TickerTapeProps } from './ticker-tape.tsx';
export { TickerTape } from './ticker-tape.tsx';
