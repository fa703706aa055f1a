import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LessonBlock } from './school.ts';

/** The markets a specialized report is filed under (the filter on `/specialize-reports`). */
export const REPORT_MARKETS = ['stocks', 'forex', 'crypto', 'commodities', 'indices'] as const;
export type ReportMarket = (typeof REPORT_MARKETS)[number];

/**
 * A specialized report (issue 20), imported from `content/reports/<slug>.md`. Its body is stored
 * as the school stores a lesson's: safe HTML blocks and chart blocks rendered by the importer.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    market: text('market', { enum: REPORT_MARKETS }).notNull(),
    /** Tickers the report is about, as written in its front matter. */
    symbols: text('symbols').array().notNull().default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    proOnly: boolean('pro_only').notNull().default(false),
    blocks: jsonb('blocks').$type<LessonBlock[]>().notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('reports_slug_idx').on(t.slug),
    // The list is newest first, optionally within one market.
    index('reports_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('reports_market_published_idx').on(t.market, t.publishedAt.desc()),
    check('reports_reading_minutes_check', sql`${t.readingMinutes} > 0`),
  ],
);
