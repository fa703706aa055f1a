import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { loadReportsContent, type ReportContent } from './reports-content.ts';

/** The reports' content in the repository (format in its README.md), read at run time. */
export const REPORTS_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'reports');

export interface ReportsImportResult {
  reports: number;
  /** Reports in the database that the files no longer have: kept, and said so. */
  warnings: string[];
}

export interface ReportsImportHooks {
  /**
   * Called in the import's transaction for each report that was not in the database yet (the
   * email alerts queue their "new report" mail with it: modules/email-alerts).
   */
  onInserted?: (report: { id: number; slug: string }, tx: Executor) => Promise<void>;
}

/**
 * Writes checked reports (loadReportsContent) in one transaction, upserted by slug, so a second
 * import of the same files changes nothing and ids stay put. A report whose file is gone is kept
 * (members may have it open or linked) and reported in `warnings`.
 */
export async function importReportsContent(
  db: Database,
  content: ReportContent[],
  hooks: ReportsImportHooks = {},
): Promise<ReportsImportResult> {
  return db.transaction(async (tx) => {
    const known = hooks.onInserted
      ? new Set((await tx.select({ slug: reports.slug }).from(reports)).map((row) => row.slug))
      : new Set<string>();
    for (const report of content) {
      const { slug, ...fields } = report;
      const [row] = await tx
        .insert(reports)
        .values(report)
        .onConflictDoUpdate({ target: reports.slug, set: fields })
        .returning({ id: reports.id });
      if (row && hooks.onInserted && !known.has(slug))
        await hooks.onInserted({ id: row.id, slug }, tx);
    }
    const slugs = content.map((report) => report.slug);
    const stray = await tx
      .select({ slug: reports.slug })
      .from(reports)
      .where(slugs.length ? notInArray(reports.slug, slugs) : sql`true`);
    return {
      reports: content.length,
      warnings: stray.map(
        ({ slug }) =>
          `report "${slug}" is in the database but has no file: kept (delete it by hand if it should go)`,
      ),
    };
  });
}

/**
 * Imports the reports into a database that has none yet (a fresh one, or one made before the
 * reports existed); null when it already has some (`reports:import` updates them).
 */
export async function seedReports(
  db: Database,
  dir: string = REPORTS_CONTENT_DIR,
): Promise<ReportsImportResult | null> {
  const [existing] = await db.select({ id: reports.id }).from(reports).limit(1);
  if (existing) return null;
  return importReportsContent(db, await loadReportsContent(dir));
}
