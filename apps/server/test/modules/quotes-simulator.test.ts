import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SymbolType } from '../../src/db/schema/index.ts';
import { EXCHANGES, sessionOn } from '../../src/modules/quotes/exchange-hours.ts';
import type { QuoteSymbol } from '../../src/modules/quotes/quote-provider.ts';
import {
  BAR_MS,
  SimulatedQuoteProvider,
  STEP_MS,
} from '../../src/modules/quotes/simulated-provider.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let nextId = 0;
/** A symbol as the provider reads it: a US stock unless the test says otherwise. */
function symbol(overrides: Partial<QuoteSymbol> = {}): QuoteSymbol {
  nextId += 1;
  return {
    id: nextId,
    symbol: `SIM${nextId}`,
    type: 'stocks',
    exchange: 'NASDAQ',
    country: 'US',
    currency: 'USD',
    referencePrice: 150,
    ...overrides,
  };
}

const apple = symbol({ symbol: 'AAPL', referencePrice: 190 });
const sap = symbol({ symbol: 'SAP.DE', exchange: 'XETRA', country: 'DE', currency: 'EUR' });
const nikkei = symbol({
  symbol: 'N225',
  type: 'indices',
  exchange: 'INDEX',
  country: 'JP',
  currency: 'JPY',
  referencePrice: 38_000,
});
const spy = symbol({ symbol: 'SPY', type: 'etf', exchange: 'NYSE Arca', referencePrice: 500 });
const bitcoin = symbol({
  symbol: 'BTC',
  type: 'crypto',
  exchange: 'CRYPTO',
  country: 'WW',
  referencePrice: 60_000,
});
const doge = symbol({
  symbol: 'DOGE',
  type: 'crypto',
  exchange: 'CRYPTO',
  country: 'WW',
  referencePrice: 0.15,
});
const all = [apple, sap, nikkei, spy, bitcoin, doge];

const instants = fc.integer({ min: Date.UTC(2021, 0, 1), max: Date.UTC(2030, 0, 1) });
const anySymbol = fc.constantFrom(...all);

// Tuesday 6 January 2026: the NYSE trades 14:30–21:00 UTC.
const TUESDAY = Date.UTC(2026, 0, 6) / DAY_MS;
const NYSE_TUESDAY = sessionOn(EXCHANGES.NYSE, TUESDAY);

