import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webinars } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { loadWebinarsContent, type WebinarContent } from './webinars-content.ts';

/** The webinars' content in the repository (format in its README.md), read at run time. */
export const WEBINARS_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'webinars');

export interface WebinarsImportResult {
  webinars: number;
  /** Webinars in the database that the files no longer have: kept, and said so. */
  warnings: string[];
}

/**
 * Writes checked webinars (loadWebinarsContent) in one transaction, upserted by slug, so a second
 * import of the same files changes nothing and ids stay put (registrations keep their webinar; a
 * moved start is picked up by the reminder job, which follows the stored time). A webinar whose
 * file is gone is kept (members may be registered or have it linked) and reported in `warnings`.
 */
export async function importWebinarsContent(
  db: Database,
  content: WebinarContent[],
): Promise<WebinarsImportResult> {
  return db.transaction(async (tx) => {
    for (const webinar of content) {
      const { slug, ...fields } = webinar;
      await tx
        .insert(webinars)
        .values(webinar)
        .onConflictDoUpdate({ target: webinars.slug, set: fields });
    }
    const slugs = content.map((webinar) => webinar.slug);
    const stray = await tx
      .select({ slug: webinars.slug })
      .from(webinars)
      .where(slugs.length ? notInArray(webinars.slug, slugs) : sql`true`);
    return {
      webinars: content.length,
      warnings: stray.map(
        ({ slug }) =>
          `webinar "${slug}" is in the database but has no file: kept (delete it by hand if it should go)`,
      ),
    };
  });
}

/**
 * Imports the webinars into a database that has none yet (a fresh one, or one made before the
 * webinars existed); null when it already has some (`webinars:import` updates them).
 */
export async function seedWebinars(
  db: Database,
  dir: string = WEBINARS_CONTENT_DIR,
): Promise<WebinarsImportResult | null> {
  const [existing] = await db.select({ id: webinars.id }).from(webinars).limit(1);
  if (existing) return null;
  return importWebinarsContent(db, await loadWebinarsContent(dir));
}
