import { isScalar } from 'yaml';
import { LIVE_WEEKDAYS, type LiveWeekday } from '../../db/schema/live.ts';
import {
  ContentError,
  type ContentProblem,
  formatProblem,
  type ProblemList,
  readMarkdownFile,
  readSlugFolder,
} from '../school/school-content.ts';

/**
 * The live show's programmes (issue 20): one Markdown file with YAML front matter per show in
 * `content/live/` (format in its README.md), read and checked with the school's reader, so a
 * problem is reported by file and line the same way.
 */

/** A show as the `live_shows` table stores it. */
export interface ShowContent {
  slug: string;
  title: string;
  host: string;
  description: string;
  weekdays: LiveWeekday[];
  startMinutes: number;
  durationMinutes: number;
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class LiveContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('live shows', problems);
    this.name = 'LiveContentError';
  }
}

const SHOW_KEYS = ['title', 'host', 'weekdays', 'start', 'duration_minutes'] as const;
const TITLE_MAX = 80;
const HOST_MAX = 80;
export const DESCRIPTION_MAX = 400;
const START = /^([01]\d|2[0-3]):([0-5]\d)$/;

function readShow(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, SHOW_KEYS, new Set(), false, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const host = fields.text('host', HOST_MAX, { oneLine: true });
  const start = fields.text('start', 5, { oneLine: true });
  const duration = fields.number('duration_minutes', { min: 5, max: 240, whole: true });
  let startMinutes: number | undefined;
  if (start) {
    const match = START.exec(start.value);
    if (!match) report(start.line, `start "${start.value}" must be a 24-hour time, "09:30"`);
    else startMinutes = Number(match[1]) * 60 + Number(match[2]);
  }
  const dayList = fields.list('weekdays', 1, 7);
  const weekdays: LiveWeekday[] = [];
  let daysOk = dayList !== undefined;
  dayList?.value.forEach((node) => {
    const value = isScalar(node) ? String(node.value ?? '') : '';
    if (!(LIVE_WEEKDAYS as readonly string[]).includes(value)) {
      report(dayList.line, `weekdays: "${value}" must be one of ${LIVE_WEEKDAYS.join(', ')}`);
      daysOk = false;
    } else if (weekdays.includes(value as LiveWeekday)) {
      report(dayList.line, `weekdays: "${value}" is listed twice`);
      daysOk = false;
    } else weekdays.push(value as LiveWeekday);
  });
  const description = body.body.trim().replace(/\s+/g, ' ');
  if (!description) report(body.firstLine, 'the show has no description');
  else if (description.length > DESCRIPTION_MAX)
    report(
      body.firstLine,
      `the description is ${description.length} characters long; at most ${DESCRIPTION_MAX}`,
    );
  if (
    !title ||
    !host ||
    startMinutes === undefined ||
    !duration ||
    !daysOk ||
    !description ||
    description.length > DESCRIPTION_MAX
  )
    return undefined;
  return {
    slug,
    title: title.value,
    host: host.value,
    description,
    weekdays: LIVE_WEEKDAYS.filter((day) => weekdays.includes(day)),
    startMinutes,
    durationMinutes: duration.value,
  } satisfies ShowContent;
}

/**
 * Reads and checks the shows folder (format in content/live/README.md), by slug. Throws
 * `LiveContentError` listing every problem, by file and line, when there is any.
 */
export async function loadLiveContent(dir: string): Promise<ShowContent[]> {
  const items = await readSlugFolder<ShowContent>(
    dir,
    { folder: 'live', item: 'a show' },
    readShow,
    (problems) => new LiveContentError(problems),
  );
  return items.sort((a, b) => a.slug.localeCompare(b.slug));
}
