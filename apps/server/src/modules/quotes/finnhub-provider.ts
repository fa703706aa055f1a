import WebSocket from 'ws';
import type { BarResolution } from '../../db/schema/index.ts';
import type { SymbolStatsView } from '../../schemas/markets.ts';
import { dayStamp, type ExchangeHours, hoursOf, sessionAt } from './exchange-hours.ts';
import {
  type BarRecord,
  type MoveListener,
  priceDecimals,
  type QuoteProvider,
  type QuoteSymbol,
  roundTo,
} from './quote-provider.ts';
import { BAR_MS } from './simulated-provider.ts';

/** Finnhub's free plan streams up to 50 symbols at once. */
export const FINNHUB_SUBSCRIPTIONS_MAX = 50;
/** Its REST quote costs one of 60 calls a minute: half of them for first figures. */
export const FINNHUB_SNAPSHOTS_PER_MINUTE = 30;
/** Live figures kept for symbols no longer streamed (they show their age in updated_at). */
const STATES_MAX = 1000;
const FIVE_MINUTE_BARS_MAX = 2000;
const DAILY_BARS_MAX = 400;

/** A trade as Finnhub's websocket sends it: symbol, price, time (ms), volume. */
export interface FinnhubTrade {
  s: string;
  p: number;
  t: number;
  v: number;
}

/** Finnhub's `GET /quote`: current, high, low, open, previous close, time (s). */
interface FinnhubQuote {
  c?: number;
  h?: number;
  l?: number;
  o?: number;
  pc?: number;
  t?: number;
}

export interface FinnhubProviderOptions {
  apiKey: string;
  /** wss://ws.finnhub.io */
  wsUrl: string;
  /** https://finnhub.io/api/v1 */
  restUrl: string;
  /** Answers for the symbols Finnhub does not stream (and until a streamed one has figures). */
  fallback: QuoteProvider;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  fetch?: typeof fetch;
  now?: () => number;
  maxSubscriptions?: number;
  snapshotsPerMinute?: number;
  /** First reconnection delay, doubled up to 30 s. */
  reconnectMs?: number;
}

interface LiveState {
  symbol: QuoteSymbol;
  hours: ExchangeHours;
  decimals: number;
  /** The session (local day) the figures are of; null until the first trade or snapshot. */
  day: number | null;
  price: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  volume: number;
  updatedAt: number;
  bars: BarRecord[];
  daily: BarRecord[];
}

/**
 * The name Finnhub streams a symbol under, or null when its free feed has none: US stocks and
 * ETFs by ticker, crypto as Binance's USDT pair. Everything else stays on the simulator.
 */
export function finnhubSymbol(symbol: QuoteSymbol): string | null {
  if (symbol.type === 'crypto') {
    return symbol.symbol.includes(':') ? symbol.symbol : `BINANCE:${symbol.symbol}USDT`;
  }
  if ((symbol.type === 'stocks' || symbol.type === 'etf') && symbol.country === 'US') {
    return symbol.symbol;
  }
  return null;
}

/** Adds a trade to a list of bars ordered by opening; an older bar is updated in place. */
function addToBars(
  bars: BarRecord[],
  startsAt: number,
  price: number,
  volume: number,
  max: number,
) {
  const last = bars.at(-1);
  if (!last || last.startsAt < startsAt) {
    bars.push({ startsAt, open: price, high: price, low: price, close: price, volume });
    if (bars.length > max) bars.splice(0, bars.length - max);
    return;
  }
  const bar = last.startsAt === startsAt ? last : bars.find((item) => item.startsAt === startsAt);
  if (!bar) return;
  bar.high = Math.max(bar.high, price);
  bar.low = Math.min(bar.low, price);
  if (bar === last) bar.close = price;
  bar.volume += volume;
}

/**
 * Real prices from Finnhub (`MARKET_DATA_PROVIDER=finnhub`, `FINNHUB_API_KEY`): one websocket
 * (`{"type":"subscribe","symbol":"AAPL"}`, trades as `{"type":"trade","data":[{s,p,t,v}]}`)
 * for the symbols readers watch, a REST quote for each symbol's first figures (the open and the
 * previous close a trade stream cannot tell), and the trades folded into figures and 5-minute
 * and daily bars. Only regular sessions count. The connection opens when the first symbol is
 * watched and comes back after a drop.
 */
