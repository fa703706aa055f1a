import { sql } from 'drizzle-orm';
import {
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

/** The author's call on a symbol in a technical analysis. */
export const ANALYSIS_BIASES = ['bullish', 'bearish', 'neutral'] as const;
export type AnalysisBias = (typeof ANALYSIS_BIASES)[number];

/** The bars an analysis is drawn on: the stored resolutions (`quote_bars`). */
export const ANALYSIS_RESOLUTIONS = ['1d', '5m'] as const;
export type AnalysisResolution = (typeof ANALYSIS_RESOLUTIONS)[number];

/**
 * A price as an analysis writes it: absolute (`price`) or relative to the latest close
 * (`offsetPct`), which stays meaningful over the simulated prices. Exactly one is set.
 */
export interface AnalysisPrice {
  price?: number;
  offsetPct?: number;
}

/** A point of a trend line: a time (`at`, ISO) or a count of bars back from the latest. */
export type AnalysisPoint = AnalysisPrice & { at?: string; barsAgo?: number };

export interface AnalysisLevel extends AnalysisPrice {
  kind: 'support' | 'resistance';
  label: string;
}

export interface AnalysisTrendLine {
  label: string;
  from: AnalysisPoint;
  to: AnalysisPoint;
}

/** The drawings over an analysis's chart, as its front matter wrote them (resolved per request). */
export interface AnalysisAnnotations {
  levels: AnalysisLevel[];
  trendLines: AnalysisTrendLine[];
  notes: string[];
}

/**
 * A technical analysis (issue 20), imported from `content/analyses/<slug>.md`: a call on one
 * symbol with the levels and lines drawn over its chart. The chart and its indicators are computed
 * from `quote_bars` when it is opened; only the text and the drawings are stored here.
 */
export const technicalAnalyses = pgTable(
  'technical_analyses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    /** The ticker as in `symbols.symbol`; not a foreign key, so content imports before symbols. */
    symbol: text('symbol').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    bias: text('bias', { enum: ANALYSIS_BIASES }).notNull(),
    resolution: text('resolution', { enum: ANALYSIS_RESOLUTIONS }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    annotations: jsonb('annotations').$type<AnalysisAnnotations>().notNull(),
    blocks: jsonb('blocks').$type<LessonBlock[]>().notNull(),
  },
  (t) => [
    uniqueIndex('technical_analyses_slug_idx').on(t.slug),
    // The list is newest first, optionally for one symbol.
    index('technical_analyses_symbol_published_idx').on(t.symbol, t.publishedAt.desc()),
    index('technical_analyses_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    check('technical_analyses_bias_known', sql`${t.bias} in ('bullish', 'bearish', 'neutral')`),
    check('technical_analyses_resolution_known', sql`${t.resolution} in ('1d', '5m')`),
  ],
);
