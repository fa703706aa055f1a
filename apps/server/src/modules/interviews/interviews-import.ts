import path from 'node:path';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ceoInterviewSegments, ceoInterviews } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { type InterviewContent, loadInterviewsContent } from './interviews-content.ts';

/** The interviews' content in the repository (format in its README.md), read at run time. */
export const INTERVIEWS_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'interviews');

export interface InterviewsImportResult {
  interviews: number;
  segments: number;
  /** Interviews in the database that the files no longer have: kept, and said so. */
  warnings: string[];
}

/**
 * Writes checked interviews (loadInterviewsContent) in one transaction, upserted by slug, each
 * one's transcript replaced as a whole, so a second import of the same files changes nothing
 * visible and ids of interviews stay put. An interview whose file is gone is kept (members may
 * have it linked) and reported in `warnings`.
 */
export async function importInterviewsContent(
  db: Database,
  content: InterviewContent[],
): Promise<InterviewsImportResult> {
  return db.transaction(async (tx) => {
    let segmentCount = 0;
    for (const interview of content) {
      const { slug, segments, ...fields } = interview;
      const [row] = await tx
        .insert(ceoInterviews)
        .values({ slug, ...fields })
        .onConflictDoUpdate({ target: ceoInterviews.slug, set: fields })
        .returning({ id: ceoInterviews.id });
      if (!row) throw new Error(`interview ${slug} was not written`);
      await tx.delete(ceoInterviewSegments).where(eq(ceoInterviewSegments.interviewId, row.id));
      if (segments.length > 0)
        await tx
          .insert(ceoInterviewSegments)
          .values(
            segments.map((segment, position) => ({ interviewId: row.id, position, ...segment })),
          );
      segmentCount += segments.length;
    }
    const slugs = content.map((interview) => interview.slug);
    const stray = await tx
      .select({ slug: ceoInterviews.slug })
      .from(ceoInterviews)
      .where(slugs.length ? notInArray(ceoInterviews.slug, slugs) : sql`true`);
    return {
      interviews: content.length,
      segments: segmentCount,
      warnings: stray.map(
        ({ slug }) =>
          `interview "${slug}" is in the database but has no file: kept (delete it by hand if it should go)`,
      ),
    };
  });
}

/**
 * Imports the interviews into a database that has none yet (a fresh one, or one made before the
 * interviews existed); null when it already has some (`interviews:import` updates them).
 */
export async function seedInterviews(
  db: Database,
  dir: string = INTERVIEWS_CONTENT_DIR,
): Promise<InterviewsImportResult | null> {
  const [existing] = await db.select({ id: ceoInterviews.id }).from(ceoInterviews).limit(1);
  if (existing) return null;
  return importInterviewsContent(db, await loadInterviewsContent(dir));
}
