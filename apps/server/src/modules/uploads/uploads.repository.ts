import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export class UploadsRepository {
  constructor(private readonly db: Database) {}

  async create(row: NewUpload, tx: Executor = this.db): Promise<UploadRow> {
    const [created] = await tx.insert(uploads).values(row).returning();
    if (!created) throw new Error('insert into uploads returned no row');
    return created;
  }

  async findByUrl(url: string, tx: Executor = this.db): Promise<UploadRow | undefined> {
    const [row] = await tx.select().from(uploads).where(eq(uploads.url, url)).limit(1);
    return row;
  }

  /** Which of these urls are uploads of this member. One statement. */
  async ownedUrls(userId: number, urls: readonly string[], tx: Executor = this.db) {
    if (urls.length === 0) return new Set<string>();
    const rows = await tx
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.url, [...urls])));
    return new Set(rows.map((row) => row.url));
  }
}
