import type { QuoteSymbol } from './quote-provider.ts';

/** How long a read keeps a symbol's live quotes going: a page re-reads its quotes within this. */
export const QUOTE_INTEREST_TTL_MS = 2 * 60_000;
/** The most symbols one process publishes live quotes for; the least recently read go first. */
export const QUOTE_INTEREST_MAX = 2000;

interface Entry {
  symbol: QuoteSymbol;
  until: number;
  /** The price the reader was given, until something was published. */
  price: number | undefined;
}

/**
 * The symbols someone in this process read recently (quotes, a widget, a symbol page, a chart):
 * the only ones whose moves are published. In memory and per process on purpose: with several
 * server processes each publishes for its own readers (a symbol read through two processes is
 * published by both; the events carry absolute figures, so a second copy changes nothing).
 */
export class QuoteInterest {
  /** Ordered by the last read: the oldest first. */
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly options: { ttlMs?: number; maxSymbols?: number } = {}) {}

  private get ttlMs() {
    return this.options.ttlMs ?? QUOTE_INTEREST_TTL_MS;
  }

  private get maxSymbols() {
    return this.options.maxSymbols ?? QUOTE_INTEREST_MAX;
  }

  /**
   * Readers were given these symbols' figures at `now`; `prices` (by symbol id) is what they saw,
   * the baseline a first move is measured against.
   */
  touch(symbols: readonly QuoteSymbol[], now: number, prices?: ReadonlyMap<number, number>): void {
    for (const symbol of symbols) {
      const previous = this.entries.get(symbol.id);
      this.entries.delete(symbol.id);
      this.entries.set(symbol.id, {
        symbol,
        until: now + this.ttlMs,
        price: previous ? previous.price : prices?.get(symbol.id),
      });
    }
    while (this.entries.size > this.maxSymbols) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** The symbols still of interest at `now`, the least recently read first; drops the rest. */
  active(now: number): QuoteSymbol[] {
    const symbols: QuoteSymbol[] = [];
    for (const [id, entry] of this.entries) {
      if (entry.until <= now) this.entries.delete(id);
      else symbols.push(entry.symbol);
    }
    return symbols;
  }

  /** The last price readers were told about (by a read or a publish), if known. */
  lastPrice(symbolId: number): number | undefined {
    return this.entries.get(symbolId)?.price;
  }

  /** Records a published price. */
  published(symbolId: number, price: number): void {
    const entry = this.entries.get(symbolId);
    if (entry) entry.price = price;
  }

  has(symbolId: number): boolean {
    return this.entries.has(symbolId);
  }

  get size(): number {
    return this.entries.size;
  }
}
