import type { SymbolStatsView } from '../../schemas/markets.ts';
import type { QuoteInterest } from './quote-interest.ts';
import type { QuoteProvider } from './quote-provider.ts';

/** A symbol's quote goes out at most this often, whatever the tick and however busy the feed. */
export const QUOTE_MIN_INTERVAL_MS = 1000;
/**
 * The most quotes one tick publishes; the rest wait for the next tick, oldest move first. A page of
 * 50 symbols stays well under it, and a burst of moves cannot flood the broker.
 */
export const QUOTES_PER_TICK_MAX = 250;

export interface QuotePublisherOptions {
  provider: QuoteProvider;
  interest: QuoteInterest;
  /** Publishes one symbol's figures (`quote` on `quotes:{symbolId}`). */
  publish: (symbolId: number, stats: SymbolStatsView) => Promise<void>;
  log: { warn(details: object, message: string): void };
  minIntervalMs?: number;
  maxPerTick?: number;
}

export interface TickResult {
  /** Symbols of interest at this tick. */
  watched: number;
  published: number;
  failed: number;
  /** Moves left for the next tick (the per-tick cap or a symbol's minimum interval). */
  waiting: number;
}

/**
 * Live quotes to browsers. Each tick it tells the provider which symbols readers look at, lets
 * time pass, and publishes the figures of those that moved: only when the price differs from
 * what readers last got, at most once per symbol per tick and per `minIntervalMs`, and at most
 * `maxPerTick` a tick. The clock is the caller's: the timer passes `Date.now()`, tests pass
 * their own instants to `tick`.
 */
export class QuotePublisher {
  /** Symbols the provider reported moving, not yet published; insertion order is fairness. */
  private readonly moved = new Set<number>();
  private readonly publishedAt = new Map<number, number>();
  private readonly stopListening: () => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly options: QuotePublisherOptions) {
    this.stopListening = options.provider.onMove((symbolId) => {
      this.moved.add(symbolId);
    });
  }

  async tick(now: number): Promise<TickResult> {
    const { provider, interest } = this.options;
    const minInterval = this.options.minIntervalMs ?? QUOTE_MIN_INTERVAL_MS;
    const maxPerTick = this.options.maxPerTick ?? QUOTES_PER_TICK_MAX;
    const active = interest.active(now);
    const byId = new Map(active.map((symbol) => [symbol.id, symbol]));
    provider.watch(active);
    provider.advance(now);

    const sends: Promise<void>[] = [];
    let waiting = 0;
    for (const id of this.moved) {
      const symbol = byId.get(id);
      if (!symbol) {
        this.moved.delete(id);
        continue;
      }
      const last = this.publishedAt.get(id);
      if (sends.length >= maxPerTick || (last !== undefined && now - last < minInterval)) {
        waiting += 1;
        continue;
      }
      this.moved.delete(id);
      const stats = provider.stats(symbol, now);
      if (stats.price === interest.lastPrice(id)) continue;
      interest.published(id, stats.price);
      this.publishedAt.set(id, now);
      sends.push(this.options.publish(id, stats));
    }
    for (const id of this.publishedAt.keys()) if (!byId.has(id)) this.publishedAt.delete(id);

    const results = await Promise.allSettled(sends);
    const failures = results.filter((result) => result.status === 'rejected');
    if (failures.length > 0) {
      this.options.log.warn(
        { failed: failures.length, err: (failures[0] as PromiseRejectedResult).reason },
        'live quotes not published',
      );
    }
    return {
      watched: active.length,
      published: sends.length - failures.length,
      failed: failures.length,
      waiting,
    };
  }

  /** Ticks every `tickMs`; a tick still publishing when the next is due makes that one skip. */
  start(tickMs: number, clock: () => number = Date.now): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick(clock())
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'quotes tick failed'))
        .finally(() => {
          this.running = null;
        });
    }, tickMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a running tick. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopListening();
    await this.running;
  }
}
