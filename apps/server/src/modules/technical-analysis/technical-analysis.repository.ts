import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { technicalAnalyses } from '../../db/schema/index.ts';

export type AnalysisRow = typeof technicalAnalyses.$inferSelect;
/** An analysis without its text and drawings, for lists. */
export type AnalysisHead = Omit<AnalysisRow, 'blocks' | 'annotations'>;

const {
  blocks: _blocks,
  annotations: _annotations,
  ...headColumns
} = getTableColumns(technicalAnalyses);

export class TechnicalAnalysisRepository {
  constructor(private readonly db: Database) {}

  /** Every analysis (the content is a handful of files), or one symbol's, newest first. */
  async list(symbol: string | undefined, tx: Executor = this.db): Promise<AnalysisHead[]> {
    return tx
      .select(headColumns)
      .from(technicalAnalyses)
      .where(symbol ? eq(technicalAnalyses.symbol, symbol) : undefined)
      .orderBy(desc(technicalAnalyses.publishedAt), desc(technicalAnalyses.id));
  }

  /** The symbols that have an analysis, alphabetically: the list's filter. */
  async symbols(tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ symbol: technicalAnalyses.symbol })
      .from(technicalAnalyses)
      .orderBy(asc(technicalAnalyses.symbol));
    return rows.map((row) => row.symbol);
  }

  async findBySlug(slug: string, tx: Executor = this.db): Promise<AnalysisRow | undefined> {
    const [row] = await tx
      .select()
      .from(technicalAnalyses)
      .where(eq(technicalAnalyses.slug, slug))
      .limit(1);
    return row;
  }
}
