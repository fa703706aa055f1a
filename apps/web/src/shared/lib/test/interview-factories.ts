import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type InterviewList = ResponseBody<'/api/ceoInterviews', 'get'>;
type InterviewSummary = InterviewList['interviews'][number];
type InterviewMatch = InterviewList['matches'][number];
type Interview = ResponseBody<'/api/ceoInterviews/{slug}', 'get'>;

/** A title from a slug: `larkspur-grid` → "Larkspur grid". */
const titled = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * An interview `slug` as a card shows it: a fictional sample of 18 November 2026, 14 minutes,
 * three chapters, a transcript and no video, its ticker not one of the channel's symbols.
 */
export const interviewSummaryFactory = (
  overrides: Partial<InterviewSummary> & { slug: string },
): InterviewSummary => ({
  title: titled(overrides.slug),
  summary: `What ${titled(overrides.slug).toLowerCase()} is about, in a sentence.`,
  company: 'Larkspur Energy Storage',
  symbol: 'LKSP',
  symbol_known: false,
  ceo_name: 'Maren Odegaard',
  ceo_title: 'Chief Executive Officer',
  interviewer: 'Rachel Stein, TapeTV',
  published_at: '2026-11-18T14:00:00.000Z',
  duration_seconds: 860,
  has_video: false,
  fictional: true,
  chapter_count: 3,
  ...overrides,
});

/** A transcript match in interview `slug`: the paragraph at 4:49 with "sodium" marked. */
export const interviewMatchFactory = (
  overrides: Partial<InterviewMatch> & { slug: string },
): InterviewMatch => ({
  interview_title: titled(overrides.slug),
  company: 'Larkspur Energy Storage',
  position: 6,
  start_seconds: 289,
  speaker: 'Maren Odegaard',
  snippet_html: '<mark>Sodium</mark>-ion cells are heavier than lithium ones',
  ...overrides,
});

/** The list's answer: the interviews given, no search, no matches unless said. */
export const interviewListFactory = (
  overrides: Partial<InterviewList> & { interviews: InterviewSummary[] },
): InterviewList => ({ query: '', matches: [], ...overrides });

/**
 * An interview `slug` as its view shows it: three chapters and five paragraphs of transcript
 * between an interviewer and a CEO, no video.
 */
export const interviewFactory = (overrides: Partial<Interview> & { slug: string }): Interview => ({
  ...interviewSummaryFactory({ slug: overrides.slug }),
  video_url: null,
  chapters: [
    { at: 0, title: 'Introduction' },
    { at: 65, title: 'Why utilities order two years ahead' },
    { at: 280, title: 'Sodium-ion cells and costs' },
  ],
  transcript: [
    { position: 0, start_seconds: 0, speaker: 'Rachel Stein', text: 'Welcome back to TapeTV.' },
    {
      position: 1,
      start_seconds: 12,
      speaker: 'Maren Odegaard',
      text: 'Thanks for having me, Rachel.',
    },
    {
      position: 2,
      start_seconds: 65,
      speaker: 'Rachel Stein',
      text: 'Your order book has grown for six quarters in a row. Who is buying, and why now?',
    },
    {
      position: 3,
      start_seconds: 74,
      speaker: 'Maren Odegaard',
      text: 'Mostly regulated utilities and a few independent power producers.',
    },
    {
      position: 4,
      start_seconds: 289,
      speaker: 'Maren Odegaard',
      text: 'Sodium-ion cells are heavier than lithium ones, which hardly matters next to a substation.',
    },
  ],
  ...overrides,
});
