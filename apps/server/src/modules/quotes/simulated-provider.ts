import type { BarResolution, SymbolType } from '../../db/schema/index.ts';
import type { SymbolStatsView } from '../../schemas/markets.ts';
import {
  dayStamp,
  type ExchangeHours,
  hoursOf,
  isTradingDay,
  localTime,
  previousTradingDay,
  sessionAt,
  sessionOn,
  tradingOrdinal,
} from './exchange-hours.ts';
import {
  type BarRecord,
  type MoveListener,
  priceDecimals,
  type QuoteProvider,
  type QuoteSymbol,
  roundTo,
} from './quote-provider.ts';

/** The price steps every 5 seconds; bars are 5 minutes, so 60 steps a bar. */
export const STEP_MS = 5_000;
export const BAR_MS = 300_000;
const STEPS = BAR_MS / STEP_MS;
const DAY_MS = 86_400_000;

/** Typical daily volatility (standard deviation of a day's log return) by type. */
export const DAILY_VOLATILITY: Record<SymbolType, number> = {
  indices: 0.01,
  etf: 0.012,
  stocks: 0.02,
  crypto: 0.04,
};

/**
 * Daily closes follow a mean-reverting walk around the reference price: the log distance from it
 * is an AR(1) with this coefficient per trading day (a half-life of about 69 trading days), so
 * a year wanders some ±7 daily volatilities (±14 % for a stock) but never drifts away.
 */
const REVERSION = 0.99;
/**
 * That walk is computed as the weighted sum of the last MEMORY days' shocks (0.99^400 ≈ 2 %):
 * a pure function of the date, the same bits whichever day is asked first or in which process.
 */
const MEMORY = 400;
const DECAY = Float64Array.from({ length: MEMORY }, (_, k) => REVERSION ** k);

/** A day's turnover (in the symbol's currency) before the per-symbol factor; volume = this / price. */
const TURNOVER: Record<SymbolType, number> = {
  stocks: 4e8,
  etf: 2e8,
  crypto: 6e8,
  // Indices report the shares traded in their constituents: billions a day.
  indices: 1e13,
};

// Independent random streams, so changing one use of randomness leaves the others as they were.
const STREAM = {
  daily: 1,
  gap: 2,
  bar: 3,
  wickUp: 4,
  wickDown: 5,
  barVolume: 6,
  dayVolume: 7,
  anchorHigh: 8,
  anchorLow: 9,
  jitter: 10,
  phase: 11,
  turnover: 12,
} as const;

/** murmur3's finaliser: a well-mixed 32-bit hash. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in (0, 1), a pure function of (seed, stream, a, b): the seeded PRNG. */
function uniform(seed: number, stream: number, a: number, b = 0): number {
  let h = mix(seed ^ Math.imul(stream, 0x9e3779b1));
  h = mix(h ^ (a | 0));
  h = mix(h + Math.imul(b | 0, 0x85ebca6b));
  return (h + 0.5) / 4294967296;
}

