import { isScalar } from 'yaml';
import type { WeeklyWindow } from '../../db/schema/personal-access.ts';
import { isTimeZone } from '../calendar-data/zoned-time.ts';
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
 * The personal access hosts' files (issue 20): one Markdown file per analyst in
 * `content/personal-access/` (format in its README.md), front matter for who they are and when
 * they take sessions, the body their bio. Read with the school's Markdown reader, so problems are
 * listed by file and line as for lessons and reports.
 */

/** A host as the `personal_access_hosts` table stores it. */
export interface HostContent {
  slug: string;
  name: string;
  role: string;
  speciality: string;
  bioHtml: string;
  timeZone: string;
  sessionMinutes: number;
  availability: WeeklyWindow[];
  position: number;
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class PersonalAccessContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('personal access', problems);
    this.name = 'PersonalAccessContentError';
  }
}

const HOST_KEYS = [
  'name',
  'role',
  'speciality',
  'time_zone',
  'session_minutes',
  'availability',
  'position',
] as const;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** `mon 09:00-12:30`: a weekday and a window on the host's clock (24:00 ends at midnight). */
const WINDOW =
  /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** A `mon 09:00-12:00` line as a window, or a problem in words. */
export function parseWindow(text: string, sessionMinutes: number): WeeklyWindow | string {
  const match = WINDOW.exec(text);
  if (!match)
    return `"${text}" must be a weekday and a time range on the host's clock, mon 09:00-12:00`;
  const [, day, fromH, fromM, toH, toM] = match;
  const from = Number(fromH) * 60 + Number(fromM);
  const to = Number(toH) * 60 + Number(toM);
  if (to > 1440) return `"${text}" ends after midnight; split it into two days`;
  if (to <= from) return `"${text}" must end after it starts`;
  if (to - from < sessionMinutes)
    return `"${text}" is shorter than one session (${sessionMinutes} minutes)`;
  return { weekday: WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]) + 1, from, to };
}

function readHost(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, HOST_KEYS, new Set(), false, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const name = fields.text('name', 80, { oneLine: true });
  const role = fields.text('role', 80, { oneLine: true });
  const speciality = fields.text('speciality', 160, { oneLine: true });
  const zone = fields.text('time_zone', 60, { oneLine: true });
  if (zone && !isTimeZone(zone.value))
    report(zone.line, `time_zone "${zone.value}" must be an IANA zone, Europe/London`);
  const minutes = fields.number('session_minutes', { min: 15, max: 180, whole: true });
  const position = fields.number('position', { min: 0, max: 1000, whole: true });
  const windows = fields.list('availability', 1, 28);
  const availability: WeeklyWindow[] = [];
  let windowsOk = windows !== undefined && minutes !== undefined;
  if (windows && minutes)
    for (const node of windows.value) {
      const parsedWindow = parseWindow(
        isScalar(node) ? String(node.value ?? '') : '',
        minutes.value,
      );
      if (typeof parsedWindow === 'string') {
        report(windows.line, `availability: ${parsedWindow}`);
        windowsOk = false;
        continue;
      }
      const clash = availability.find(
        (other) =>
          other.weekday === parsedWindow.weekday &&
          other.from < parsedWindow.to &&
          parsedWindow.from < other.to,
      );
      if (clash) {
        report(windows.line, `availability: two windows on ${WEEKDAYS[clash.weekday - 1]} overlap`);
        windowsOk = false;
      }
      availability.push(parsedWindow);
    }
  const bio = renderBody(body)
    .map((block) => (block.type === 'html' ? block.html : ''))
    .join('\n')
    .trim();
  if (!bio) report(body.firstLine, 'the bio (the text after the front matter) is empty');
  if (
    !name ||
    !role ||
    !speciality ||
    !zone ||
    !isTimeZone(zone.value) ||
    !minutes ||
    position === undefined
  )
    return undefined;
  if (!windowsOk || !bio) return undefined;
  availability.sort((a, b) => a.weekday - b.weekday || a.from - b.from);
  return {
    slug,
    name: name.value,
    role: role.value,
    speciality: speciality.value,
    bioHtml: bio,
    timeZone: zone.value,
    sessionMinutes: minutes.value,
    availability,
    position: position.value,
  } satisfies HostContent;
}

/**
 * Reads and checks the hosts' folder (format in content/personal-access/README.md), by position.
 * Throws `PersonalAccessContentError` listing every problem, by file and line, when there is any.
 */
export async function loadPersonalAccessContent(dir: string): Promise<HostContent[]> {
  const items = await readSlugFolder<HostContent>(
    dir,
    { folder: 'personal-access', item: 'a host' },
    readHost,
    (problems) => new PersonalAccessContentError(problems),
  );
  return items.sort((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : 1));
}
