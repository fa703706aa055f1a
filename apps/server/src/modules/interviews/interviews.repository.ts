import { and, asc, desc, eq, exists, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { ceoInterviewSegments, ceoInterviews, symbols } from '../../db/schema/index.ts';

export type InterviewRow = typeof ceoInterviews.$inferSelect;
export type SegmentRow = typeof ceoInterviewSegments.$inferSelect;

/** An interview for lists: its row, how many chapters, whether its ticker has a symbol page. */
export type InterviewHead = InterviewRow & { chapterCount: number; symbolKnown: boolean };

/** A transcript paragraph that matched a search, with its interview and a marked excerpt. */
export interface SegmentMatch {
  slug: string;
  interviewTitle: string;
  company: string;
  position: number;
  startSeconds: number;
  speaker: string;
  /** The excerpt with each matched word between HIGHLIGHT_START and HIGHLIGHT_STOP. */
  headline: string;
}

/**
 * What `ts_headline` puts around a matched word: control characters, which the importer refuses
 * in the text, so that the service can escape the excerpt first and mark it afterwards.
 */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';
const MARKERS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
/** A paragraph up to this many characters is shown whole; a longer one by its best fragments. */
const WHOLE_SNIPPET_MAX = 280;

/** Plain words only: letters and digits, separated by spaces, hyphens or apostrophes. */
const PLAIN_WORDS = /^[\p{L}\p{N}]+(?:[\s'’-]+[\p{L}\p{N}]+)*$/u;
/** The shortest last word searched as a prefix: "sod" finds "sodium", "t" finds nothing extra. */
const PREFIX_MIN = 3;

/**
 * The search, in the English configuration (stemmed: "cell" finds "cells"). Plain words must all
 * be there, the last one as a prefix, so results come while a word is still being typed; anything
 * else is read as a web search ("a phrase", -not, or). Words reach `to_tsquery` as letters and
 * digits only, so its own syntax cannot be injected.
 */
export function tsQuery(q: string): SQL {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!PLAIN_WORDS.test(q) || words.length === 0) return sql`websearch_to_tsquery('english', ${q})`;
  const last = words.length - 1;
  const terms = words.map((word, index) =>
    index === last && word.length >= PREFIX_MIN ? `${word}:*` : word,
  );
  return sql`to_tsquery('english', ${terms.join(' & ')})`;
}

/** Same expression as the segments' GIN index, so PostgreSQL can use it. */
const segmentDocument = sql`to_tsvector('english', ${ceoInterviewSegments.speaker} || ' ' || ${ceoInterviewSegments.text})`;

const interviewDocument = sql`to_tsvector('english', ${ceoInterviews.title} || ' ' || ${ceoInterviews.summary} || ' ' || ${ceoInterviews.company} || ' ' || ${ceoInterviews.ceoName} || ' ' || coalesce(${ceoInterviews.symbol}, ''))`;

const headColumns = {
  ...getTableColumns(ceoInterviews),
  chapterCount: sql<number>`jsonb_array_length(${ceoInterviews.chapters})`.mapWith(Number),
  // Spelled out: in a select list Drizzle leaves columns unqualified, and inside this subquery
  // "symbol" would be the symbols table's own.
  symbolKnown: sql<boolean>`exists (select 1 from ${symbols} where ${symbols}."symbol" = ${ceoInterviews}."symbol")`,
};

export class InterviewsRepository {
  constructor(private readonly db: Database) {}

  /** Every interview newest first, or those `q` matches (in their details or their transcript). */
  async list(q: string | undefined, tx: Executor = this.db): Promise<InterviewHead[]> {
    let where: SQL | undefined;
    if (q !== undefined) {
      const query = tsQuery(q);
      where = or(
        sql`${interviewDocument} @@ ${query}`,
        exists(
          tx
            .select({ one: sql`1` })
            .from(ceoInterviewSegments)
            .where(
              and(
                eq(ceoInterviewSegments.interviewId, ceoInterviews.id),
                sql`${segmentDocument} @@ ${query}`,
              ),
            ),
        ),
      );
    }
    return tx
      .select(headColumns)
      .from(ceoInterviews)
      .where(where)
      .orderBy(desc(ceoInterviews.publishedAt), desc(ceoInterviews.id));
  }

  /** Transcript paragraphs `q` matches, best ranked first (then newest interview, then in order). */
  async matches(q: string, limit: number, tx: Executor = this.db): Promise<SegmentMatch[]> {
    const query = tsQuery(q);
    const rank = sql`ts_rank(${segmentDocument}, ${query})`;
    return tx
      .select({
        slug: ceoInterviews.slug,
        interviewTitle: ceoInterviews.title,
        company: ceoInterviews.company,
        position: ceoInterviewSegments.position,
        startSeconds: ceoInterviewSegments.startSeconds,
        speaker: ceoInterviewSegments.speaker,
        headline: sql<string>`case when length(${ceoInterviewSegments.text}) <= ${WHOLE_SNIPPET_MAX}
          then ts_headline('english', ${ceoInterviewSegments.text}, ${query}, ${`${MARKERS}, HighlightAll=true`})
          else ts_headline('english', ${ceoInterviewSegments.text}, ${query}, ${`${MARKERS}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}) end`,
      })
      .from(ceoInterviewSegments)
      .innerJoin(ceoInterviews, eq(ceoInterviews.id, ceoInterviewSegments.interviewId))
      .where(sql`${segmentDocument} @@ ${query}`)
      .orderBy(
        desc(rank),
        desc(ceoInterviews.publishedAt),
        asc(ceoInterviews.id),
        asc(ceoInterviewSegments.position),
      )
      .limit(limit);
  }

  async findBySlug(slug: string, tx: Executor = this.db): Promise<InterviewHead | undefined> {
    const [row] = await tx
      .select(headColumns)
      .from(ceoInterviews)
      .where(eq(ceoInterviews.slug, slug))
      .limit(1);
    return row;
  }

  async transcript(interviewId: number, tx: Executor = this.db): Promise<SegmentRow[]> {
    return tx
      .select()
      .from(ceoInterviewSegments)
      .where(eq(ceoInterviewSegments.interviewId, interviewId))
      .orderBy(asc(ceoInterviewSegments.position));
  }
}
