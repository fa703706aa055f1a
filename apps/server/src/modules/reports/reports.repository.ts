import { and, count, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type ReportMarket, reports } from '../../db/schema/index.ts';

export type ReportRow = typeof reports.$inferSelect;
/** A report without its body, for lists. */
export type ReportHead = Omit<ReportRow, 'blocks'>;

export interface ReportFilter {
  market?: ReportMarket;
  /** Published at or after. */
  from?: Date;
  /** Published before. */
  before?: Date;
}

const { blocks: _blocks, ...headColumns } = getTableColumns(reports);

export class ReportsRepository {
  constructor(private readonly db: Database) {}

  private where(filter: ReportFilter): SQL | undefined {
    return and(
      filter.market ? eq(reports.market, filter.market) : undefined,
      filter.from ? gte(reports.publishedAt, filter.from) : undefined,
      filter.before ? lt(reports.publishedAt, filter.before) : undefined,
    );
  }

  /** One page, newest first, and how many match in all. */
  async page(
    filter: ReportFilter,
    offset: number,
    limit: number,
    tx: Executor = this.db,
  ): Promise<{ rows: ReportHead[]; total: number }> {
    const where = this.where(filter);
    const rows = await tx
      .select(headColumns)
      .from(reports)
      .where(where)
      .orderBy(desc(reports.publishedAt), desc(reports.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx.select({ total: count() }).from(reports).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  async findBySlug(slug: string, tx: Executor = this.db): Promise<ReportRow | undefined> {
    const [row] = await tx.select().from(reports).where(eq(reports.slug, slug)).limit(1);
    return row;
  }
}