/** A standard normal number (Box–Muller) from the same inputs. */
function normal(seed: number, stream: number, a: number, b = 0): number {
  const u = uniform(seed, stream, a, b);
  const v = uniform(seed, stream + 100, a, b);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** FNV-1a of a string: the symbol's seed. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** What the simulator derives once from a symbol's row. */
interface Instrument {
  /** A number of its own, for the caches' keys. */
  index: number;
  symbol: QuoteSymbol;
  seed: number;
  hours: ExchangeHours;
  type: SymbolType;
  sigma: number;
  reference: number;
  decimals: number;
  volumeDecimals: number;
  /** Turnover per day in units (shares, coins). */
  baseVolume: number;
  /** Each symbol steps at its own offset within the 5 s: a page's moves spread over time. */
  phase: number;
  currency: string;
  /** The bar this symbol was last asked about, step by step. */
  path: BarPath | null;
}

/** One session, in 5-minute bars (unrounded), with the day's open and the previous close. */
interface Day {
  day: number;
  opensAt: number;
  closesAt: number;
  bars: number;
  prevClose: number;
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
  /** open, high, low, close, volume of each bar, one after the other. */
  ohlcv: Float64Array;
  /** high, low and volume of the bars before each bar (computed when first needed). */
  before: Float64Array | null;
}

/** One bar's 60 steps: the price and the running high and low. */
interface BarPath {
  /** day × 1000 + bar */
  key: number;
  prices: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
}

export interface SimulatedQuoteProviderOptions {
  /** How many sessions of 5-minute bars are kept in memory (least recently used go first). */
  maxDays?: number;
}

/**
 * Invented but plausible prices, a pure function of (symbol, instant): the same seed and instant
 * give the same figures on every machine, in every process, in any order of asking. Daily closes
 * walk around the symbol's reference price; a session's 5-minute bars bridge from its open to its
 * close; inside a bar the price steps every 5 seconds through the bar's high and low. Equities
 * move only while their exchange is open; crypto always.
 */
export class SimulatedQuoteProvider implements QuoteProvider {
  readonly name = 'simulated' as const;
  /** By symbol id; rebuilt when the row's fields change (a re-import). */
  private readonly instruments = new Map<number, Instrument>();
  private instrumentCount = 0;
  /** Sessions by instrument index × 1e6 + local day, least recently used first. */
  private readonly days = new Map<number, Day>();
  /** Log closes by instrument index × 1e6 + trading-day ordinal. */
  private readonly logCloses = new Map<number, number>();
  private readonly listeners = new Set<MoveListener>();
  private watched = new Map<number, { symbol: QuoteSymbol; step: number | null }>();
  private readonly maxDays: number;

  constructor(options: SimulatedQuoteProviderOptions = {}) {
    this.maxDays = options.maxDays ?? 4096;
  }

  isSimulated(): boolean {
    return true;
  }

  stats(symbol: QuoteSymbol, now: number): SymbolStatsView {
    const instrument = this.instrument(symbol);
    const session = sessionAt(instrument.hours, now);
    const day = this.day(instrument, session.day);
    if (!session.open) {
      return this.present(instrument, day, {
        price: day.close,
        high: day.high,
        low: day.low,
        volume: day.volume,
        open: false,
        updatedAt: day.closesAt,
      });
    }
    const at = this.position(instrument, day, now);
    const before = this.before(day, at.bar);
    const partial = this.partialBar(instrument, day, at.bar, at.step);
    return this.present(instrument, day, {
      price: partial.close,
      high: Math.max(before.high, partial.high),
      low: Math.min(before.low, partial.low),
      volume: before.volume + partial.volume,
      open: true,
      updatedAt: at.steppedAt,
    });
  }

  completedBars(
    symbol: QuoteSymbol,
    resolution: BarResolution,
    from: number,
    now: number,
  ): BarRecord[] {
    const instrument = this.instrument(symbol);
    const { hours } = instrument;
    const current = sessionAt(hours, now);
    const bars: BarRecord[] = [];
    if (resolution === '1d') {
      const last = current.open ? previousTradingDay(hours, current.day) : current.day;
      // A year and a bit at most, however far back `from` is.
      const first = Math.max(Math.ceil(from / DAY_MS), last - 400);
      this.warmLogCloses(instrument, tradingOrdinal(hours, first) - 1, tradingOrdinal(hours, last));
      for (let day = first; day <= last; day += 1) {
        if (!isTradingDay(hours, day)) continue;
        // Not kept: a year of sessions would push the recent ones out of the cache.
        bars.push(this.dailyBar(instrument, this.computeDay(instrument, day)));
      }
      return bars;
    }
    const first = Math.max(localTime(hours.timeZone, from).day - 1, current.day - 14);
    for (let day = first; day <= current.day; day += 1) {
      if (!isTradingDay(hours, day)) continue;
      const { opensAt } = sessionOn(hours, day);
      if (opensAt + BAR_MS > now) break;
      const session =
        day === current.day ? this.day(instrument, day) : this.computeDay(instrument, day);
      for (let bar = 0; bar < session.bars; bar += 1) {
        const startsAt = session.opensAt + bar * BAR_MS;
        if (startsAt + BAR_MS > now) break;
        if (startsAt >= from) bars.push(this.bar(instrument, session, bar));
      }
    }
    return bars;
  }

  currentBar(symbol: QuoteSymbol, resolution: BarResolution, now: number): BarRecord | null {
    const instrument = this.instrument(symbol);
    const session = sessionAt(instrument.hours, now);
    if (!session.open) return null;
    const day = this.day(instrument, session.day);
    const at = this.position(instrument, day, now);
    const partial = this.partialBar(instrument, day, at.bar, at.step);
    const round = (value: number) => roundTo(value, instrument.decimals);
    const volume = (value: number) => roundTo(value, instrument.volumeDecimals);
    if (resolution === '5m') {
      return {
        startsAt: day.opensAt + at.bar * BAR_MS,
        open: round(partial.open),
        high: round(partial.high),
        low: round(partial.low),
        close: round(partial.close),
        volume: volume(partial.volume),
      };
    }
    const stats = this.stats(symbol, now);
    return {
      startsAt: dayStamp(day.day),
      open: stats.open,
      high: stats.high,
      low: stats.low,
      close: stats.price,
      volume: stats.volume,
    };
  }

  onMove(listener: MoveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  watch(symbols: readonly QuoteSymbol[]): void {
    const next = new Map<number, { symbol: QuoteSymbol; step: number | null }>();
    for (const symbol of symbols) {
      next.set(symbol.id, { symbol, step: this.watched.get(symbol.id)?.step ?? null });
    }
    this.watched = next;
  }

  advance(now: number): void {
    for (const [id, entry] of this.watched) {
      const step = this.stepOf(entry.symbol, now);
      if (step === entry.step) continue;
      entry.step = step;
      for (const listener of this.listeners) listener(id);
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.watched.clear();
  }

  /** A number that changes exactly when the price may: the session, bar and step at `now`. */
  private stepOf(symbol: QuoteSymbol, now: number): number {
    const instrument = this.instrument(symbol);
    const session = sessionAt(instrument.hours, now);
    if (!session.open) return -session.day;
    const day = this.day(instrument, session.day);
    const at = this.position(instrument, day, now);
    return session.day * 100_000 + at.bar * 100 + at.step;
  }

  private instrument(symbol: QuoteSymbol): Instrument {
    const found = this.instruments.get(symbol.id);
    if (
      found &&
      found.symbol.symbol === symbol.symbol &&
      found.symbol.type === symbol.type &&
      found.symbol.exchange === symbol.exchange &&
      found.symbol.country === symbol.country &&
      found.symbol.currency === symbol.currency &&
      found.symbol.referencePrice === symbol.referencePrice
    ) {
      return found;
    }
    const seed = hashString(`${symbol.symbol}|${symbol.type}`);
    const reference = symbol.referencePrice;
    this.instrumentCount += 1;
    const instrument: Instrument = {
      index: this.instrumentCount,
      symbol,
      seed,
      hours: hoursOf(symbol),
      type: symbol.type,
      sigma: DAILY_VOLATILITY[symbol.type],
      reference,
      decimals: priceDecimals(reference),
      volumeDecimals: symbol.type === 'crypto' ? 2 : 0,
      // Some symbols trade far more than others: a log-normal factor of about ×0.2 to ×5.
      baseVolume:
        (TURNOVER[symbol.type] * Math.exp(0.8 * normal(seed, STREAM.turnover, 0))) / reference,
      phase: Math.floor(uniform(seed, STREAM.phase, 0) * STEP_MS),
      currency: symbol.currency,
      path: null,
    };
    if (this.instruments.size >= 10_000) this.instruments.clear();
    this.instruments.set(symbol.id, instrument);
    return instrument;
  }

  /** The log distance of the close from the reference price after the `ordinal`-th trading day. */
  private logClose(instrument: Instrument, ordinal: number): number {
    const key = instrument.index * 1_000_000 + ordinal;
    const cached = this.logCloses.get(key);
    if (cached !== undefined) return cached;
    let sum = 0;
    for (let k = 0; k < MEMORY; k += 1) {
      sum += (DECAY[k] ?? 0) * normal(instrument.seed, STREAM.daily, ordinal - k);
    }
    const value = instrument.sigma * sum;
    if (this.logCloses.size >= 50_000) this.logCloses.clear();
    this.logCloses.set(key, value);
    return value;
  }

  /**
   * Fills the cache for a run of ordinals from one array of shocks: the same sums, term by term,
   * as `logClose` (so the same bits), without hashing each shock 400 times.
   */
  private warmLogCloses(instrument: Instrument, first: number, last: number): void {
    if (last < first) return;
    const base = instrument.index * 1_000_000;
    let missing = false;
    for (let ordinal = first; ordinal <= last && !missing; ordinal += 1) {
      missing = !this.logCloses.has(base + ordinal);
    }
    if (!missing) return;
    const shocks = new Float64Array(last - first + MEMORY);
    const origin = first - MEMORY + 1;
    for (let index = 0; index < shocks.length; index += 1) {
      shocks[index] = normal(instrument.seed, STREAM.daily, origin + index);
    }
    for (let ordinal = first; ordinal <= last; ordinal += 1) {
      const key = base + ordinal;
      if (this.logCloses.has(key)) continue;
      let sum = 0;
      for (let k = 0; k < MEMORY; k += 1) {
        sum += (DECAY[k] ?? 0) * (shocks[ordinal - k - origin] ?? 0);
      }
      if (this.logCloses.size >= 50_000) this.logCloses.clear();
      this.logCloses.set(key, instrument.sigma * sum);
    }
  }

  private closeOn(instrument: Instrument, ordinal: number): number {
    return instrument.reference * Math.exp(this.logClose(instrument, ordinal));
  }

  /** A session from the cache (recently used ones stay). */
  private day(instrument: Instrument, day: number): Day {
    const key = instrument.index * 1_000_000 + day;
    const found = this.days.get(key);
    if (found) {
      this.days.delete(key);
      this.days.set(key, found);
      return found;
    }
    const computed = this.computeDay(instrument, day);
    if (this.days.size >= this.maxDays) {
      const oldest = this.days.keys().next();
      if (!oldest.done) this.days.delete(oldest.value);
    }
    this.days.set(key, computed);
    return computed;
  }

  private computeDay(instrument: Instrument, day: number): Day {
    const { seed, sigma, hours } = instrument;
    const { opensAt, closesAt } = sessionOn(hours, day);
    const count = Math.max(1, Math.round((closesAt - opensAt) / BAR_MS));
    const ordinal = tradingOrdinal(hours, day);
    // Both closes from one run of shocks: half the hashing of asking for each.
    this.warmLogCloses(instrument, ordinal - 1, ordinal);
    const prevClose = this.closeOn(instrument, ordinal - 1);
    const close = this.closeOn(instrument, ordinal);
    // Equities open away from the last close (news overnight); crypto never stopped.
    const open = hours.always
      ? prevClose
      : prevClose * Math.exp(0.2 * sigma * normal(seed, STREAM.gap, day));
    // A Brownian bridge over the session's bars, from the open to the close.
    const walk = new Float64Array(count + 1);
    for (let bar = 1; bar <= count; bar += 1) {
      walk[bar] = (walk[bar - 1] ?? 0) + normal(seed, STREAM.bar, day, bar);
    }
    const barSigma = sigma / Math.sqrt(count);
    const end = walk[count] ?? 0;
    const logOpen = Math.log(open);
    const drift = Math.log(close) - logOpen;
    const priceAt = (bar: number) => {
      if (bar === 0) return open;
      if (bar === count) return close;
      const t = bar / count;
      return Math.exp(logOpen + t * drift + barSigma * ((walk[bar] ?? 0) - t * end));
    };
    // Volume: busier at the open and the close (a U over the session), noisy from bar to bar.
    const dayVolume = instrument.baseVolume * Math.exp(0.35 * normal(seed, STREAM.dayVolume, day));
    const weights = new Float64Array(count);
    let weightSum = 0;
    for (let bar = 0; bar < count; bar += 1) {
      const x = count === 1 ? 0 : (2 * bar) / (count - 1) - 1;
      const weight = (1 + 1.2 * x * x) * (0.6 + 0.8 * uniform(seed, STREAM.barVolume, day, bar));
      weights[bar] = weight;
      weightSum += weight;
    }
    const ohlcv = new Float64Array(count * 5);
    let high = open;
    let low = open;
    for (let bar = 0; bar < count; bar += 1) {
      const barOpen = priceAt(bar);
      const barClose = priceAt(bar + 1);
      const barHigh =
        Math.max(barOpen, barClose) *
        Math.exp(0.5 * barSigma * uniform(seed, STREAM.wickUp, day, bar));
      const barLow =
        Math.min(barOpen, barClose) *
        Math.exp(-0.5 * barSigma * uniform(seed, STREAM.wickDown, day, bar));
      const base = bar * 5;
      ohlcv[base] = barOpen;
      ohlcv[base + 1] = barHigh;
      ohlcv[base + 2] = barLow;
      ohlcv[base + 3] = barClose;
      ohlcv[base + 4] = (dayVolume * (weights[bar] ?? 0)) / weightSum;
      high = Math.max(high, barHigh);
      low = Math.min(low, barLow);
    }
    return {
      day,
      opensAt,
      closesAt,
      bars: count,
      prevClose,
      open,
      close,
      high,
      low,
      volume: dayVolume,
      ohlcv,
      before: null,
    };
  }

  /** Which bar and 5-second step of an open session `now` is in, and when that step began. */
  private position(instrument: Instrument, day: Day, now: number) {
    const bar = Math.min(day.bars - 1, Math.floor((now - day.opensAt) / BAR_MS));
    const barStart = day.opensAt + bar * BAR_MS;
    const step = Math.min(
      STEPS - 1,
      Math.max(0, Math.floor((now - barStart + instrument.phase) / STEP_MS)),
    );
    const steppedAt = step === 0 ? barStart : barStart + step * STEP_MS - instrument.phase;
    return { bar, step, steppedAt };
  }

  /**
   * A bar's price at each 5-second step: from the bar's open through its high and its low (each
   * touched at a step of its own) to its close, a little noise in between, never outside
   * [low, high]; with the running extremes. Kept for the bar a symbol is in (one per symbol).
   */
  private path(instrument: Instrument, day: Day, bar: number): BarPath {
    const key = day.day * 1000 + bar;
    const cached = instrument.path;
    if (cached && cached.key === key) return cached;
    const { seed } = instrument;
    const base = bar * 5;
    const open = day.ohlcv[base] ?? day.open;
    const high = day.ohlcv[base + 1] ?? open;
    const low = day.ohlcv[base + 2] ?? open;
    const close = day.ohlcv[base + 3] ?? open;
    const highStep = 1 + Math.floor(uniform(seed, STREAM.anchorHigh, day.day, bar) * (STEPS - 2));
    let lowStep = 1 + Math.floor(uniform(seed, STREAM.anchorLow, day.day, bar) * (STEPS - 2));
    if (lowStep === highStep) lowStep += 1;
    const firstStep = Math.min(highStep, lowStep);
    const secondStep = Math.max(highStep, lowStep);
    const first = highStep < lowStep ? high : low;
    const second = highStep < lowStep ? low : high;
    const barSigma = instrument.sigma / Math.sqrt(day.bars);
    const prices = new Float64Array(STEPS);
    const highs = new Float64Array(STEPS);
    const lows = new Float64Array(STEPS);
    let runningHigh = open;
    let runningLow = open;
    for (let step = 0; step < STEPS; step += 1) {
      let fromStep = 0;
      let fromPrice = open;
      let toStep = firstStep;
      let toPrice = first;
      if (step >= secondStep) {
        fromStep = secondStep;
        fromPrice = second;
        toStep = STEPS;
        toPrice = close;
      } else if (step >= firstStep) {
        fromStep = firstStep;
        fromPrice = first;
        toStep = secondStep;
        toPrice = second;
      }
      let price = fromPrice;
      if (step !== fromStep) {
        const span = toStep - fromStep;
        const envelope = Math.min(step - fromStep, toStep - step) / Math.max(1, span / 2);
        const noise =
          0.3 *
          barSigma *
          envelope *
          (2 * uniform(seed, STREAM.jitter, day.day, bar * STEPS + step) - 1);
        price = (fromPrice + ((toPrice - fromPrice) * (step - fromStep)) / span) * Math.exp(noise);
        price = Math.min(high, Math.max(low, price));
      }
      if (price > runningHigh) runningHigh = price;
      if (price < runningLow) runningLow = price;
      prices[step] = price;
      highs[step] = runningHigh;
      lows[step] = runningLow;
    }
    const path = { key, prices, highs, lows };
    instrument.path = path;
    return path;
  }

  /** A bar as far as it has got: its open, the extremes of the steps so far, the price now. */
  private partialBar(instrument: Instrument, day: Day, bar: number, step: number) {
    const path = this.path(instrument, day, bar);
    const open = day.ohlcv[bar * 5] ?? day.open;
    return {
      open,
      high: path.highs[step] ?? open,
      low: path.lows[step] ?? open,
      close: path.prices[step] ?? open,
      volume: ((day.ohlcv[bar * 5 + 4] ?? 0) * (step + 1)) / STEPS,
    };
  }

  /** The day's high, low and volume over the bars before `bar` (the open counts as a price). */
  private before(day: Day, bar: number) {
    if (!day.before) {
      const before = new Float64Array((day.bars + 1) * 3);
      let high = day.open;
      let low = day.open;
      let volume = 0;
      before[0] = high;
      before[1] = low;
      for (let index = 0; index < day.bars; index += 1) {
        high = Math.max(high, day.ohlcv[index * 5 + 1] ?? high);
        low = Math.min(low, day.ohlcv[index * 5 + 2] ?? low);
        volume += day.ohlcv[index * 5 + 4] ?? 0;
        before[(index + 1) * 3] = high;
        before[(index + 1) * 3 + 1] = low;
        before[(index + 1) * 3 + 2] = volume;
      }
      day.before = before;
    }
    return {
      high: day.before[bar * 3] ?? day.open,
      low: day.before[bar * 3 + 1] ?? day.open,
      volume: day.before[bar * 3 + 2] ?? 0,
    };
  }

  private bar(instrument: Instrument, day: Day, bar: number): BarRecord {
    const base = bar * 5;
    const round = (value: number | undefined) => roundTo(value ?? 0, instrument.decimals);
    return {
      startsAt: day.opensAt + bar * BAR_MS,
      open: round(day.ohlcv[base]),
      high: round(day.ohlcv[base + 1]),
      low: round(day.ohlcv[base + 2]),
      close: round(day.ohlcv[base + 3]),
      volume: roundTo(day.ohlcv[base + 4] ?? 0, instrument.volumeDecimals),
    };
  }

  private dailyBar(instrument: Instrument, day: Day): BarRecord {
    const round = (value: number) => roundTo(value, instrument.decimals);
    return {
      startsAt: dayStamp(day.day),
      open: round(day.open),
      high: round(day.high),
      low: round(day.low),
      close: round(day.close),
      volume: roundTo(day.volume, instrument.volumeDecimals),
    };
  }

  private present(
    instrument: Instrument,
    day: Day,
    now: {
      price: number;
      high: number;
      low: number;
      volume: number;
      open: boolean;
      updatedAt: number;
    },
  ): SymbolStatsView {
    const { decimals } = instrument;
    const price = roundTo(now.price, decimals);
    const prevClose = roundTo(day.prevClose, decimals);
    const change = roundTo(price - prevClose, decimals);
    return {
      price,
      open: roundTo(day.open, decimals),
      high: roundTo(now.high, decimals),
      low: roundTo(now.low, decimals),
      prev_close: prevClose,
      change,
      change_pct: prevClose === 0 ? 0 : roundTo((change / prevClose) * 100, 2),
      volume: roundTo(now.volume, instrument.volumeDecimals),
      currency: instrument.currency,
      market_open: now.open,
      updated_at: new Date(now.updatedAt).toISOString(),
      simulated: true,
    };
  }
}