describe('the simulated quote provider', () => {
  it('gives the same figures for the same symbol and instant, in any process and any order', () => {
    fc.assert(
      fc.property(anySymbol, instants, instants, (target, at, other) => {
        const first = new SimulatedQuoteProvider();
        const second = new SimulatedQuoteProvider();
        // The second provider has already worked on another instant: caches must not matter.
        second.stats(target, other);
        second.completedBars(target, '5m', other - DAY_MS, other);
        expect(second.stats(target, at)).toEqual(first.stats(target, at));
      }),
      { numRuns: 60 },
    );
    // A year of daily bars computed in one go gives the same bits as asking day by day.
    const at = Date.UTC(2026, 2, 4, 18);
    const batch = new SimulatedQuoteProvider();
    const year = batch.completedBars(bitcoin, '1d', at - 365 * DAY_MS, at);
    const daily = new SimulatedQuoteProvider();
    for (const bar of year.slice(-5)) {
      expect(daily.stats(bitcoin, bar.startsAt + DAY_MS)).toEqual(
        batch.stats(bitcoin, bar.startsAt + DAY_MS),
      );
      expect(daily.completedBars(bitcoin, '1d', bar.startsAt, bar.startsAt + DAY_MS)).toEqual([
        bar,
      ]);
    }
  });

  it('keeps its figures consistent: low ≤ open, price ≤ high; change = price − previous close', () => {
    const provider = new SimulatedQuoteProvider();
    fc.assert(
      fc.property(anySymbol, instants, (target, at) => {
        const stats = provider.stats(target, at);
        expect(stats.low).toBeLessThanOrEqual(stats.open);
        expect(stats.low).toBeLessThanOrEqual(stats.price);
        expect(stats.open).toBeLessThanOrEqual(stats.high);
        expect(stats.price).toBeLessThanOrEqual(stats.high);
        expect(stats.change).toBeCloseTo(stats.price - stats.prev_close, 6);
        expect(stats.change_pct).toBeCloseTo((stats.change / stats.prev_close) * 100, 1);
        expect(stats.volume).toBeGreaterThanOrEqual(0);
        expect(stats.price).toBeGreaterThan(0);
        expect(Date.parse(stats.updated_at)).toBeLessThanOrEqual(at);
        expect(stats.simulated).toBe(true);
        expect(stats.currency).toBe(target.currency);
      }),
      { numRuns: 300 },
    );
  });

  it('moves equities only while their exchange is open: a closed market keeps the closing price', () => {
    const provider = new SimulatedQuoteProvider();
    const friday = sessionOn(EXCHANGES.NYSE, TUESDAY + 3);
    const monday = sessionOn(EXCHANGES.NYSE, TUESDAY + 6);
    const atClose = provider.stats(apple, friday.closesAt);
    expect(atClose.market_open).toBe(false);
    expect(atClose.updated_at).toBe(new Date(friday.closesAt).toISOString());

    fc.assert(
      fc.property(fc.integer({ min: friday.closesAt, max: monday.opensAt - 1 }), (at) => {
        expect(provider.stats(apple, at)).toEqual(atClose);
      }),
    );
    // The last price of the session is its close.
    const bars = provider.completedBars(apple, '1d', friday.opensAt - DAY_MS, friday.closesAt);
    expect(bars.at(-1)?.close).toBe(atClose.price);
    // Monday's open moves again.
    const opened = provider.stats(apple, monday.opensAt + 10 * 60_000);
    expect(opened.market_open).toBe(true);
    expect(opened.prev_close).toBe(atClose.price);
  });

  it('keeps an index on its country’s exchange hours (the Nikkei closes at 15:00 in Tokyo)', () => {
    const provider = new SimulatedQuoteProvider();
    const tokyo = sessionOn(EXCHANGES.TSE, TUESDAY);
    expect(provider.stats(nikkei, tokyo.opensAt + HOUR_MS).market_open).toBe(true);
    const closed = provider.stats(nikkei, tokyo.closesAt + HOUR_MS);
    expect(closed.market_open).toBe(false);
    expect(provider.stats(nikkei, tokyo.closesAt + 10 * HOUR_MS)).toEqual(closed);
  });

  it('moves crypto at any hour, weekends included', () => {
    const provider = new SimulatedQuoteProvider();
    const saturdayNight = Date.UTC(2026, 0, 10, 3);
    const prices = new Set<number>();
    for (let step = 0; step < 24; step += 1) {
      const stats = provider.stats(bitcoin, saturdayNight + step * STEP_MS);
      expect(stats.market_open).toBe(true);
      prices.add(stats.price);
    }
    expect(prices.size).toBeGreaterThan(10);
  });

  it('steps the price every 5 seconds at most, each symbol at its own moment', () => {
    const provider = new SimulatedQuoteProvider();
    // Inside one bar: at a bar's start the step follows the bar, not the symbol's offset.
    const start = NYSE_TUESDAY.opensAt + 2 * HOUR_MS + 60_000;
    const changes = (target: QuoteSymbol) => {
      const moments: number[] = [];
      let previous = provider.stats(target, start).updated_at;
      for (let at = start; at < start + 60_000; at += 250) {
        const { updated_at } = provider.stats(target, at);
        if (updated_at !== previous) moments.push(at % STEP_MS);
        previous = updated_at;
      }
      return moments;
    };
    const apples = changes(apple);
    const spys = changes(spy);
    expect(apples.length).toBeGreaterThanOrEqual(11);
    expect(apples.length).toBeLessThanOrEqual(13);
    expect(new Set(apples).size).toBe(1);
    // Different symbols step at different offsets within the 5 seconds (almost surely).
    expect(apples[0]).not.toBe(spys[0]);
  });

  it('builds bars that join up, with the daily bar the session’s 5-minute bars together', () => {
    const provider = new SimulatedQuoteProvider();
    const bars = provider.completedBars(apple, '5m', NYSE_TUESDAY.opensAt, NYSE_TUESDAY.closesAt);
    expect(bars).toHaveLength(78);
    expect(bars[0]?.startsAt).toBe(NYSE_TUESDAY.opensAt);
    bars.forEach((bar, index) => {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.volume).toBeGreaterThan(0);
      if (index > 0) {
        expect(bar.startsAt - (bars[index - 1]?.startsAt ?? 0)).toBe(BAR_MS);
        expect(bar.open).toBe(bars[index - 1]?.close);
      }
    });
    const [daily] = provider
      .completedBars(apple, '1d', TUESDAY * DAY_MS, NYSE_TUESDAY.closesAt)
      .slice(-1);
    expect(daily).toMatchObject({
      startsAt: TUESDAY * DAY_MS,
      open: bars[0]?.open,
      close: bars.at(-1)?.close,
      high: Math.max(...bars.map((bar) => bar.high)),
      low: Math.min(...bars.map((bar) => bar.low)),
    });
    const atClose = provider.stats(apple, NYSE_TUESDAY.closesAt);
    expect(atClose).toMatchObject({
      price: daily?.close,
      open: daily?.open,
      high: daily?.high,
      low: daily?.low,
    });
  });

  it('agrees with itself during a session: figures, finished bars and the bar forming', () => {
    const provider = new SimulatedQuoteProvider();
    fc.assert(
      fc.property(
        fc.integer({ min: NYSE_TUESDAY.opensAt, max: NYSE_TUESDAY.closesAt - 1 }),
        (at) => {
          const stats = provider.stats(apple, at);
          const done = provider.completedBars(apple, '5m', NYSE_TUESDAY.opensAt, at);
          const forming = provider.currentBar(apple, '5m', at);
          expect(forming).not.toBeNull();
          if (!forming) return;
          expect(forming.close).toBe(stats.price);
          expect(forming.startsAt).toBe(NYSE_TUESDAY.opensAt + done.length * BAR_MS);
          const bars = [...done, forming];
          expect(stats.high).toBe(Math.max(stats.open, ...bars.map((bar) => bar.high)));
          expect(stats.low).toBe(Math.min(stats.open, ...bars.map((bar) => bar.low)));
          expect(provider.currentBar(apple, '1d', at)).toMatchObject({
            open: stats.open,
            high: stats.high,
            low: stats.low,
            close: stats.price,
          });
        },
      ),
      { numRuns: 100 },
    );
    expect(provider.currentBar(apple, '5m', NYSE_TUESDAY.closesAt)).toBeNull();
  });

  it('has the daily volatility of its type and stays around the reference price', () => {
    const provider = new SimulatedQuoteProvider();
    const now = Date.UTC(2026, 5, 30, 22);
    const volatility = (target: QuoteSymbol) => {
      const bars = provider.completedBars(target, '1d', now - 365 * DAY_MS, now);
      const returns = bars
        .slice(1)
        .map((bar, index) => Math.log(bar.close / (bars[index]?.close ?? bar.close)));
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const variance =
        returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
      for (const bar of bars) {
        expect(bar.close / target.referencePrice).toBeGreaterThan(0.4);
        expect(bar.close / target.referencePrice).toBeLessThan(2.5);
      }
      return { days: bars.length, sigma: Math.sqrt(variance) };
    };
    const expected: Record<SymbolType, [number, number]> = {
      indices: [0.007, 0.014],
      etf: [0.008, 0.017],
      stocks: [0.014, 0.028],
      crypto: [0.028, 0.056],
    };
    for (const target of [apple, spy, nikkei, bitcoin]) {
      const { days, sigma } = volatility(target);
      expect(days).toBeGreaterThan(240);
      const [low, high] = expected[target.type];
      expect(sigma).toBeGreaterThan(low);
      expect(sigma).toBeLessThan(high);
    }
    // Crypto trades every day of the year (today's bar is still forming).
    expect(volatility(bitcoin).days).toBe(364);
  });

  it('prices small assets finer than cents', () => {
    const stats = new SimulatedQuoteProvider().stats(doge, Date.UTC(2026, 0, 6, 12));
    expect(stats.price).toBeLessThan(1);
    expect(Math.round(stats.price * 10_000) / 10_000).toBe(stats.price);
    expect(Math.round(stats.price * 100) / 100).not.toBe(stats.price);
  });

  it('reports the watched symbols whose price stepped, once per step', () => {
    const provider = new SimulatedQuoteProvider();
    const moves: number[] = [];
    provider.onMove((id) => moves.push(id));
    provider.watch([apple, bitcoin]);
    const saturday = Date.UTC(2026, 0, 10, 12);

    provider.advance(saturday);
    expect(moves.sort()).toEqual([apple.id, bitcoin.id].sort());
    moves.length = 0;
    // Within the same step nothing; a later step moves bitcoin only (the NYSE is closed).
    provider.advance(saturday + 1);
    expect(moves).toEqual([]);
    provider.advance(saturday + 60_000);
    expect(moves).toEqual([bitcoin.id]);
  });
});
