import { WEBINAR_LEVELS, type WebinarLevel } from '../../db/schema/index.ts';
import {
  ContentError,
  type ContentProblem,
  formatProblem,
  type ProblemList,
  readMarkdownFile,
  readSlugFolder,
  renderBody,
} from '../school/school-content.ts';

/**
 * The webinars' content files (issue 20): one Markdown file with YAML front matter per webinar in
 * `content/webinars/` (format in its README.md). The Markdown, links and the problem list by file
 * and line are the trading school's (school-content.ts); a webinar's body is text only (no chart
 * or video blocks: the recording is its `replay_url`).
 */

/** A webinar as the `webinars` table stores it. */
export interface WebinarContent {
  slug: string;
  title: string;
  host: string;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  level: WebinarLevel;
  replayUrl: string | null;
  bodyHtml: string;
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class WebinarsContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('webinars', problems);
    this.name = 'WebinarsContentError';
  }
}

const WEBINAR_KEYS = [
  'title',
  'host',
  'starts_at',
  'duration_minutes',
  'summary',
  'level',
  'replay_url',
] as const;
const TITLE_MAX = 120;
const HOST_MAX = 80;
const SUMMARY_MAX = 300;
const URL_MAX = 500;
export const DURATION_MAX = 600;
/** A time with its zone, so no reader has to guess it: `2026-12-10T17:00:00Z` or `…+01:00`. */
const STARTS_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `address` may be a replay: an https (or site-relative) address of a video file. */
export function replayUrlProblem(address: string): string | undefined {
  if (address.startsWith('/') && !address.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `replay_url "${address}" must be an https address or a path on this site (/media/…)`;
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    return `replay_url "${address}" must be an https address without a user or password`;
  return undefined;
}

function readWebinar(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, WEBINAR_KEYS, new Set(), false, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const host = fields.text('host', HOST_MAX, { oneLine: true });
  const summary = fields.text('summary', SUMMARY_MAX);
  const level = fields.oneOf('level', WEBINAR_LEVELS);
  const duration = fields.number('duration_minutes', { min: 1, max: DURATION_MAX, whole: true });
  const starts = fields.text('starts_at', 40, { oneLine: true });
  let startsAt: Date | undefined;
  if (starts) {
    const date = new Date(starts.value);
    if (!STARTS_AT.test(starts.value) || Number.isNaN(date.getTime()))
      report(
        starts.line,
        `starts_at "${starts.value}" must be a time with its zone, 2026-12-10T17:00:00Z or 2026-12-10T18:00:00+01:00`,
      );
    else startsAt = date;
  }
  const replay = fields.text('replay_url', URL_MAX, { required: false, oneLine: true });
  let replayOk = true;
  if (replay) {
    const problem = replayUrlProblem(replay.value);
    if (problem) {
      report(replay.line, problem);
      replayOk = false;
    }
  }
  const blocks = renderBody(body);
  if (!body.body.trim()) report(body.firstLine, 'the webinar has no description');
  if (!title || !host || !summary || !level || !duration || !startsAt || !replayOk)
    return undefined;
  return {
    slug,
    title: title.value,
    host: host.value,
    startsAt,
    durationMinutes: duration.value,
    summary: summary.value,
    level: level.value,
    replayUrl: replay?.value ?? null,
    bodyHtml: blocks
      .map((block) => (block.type === 'html' ? block.html : ''))
      .filter(Boolean)
      .join('\n'),
  } satisfies WebinarContent;
}

/**
 * Reads and checks the webinars folder (format in content/webinars/README.md), soonest first.
 * Throws `WebinarsContentError` listing every problem, by file and line, when there is any.
 */
export async function loadWebinarsContent(dir: string): Promise<WebinarContent[]> {
  const items = await readSlugFolder<WebinarContent>(
    dir,
    { folder: 'webinars', item: 'a webinar' },
    readWebinar,
    (problems) => new WebinarsContentError(problems),
  );
  return items.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
