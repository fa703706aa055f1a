import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type SymbolType, symbols } from '../../db/schema/index.ts';

export type SymbolRow = typeof symbols.$inferSelect;
export type NewSymbolRow = typeof symbols.$inferInsert;

/** Symbols as stored: lookups by id and ticker, a market's listing, the categories' counts. */
export class SymbolsRepository {
  constructor(private readonly db: Database) {}

  async byIds(ids: readonly number[], tx: Executor = this.db): Promise<SymbolRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(symbols)
      .where(inArray(symbols.id, [...ids]));
  }

  async byId(id: number, tx: Executor = this.db): Promise<SymbolRow | undefined> {
    const [row] = await tx.select().from(symbols).where(eq(symbols.id, id));
    return row;
  }

  /** By ticker, regardless of case (`aapl` finds AAPL). */
  async bySymbol(ticker: string, tx: Executor = this.db): Promise<SymbolRow | undefined> {
    const [row] = await tx.select().from(symbols).where(eq(symbols.symbol, ticker.toUpperCase()));
    return row;
  }

  /** Tickers to rows, for cashtags: the ones that exist, regardless of case. */
  async bySymbols(tickers: readonly string[], tx: Executor = this.db): Promise<SymbolRow[]> {
    if (tickers.length === 0) return [];
    const upper = [...new Set(tickers.map((ticker) => ticker.toUpperCase()))];
    return tx.select().from(symbols).where(inArray(symbols.symbol, upper));
  }

  /**
   * A market's symbols in the data file's order (its most important first): a category, narrowed
   * to a sub-category that is either a region or a sector.
   */
  async list(
    type: SymbolType,
    subCategory: string | null,
    limit: number,
    tx: Executor = this.db,
  ): Promise<SymbolRow[]> {
    const where = subCategory
      ? and(
          eq(symbols.type, type),
          or(eq(symbols.region, subCategory), eq(symbols.sector, subCategory)),
        )
      : eq(symbols.type, type);
    return tx.select().from(symbols).where(where).orderBy(asc(symbols.id)).limit(limit);
  }

  /** How many symbols each type has by region and by sector: the markets' menu. */
  async counts(tx: Executor = this.db) {
    const byRegion = await tx
      .select({ type: symbols.type, slug: symbols.region, count: count() })
      .from(symbols)
      .groupBy(symbols.type, symbols.region);
    const bySector = await tx
      .select({ type: symbols.type, slug: sql<string>`${symbols.sector}`, count: count() })
      .from(symbols)
      .where(sql`${symbols.sector} is not null`)
      .groupBy(symbols.type, symbols.sector);
    return { byRegion, bySector };
  }

  async count(tx: Executor = this.db): Promise<number> {
    return tx.$count(symbols);
  }
}
