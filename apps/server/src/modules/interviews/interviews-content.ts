import { isMap, isScalar } from 'yaml';
import type { InterviewChapter } from '../../db/schema/index.ts';
import {
  ContentError,
  type ContentProblem,
  formatProblem,
  type ProblemList,
  type Report,
  readMarkdownFile,
  readSlugFolder,
} from '../school/school-content.ts';

/**
 * The CEO interviews' content files (issue 20): one Markdown file per interview in
 * `content/interviews/` (format in its README.md). The front matter says who was interviewed,
 * when, for how long, the video and the chapters; the body is the transcript, one timestamped
 * paragraph per turn: `[02:14] **Speaker:** what was said`. Every problem is collected with its
 * file and line, as the school's and the reports' loaders do, so one run lists them all.
 */

/** One paragraph of a transcript as `ceo_interview_segments` stores it. */
export interface TranscriptSegment {
  startSeconds: number;
  speaker: string;
  text: string;
}

/** An interview as the tables store it. */
export interface InterviewContent {
  slug: string;
  title: string;
  summary: string;
  company: string;
  symbol: string | null;
  ceoName: string;
  ceoTitle: string;
  interviewer: string;
  publishedAt: Date;
  durationSeconds: number;
  videoUrl: string | null;
  fictional: boolean;
  chapters: InterviewChapter[];
  segments: TranscriptSegment[];
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class InterviewsContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('interviews', problems);
    this.name = 'InterviewsContentError';
  }
}

const INTERVIEW_KEYS = [
  'title',
  'summary',
  'company',
  'symbol',
  'ceo_name',
  'ceo_title',
  'interviewer',
  'published_at',
  'duration',
  'video_url',
  'fictional',
  'chapters',
] as const;
const CHAPTER_KEYS = ['at', 'title'];
const TITLE_MAX = 120;
const SUMMARY_MAX = 300;
const NAME_MAX = 80;
const SPEAKER_MAX = 80;
const SEGMENT_MAX = 4000;
const CHAPTERS_MAX = 40;
const URL_MAX = 500;
/** Three hours: longer than any interview the channel runs. */
const DURATION_MAX = 3 * 3600;
const SYMBOL = /^[A-Z0-9][A-Z0-9.=^/-]{0,19}$/;
const PUBLISHED_AT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** A video on this site (`/interviews/media/x.webm`) or on another one over https. */
const VIDEO_URL = /^(?:\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/;
/** `[02:14] **Speaker:** text` — the speaker in bold, its colon inside or outside the stars. */
const SEGMENT_START = /^\[(\d{1,2}:\d{2}(?::\d{2})?)\]\s+\*\*([^*]+?):?\*\*:?\s+(.*)$/;
/** Characters the search's highlighting uses as markers, and other controls: never in text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Seconds of a timestamp: `mm:ss` (minutes may exceed 59) or `h:mm:ss`; undefined when it is not
 * one.
 */
export function parseTimestamp(text: string): number | undefined {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) > 59) return undefined;
  if (hours !== undefined && Number(minutes) > 59) return undefined;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** `m:ss`, or `h:mm:ss` from an hour: how a timestamp is shown. */
export function formatTimestamp(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The transcript: paragraphs, each starting `[mm:ss] **Speaker:**`; a paragraph's further
 * lines (up to a blank line or the next such start) continue its text. Timestamps must not go back and must be within
 * the interview.
 */
export function parseTranscript(
  body: string,
  firstLine: number,
  durationSeconds: number | undefined,
  report: Report,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  /** The paragraph being read; `null` while skipping one already refused. */
  let current: (TranscriptSegment & { line: number }) | null | undefined;
  let previousStart = 0;
  let paragraphs = 0;
  const finish = () => {
    if (current) {
      const { line, ...segment } = current;
      segment.text = segment.text.trim();
      if (!segment.text) report(line, 'this paragraph has a speaker but no text');
      else if (segment.text.length > SEGMENT_MAX)
        report(
          line,
          `this paragraph is ${segment.text.length} characters long; at most ${SEGMENT_MAX}`,
        );
      else segments.push(segment);
    }
    current = undefined;
  };
  /** The first line of a paragraph: its time and speaker, checked. */
  const open = (text: string, line: number) => {
    paragraphs += 1;
    current = null;
    const match = SEGMENT_START.exec(text);
    if (!match) {
      report(
        line,
        'a paragraph of the transcript starts with its time and speaker: [02:14] **Speaker:** text',
      );
      return;
    }
    const [, stamp = '', speaker = '', said = ''] = match;
    const start = parseTimestamp(stamp);
    if (start === undefined)
      report(line, `[${stamp}] is not a time: write [mm:ss] or [h:mm:ss], seconds below 60`);
    else if (start < previousStart) report(line, `[${stamp}] comes before the paragraph above it`);
    else if (durationSeconds !== undefined && start >= durationSeconds)
      report(
        line,
        `[${stamp}] is after the end of the interview (${formatTimestamp(durationSeconds)})`,
      );
    else if (speaker.trim().length > SPEAKER_MAX)
      report(line, `the speaker's name is longer than ${SPEAKER_MAX} characters`);
    else {
      previousStart = start;
      current = { line, startSeconds: start, speaker: speaker.trim(), text: said };
    }
  };
  body.split('\n').forEach((raw, index) => {
    const line = firstLine + index;
    const text = raw.trim();
    if (!text) finish();
    else if (CONTROL.test(text)) {
      report(line, 'the line holds a control character');
      current = null;
    } else if (current === undefined) open(text, line);
    else if (SEGMENT_START.test(text)) {
      // A new turn may follow on the next line without a blank line between.
      finish();
      open(text, line);
    } else if (current) current.text += ` ${text}`;
  });
  finish();
  if (paragraphs === 0)
    report(firstLine, 'the interview has no transcript: [00:00] **Speaker:** text');
  return segments;
}

function readChapters(
  nodes: unknown[],
  line: number,
  durationSeconds: number | undefined,
  report: Report,
): InterviewChapter[] | undefined {
  const chapters: InterviewChapter[] = [];
  let ok = true;
  nodes.forEach((node, index) => {
    const where = `chapter ${index + 1}: `;
    if (!isMap(node)) {
      report(line, `${where}write it as - at: "mm:ss" and title: its title`);
      ok = false;
      return;
    }
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!CHAPTER_KEYS.includes(key)) {
        report(line, `${where}unknown key "${key}" (the keys are at, title)`);
        ok = false;
      }
    }
    const at = node.get('at');
    const title = node.get('title');
    const seconds = typeof at === 'string' ? parseTimestamp(at) : undefined;
    const name = typeof title === 'string' ? title.trim() : '';
    if (seconds === undefined) {
      report(line, `${where}at must be a time in quotes, "mm:ss" or "h:mm:ss"`);
      ok = false;
    } else if (durationSeconds !== undefined && seconds >= durationSeconds) {
      report(line, `${where}at ${at} is after the end of the interview`);
      ok = false;
    } else if (chapters.length > 0 && seconds <= (chapters.at(-1)?.at ?? 0)) {
      report(line, `${where}at ${at} must come after the chapter before it`);
      ok = false;
    }
    if (!name || name.length > TITLE_MAX || /[\r\n]/.test(name)) {
      report(line, `${where}title is required: one line, at most ${TITLE_MAX} characters`);
      ok = false;
    }
    if (seconds !== undefined && name) chapters.push({ at: seconds, title: name });
  });
  return ok ? chapters : undefined;
}

