import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  type SymbolQuoteView,
  TAPE_INDICES,
  TAPE_MOVERS_EACH_WAY,
  TAPE_WATCHLIST_MAX,
  type TickerTapeItemView,
  type TickerTapeView,
} from '../../schemas/markets.ts';
import { WIDGET_SYMBOLS_MAX } from '../quotes/markets.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { SymbolRow, SymbolsRepository } from '../symbols/symbols.repository.ts';
import type { WatchlistsRepository } from '../watchlists/watchlists.repository.ts';

/** The indices and the stocks ranked for movers change only on an import: kept a minute. */
const MARKET_ROWS_TTL_MS = 60_000;
/** The movers are ranked at most this often per process, so the tape does not reshuffle. */
const MOVERS_TTL_MS = 30_000;

interface Movers {
  gainers: SymbolRow[];
  losers: SymbolRow[];
}

export interface TickerTapeServiceDeps {
  symbols: SymbolsRepository;
  watchlists: WatchlistsRepository;
  quotes: QuotesService;
}

/**
 * The ticker tape under the header: the first TAPE_INDICES indices of the data file, the member's
 * watchlist symbols (their lists' order, at most TAPE_WATCHLIST_MAX), and the day's movers — the
 * TAPE_MOVERS_EACH_WAY largest gains and losses among the stocks of the stocks page. A symbol
 * appears once, in the first section that names it, and says whether the member watches it (the
 * feed rail's watchlist card lists those); a mover the member watches gives its place to the next
 * one. Reading the tape keeps its symbols' live
 * quotes going, like any quote read; ranking the movers does not.
 */
export class TickerTapeService {
  private readonly marketRows = new TtlCache<'indices' | 'stocks', SymbolRow[]>({
    ttlMs: MARKET_ROWS_TTL_MS,
    maxEntries: 2,
  });
  private readonly movers = new TtlCache<'movers', Movers>({
    ttlMs: MOVERS_TTL_MS,
    maxEntries: 1,
  });

  constructor(private readonly deps: TickerTapeServiceDeps) {}

  async tape(viewerId: number): Promise<TickerTapeView> {
    const [indices, watched, movers] = await Promise.all([
      this.rows('indices', TAPE_INDICES),
      this.watchedBy(viewerId),
      this.currentMovers(),
    ]);
    const items: TickerTapeItemView[] = [];
    const shown = new Set<number>();
    const watchedIds = new Set(watched.map((row) => row.id));
    const add = (section: TickerTapeItemView['section'], rows: readonly SymbolRow[]) => {
      for (const quote of this.deps.quotes.quotesOf(rows)) {
        items.push({ ...quote, section, watched: watchedIds.has(quote.symbol_id) });
      }
      for (const row of rows) shown.add(row.id);
    };
    const unshown = (rows: readonly SymbolRow[]) => rows.filter((row) => !shown.has(row.id));
    add('index', indices);
    add('watchlist', unshown(watched));
    // The next movers stand in for those the member already watches.
    add('mover', [
      ...unshown(movers.gainers).slice(0, TAPE_MOVERS_EACH_WAY),
      ...unshown(movers.losers).slice(0, TAPE_MOVERS_EACH_WAY),
    ]);
    return { items };
  }

  /**
   * The market without a member: the tape's indices and the day's `eachWay` largest gains and
   * losses among stocks, with figures (the visitors' home page).
   */
  async snapshot(eachWay: number): Promise<{
    indices: SymbolQuoteView[];
    gainers: SymbolQuoteView[];
    losers: SymbolQuoteView[];
  }> {
    const [indices, movers] = await Promise.all([
      this.rows('indices', TAPE_INDICES),
      this.currentMovers(),
    ]);
    const { quotes } = this.deps;
    return {
      indices: quotes.quotesOf(indices),
      gainers: quotes.quotesOf(movers.gainers.slice(0, eachWay)),
      losers: quotes.quotesOf(movers.losers.slice(0, eachWay)),
    };
  }

  private async rows(type: 'indices' | 'stocks', limit: number): Promise<SymbolRow[]> {
    const cached = this.marketRows.get(type);
    if (cached) return cached;
    const rows = await this.deps.symbols.list(type, null, limit);
    this.marketRows.set(type, rows);
    return rows;
  }

  /** The member's watchlist symbols: their lists in order, each list's symbols in order, once. */
  private async watchedBy(viewerId: number): Promise<SymbolRow[]> {
    const { watchlists } = this.deps;
    const listIds = await watchlists.idsOf(viewerId);
    const byList = await watchlists.symbolsOf(listIds);
    const seen = new Map<number, SymbolRow>();
    for (const id of listIds) {
      for (const row of byList.get(id) ?? []) {
        if (seen.size === TAPE_WATCHLIST_MAX) return [...seen.values()];
        if (!seen.has(row.id)) seen.set(row.id, row);
      }
    }
    return [...seen.values()];
  }

  /** Stocks up today, the largest gain first, and down, the largest loss first; ties by id. */
  private async currentMovers(): Promise<Movers> {
    const cached = this.movers.get('movers');
    if (cached) return cached;
    const stocks = await this.rows('stocks', WIDGET_SYMBOLS_MAX);
    const changes = this.deps.quotes.changesOf(stocks);
    const change = (row: SymbolRow) => changes.get(row.id) ?? 0;
    const movers = {
      gainers: stocks
        .filter((row) => change(row) > 0)
        .sort((a, b) => change(b) - change(a) || a.id - b.id),
      losers: stocks
        .filter((row) => change(row) < 0)
        .sort((a, b) => change(a) - change(b) || a.id - b.id),
    };
    this.movers.set('movers', movers);
    return movers;
  }
}
