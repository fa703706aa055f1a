import path from 'node:path';
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { personalAccessHosts } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { type HostContent, loadPersonalAccessContent } from './personal-access-content.ts';

/** The hosts' files in the repository (format in their README.md), read at run time. */
export const PERSONAL_ACCESS_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'personal-access');

export interface PersonalAccessImportResult {
  hosts: number;
  /** Hosts in the database that the files no longer have: kept (bookings name them), closed. */
  warnings: string[];
}

/**
 * Writes checked hosts in one transaction, upserted by slug (a second import of the same files
 * changes nothing and ids stay put). A host whose file is gone is kept, since bookings point at
 * them, but made inactive so they offer no more slots; `warnings` says so.
 */
export async function importPersonalAccessContent(
  db: Database,
  content: HostContent[],
): Promise<PersonalAccessImportResult> {
  return db.transaction(async (tx) => {
    for (const host of content) {
      const { slug, ...fields } = host;
      await tx
        .insert(personalAccessHosts)
        .values({ ...host, active: true })
        .onConflictDoUpdate({ target: personalAccessHosts.slug, set: { ...fields, active: true } });
    }
    const slugs = content.map((host) => host.slug);
    const stray = await tx
      .update(personalAccessHosts)
      .set({ active: false })
      .where(slugs.length ? notInArray(personalAccessHosts.slug, slugs) : sql`true`)
      .returning({ slug: personalAccessHosts.slug });
    return {
      hosts: content.length,
      warnings: stray.map(
        ({ slug }) =>
          `host "${slug}" is in the database but has no file: kept for their bookings, offering no slots`,
      ),
    };
  });
}

/** Imports the hosts into a database that has none yet; null when it already has some. */
export async function seedPersonalAccess(
  db: Database,
  dir: string = PERSONAL_ACCESS_CONTENT_DIR,
): Promise<PersonalAccessImportResult | null> {
  const [existing] = await db
    .select({ id: personalAccessHosts.id })
    .from(personalAccessHosts)
    .limit(1);
  if (existing) return null;
  return importPersonalAccessContent(db, await loadPersonalAccessContent(dir));
}
