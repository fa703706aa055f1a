import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A file a member uploaded through `POST /api/uploads`, after it was re-encoded. The bytes live in
 * the upload storage (DATA_DIR/uploads, or an S3-compatible store) under `storage_key`; posts refer
 * to an upload by its `url`, and only the owner may attach it to a post.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the upload is for (only `post` so far). */
    context: text('context').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_id_idx').on(t.userId),
    check('uploads_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} > 0`),
  ],
);
