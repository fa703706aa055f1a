import { type Static, Type } from 'typebox';

/**
 * The channel's CEO interviews (issue 20): video interviews written as files in the repository,
 * each with chapters and a timestamped transcript that members search.
 */

/** The longest search `GET /api/ceoInterviews?q=` accepts, in characters. */
export const INTERVIEW_QUERY_MAX = 100;
/** The most transcript matches one search answers, best first. */
export const INTERVIEW_MATCHES_MAX = 30;

const Seconds = (description: string) => Type.Integer({ minimum: 0, description });

export const InterviewChapter = Type.Object({
  at: Seconds('Where the chapter starts, in seconds from the start'),
  title: Type.String(),
});

export const InterviewSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  company: Type.String(),
  symbol: Type.Union([Type.String(), Type.Null()], {
    description: 'The company’s ticker, when it has one',
  }),
  symbol_known: Type.Boolean({
    description: 'Whether the ticker is one of the channel’s symbols (it has a symbol page)',
  }),
  ceo_name: Type.String(),
  ceo_title: Type.String(),
  interviewer: Type.String(),
  published_at: Type.String({ format: 'date-time' }),
  duration_seconds: Type.Integer({ minimum: 1 }),
  has_video: Type.Boolean({ description: 'Whether there is a video to play' }),
  fictional: Type.Boolean({
    description: 'Whether the company and the people are invented (sample content)',
  }),
  chapter_count: Type.Integer({ minimum: 0 }),
});
export type InterviewSummaryView = Static<typeof InterviewSummary>;

export const InterviewMatch = Type.Object({
  slug: Type.String({ description: 'The interview it is in' }),
  interview_title: Type.String(),
  company: Type.String(),
  position: Type.Integer({ minimum: 0, description: 'The paragraph’s place in the transcript' }),
  start_seconds: Seconds('Where the paragraph starts in the interview'),
  speaker: Type.String(),
  snippet_html: Type.String({
    description:
      'An excerpt of the paragraph as HTML: the text escaped, the matched words in <mark> elements, nothing else',
  }),
});
export type InterviewMatchView = Static<typeof InterviewMatch>;

/** `GET /api/ceoInterviews`. */
export const InterviewList = Type.Object({
  query: Type.String({ description: 'The search as understood (trimmed); empty for none' }),
  interviews: Type.Array(InterviewSummary, {
    description: 'Newest first; with a search, the ones that match it',
  }),
  matches: Type.Array(InterviewMatch, {
    description: `Transcript paragraphs matching the search, best first, at most ${INTERVIEW_MATCHES_MAX}; empty without one`,
  }),
});
export type InterviewListView = Static<typeof InterviewList>;

export const InterviewListQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: INTERVIEW_QUERY_MAX,
      description: 'Words to find in the interviews’ titles, people and transcripts',
    }),
  ),
});
export type InterviewListQueryView = Static<typeof InterviewListQuery>;

export const InterviewParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80 }),
});

export const TranscriptSegment = Type.Object({
  position: Type.Integer({ minimum: 0 }),
  start_seconds: Seconds('Where the paragraph starts'),
  speaker: Type.String(),
  text: Type.String({ description: 'Plain text' }),
});

/** `GET /api/ceoInterviews/{slug}`. */
export const Interview = Type.Object({
  ...InterviewSummary.properties,
  video_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The video file to play; null when there is none',
  }),
  chapters: Type.Array(InterviewChapter),
  transcript: Type.Array(TranscriptSegment),
});
export type InterviewView = Static<typeof Interview>;
