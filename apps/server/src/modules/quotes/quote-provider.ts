import type { BarResolution } from '../../db/schema/index.ts';
import type { SymbolStatsView } from '../../schemas/markets.ts';
import type { SymbolRow } from '../symbols/symbols.repository.ts';

/** One OHLCV bar as stored in `quote_bars`, stamped (ms since the epoch) with its opening. */
export interface BarRecord {
  startsAt: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The symbol fields a provider reads: never more, so callers may pass rows from any query. */
export type QuoteSymbol = Pick<
  SymbolRow,
  'id' | 'symbol' | 'type' | 'exchange' | 'country' | 'currency' | 'referencePrice'
>;

export type MoveListener = (symbolId: number) => void;

/**
 * Where prices come from: the offline simulator (`MARKET_DATA_PROVIDER=simulated`, the default) or
 * a real feed (`finnhub`). Everything is synchronous and in memory: a provider answers from what it
 * has computed or received, so a page of quotes costs no I/O. Storing bars is the caller's job
 * (`QuotesService`, into `quote_bars`).
 */
export interface QuoteProvider {
  readonly name: 'simulated' | 'finnhub';
  /** Whether this symbol's figures are invented (the UI labels them "simulated data"). */
  isSimulated(symbol: QuoteSymbol): boolean;
  /** The symbol's figures at `now` (ms). */
  stats(symbol: QuoteSymbol, now: number): SymbolStatsView;
  /**
   * Bars of `resolution` that opened at or after `from` and had closed by `now`, oldest first:
   * what may be stored for good. Daily bars are stamped at 00:00 UTC of the session's local date.
   */
  completedBars(
    symbol: QuoteSymbol,
    resolution: BarResolution,
    from: number,
    now: number,
  ): BarRecord[];
  /** The bar still forming at `now` (the session is open), or null. Never stored. */
  currentBar(symbol: QuoteSymbol, resolution: BarResolution, now: number): BarRecord | null;
  /**
   * The stream of moves: `listener` hears a symbol's id when its price may have moved. Only
   * watched symbols are reported. Returns a function that stops listening.
   */
  onMove(listener: MoveListener): () => void;
  /** The symbols readers look at now (the whole set: the ones left out are no longer watched). */
  watch(symbols: readonly QuoteSymbol[]): void;
  /**
   * Lets time pass to `now`: a provider whose prices are a function of time (the simulator)
   * reports the watched symbols whose price stepped since the last call.
   */
  advance(now: number): void;
  /** Stops connections and timers. */
  close(): Promise<void>;
}

/** Price decimals by price level: cents above 1, finer below (small crypto assets). */
export function priceDecimals(referencePrice: number): number {
  if (referencePrice >= 1) return 2;
  if (referencePrice >= 0.01) return 4;
  return 6;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
