import type { Database } from '../../db/client.ts';
import type { BarResolution } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  type BarsView,
  type ChartRange,
  QUOTES_IDS_MAX,
  SPARK_CLOSES,
  type SymbolQuoteView,
  type SymbolRowQuoteView,
  type SymbolStatsView,
  type SymbolSummaryView,
} from '../../schemas/markets.ts';
import type { SymbolRow, SymbolsRepository } from '../symbols/symbols.repository.ts';
import {
  dayStamp,
  type ExchangeHours,
  hoursOf,
  previousTradingDay,
  sessionAt,
  sessionOn,
} from './exchange-hours.ts';
import type { QuoteBarsRepository } from './quote-bars.repository.ts';
import type { QuoteInterest } from './quote-interest.ts';
import type { BarRecord, QuoteProvider } from './quote-provider.ts';

/** Symbol rows are kept this long for the quotes call (a cache of PostgreSQL; imports are rare). */
const SYMBOL_ROWS_TTL_MS = 60_000;
/** How far each process remembers what `quote_bars` holds before asking PostgreSQL again. */
const STORED_UNTIL_TTL_MS = 10 * 60_000;
const LARGEST_ID = 2_147_483_647;
/** Sparklines change once a session: each is kept for the session day it was drawn on. */
const SPARK_TTL_MS = 6 * 60 * 60_000;
/** Calendar days looked back for SPARK_CLOSES sessions (weekends and a margin for holidays). */
const SPARK_LOOKBACK_DAYS = Math.ceil((SPARK_CLOSES * 7) / 5) + 7;
const DAY_MS = 24 * 60 * 60_000;

/** The chart ranges' resolutions: 5-minute bars for a day or five, daily bars beyond. */
export const rangeResolution = (range: ChartRange): BarResolution =>
  range === '1D' || range === '5D' ? '5m' : '1d';

const RANGE_MONTHS = { '1M': 1, '6M': 6, '1Y': 12 } as const;

/**
 * Where a chart range starts at `now`: the current (or last) session's opening for 1D, the fifth
 * session back's for 5D, and 00:00 UTC of the same local date 1, 6 or 12 months back otherwise.
 */
export function rangeStart(hours: ExchangeHours, range: ChartRange, now: number): number {
  const session = sessionAt(hours, now);
  if (range === '1D') return session.opensAt;
  if (range === '5D') {
    let day = session.day;
    for (let back = 0; back < 4; back += 1) day = previousTradingDay(hours, day);
    return sessionOn(hours, day).opensAt;
  }
  const date = new Date(dayStamp(session.day));
  return Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth() - RANGE_MONTHS[range],
    date.getUTCDate(),
  );
}

/** A symbol without its figures (spec point 3 "Symbol"). */
export function symbolSummary(row: SymbolRow): SymbolSummaryView {
  return {
    symbol_id: row.id,
    symbol: row.symbol,
    company_name: row.type === 'stocks' ? row.name : null,
    name: row.name,
    country: row.country,
    exchange: row.exchange,
    type: row.type,
    region: row.region,
    sector: row.sector,
    currency: row.currency,
  };
}

/** `1,2,3` → [1, 2, 3]; refused (422) when malformed or longer than QUOTES_IDS_MAX. */
export function parseSymbolIds(text: string): number[] {
  const parts = text.split(',');
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part.trim()) : NaN));
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > LARGEST_ID)) {
    throw validationFailed({
      ids: ['The ids field must be symbol ids joined by commas, such as 1,2,3.'],
    });
  }
  if (ids.length > QUOTES_IDS_MAX) {
    throw validationFailed({
      ids: [`The ids field must not name more than ${QUOTES_IDS_MAX} symbols.`],
    });
  }
  return [...new Set(ids)];
}

export interface QuotesServiceDeps {
  db: Database;
  provider: QuoteProvider;
  symbols: SymbolsRepository;
  bars: QuoteBarsRepository;
  interest: QuoteInterest;
}

/**
 * Figures and price history: the quotes call, a symbol's chart, and the figures the market pages
 * show. Every read registers interest in its symbols, which keeps their live quotes going.
 */
export class QuotesService {
  private readonly rows = new TtlCache<number, SymbolRow>({
    ttlMs: SYMBOL_ROWS_TTL_MS,
    maxEntries: 5000,
  });
  /** Per symbol and resolution: the opening of the newest bar known stored (-Infinity: none). */
  private readonly storedUntil = new TtlCache<string, number>({
    ttlMs: STORED_UNTIL_TTL_MS,
    maxEntries: 10_000,
  });

  /** Per symbol and session day: the last SPARK_CLOSES daily closes. */
  private readonly sparks = new TtlCache<string, number[]>({
    ttlMs: SPARK_TTL_MS,
    maxEntries: 10_000,
  });

  constructor(private readonly deps: QuotesServiceDeps) {}

  /** The service's clock: tests replace it (`vi.spyOn(service, 'now')`). */
  now(): number {
    return Date.now();
  }

  get providerName() {
    return this.deps.provider.name;
  }

  /** Figures for rows the caller has read, registering interest in them. */
  statsOf(rows: readonly SymbolRow[], now = this.now()): Map<number, SymbolStatsView> {
    const stats = new Map<number, SymbolStatsView>();
    for (const row of rows) stats.set(row.id, this.deps.provider.stats(row, now));
    const prices = new Map([...stats].map(([id, figures]) => [id, figures.price]));
    this.deps.interest.touch(rows, now, prices);
    return stats;
  }

