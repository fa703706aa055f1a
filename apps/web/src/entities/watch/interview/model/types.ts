import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/ceoInterviews`: the interviews, and with a search the matching transcript paragraphs. */
export type InterviewList = ResponseBody<'/api/ceoInterviews', 'get'>;

/** An interview as a card shows it. */
export type InterviewSummary = InterviewList['interviews'][number];

/** A transcript paragraph a search matched, with its excerpt as safe HTML (escaped, then marked). */
export type InterviewMatch = InterviewList['matches'][number];

/** `GET /api/ceoInterviews/{slug}`: the interview with its video, chapters and transcript. */
export type Interview = ResponseBody<'/api/ceoInterviews/{slug}', 'get'>;

export type InterviewChapter = Interview['chapters'][number];
export type TranscriptSegment = Interview['transcript'][number];
