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

/** A chapter of an interview: where it starts (seconds from the start) and its title. */
export interface InterviewChapter {
  at: number;
  title: string;
}

/**
 * A CEO interview (issue 20), imported from `content/interviews/<slug>.md`: who was interviewed,
 * the video (when there is one) and its chapters. The transcript is in `ceo_interview_segments`.
 */
export const ceoInterviews = pgTable(
  'ceo_interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    company: text('company').notNull(),
    /** The company's ticker as written in the front matter; it may not be a known symbol. */
    symbol: text('symbol'),
    ceoName: text('ceo_name').notNull(),
    ceoTitle: text('ceo_title').notNull(),
    interviewer: text('interviewer').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** A video file's address (relative to the site or https); null when there is no video. */
    videoUrl: text('video_url'),
    /** Whether the company and the people are invented (the sample content is). */
    fictional: boolean('fictional').notNull().default(false),
    chapters: jsonb('chapters').$type<InterviewChapter[]>().notNull(),
  },
  (t) => [
    uniqueIndex('ceo_interviews_slug_idx').on(t.slug),
    index('ceo_interviews_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    check('ceo_interviews_duration_check', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * One timestamped paragraph of an interview's transcript, by position. Searched with PostgreSQL's
 * full-text search (the English configuration), through the expression index below.
 */
export const ceoInterviewSegments = pgTable(
  'ceo_interview_segments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => ceoInterviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startSeconds: integer('start_seconds').notNull(),
    speaker: text('speaker').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    uniqueIndex('ceo_interview_segments_position_idx').on(t.interviewId, t.position),
    index('ceo_interview_segments_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.speaker} || ' ' || ${t.text})`,
    ),
    check('ceo_interview_segments_start_check', sql`${t.startSeconds} >= 0`),
  ],
);
