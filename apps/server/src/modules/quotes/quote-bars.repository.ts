import { and, asc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type BarResolution, postSymbols, posts, quoteBars } from '../../db/schema/index.ts';
import type { BarRecord } from './quote-provider.ts';

/** Rows per insert statement: 8 parameters a row stays under PostgreSQL's 65,535. */
const INSERT_CHUNK = 5000;

/** Price history in `quote_bars`, and the posts' calls on a symbol. */
export class QuoteBarsRepository {
  constructor(private readonly db: Database) {}

  /** The opening of the newest stored bar (ms), or null when none is stored. */
  async latestStart(
    symbolId: number,
    resolution: BarResolution,
    tx: Executor = this.db,
  ): Promise<number | null> {
    const [row] = await tx
      .select({ latest: max(quoteBars.startsAt) })
      .from(quoteBars)
      .where(and(eq(quoteBars.symbolId, symbolId), eq(quoteBars.resolution, resolution)));
    return row?.latest ? row.latest.getTime() : null;
  }

  /**
   * Stores bars once: a bar already there (another process wrote it first) is left as it is.
   * One statement for a year of daily bars or five sessions of 5-minute ones.
   */
  async insert(
    symbolId: number,
    resolution: BarResolution,
    bars: readonly BarRecord[],
    tx: Executor = this.db,
  ): Promise<void> {
    for (let start = 0; start < bars.length; start += INSERT_CHUNK) {
      await tx
        .insert(quoteBars)
        .values(
          bars.slice(start, start + INSERT_CHUNK).map((bar) => ({
            symbolId,
            resolution,
            startsAt: new Date(bar.startsAt),
            open: bar.open,
            high: bar.high,
            low: bar.low,
            close: bar.close,
            volume: bar.volume,
          })),
        )
        .onConflictDoNothing();
    }
  }

  /** Drops a symbol's bars of one resolution that opened before `before` (old 5-minute bars). */
  async prune(
    symbolId: number,
    resolution: BarResolution,
    before: number,
    tx: Executor = this.db,
  ): Promise<void> {
    await tx
      .delete(quoteBars)
      .where(
        and(
          eq(quoteBars.symbolId, symbolId),
          eq(quoteBars.resolution, resolution),
          lt(quoteBars.startsAt, new Date(before)),
        ),
      );
  }

  /** A symbol's bars of one resolution from `from` on, oldest first (the primary key's order). */
  async range(
    symbolId: number,
    resolution: BarResolution,
    from: number,
    tx: Executor = this.db,
  ): Promise<BarRecord[]> {
    const rows = await tx
      .select({
        startsAt: quoteBars.startsAt,
        open: quoteBars.open,
        high: quoteBars.high,
        low: quoteBars.low,
        close: quoteBars.close,
        volume: quoteBars.volume,
      })
      .from(quoteBars)
      .where(
        and(
          eq(quoteBars.symbolId, symbolId),
          eq(quoteBars.resolution, resolution),
          gte(quoteBars.startsAt, new Date(from)),
        ),
      )
      .orderBy(asc(quoteBars.startsAt));
    return rows.map((row) => ({ ...row, startsAt: row.startsAt.getTime() }));
  }

  /** How many posts since `since` tag the symbol with a bullish or a bearish call. */
  async sentimentSince(
    symbolId: number,
    since: number,
    tx: Executor = this.db,
  ): Promise<{ bullish: number; bearish: number }> {
    const [row] = await tx
      .select({
        bullish: sql<number>`count(*) filter (where ${posts.sentiment} = 'bullish')`.mapWith(
          Number,
        ),
        bearish: sql<number>`count(*) filter (where ${posts.sentiment} = 'bearish')`.mapWith(
          Number,
        ),
      })
      .from(postSymbols)
      .innerJoin(posts, eq(posts.id, postSymbols.postId))
      .where(and(eq(postSymbols.symbolId, symbolId), gte(posts.createdAt, new Date(since))));
    return { bullish: row?.bullish ?? 0, bearish: row?.bearish ?? 0 };
  }
}