  /**
   * The last prices of rows, without registering interest: for work no browser is watching
   * (price alerts), which must not keep live quotes going.
   */
  pricesOf(
    rows: readonly SymbolRow[],
    now = this.now(),
  ): Map<number, { price: number; simulated: boolean }> {
    const { provider } = this.deps;
    return new Map(
      rows.map((row) => [
        row.id,
        { price: provider.stats(row, now).price, simulated: provider.isSimulated(row) },
      ]),
    );
  }

  /**
   * The change in percent of rows since their previous close, without registering interest: for
   * ranking many symbols to show a few (the tape's movers), which must not keep them all live.
   */
  changesOf(rows: readonly SymbolRow[], now = this.now()): Map<number, number> {
    const { provider } = this.deps;
    return new Map(rows.map((row) => [row.id, provider.stats(row, now).change_pct]));
  }

  /** Rows with their figures, in the rows' order. */
  quotesOf(rows: readonly SymbolRow[], now = this.now()): SymbolQuoteView[] {
    const stats = this.statsOf(rows, now);
    return rows.map((row) => ({
      ...symbolSummary(row),
      stats: stats.get(row.id) ?? this.deps.provider.stats(row, now),
    }));
  }

  /** Rows with their figures and sparklines (a market table's or a watchlist's), in order. */
  rowQuotesOf(rows: readonly SymbolRow[], now = this.now()): SymbolRowQuoteView[] {
    return this.quotesOf(rows, now).map((quote, index) => {
      const row = rows[index];
      return { ...quote, spark: row ? this.sparkOf(row, now) : [] };
    });
  }

  /**
   * The last SPARK_CLOSES completed daily closes of a symbol, oldest first. Computed once per
   * symbol and session day (the provider's daily bars are the costly part) and then cached.
   */
  sparkOf(row: SymbolRow, now = this.now()): number[] {
    const day = sessionAt(hoursOf(row), now).day;
    const key = `${row.id}:${dayStamp(day)}`;
    const cached = this.sparks.get(key);
    if (cached) return cached;
    const closes = this.deps.provider
      .completedBars(row, '1d', now - SPARK_LOOKBACK_DAYS * DAY_MS, now)
      .slice(-SPARK_CLOSES)
      .map((bar) => bar.close);
    this.sparks.set(key, closes);
    return closes;
  }

  /** The quotes call (spec point 7 "Widgets"): figures keyed by symbol id; unknown ids left out. */
  async quotes(idsText: string): Promise<Record<string, SymbolStatsView>> {
    const ids = parseSymbolIds(idsText);
    const rows = await this.rowsByIds(ids);
    const stats = this.statsOf(rows);
    const answer: Record<string, SymbolStatsView> = {};
    for (const id of ids) {
      const figures = stats.get(id);
      if (figures) answer[String(id)] = figures;
    }
    return answer;
  }

  /**
   * A symbol's chart: bars from `quote_bars`, written there first if the provider has completed
   * bars the table lacks (a year of daily bars, five sessions of 5-minute bars), then the bar
   * still forming. 404 for an unknown symbol.
   */
  async bars(symbolId: number, range: ChartRange): Promise<BarsView> {
    const now = this.now();
    const [row] = await this.rowsByIds([symbolId]);
    if (!row) throw notFound('No Symbol found');
    const resolution = rangeResolution(range);
    const hours = hoursOf(row);
    await this.store(
      row,
      resolution,
      rangeStart(hours, resolution === '5m' ? '5D' : '1Y', now),
      now,
    );
    const bars = await this.deps.bars.range(row.id, resolution, rangeStart(hours, range, now));
    const forming = this.deps.provider.currentBar(row, resolution, now);
    if (forming && (bars.at(-1)?.startsAt ?? Number.NEGATIVE_INFINITY) < forming.startsAt) {
      bars.push(forming);
    }
    this.statsOf([row], now);
    return {
      symbol_id: row.id,
      range,
      resolution,
      simulated: this.deps.provider.isSimulated(row),
      bars: bars.map(toBar),
    };
  }

  /** Symbol rows by id, from the short-lived cache or one query for the missing ones. */
  async rowsByIds(ids: readonly number[]): Promise<SymbolRow[]> {
    const found = new Map<number, SymbolRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    for (const row of await this.deps.symbols.byIds(missing)) {
      this.rows.set(row.id, row);
      found.set(row.id, row);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Writes the provider's completed bars from `keepFrom` on that the table does not hold yet. */
  private async store(
    row: SymbolRow,
    resolution: BarResolution,
    keepFrom: number,
    now: number,
  ): Promise<void> {
    const key = `${row.id}:${resolution}`;
    let latest = this.storedUntil.get(key);
    if (latest === undefined) {
      latest = (await this.deps.bars.latestStart(row.id, resolution)) ?? Number.NEGATIVE_INFINITY;
    }
    const missing = this.deps.provider.completedBars(
      row,
      resolution,
      Math.max(keepFrom, latest + 1),
      now,
    );
    const newest = missing.at(-1);
    if (newest) {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.bars.insert(row.id, resolution, missing, tx);
        // Five sessions of 5-minute bars are all a chart shows; older ones only take space.
        if (resolution === '5m') await this.deps.bars.prune(row.id, resolution, keepFrom, tx);
      });
      latest = Math.max(latest, newest.startsAt);
    }
    this.storedUntil.set(key, latest);
  }
}

function toBar(bar: BarRecord) {
  return {
    time: Math.floor(bar.startsAt / 1000),
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
  };
}