export class FinnhubQuoteProvider implements QuoteProvider {
  readonly name = 'finnhub' as const;
  private readonly states = new Map<number, LiveState>();
  /** Finnhub symbol → the ids that stream under it. */
  private readonly streamed = new Map<string, Set<number>>();
  private subscribed = new Set<string>();
  private readonly listeners = new Set<MoveListener>();
  private readonly snapshotTimes: number[] = [];
  private readonly pendingSnapshots = new Map<number, QuoteSymbol>();
  private readonly snapshotting = new Set<number>();
  private socket: WebSocket | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay: number;
  private closed = false;

  constructor(private readonly options: FinnhubProviderOptions) {
    this.reconnectDelay = options.reconnectMs ?? 1000;
    options.fallback.onMove((id) => {
      for (const listener of this.listeners) listener(id);
    });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  isSimulated(symbol: QuoteSymbol): boolean {
    return finnhubSymbol(symbol) === null;
  }

  stats(symbol: QuoteSymbol, now: number): SymbolStatsView {
    const state = this.states.get(symbol.id);
    if (!state || state.day === null) {
      if (finnhubSymbol(symbol) !== null) this.requestSnapshot(symbol);
      return this.options.fallback.stats(symbol, now);
    }
    const session = sessionAt(state.hours, now);
    // A new session has opened and traded nothing yet: yesterday's last price is its reference.
    const fresh = session.day !== state.day && session.open;
    const price = state.price;
    const prevClose = fresh ? price : state.prevClose;
    const round = (value: number) => roundTo(value, state.decimals);
    const change = round(price - prevClose);
    return {
      price: round(price),
      open: round(fresh ? price : state.open),
      high: round(fresh ? price : state.high),
      low: round(fresh ? price : state.low),
      prev_close: round(prevClose),
      change,
      change_pct: prevClose === 0 ? 0 : roundTo((change / prevClose) * 100, 2),
      volume: fresh ? 0 : roundTo(state.volume, 4),
      currency: symbol.currency,
      market_open: session.open,
      updated_at: new Date(state.updatedAt).toISOString(),
      simulated: false,
    };
  }

  completedBars(
    symbol: QuoteSymbol,
    resolution: BarResolution,
    from: number,
    now: number,
  ): BarRecord[] {
    if (finnhubSymbol(symbol) === null) {
      return this.options.fallback.completedBars(symbol, resolution, from, now);
    }
    const state = this.states.get(symbol.id);
    if (!state) return [];
    if (resolution === '5m') {
      return state.bars
        .filter((bar) => bar.startsAt >= from && bar.startsAt + BAR_MS <= now)
        .map((bar) => this.rounded(state, bar));
    }
    const current = sessionAt(state.hours, now);
    const openStamp = current.open ? dayStamp(current.day) : Number.POSITIVE_INFINITY;
    return state.daily
      .filter((bar) => bar.startsAt >= from && bar.startsAt < openStamp)
      .map((bar) => this.rounded(state, bar));
  }

  currentBar(symbol: QuoteSymbol, resolution: BarResolution, now: number): BarRecord | null {
    if (finnhubSymbol(symbol) === null) {
      return this.options.fallback.currentBar(symbol, resolution, now);
    }
    const state = this.states.get(symbol.id);
    if (!state) return null;
    const session = sessionAt(state.hours, now);
    if (!session.open) return null;
    const bars = resolution === '5m' ? state.bars : state.daily;
    const last = bars.at(-1);
    const start =
      resolution === '5m'
        ? session.opensAt + Math.floor((now - session.opensAt) / BAR_MS) * BAR_MS
        : dayStamp(session.day);
    return last && last.startsAt === start ? this.rounded(state, last) : null;
  }

  onMove(listener: MoveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Streams the most recently read symbols Finnhub has (up to its limit); the rest simulate. */
  watch(symbols: readonly QuoteSymbol[]): void {
    const max = this.options.maxSubscriptions ?? FINNHUB_SUBSCRIPTIONS_MAX;
    const streamed: QuoteSymbol[] = [];
    const simulated: QuoteSymbol[] = [];
    // Least recently read first: the newest reads win the limited subscriptions.
    for (let index = symbols.length - 1; index >= 0; index -= 1) {
      const symbol = symbols[index];
      if (!symbol) continue;
      if (finnhubSymbol(symbol) !== null && streamed.length < max) streamed.push(symbol);
      else if (finnhubSymbol(symbol) === null) simulated.push(symbol);
    }
    this.options.fallback.watch(simulated);

    this.streamed.clear();
    const wanted = new Set<string>();
    for (const symbol of streamed) {
      const name = finnhubSymbol(symbol) ?? symbol.symbol;
      wanted.add(name);
      const ids = this.streamed.get(name) ?? new Set<number>();
      ids.add(symbol.id);
      this.streamed.set(name, ids);
      this.stateOf(symbol);
      if (this.states.get(symbol.id)?.day === null) this.requestSnapshot(symbol);
    }
    for (const name of this.subscribed) if (!wanted.has(name)) this.send('unsubscribe', name);
    for (const name of wanted) if (!this.subscribed.has(name)) this.send('subscribe', name);
    this.subscribed = wanted;
    if (wanted.size > 0) this.connect();
  }

  advance(now: number): void {
    this.options.fallback.advance(now);
    for (const symbol of [...this.pendingSnapshots.values()]) this.requestSnapshot(symbol);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.terminate();
      });
    }
    await this.options.fallback.close();
  }

  /** Folds trades into the figures and bars of the symbols streamed under their names. */
  applyTrades(trades: readonly FinnhubTrade[]): void {
    const moved = new Set<number>();
    for (const trade of trades) {
      if (!Number.isFinite(trade.p) || trade.p <= 0 || !Number.isFinite(trade.t)) continue;
      for (const id of this.streamed.get(trade.s) ?? []) {
        const state = this.states.get(id);
        if (!state) continue;
        const session = sessionAt(state.hours, trade.t);
        // Regular sessions only: pre- and after-market trades would move yesterday's figures.
        if (!session.open) continue;
        if (state.day !== session.day) {
          const known = state.day !== null;
          state.prevClose = known ? state.price : trade.p;
          state.open = trade.p;
          state.high = trade.p;
          state.low = trade.p;
          state.volume = 0;
          state.day = session.day;
        }
        state.price = trade.p;
        state.high = Math.max(state.high, trade.p);
        state.low = Math.min(state.low, trade.p);
        const volume = Number.isFinite(trade.v) && trade.v > 0 ? trade.v : 0;
        state.volume += volume;
        state.updatedAt = Math.max(state.updatedAt, trade.t);
        const barStart =
          session.opensAt + Math.floor((trade.t - session.opensAt) / BAR_MS) * BAR_MS;
        addToBars(state.bars, barStart, trade.p, volume, FIVE_MINUTE_BARS_MAX);
        addToBars(state.daily, dayStamp(session.day), trade.p, volume, DAILY_BARS_MAX);
        const today = state.daily.at(-1);
        if (today && today.startsAt === dayStamp(session.day)) today.open = state.open;
        moved.add(id);
      }
    }
    for (const id of moved) for (const listener of this.listeners) listener(id);
  }

  /** Takes a REST quote's figures: the session's open, high, low and the previous close. */
  applySnapshot(symbol: QuoteSymbol, quote: FinnhubQuote): void {
    const { c, h, l, o, pc, t } = quote;
    if (!c || c <= 0 || !t) return;
    const state = this.stateOf(symbol);
    const at = t * 1000;
    const day = sessionAt(state.hours, at).day;
    if (state.day === null || state.day < day) {
      state.day = day;
      state.price = c;
      state.volume = 0;
      state.updatedAt = at;
      state.high = h || c;
      state.low = l || c;
    } else if (state.day === day) {
      state.high = Math.max(state.high, h || c);
      state.low = Math.min(state.low, l || c);
    } else {
      return;
    }
    state.open = o || state.open || c;
    state.prevClose = pc || state.prevClose || c;
    const daily = state.daily.at(-1);
    if (daily && daily.startsAt === dayStamp(day)) {
      daily.open = state.open;
      daily.high = Math.max(daily.high, state.high);
      daily.low = Math.min(daily.low, state.low);
    } else if (!daily || daily.startsAt < dayStamp(day)) {
      state.daily.push({
        startsAt: dayStamp(day),
        open: state.open,
        high: state.high,
        low: state.low,
        close: state.price,
        volume: 0,
      });
    }
    for (const listener of this.listeners) listener(symbol.id);
  }

  private stateOf(symbol: QuoteSymbol): LiveState {
    const found = this.states.get(symbol.id);
    if (found) {
      found.symbol = symbol;
      return found;
    }
    const state: LiveState = {
      symbol,
      hours: hoursOf(symbol),
      decimals: priceDecimals(symbol.referencePrice),
      day: null,
      price: 0,
      open: 0,
      high: 0,
      low: 0,
      prevClose: 0,
      volume: 0,
      updatedAt: 0,
      bars: [],
      daily: [],
    };
    if (this.states.size >= STATES_MAX) {
      // The oldest figures of a symbol no longer streamed make room.
      const streamed = new Set([...this.streamed.values()].flatMap((ids) => [...ids]));
      for (const id of this.states.keys()) {
        if (streamed.has(id)) continue;
        this.states.delete(id);
        break;
      }
    }
    this.states.set(symbol.id, state);
    return state;
  }

  private rounded(state: LiveState, bar: BarRecord): BarRecord {
    const round = (value: number) => roundTo(value, state.decimals);
    return {
      startsAt: bar.startsAt,
      open: round(bar.open),
      high: round(bar.high),
      low: round(bar.low),
      close: round(bar.close),
      volume: roundTo(bar.volume, 4),
    };
  }

  /** A REST quote for a symbol without figures, within the per-minute budget (else later). */
  private requestSnapshot(symbol: QuoteSymbol): void {
    if (this.closed || this.snapshotting.has(symbol.id)) return;
    const now = this.now();
    while ((this.snapshotTimes[0] ?? now) <= now - 60_000) this.snapshotTimes.shift();
    if (
      this.snapshotTimes.length >= (this.options.snapshotsPerMinute ?? FINNHUB_SNAPSHOTS_PER_MINUTE)
    ) {
      this.pendingSnapshots.set(symbol.id, symbol);
      return;
    }
    this.pendingSnapshots.delete(symbol.id);
    this.snapshotTimes.push(now);
    this.snapshotting.add(symbol.id);
    const name = finnhubSymbol(symbol) ?? symbol.symbol;
    const url = `${this.options.restUrl}/quote?symbol=${encodeURIComponent(name)}&token=${encodeURIComponent(this.options.apiKey)}`;
    (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Finnhub answered ${response.status}`);
        this.applySnapshot(symbol, (await response.json()) as FinnhubQuote);
      })
      .catch((error: unknown) => {
        this.options.log.warn({ err: error, symbol: name }, 'Finnhub quote not fetched');
      })
      .finally(() => {
        this.snapshotting.delete(symbol.id);
      });
  }

  private send(type: 'subscribe' | 'unsubscribe', symbol: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type, symbol }));
    }
  }

  private connect(): void {
    if (this.closed || this.socket || this.reconnectTimer) return;
    const url = `${this.options.wsUrl}?token=${encodeURIComponent(this.options.apiKey)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('open', () => {
      this.reconnectDelay = this.options.reconnectMs ?? 1000;
      this.options.log.info({ symbols: this.subscribed.size }, 'Finnhub stream connected');
      for (const name of this.subscribed) this.send('subscribe', name);
    });
    socket.on('message', (raw) => this.receive(raw.toString()));
    socket.on('error', (error) => {
      this.options.log.warn({ err: error }, 'Finnhub stream error');
    });
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      if (this.closed || this.subscribed.size === 0) return;
      const delay = this.reconnectDelay;
      this.reconnectDelay = Math.min(30_000, delay * 2);
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, delay);
      this.reconnectTimer.unref();
    });
  }

  private receive(text: string): void {
    let message: { type?: unknown; data?: unknown; msg?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'trade' && Array.isArray(message.data)) {
      this.applyTrades(message.data as FinnhubTrade[]);
    } else if (message.type === 'error') {
      this.options.log.warn({ message: message.msg }, 'Finnhub refused a request');
    }
  }
}
