import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_INTEREST_TTL_MS, QuoteInterest } from '../../src/modules/quotes/quote-interest.ts';
import type {
  MoveListener,
  QuoteProvider,
  QuoteSymbol,
} from '../../src/modules/quotes/quote-provider.ts';
import { QuotePublisher } from '../../src/modules/quotes/quote-publisher.ts';
import { SimulatedQuoteProvider } from '../../src/modules/quotes/simulated-provider.ts';
import type { SymbolStatsView } from '../../src/schemas/markets.ts';

const T0 = Date.UTC(2026, 0, 10, 12); // a Saturday: only crypto moves

const symbol = (id: number, overrides: Partial<QuoteSymbol> = {}): QuoteSymbol => ({
  id,
  symbol: `C${id}`,
  type: 'crypto',
  exchange: 'CRYPTO',
  country: 'WW',
  currency: 'USD',
  referencePrice: 100 + id,
  ...overrides,
});

/** A provider whose prices the test sets, reporting moves when told to. */
class ScriptedProvider implements QuoteProvider {
  readonly name = 'simulated' as const;
  readonly prices = new Map<number, number>();
  watched: QuoteSymbol[] = [];
  private readonly listeners = new Set<MoveListener>();

  isSimulated() {
    return true;
  }
  stats(target: QuoteSymbol, now: number): SymbolStatsView {
    const price = this.prices.get(target.id) ?? 100;
    return {
      price,
      open: price,
      high: price,
      low: price,
      prev_close: price,
      change: 0,
      change_pct: 0,
      volume: 0,
      currency: 'USD',
      market_open: true,
      updated_at: new Date(now).toISOString(),
      simulated: true,
    };
  }
  completedBars() {
    return [];
  }
  currentBar() {
    return null;
  }
  onMove(listener: MoveListener) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  watch(symbols: readonly QuoteSymbol[]) {
    this.watched = [...symbols];
  }
  advance() {}
  async close() {}
  /** Sets a price and reports the move, as a streaming feed would. */
  move(id: number, price: number) {
    this.prices.set(id, price);
    for (const listener of this.listeners) listener(id);
  }
}

function setUp(
  options: { provider?: QuoteProvider; minIntervalMs?: number; maxPerTick?: number } = {},
) {
  const provider = options.provider ?? new ScriptedProvider();
  const interest = new QuoteInterest({ maxSymbols: 100 });
  const published: { symbolId: number; price: number }[] = [];
  const publish = vi.fn(async (symbolId: number, stats: SymbolStatsView) => {
    published.push({ symbolId, price: stats.price });
  });
  const log = { warn: vi.fn() };
  const publisher = new QuotePublisher({ provider, interest, publish, log, ...options });
  /** A read of these symbols at `now`, as the routes register it. */
  const read = (symbols: QuoteSymbol[], now: number) =>
    interest.touch(
      symbols,
      now,
      new Map(symbols.map((item) => [item.id, provider.stats(item, now).price])),
    );
  return { provider, interest, published, publish, log, publisher, read };
}