function readInterview(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, INTERVIEW_KEYS, new Set(), false, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const summary = fields.text('summary', SUMMARY_MAX);
  const company = fields.text('company', NAME_MAX, { oneLine: true });
  const ceoName = fields.text('ceo_name', NAME_MAX, { oneLine: true });
  const ceoTitle = fields.text('ceo_title', NAME_MAX, { oneLine: true });
  const interviewer = fields.text('interviewer', NAME_MAX, { oneLine: true });
  const symbol = fields.text('symbol', 20, { required: false, oneLine: true });
  if (symbol && !SYMBOL.test(symbol.value)) {
    report(symbol.line, `symbol "${symbol.value}" must be a ticker in capitals (AAPL, BRK.B)`);
  }
  const videoUrl = fields.text('video_url', URL_MAX, { required: false, oneLine: true });
  if (videoUrl && (!VIDEO_URL.test(videoUrl.value) || videoUrl.value.includes('..')))
    report(
      videoUrl.line,
      `video_url "${videoUrl.value}" must be an https:// address or a path on this site starting with /`,
    );
  const fictional = fields.has('fictional') ? fields.boolean('fictional') : { value: false };

  const published = fields.text('published_at', 40, { oneLine: true });
  let publishedAt: Date | undefined;
  if (published) {
    const date = new Date(published.value);
    if (!PUBLISHED_AT.test(published.value) || Number.isNaN(date.getTime()))
      report(
        published.line,
        `published_at "${published.value}" must be a date, 2026-11-20, or a time, 2026-11-20T13:30:00Z`,
      );
    else publishedAt = date;
  }

  const duration = fields.text('duration', 10, { oneLine: true });
  let durationSeconds: number | undefined;
  if (duration) {
    const seconds = parseTimestamp(duration.value);
    if (seconds === undefined || seconds <= 0 || seconds > DURATION_MAX)
      report(
        duration.line,
        `duration "${duration.value}" must be a length in quotes, "mm:ss" or "h:mm:ss", at most 3 hours`,
      );
    else durationSeconds = seconds;
  }

  const chapterList = fields.list('chapters', 1, CHAPTERS_MAX);
  const chapters = chapterList
    ? readChapters(chapterList.value, chapterList.line, durationSeconds, report)
    : undefined;
  const segments = parseTranscript(body.body, body.firstLine, durationSeconds, report);

  if (
    !title ||
    !summary ||
    !company ||
    !ceoName ||
    !ceoTitle ||
    !interviewer ||
    !publishedAt ||
    durationSeconds === undefined ||
    !fictional ||
    !chapters ||
    (symbol && !SYMBOL.test(symbol.value)) ||
    (videoUrl && (!VIDEO_URL.test(videoUrl.value) || videoUrl.value.includes('..')))
  )
    return undefined;
  return {
    slug,
    title: title.value,
    summary: summary.value,
    company: company.value,
    symbol: symbol?.value ?? null,
    ceoName: ceoName.value,
    ceoTitle: ceoTitle.value,
    interviewer: interviewer.value,
    publishedAt,
    durationSeconds,
    videoUrl: videoUrl?.value ?? null,
    fictional: fictional.value,
    chapters,
    segments,
  } satisfies InterviewContent;
}

/**
 * Reads and checks the interviews folder (format in content/interviews/README.md), newest first.
 * Throws `InterviewsContentError` listing every problem, by file and line, when there is any.
 */
export async function loadInterviewsContent(dir: string): Promise<InterviewContent[]> {
  const items = await readSlugFolder<InterviewContent>(
    dir,
    { folder: 'interviews', item: 'an interview', subfolders: ['media'] },
    readInterview,
    (problems) => new InterviewsContentError(problems),
  );
  return items.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
