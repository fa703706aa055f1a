import path from 'node:path';
import { inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { symbols, technicalAnalyses } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { type AnalysisContent, loadAnalysesContent } from './technical-analysis-content.ts';

/** The analyses' content in the repository (format in its README.md), read at run time. */
export const ANALYSES_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'analyses');

export interface AnalysesImportResult {
  analyses: number;
  /** Analyses kept without a file, and symbols the symbols table does not have: said, not refused. */
  warnings: string[];
}

/**
 * Writes checked analyses (loadAnalysesContent) in one transaction, upserted by slug, so a second
 * import of the same files changes nothing and ids stay put. An analysis whose file is gone is
 * kept (members may have it linked) and reported; so is one whose symbol is not in the symbols
 * table (its page then has no chart until the symbol is imported).
 */
export async function importAnalysesContent(
  db: Database,
  content: AnalysisContent[],
): Promise<AnalysesImportResult> {
  return db.transaction(async (tx) => {
    for (const analysis of content) {
      const { slug, ...fields } = analysis;
      await tx
        .insert(technicalAnalyses)
        .values(analysis)
        .onConflictDoUpdate({ target: technicalAnalyses.slug, set: fields });
    }
    const slugs = content.map((analysis) => analysis.slug);
    const stray = await tx
      .select({ slug: technicalAnalyses.slug })
      .from(technicalAnalyses)
      .where(slugs.length ? notInArray(technicalAnalyses.slug, slugs) : sql`true`);
    const tickers = [...new Set(content.map((analysis) => analysis.symbol))];
    const known = tickers.length
      ? await tx
          .select({ symbol: symbols.symbol })
          .from(symbols)
          .where(inArray(symbols.symbol, tickers))
      : [];
    const knownSet = new Set(known.map((row) => row.symbol));
    return {
      analyses: content.length,
      warnings: [
        ...stray.map(
          ({ slug }) =>
            `analysis "${slug}" is in the database but has no file: kept (delete it by hand if it should go)`,
        ),
        ...tickers
          .filter((ticker) => !knownSet.has(ticker))
          .map(
            (ticker) =>
              `symbol "${ticker}" is not in the symbols table: its analyses show no chart until it is imported`,
          ),
      ],
    };
  });
}

/**
 * Imports the analyses into a database that has none yet (a fresh one, or one made before the
 * analyses existed); null when it already has some (`analyses:import` updates them).
 */
export async function seedTechnicalAnalyses(
  db: Database,
  dir: string = ANALYSES_CONTENT_DIR,
): Promise<AnalysesImportResult | null> {
  const [existing] = await db.select({ id: technicalAnalyses.id }).from(technicalAnalyses).limit(1);
  if (existing) return null;
  return importAnalysesContent(db, await loadAnalysesContent(dir));
}