describe('live quotes publisher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes the symbols read recently, only when their price moved from what readers saw', async () => {
    const { provider, published, publisher, read } = setUp();
    const scripted = provider as ScriptedProvider;
    const [a, b, c] = [symbol(1), symbol(2), symbol(3)];
    scripted.prices.set(1, 10).set(2, 20).set(3, 30);
    read([a, b], T0);

    // Nothing moved: nothing goes out, but the provider now streams a and b.
    expect(await publisher.tick(T0 + 1000)).toMatchObject({ watched: 2, published: 0 });
    expect(scripted.watched.map((item) => item.id)).toEqual([1, 2]);

    scripted.move(1, 11);
    scripted.move(2, 20); // reported, but the same price
    scripted.move(3, 31); // nobody reads c
    expect(await publisher.tick(T0 + 2000)).toMatchObject({ published: 1 });
    expect(published).toEqual([{ symbolId: 1, price: 11 }]);

    // Several moves within one tick: one quote, the latest price.
    scripted.move(1, 12);
    scripted.move(1, 13);
    await publisher.tick(T0 + 3000);
    expect(published.at(-1)).toEqual({ symbolId: 1, price: 13 });
    expect(published).toHaveLength(2);
    expect(c.id).toBe(3);
  });

  it('stops publishing two minutes after the last read, and starts again on the next read', async () => {
    const { provider, published, publisher, read, interest } = setUp();
    const scripted = provider as ScriptedProvider;
    const a = symbol(1);
    read([a], T0);

    scripted.move(1, 101);
    await publisher.tick(T0 + QUOTE_INTEREST_TTL_MS - 1);
    expect(published).toHaveLength(1);

    scripted.move(1, 102);
    expect(await publisher.tick(T0 + QUOTE_INTEREST_TTL_MS)).toMatchObject({
      watched: 0,
      published: 0,
    });
    expect(interest.size).toBe(0);
    expect(scripted.watched).toEqual([]);

    read([a], T0 + QUOTE_INTEREST_TTL_MS + 5000);
    scripted.move(1, 103);
    await publisher.tick(T0 + QUOTE_INTEREST_TTL_MS + 6000);
    expect(published.map((item) => item.price)).toEqual([101, 103]);
  });

  it('bounds the symbols it keeps: the least recently read go first', () => {
    const interest = new QuoteInterest({ maxSymbols: 3 });
    interest.touch([symbol(1), symbol(2), symbol(3)], T0);
    interest.touch([symbol(1)], T0 + 1);
    interest.touch([symbol(4)], T0 + 2);
    expect(interest.active(T0 + 3).map((item) => item.id)).toEqual([3, 1, 4]);
  });

  it('publishes a symbol at most once a second however often it moves and the clock ticks', async () => {
    const { provider, published, publisher, read } = setUp();
    const scripted = provider as ScriptedProvider;
    read([symbol(1)], T0);
    for (let tick = 1; tick <= 20; tick += 1) {
      scripted.move(1, 100 + tick);
      await publisher.tick(T0 + tick * 250);
    }
    // 5 seconds of ticks every 250 ms: one quote a second, each the latest price then.
    expect(published.map((item) => item.price)).toEqual([101, 105, 109, 113, 117]);
  });

  it('caps the quotes of one tick and serves the waiting moves first on the next', async () => {
    const { provider, published, publisher, read } = setUp({ maxPerTick: 4 });
    const scripted = provider as ScriptedProvider;
    const symbols = Array.from({ length: 6 }, (_, index) => symbol(index + 1));
    read(symbols, T0);
    for (const item of symbols) scripted.move(item.id, 50);

    expect(await publisher.tick(T0 + 1000)).toMatchObject({ published: 4, waiting: 2 });
    scripted.move(1, 51);
    expect(await publisher.tick(T0 + 2000)).toMatchObject({ published: 3, waiting: 0 });
    expect(published.map((item) => item.symbolId)).toEqual([1, 2, 3, 4, 5, 6, 1]);
  });

  it('keeps a page of 50 simulated symbols smooth: a few quotes every tick, none twice', async () => {
    const { published, publisher, read } = setUp({ provider: new SimulatedQuoteProvider() });
    const page = Array.from({ length: 50 }, (_, index) => symbol(index + 1));
    read(page, T0);
    const perTick: number[] = [];
    for (let second = 1; second <= 30; second += 1) {
      const before = published.length;
      await publisher.tick(T0 + second * 1000);
      const sent = published.slice(before).map((item) => item.symbolId);
      expect(new Set(sent).size).toBe(sent.length);
      perTick.push(sent.length);
    }
    // Each symbol steps every 5 s at its own offset: about 10 a second, never all 50 at once.
    const total = perTick.reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThan(250);
    expect(total).toBeLessThanOrEqual(310);
    expect(Math.max(...perTick.slice(1))).toBeLessThan(25);
    expect(Math.min(...perTick.slice(1))).toBeGreaterThan(2);
  });

  it('publishes nothing for equities while their exchange is closed', async () => {
    const { published, publisher, read } = setUp({ provider: new SimulatedQuoteProvider() });
    read([symbol(1, { type: 'stocks', exchange: 'NYSE', country: 'US' })], T0);
    for (let second = 1; second <= 20; second += 1) await publisher.tick(T0 + second * 1000);
    expect(published).toEqual([]);
  });

  it('logs quotes the broker refused and carries on', async () => {
    const { provider, publisher, read, publish, log } = setUp();
    const scripted = provider as ScriptedProvider;
    read([symbol(1), symbol(2)], T0);
    publish.mockRejectedValueOnce(new Error('broker down'));
    scripted.move(1, 1);
    scripted.move(2, 2);

    expect(await publisher.tick(T0 + 1000)).toMatchObject({ published: 1, failed: 1 });
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('ticks on its timer with the clock it is given, and stops', async () => {
    vi.useFakeTimers();
    const { provider, published, publisher, read } = setUp();
    const scripted = provider as ScriptedProvider;
    read([symbol(1)], T0);
    let now = T0;
    publisher.start(1000, () => now);

    now += 1000;
    scripted.move(1, 7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(published).toEqual([{ symbolId: 1, price: 7 }]);

    await publisher.stop();
    now += 1000;
    scripted.move(1, 8);
    await vi.advanceTimersByTimeAsync(5000);
    expect(published).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
