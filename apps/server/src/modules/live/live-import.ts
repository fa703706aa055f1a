import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { liveShows } from '../../db/schema/live.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { loadLiveContent, type ShowContent } from './live-content.ts';

/** The shows' content in the repository (format in its README.md), read at run time. */
export const LIVE_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'live');

export interface LiveImportResult {
  shows: number;
  /** Shows the files no longer have: taken off the schedule, and said so. */
  removed: string[];
}

/**
 * Writes checked shows (loadLiveContent) in one transaction, upserted by slug, so a second import
 * of the same files changes nothing. A show whose file is gone leaves the schedule: nothing else
 * refers to a show, and a schedule must not announce a programme that no longer runs.
 */
export async function importLiveContent(
  db: Database,
  content: ShowContent[],
): Promise<LiveImportResult> {
  return db.transaction(async (tx) => {
    for (const show of content) {
      const { slug, ...fields } = show;
      await tx
        .insert(liveShows)
        .values(show)
        .onConflictDoUpdate({ target: liveShows.slug, set: fields });
    }
    const slugs = content.map((show) => show.slug);
    const removed = await tx
      .delete(liveShows)
      .where(slugs.length ? notInArray(liveShows.slug, slugs) : sql`true`)
      .returning({ slug: liveShows.slug });
    return { shows: content.length, removed: removed.map(({ slug }) => slug) };
  });
}

/**
 * Imports the shows into a database that has none yet (a fresh one, or one made before the live
 * show existed); null when it already has some (`live:import` updates them).
 */
export async function seedLiveShows(
  db: Database,
  dir: string = LIVE_CONTENT_DIR,
): Promise<LiveImportResult | null> {
  const [existing] = await db.select({ id: liveShows.id }).from(liveShows).limit(1);
  if (existing) return null;
  return importLiveContent(db, await loadLiveContent(dir));
}
