import { notFound } from '../../lib/errors.ts';
import {
  INTERVIEW_MATCHES_MAX,
  type InterviewListView,
  type InterviewMatchView,
  type InterviewSummaryView,
  type InterviewView,
} from '../../schemas/interviews.ts';
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  type InterviewHead,
  type InterviewsRepository,
  type SegmentMatch,
} from './interviews.repository.ts';

export const INTERVIEW_NOT_FOUND = 'No such interview';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A search excerpt as safe HTML: the text escaped first, then the markers `ts_headline` put around
 * matched words turned into `<mark>` (escaping cannot touch them: they are control characters).
 */
export function markedSnippet(headline: string): string {
  return escapeHtml(headline.trim())
    .replaceAll(HIGHLIGHT_START, '<mark>')
    .replaceAll(HIGHLIGHT_STOP, '</mark>');
}

export class InterviewsService {
  constructor(private readonly deps: { repository: InterviewsRepository }) {}

  summary(row: InterviewHead): InterviewSummaryView {
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      company: row.company,
      symbol: row.symbol,
      symbol_known: row.symbolKnown,
      ceo_name: row.ceoName,
      ceo_title: row.ceoTitle,
      interviewer: row.interviewer,
      published_at: row.publishedAt.toISOString(),
      duration_seconds: row.durationSeconds,
      has_video: row.videoUrl !== null,
      fictional: row.fictional,
      chapter_count: row.chapterCount,
    };
  }

  private match(match: SegmentMatch): InterviewMatchView {
    return {
      slug: match.slug,
      interview_title: match.interviewTitle,
      company: match.company,
      position: match.position,
      start_seconds: match.startSeconds,
      speaker: match.speaker,
      snippet_html: markedSnippet(match.headline),
    };
  }

  /**
   * Every interview newest first; with a search (`q`, trimmed, not empty), the interviews it
   * matches and the matching transcript paragraphs, best first.
   */
  async list(q: string | undefined): Promise<InterviewListView> {
    const query = q?.trim() ?? '';
    const { repository } = this.deps;
    if (!query) {
      const rows = await repository.list(undefined);
      return { query, interviews: rows.map((row) => this.summary(row)), matches: [] };
    }
    const [rows, matches] = await Promise.all([
      repository.list(query),
      repository.matches(query, INTERVIEW_MATCHES_MAX),
    ]);
    return {
      query,
      interviews: rows.map((row) => this.summary(row)),
      matches: matches.map((match) => this.match(match)),
    };
  }

  /** The interview with its chapters and whole transcript; 404 when there is none. */
  async open(slug: string): Promise<InterviewView> {
    const { repository } = this.deps;
    const row = await repository.findBySlug(slug);
    if (!row) throw notFound(INTERVIEW_NOT_FOUND);
    const transcript = await repository.transcript(row.id);
    return {
      ...this.summary(row),
      video_url: row.videoUrl,
      chapters: row.chapters,
      transcript: transcript.map((segment) => ({
        position: segment.position,
        start_seconds: segment.startSeconds,
        speaker: segment.speaker,
        text: segment.text,
      })),
    };
  }
}
