import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { isMap, isNode, isScalar, isSeq, LineCounter, type Pair, parseDocument } from 'yaml';
import {
  COURSE_LEVELS,
  type CourseLevel,
  type ExamQuestion,
  type LessonBlock,
  QUESTION_TYPES,
  type QuestionOption,
  type QuestionType,
} from '../../db/schema/index.ts';

/**
 * The trading school's content files (issue 19 items 1 and 4): courses and lessons in Markdown
 * with YAML front matter, exams in YAML, read from `content/school/` (format in its README.md) and
 * checked before anything is written. Every problem is collected with its file and line, so one
 * run of `school:import` lists all of them rather than the first.
 */

// --- What the files become ------------------------------------------------------------------

/** A lesson as `school_lessons` stores it (its course is the folder it is in). */
export interface LessonContent {
  slug: string;
  position: number;
  title: string;
  minutes: number;
  blocks: LessonBlock[];
}

/** A course as `school_courses` stores it, with its lessons by position. */
export interface CourseContent {
  slug: string;
  title: string;
  level: CourseLevel;
  position: number;
  summary: string;
  introHtml: string;
  lessons: LessonContent[];
}

/** An exam as `exams` stores it; its course by slug (the importer looks up the id). */
export interface ExamContent {
  slug: string;
  courseSlug: string;
  title: string;
  description: string;
  timeLimitSeconds: number;
  passMark: number;
  maxAttempts: number;
  questions: ExamQuestion[];
}

export interface SchoolContent {
  /** Beginner to advanced, by position within a level. */
  courses: CourseContent[];
  /** By slug. */
  exams: ExamContent[];
}

/** One thing wrong: the file (relative to the content folder, with `/`), its line (from 1). */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (problem: ContentProblem) =>
  `${problem.file}:${problem.line}: ${problem.message}`;

/** The content was refused; `problems` lists every one found, by file and line. */
/**
 * Content refused; `problems` lists every one found, by file and line. Each content folder has its
 * own subclass (`SchoolContentError`, `ReportsContentError`…), named after `what` it reads.
 */
export class ContentError extends Error {
  constructor(
    what: string,
    readonly problems: ContentProblem[],
  ) {
    const [first] = problems;
    super(
      `the ${what} content has ${problems.length} problem${problems.length === 1 ? '' : 's'}` +
        (first ? `; the first: ${formatProblem(first)}` : ''),
    );
  }
}

export class SchoolContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('school', problems);
    this.name = 'SchoolContentError';
  }
}

// --- The format's limits (documented in content/school/README.md) ---------------------------

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
/** An image's file name in content/school/images: what lessons may use and the server serves. */
export const SCHOOL_IMAGE_FILE = /^[a-z0-9-]+\.(svg|png|webp)$/;
const QUESTION_ID = /^[a-z0-9-]{1,40}$/;

const TITLE_MAX = 120;
const SUMMARY_MAX = 240;
const DESCRIPTION_MAX = 1000;
const PROMPT_MAX = 1000;
const EXPLANATION_MAX = 2000;
const OPTION_MAX = 300;
const UNIT_MAX = 20;
const CAPTION_MAX = 200;
const POSITION_MAX = 1000;
const MINUTES_MAX = 120;
const TIME_LIMIT_MAX = 180;
const ATTEMPTS_MAX = 20;
const QUESTIONS_MAX = 50;
const OPTIONS_MIN = 2;
const OPTIONS_MAX = 8;
const CANDLES_MIN = 2;
const CANDLES_MAX = 120;

const COURSE_KEYS = ['title', 'level', 'position', 'summary'] as const;
const LESSON_KEYS = ['title', 'minutes'] as const;
const EXAM_KEYS = [
  'title',
  'course',
  'description',
  'time_limit_minutes',
  'pass_mark',
  'max_attempts',
  'questions',
] as const;
const QUESTION_KEYS: Record<QuestionType, readonly string[]> = {
  single: ['id', 'type', 'prompt', 'options', 'explanation'],
  multiple: ['id', 'type', 'prompt', 'options', 'explanation'],
  true_false: ['id', 'type', 'prompt', 'answer', 'explanation'],
  numeric: ['id', 'type', 'prompt', 'answer', 'tolerance', 'unit', 'explanation'],
};
const ANY_QUESTION_KEYS = [...new Set(Object.values(QUESTION_KEYS).flat())];
const OPTION_KEYS = ['text', 'correct'] as const;
const CHART_KEYS = ['caption', 'candles'] as const;
const VIDEO_KEYS = ['title', 'url'] as const;

const LEVEL_ORDER: Record<CourseLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/** Where a problem goes: the line (from 1, in the whole file) and what is wrong. */
export type Report = (line: number, message: string) => void;

const quoteList = (values: readonly string[]) => values.join(', ');

// --- YAML with line numbers -----------------------------------------------------------------

/**
 * One YAML text (a file, a front matter, a fence's content) parsed with its line numbers;
 * `firstLine` is the file line its first line is on. Syntax errors and warnings are reported
 * at once; `failed` says whether the fields are worth checking.
 */
class YamlText {
  readonly contents: unknown;
  readonly failed: boolean;
  private readonly counter = new LineCounter();

  constructor(
    text: string,
    private readonly firstLine: number,
    report: Report,
  ) {
    const doc = parseDocument(text, { lineCounter: this.counter, prettyErrors: false });
    for (const error of [...doc.errors, ...doc.warnings])
      report(this.lineAt(error.pos[0]), `YAML: ${yamlMessage(error.code, error.message)}`);
    this.failed = doc.errors.length > 0;
    this.contents = doc.contents;
  }

  lineAt(offset: number): number {
    return this.counter.linePos(offset).line + this.firstLine - 1;
  }

  lineOf(node: unknown, fallback: number): number {
    return isNode(node) && node.range ? this.lineAt(node.range[0]) : fallback;
  }
}

/** The YAML library's message, with a hint for the mistakes authors make most. */
function yamlMessage(code: string, message: string): string {
  if (code === 'BLOCK_AS_IMPLICIT_KEY')
    return `${message.split('\n')[0]}: text containing ": " must be in quotes, or written on the next lines after >-`;
  if (code === 'DUPLICATE_KEY') return 'the same key appears twice';
  return message.split('\n')[0] ?? message;
}

/** A value with the line it is on. */
interface At<T> {
  value: T;
  line: number;
}

/**
 * The keys of one YAML mapping, checked against the keys it may have (an unknown key is a
 * problem: a typo must not pass silently), with typed getters that report what is missing or
 * wrong. `where` prefixes the messages (`question 3 "spread": `).
 */
export class Fields {
  readonly line: number;
  private readonly pairs = new Map<string, Pair>();
  private readonly usable: boolean;

  constructor(
    private readonly yaml: YamlText,
    private readonly report: Report,
    node: unknown,
    fallbackLine: number,
    allowed: readonly string[],
    private readonly where = '',
  ) {
    this.line = yaml.lineOf(node, fallbackLine);
    const empty = node == null || (isScalar(node) && node.value == null);
    this.usable = empty || isMap(node);
    if (!isMap(node)) {
      if (!empty) report(this.line, `${where}expected keys and values (key: value)`);
      return;
    }
    for (const pair of node.items) {
      const line = yaml.lineOf(pair.key, this.line);
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined) report(line, `${where}a key must be a plain word`);
      else if (!allowed.includes(key))
        report(line, `${where}unknown key "${key}" (the keys are ${quoteList(allowed)})`);
      else this.pairs.set(key, pair);
    }
  }

  has(key: string): boolean {
    return this.pairs.has(key);
  }

  /** The value of `key` with its line, and the line of the key itself. */
  private raw(key: string, required: boolean): (At<unknown> & { keyLine: number }) | undefined {
    const pair = this.pairs.get(key);
    const keyLine = pair ? this.yaml.lineOf(pair.key, this.line) : this.line;
    const value = pair?.value;
    if (value == null || (isScalar(value) && value.value == null)) {
      if (required && this.usable) this.report(keyLine, `${this.where}${key} is required`);
      return undefined;
    }
    return { value, line: this.yaml.lineOf(value, keyLine), keyLine };
  }

  /**
   * Text, trimmed. A plain number or boolean counts as its text as written (an option `1.50`
   * stays "1.50"); a list or mapping is a problem.
   */
  text(
    key: string,
    max: number,
    { required = true, oneLine = false }: { required?: boolean; oneLine?: boolean } = {},
  ): At<string> | undefined {
    const found = this.raw(key, required);
    if (!found) return undefined;
    const node = found.value;
    const text = isScalar(node)
      ? typeof node.value === 'string'
        ? node.value
        : (node.source ?? String(node.value))
      : undefined;
    if (text === undefined) {
      this.report(found.line, `${this.where}${key} must be text`);
      return undefined;
    }
    const value = text.trim();
    if (!value) {
      if (required) this.report(found.line, `${this.where}${key} is required`);
      return undefined;
    }
    if (value.length > max) {
      this.report(
        found.line,
        `${this.where}${key} is ${value.length} characters long; at most ${max}`,
      );
      return undefined;
    }
    if (oneLine && /[\r\n]/.test(value)) {
      this.report(found.line, `${this.where}${key} must be one line`);
      return undefined;
    }
    return { value, line: found.line };
  }

  oneOf<T extends string>(key: string, values: readonly T[]): At<T> | undefined {
    const found = this.text(key, 100, { oneLine: true });
    if (!found) return undefined;
    if (!(values as readonly string[]).includes(found.value)) {
      this.report(
        found.line,
        `${this.where}${key} "${found.value}" must be one of ${quoteList(values)}`,
      );
      return undefined;
    }
    return found as At<T>;
  }

  number(
    key: string,
    { required = true, min, whole = false, max }: NumberRule & { required?: boolean },
  ): At<number> | undefined {
    const found = this.raw(key, required);
    if (!found) return undefined;
    const value = isScalar(found.value) ? found.value.value : undefined;
    const problem = numberProblem(value, { min, max, whole });
    if (problem) {
      this.report(found.line, `${this.where}${key} ${problem}`);
      return undefined;
    }
    return { value: value as number, line: found.line };
  }

  boolean(key: string, { required = true } = {}): At<boolean> | undefined {
    const found = this.raw(key, required);
    if (!found) return undefined;
    const value = isScalar(found.value) ? found.value.value : undefined;
    if (typeof value !== 'boolean') {
      this.report(found.line, `${this.where}${key} must be true or false`);
      return undefined;
    }
    return { value, line: found.line };
  }

  /**
   * A list of `min` to `max` items, each with its node (for their lines); its line is the key's,
   * where a problem with the list as a whole is reported.
   */
  list(key: string, min: number, max: number): At<unknown[]> | undefined {
    const found = this.raw(key, true);
    if (!found) return undefined;
    if (!isSeq(found.value)) {
      this.report(found.keyLine, `${this.where}${key} must be a list (items starting with -)`);
      return undefined;
    }
    const { items } = found.value;
    if (items.length < min || items.length > max) {
      this.report(
        found.keyLine,
        `${this.where}${key} has ${items.length}; it needs ${min === max ? min : `${min} to ${max}`}`,
      );
      return undefined;
    }
    return { value: items, line: found.keyLine };
  }
}

interface NumberRule {
  min?: number;
  max?: number;
  whole?: boolean;
}

/** What is wrong with a number, or undefined; the text follows the field's name. */
function numberProblem(value: unknown, { min, max, whole }: NumberRule): string | undefined {
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : '';
  const kind = whole ? 'a whole number' : 'a number';
  if (typeof value !== 'number' || !Number.isFinite(value)) return `must be ${kind}${range}`;
  if (whole && !Number.isInteger(value)) return `must be ${kind}${range}`;
  if ((min !== undefined && value < min) || (max !== undefined && value > max))
    return `must be ${kind}${range} (not ${value})`;
  return undefined;
}

// --- Markdown -------------------------------------------------------------------------------

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/** Character references a browser would decode in an attribute, decoded for the scheme check. */
const decodeReferences = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => codePoint(Number(digits)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');

/**
 * Why a link's address is refused, or undefined. Allowed: http(s), mailto and relative addresses.
 * Checked as a browser reads it (character references decoded, controls and spaces dropped), so
 * `java&#115;cript:` or `java\tscript:` is refused as well.
 */
export function linkProblem(href: string): string | undefined {
  // Browsers drop ASCII controls and whitespace from a URL before reading its scheme.
  const plain = [...decodeReferences(href)]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('');
  if (/^[\\/]{2}/.test(plain))
    return `link "${href}": write the address with https:// (// links are not allowed)`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(plain)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto')
    return undefined;
  return `link "${href}": only http(s), mailto and relative links are allowed`;
}

/** The file an image reference names (`images/<file>`), when it has that form. */
const imageFileOf = (href: string) => {
  const match = /^images\/([^/]+)$/.exec(href);
  return match?.[1] && SCHOOL_IMAGE_FILE.test(match[1]) ? match[1] : undefined;
};

/** Where the server serves the school's images (routes/school-images). */
export const SCHOOL_IMAGES_PATH = '/school/images';

/**
 * Markdown as the school renders it: GitHub-flavoured, with raw HTML escaped (shown as text, never
 * passed through), links only to allowed addresses (`rel="noopener noreferrer"` when external)
 * and images only from the content's images folder, loaded lazily. The loader refuses what this
 * drops; dropping it here as well keeps the output safe whatever the caller checked.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text, block }) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (linkProblem(href)) return text;
      const external = /^https?:/i.test(href);
      return (
        `<a href="${escapeHtml(href)}"` +
        (title ? ` title="${escapeHtml(title)}"` : '') +
        (external ? ' rel="noopener noreferrer"' : '') +
        `>${text}</a>`
      );
    },
    image({ href, title, text }) {
      const file = imageFileOf(href);
      if (!file) return escapeHtml(text);
      return (
        `<img src="${SCHOOL_IMAGES_PATH}/${file}" alt="${escapeHtml(text)}"` +
        (title ? ` title="${escapeHtml(title)}"` : '') +
        ' loading="lazy">'
      );
    },
  },
});

/** The Markdown of one file's body: where it starts, the images it may use, where to report. */
export interface MarkdownSource {
  body: string;
  /** The file line the body's first line is on. */
  firstLine: number;
  images: ReadonlySet<string>;
  report: Report;
  /** Lessons may hold chart and video blocks; a course's introduction may not. */
  fences: boolean;
}

const lineIn = (source: MarkdownSource, offset: number) => {
  let line = source.firstLine;
  for (
    let i = source.body.indexOf('\n');
    i !== -1 && i < offset;
    i = source.body.indexOf('\n', i + 1)
  )
    line += 1;
  return line;
};

const fenceKind = (token: Token) => {
  if (token.type !== 'code') return undefined;
  const code = token as Tokens.Code;
  if (code.codeBlockStyle === 'indented') return undefined;
  const lang = code.lang?.trim().split(/\s+/)[0];
  return lang === 'chart' || lang === 'video' ? lang : undefined;
};

function childrenOf(token: Token): Token[] {
  if (token.type === 'list') return (token as Tokens.List).items;
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  return 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : [];
}

/**
 * Checks a token and those inside it: headings from h2, allowed links, images from the folder
 * with alt text, chart and video blocks only at the top level. `start` is the token's offset in
 * the body. A nested token is found by its text after its previous sibling; inside lists and
 * quotes a child's text lost its indentation and may not be found, and then it takes its parent's
 * position (the line is then the block's first, near enough to find it).
 */
function checkToken(source: MarkdownSource, token: Token, start: number): void {
  const line = () => lineIn(source, start);
  switch (token.type) {
    case 'heading':
      if ((token as Tokens.Heading).depth === 1)
        source.report(
          line(),
          'headings start at ## (level 2): the page shows the title as its only level-1 heading',
        );
      break;
    case 'link': {
      const problem = linkProblem((token as Tokens.Link).href);
      if (problem) source.report(line(), problem);
      break;
    }
    case 'image': {
      const { href, text } = token as Tokens.Image;
      const file = imageFileOf(href);
      if (!file)
        source.report(
          line(),
          `image "${href}": images are images/<name>.svg, .png or .webp (lower-case letters, digits and -) from the images folder`,
        );
      else if (!source.images.has(file))
        source.report(line(), `image "${href}": no such file in the images folder`);
      if (!text.trim())
        source.report(line(), `image "${href}": give it alt text, ![what it shows](${href})`);
      break;
    }
    case 'code': {
      const kind = fenceKind(token);
      if (kind)
        source.report(
          line(),
          `a ${kind} block must start at the beginning of a line, outside lists and quotes`,
        );
      break;
    }
  }
  const end = start + token.raw.length + token.raw.split('\n').length * 8;
  let cursor = start;
  for (const child of childrenOf(token)) {
    const found = child.raw ? source.body.indexOf(child.raw, cursor) : -1;
    const exact = found !== -1 && found + child.raw.length <= end;
    checkToken(source, child, exact ? found : cursor);
    if (exact) cursor = found + child.raw.length;
  }
}

/**
 * A body as blocks: consecutive Markdown as one HTML block, each chart and video fence a block of
 * its own. Problems go to `source.report`; what is returned is only meant for use when none were.
 */
export function renderBody(source: MarkdownSource): LessonBlock[] {
  const tokens = markdown.lexer(source.body);
  const blocks: LessonBlock[] = [];
  let pending: Token[] = [];
  const flush = () => {
    const html = pending.length ? markdown.parser(pending).trim() : '';
    if (html) blocks.push({ type: 'html', html });
    pending = [];
  };
  // The lexer's top-level tokens' raw texts add up to the body, so offsets are exact here.
  let offset = 0;
  for (const token of tokens) {
    const start = offset;
    offset += token.raw.length;
    const kind = fenceKind(token);
    if (!kind) {
      checkToken(source, token, start);
      pending.push(token);
      continue;
    }
    const fenceLine = lineIn(source, start + (token.raw.length - token.raw.trimStart().length));
    if (!source.fences) {
      source.report(fenceLine, `${kind} blocks belong in lessons, not in a course's introduction`);
      continue;
    }
    flush();
    const text = (token as Tokens.Code).text;
    const block =
      kind === 'chart'
        ? readChart(text, fenceLine, source.report)
        : readVideo(text, fenceLine, source.report);
    if (block) blocks.push(block);
  }
  flush();
  return blocks;
}

function readChart(text: string, fenceLine: number, report: Report): LessonBlock | undefined {
  const yaml = new YamlText(text, fenceLine + 1, report);
  if (yaml.failed) return undefined;
  const fields = new Fields(yaml, report, yaml.contents, fenceLine, CHART_KEYS, 'chart: ');
  const caption = fields.text('caption', CAPTION_MAX, { oneLine: true });
  const list = fields.list('candles', CANDLES_MIN, CANDLES_MAX);
  if (!list) return undefined;
  const candles: [number, number, number, number][] = [];
  list.value.forEach((node, i) => {
    const line = yaml.lineOf(node, list.line);
    const where = `chart: candle ${i + 1}`;
    const values = isSeq(node)
      ? node.items.map((item) => (isScalar(item) ? item.value : item))
      : [];
    if (values.length !== 4) {
      report(line, `${where} must be [open, high, low, close]`);
      return;
    }
    if (
      !values.every((value) => typeof value === 'number' && Number.isFinite(value) && value > 0)
    ) {
      report(line, `${where}: open, high, low and close must be positive numbers`);
      return;
    }
    const [open, high, low, close] = values as [number, number, number, number];
    const wrong: string[] = [];
    if (high < open) wrong.push(`the high (${high}) is below the open (${open})`);
    if (high < close) wrong.push(`the high (${high}) is below the close (${close})`);
    if (low > open) wrong.push(`the low (${low}) is above the open (${open})`);
    if (low > close) wrong.push(`the low (${low}) is above the close (${close})`);
    if (wrong.length) {
      report(line, `${where} [${open}, ${high}, ${low}, ${close}]: ${wrong.join('; ')}`);
      return;
    }
    candles.push([open, high, low, close]);
  });
  if (!caption || candles.length !== list.value.length) return undefined;
  return { type: 'chart', caption: caption.value, candles };
}

/**
 * The player address of a video page on an allowed host, or undefined: YouTube
 * (youtube.com/watch?v=ID, youtu.be/ID, embedded without cookies) and Vimeo (vimeo.com/ID),
 * https only.
 */
export function videoEmbedUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const youtubeId = /^[A-Za-z0-9_-]{11}$/;
  if (['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(host)) {
    const id = url.searchParams.get('v');
    return url.pathname === '/watch' && id && youtubeId.test(id)
      ? `https://www.youtube-nocookie.com/embed/${id}`
      : undefined;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const id = /^\/(\d{1,12})\/?$/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : undefined;
  }
  return undefined;
}

function readVideo(text: string, fenceLine: number, report: Report): LessonBlock | undefined {
  const yaml = new YamlText(text, fenceLine + 1, report);
  if (yaml.failed) return undefined;
  const fields = new Fields(yaml, report, yaml.contents, fenceLine, VIDEO_KEYS, 'video: ');
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const url = fields.text('url', 500, { oneLine: true });
  if (!url) return undefined;
  const embedUrl = videoEmbedUrl(url.value);
  if (!embedUrl) {
    report(
      url.line,
      `video: url "${url.value}" must be https on youtube.com/watch?v=ID, youtu.be/ID or vimeo.com/ID`,
    );
    return undefined;
  }
  if (!title) return undefined;
  return { type: 'video', title: title.value, url: url.value, embedUrl };
}

// The helpers exported below are also what the specialized reports' loader (modules/reports)
// builds on, so both read Markdown, front matter, charts and links by the same rules.

// --- Files ----------------------------------------------------------------------------------

/** A Markdown file split into its front matter (YAML between `---` lines) and its body. */
function splitFrontMatter(text: string) {
  const lines = text.split('\n');
  if (lines[0]?.trimEnd() !== '---') return undefined;
  const close = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  if (close === -1) return undefined;
  return {
    yaml: lines.slice(1, close).join('\n'),
    body: lines.slice(close + 1).join('\n'),
    bodyFirstLine: close + 2,
  };
}

interface MarkdownFile {
  fields: Fields;
  body: MarkdownSource;
}

/** Reads a Markdown file's front matter (keys checked against `keys`); undefined when unusable. */
export function readMarkdownFile(
  text: string,
  keys: readonly string[],
  images: ReadonlySet<string>,
  fences: boolean,
  report: Report,
): MarkdownFile | undefined {
  const parts = splitFrontMatter(text);
  if (!parts) {
    report(1, `start the file with front matter: a --- line, ${quoteList(keys)}, then a --- line`);
    return undefined;
  }
  const yaml = new YamlText(parts.yaml, 2, report);
  if (yaml.failed) return undefined;
  const fields = new Fields(yaml, report, yaml.contents, 1, keys);
  const body = { body: parts.body, firstLine: parts.bodyFirstLine, images, report, fences };
  return { fields, body };
}

/** Text files are read with Unix line ends and without a byte-order mark. */
export async function readText(file: string) {
  return (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** A folder's entries without hidden ones (.DS_Store), sorted; undefined when it is missing. */
export async function list(dir: string) {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => !entry.name.startsWith('.'))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export class ProblemList {
  readonly all: ContentProblem[] = [];

  for(file: string): Report {
    return (line, message) => this.all.push({ file, line, message });
  }
}

/** How a folder of one `<slug>.md` file per item names them in its refusals. */
export interface SlugFolder {
  /** The folder's name in messages: "the reports folder holds one <slug>.md file per report". */
  folder: string;
  /** One item, with its article: "a report", "an interview". */
  item: string;
  /** Sub-folders it may hold beside its files (the interviews' `media`). */
  subfolders?: readonly string[];
}

/**
 * Reads a folder of one `<slug>.md` file per item (its README.md aside): each file through `read`,
 * every problem collected by file and line. Answers the items in file order, or throws
 * `refuse(problems)` with every problem, sorted by file and line, when there is any.
 */
export async function readSlugFolder<T>(
  dir: string,
  { folder, item, subfolders = [] }: SlugFolder,
  read: (text: string, file: string, slug: string, problems: ProblemList) => T | undefined,
  refuse: (problems: ContentProblem[]) => Error,
): Promise<T[]> {
  const problems = new ProblemList();
  const entries = await list(dir);
  if (!entries) problems.for('.')(1, `missing: the folder ${dir}`);
  const items: T[] = [];
  const noun = item.replace(/^an? /, '');
  for (const entry of entries ?? []) {
    if (entry.name === 'README.md') continue;
    if (entry.isDirectory() && subfolders.includes(entry.name)) continue;
    const file = entry.name;
    const slug = entry.isFile() && file.endsWith('.md') ? file.slice(0, -'.md'.length) : undefined;
    if (slug === undefined) {
      problems.for(file)(1, `the ${folder} folder holds one <slug>.md file per ${noun}`);
      continue;
    }
    if (!SLUG.test(slug) || slug.length > SLUG_MAX) {
      problems.for(file)(
        1,
        `${item} file's name is its slug: lower-case letters, digits and single hyphens, at most ${SLUG_MAX} characters`,
      );
      continue;
    }
    const read_ = read(await readText(path.join(dir, file)), file, slug, problems);
    if (read_ !== undefined) items.push(read_);
  }
  if (problems.all.length > 0) {
    throw refuse(
      [...problems.all].sort(
        (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line,
      ),
    );
  }
  return items;
}

async function readImages(dir: string, problems: ProblemList): Promise<Set<string>> {
  const images = new Set<string>();
  for (const entry of (await list(path.join(dir, 'images'))) ?? []) {
    const file = `images/${entry.name}`;
    if (!entry.isFile()) problems.for(file)(1, 'the images folder holds files only');
    else if (!SCHOOL_IMAGE_FILE.test(entry.name))
      problems.for(file)(
        1,
        'image names are lower-case letters, digits and - with .svg, .png or .webp (the server serves no other)',
      );
    else images.add(entry.name);
  }
  return images;
}

function readLesson(
  text: string,
  file: string,
  slug: string,
  position: number,
  images: ReadonlySet<string>,
  problems: ProblemList,
): LessonContent | undefined {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, LESSON_KEYS, images, true, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const minutes = fields.number('minutes', { whole: true, min: 1, max: MINUTES_MAX });
  const blocks = renderBody(body);
  if (!body.body.trim()) report(body.firstLine, 'the lesson has no text');
  if (!title || !minutes) return undefined;
  return { slug, position, title: title.value, minutes: minutes.value, blocks };
}

interface ReadCourse {
  /** The course with its lessons, when all of it is right. */
  course: CourseContent | undefined;
  /** Its level and position (and that line), when they are right, for the duplicates check. */
  place: { level: CourseLevel; position: number; line: number } | undefined;
}

async function readCourse(
  dir: string,
  slug: string,
  images: ReadonlySet<string>,
  problems: ProblemList,
): Promise<ReadCourse> {
  const folder = `courses/${slug}`;
  const none = { course: undefined, place: undefined };
  if (!SLUG.test(slug) || slug.length > SLUG_MAX) {
    problems.for(folder)(
      1,
      `a course folder's name is its slug: lower-case letters, digits and single hyphens, at most ${SLUG_MAX} characters`,
    );
    return none;
  }

  const lessons: LessonContent[] = [];
  const numbers = new Map<string, string>();
  const slugs = new Map<string, string>();
  let hasCourseFile = false;
  let course: Omit<CourseContent, 'lessons'> | undefined;
  let place: ReadCourse['place'];
  let lessonsOk = true;
  for (const entry of (await list(path.join(dir, 'courses', slug))) ?? []) {
    const file = `${folder}/${entry.name}`;
    const report = problems.for(file);
    if (entry.name === 'course.md' && entry.isFile()) {
      hasCourseFile = true;
      const text = await readText(path.join(dir, file));
      const parsed = readMarkdownFile(text, COURSE_KEYS, images, false, report);
      if (!parsed) continue;
      const { fields, body } = parsed;
      const title = fields.text('title', TITLE_MAX, { oneLine: true });
      const level = fields.oneOf('level', COURSE_LEVELS);
      const position = fields.number('position', { whole: true, min: 1, max: POSITION_MAX });
      const summary = fields.text('summary', SUMMARY_MAX);
      const intro = renderBody(body);
      if (!body.body.trim()) report(body.firstLine, "the course's introduction is missing");
      if (level && position)
        place = { level: level.value, position: position.value, line: position.line };
      if (title && level && position && summary)
        course = {
          slug,
          title: title.value,
          level: level.value,
          position: position.value,
          summary: summary.value,
          introHtml: intro.map((block) => (block.type === 'html' ? block.html : '')).join('\n'),
        };
      continue;
    }
    const match = entry.isFile() ? LESSON_FILE.exec(entry.name) : null;
    if (!match?.[1] || !match[2]) {
      report(
        1,
        'a course folder holds course.md and lessons named NN-<slug>.md (01-what-is-a-stock.md)',
      );
      continue;
    }
    const [, number, lessonSlug] = match;
    const position = Number(number);
    if (position < 1) {
      report(1, 'lesson numbers start at 01');
      lessonsOk = false;
      continue;
    }
    const earlier = numbers.get(number) ?? slugs.get(lessonSlug);
    if (earlier) {
      report(1, `the lesson number or slug is also ${earlier}'s`);
      lessonsOk = false;
    }
    numbers.set(number, entry.name);
    slugs.set(lessonSlug, entry.name);
    const text = await readText(path.join(dir, file));
    const lesson = readLesson(text, file, lessonSlug, position, images, problems);
    if (lesson) lessons.push(lesson);
    else lessonsOk = false;
  }

  if (!hasCourseFile)
    problems.for(`${folder}/course.md`)(1, 'missing: every course folder needs a course.md');
  if (numbers.size === 0)
    problems.for(folder)(1, 'the course has no lessons (files named 01-<slug>.md, 02-…)');
  lessons.sort((a, b) => a.position - b.position);
  lessons.forEach((lesson, i) => {
    if (lessonsOk && lesson.position !== i + 1) {
      problems.for(folder)(
        1,
        `lesson numbers run 01, 02, … without gaps: ${String(i + 1).padStart(2, '0')} is missing`,
      );
      lessonsOk = false;
    }
  });
  if (!course || !lessonsOk || lessons.length === 0) return { course: undefined, place };
  return { course: { ...course, lessons }, place };
}

/** A question's `id` and `type` as written, before any check (for messages and allowed keys). */
function peekQuestion(node: unknown): { id: string | undefined; type: QuestionType | undefined } {
  const map = isMap(node) ? node : undefined;
  const id = map?.get('id');
  const type = map?.get('type');
  return {
    id: typeof id === 'string' ? id : undefined,
    type: (QUESTION_TYPES as readonly unknown[]).includes(type)
      ? (type as QuestionType)
      : undefined,
  };
}

/** The choice question's options: ids a, b, c … by position; undefined when any is wrong. */
function readOptions(
  yaml: YamlText,
  fields: Fields,
  type: 'single' | 'multiple',
  where: string,
  report: Report,
): QuestionOption[] | undefined {
  const list = fields.list('options', OPTIONS_MIN, OPTIONS_MAX);
  if (!list) return undefined;
  const options: QuestionOption[] = [];
  const texts = new Set<string>();
  let ok = true;
  list.value.forEach((node, i) => {
    const id = String.fromCharCode(97 + i);
    const option = new Fields(yaml, report, node, list.line, OPTION_KEYS, `${where}option ${id}: `);
    const text = option.text('text', OPTION_MAX);
    const correct = option.boolean('correct', { required: false });
    if (!text || (option.has('correct') && !correct)) {
      ok = false;
      return;
    }
    if (texts.has(text.value.toLowerCase())) {
      report(text.line, `${where}option ${id}: the same text as an earlier option`);
      ok = false;
    }
    texts.add(text.value.toLowerCase());
    options.push({ id, text: text.value, correct: correct?.value ?? false });
  });
  if (!ok) return undefined;
  const right = options.filter((option) => option.correct).length;
  if (type === 'single' && right !== 1) {
    report(
      list.line,
      `${where}a single-choice question has exactly one option with correct: true (this one has ${right})`,
    );
    return undefined;
  }
  if (type === 'multiple' && right === 0) {
    report(
      list.line,
      `${where}a multiple-choice question needs at least one option with correct: true`,
    );
    return undefined;
  }
  return options;
}

/** One exam question; every problem in it is reported, undefined when there was any. */
function readQuestion(
  yaml: YamlText,
  node: unknown,
  index: number,
  fallbackLine: number,
  report: Report,
): ExamQuestion | undefined {
  // The type decides which keys are allowed: read it (and the id, for the messages) first.
  const peek = peekQuestion(node);
  const where = `question ${index + 1}${peek.id !== undefined ? ` "${peek.id}"` : ''}: `;
  const { type } = peek;
  const fields = new Fields(
    yaml,
    report,
    node,
    fallbackLine,
    type ? QUESTION_KEYS[type] : ANY_QUESTION_KEYS,
    where,
  );

  let id = fields.text('id', 40, { oneLine: true });
  if (id && !QUESTION_ID.test(id.value)) {
    report(id.line, `${where}id must be lower-case letters, digits and -, at most 40 characters`);
    id = undefined;
  }
  fields.oneOf('type', QUESTION_TYPES);
  const prompt = fields.text('prompt', PROMPT_MAX);
  const explanation = fields.text('explanation', EXPLANATION_MAX);

  let rest: Pick<ExamQuestion, 'options' | 'answer' | 'tolerance' | 'unit'> | undefined;
  if (type === 'true_false') {
    const answer = fields.boolean('answer');
    if (answer)
      rest = {
        options: [
          { id: 'true', text: 'True', correct: answer.value },
          { id: 'false', text: 'False', correct: !answer.value },
        ],
      };
  } else if (type === 'numeric') {
    const answer = fields.number('answer', {});
    const tolerance = fields.number('tolerance', { required: false, min: 0 });
    const unit = fields.text('unit', UNIT_MAX, { required: false, oneLine: true });
    if (answer && (tolerance || !fields.has('tolerance')))
      rest = {
        options: [],
        answer: answer.value,
        tolerance: tolerance?.value ?? 0,
        ...(unit ? { unit: unit.value } : {}),
      };
  } else if (type) {
    const options = readOptions(yaml, fields, type, where, report);
    if (options) rest = { options };
  }

  if (!id || !type || !prompt || !explanation || !rest) return undefined;
  return { id: id.value, type, prompt: prompt.value, ...rest, explanation: explanation.value };
}

function readExam(
  text: string,
  slug: string,
  courseSlugs: ReadonlySet<string>,
  report: Report,
): ExamContent | undefined {
  const yaml = new YamlText(text, 1, report);
  if (yaml.failed) return undefined;
  const fields = new Fields(yaml, report, yaml.contents, 1, EXAM_KEYS);
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const course = fields.text('course', SLUG_MAX, { oneLine: true });
  if (course && !courseSlugs.has(course.value))
    report(
      course.line,
      `course "${course.value}" has no folder in courses/ (the courses are ${quoteList([...courseSlugs])})`,
    );
  const description = fields.text('description', DESCRIPTION_MAX);
  const minutes = fields.number('time_limit_minutes', { whole: true, min: 1, max: TIME_LIMIT_MAX });
  const passMark = fields.number('pass_mark', { whole: true, min: 1, max: 100 });
  const maxAttempts = fields.number('max_attempts', { whole: true, min: 1, max: ATTEMPTS_MAX });
  const list = fields.list('questions', 1, QUESTIONS_MAX);

  const questions: ExamQuestion[] = [];
  const ids = new Map<string, number>();
  let questionsOk = list !== undefined;
  list?.value.forEach((node, i) => {
    const { id } = peekQuestion(node);
    const earlier = id === undefined ? undefined : ids.get(id);
    if (id !== undefined && earlier !== undefined) {
      report(
        yaml.lineOf(node, list.line),
        `question ${i + 1}: the id "${id}" is also question ${earlier}'s (ids are unique in an exam)`,
      );
      questionsOk = false;
    } else if (id !== undefined) ids.set(id, i + 1);
    const question = readQuestion(yaml, node, i, list.line, report);
    if (question) questions.push(question);
    else questionsOk = false;
  });
  if (
    !title ||
    !course ||
    !courseSlugs.has(course.value) ||
    !description ||
    !minutes ||
    !passMark ||
    !maxAttempts ||
    !questionsOk
  )
    return undefined;
  return {
    slug,
    courseSlug: course.value,
    title: title.value,
    description: description.value,
    timeLimitSeconds: minutes.value * 60,
    passMark: passMark.value,
    maxAttempts: maxAttempts.value,
    questions,
  };
}

/**
 * Reads and checks the school's content folder (format in content/school/README.md). Throws
 * `SchoolContentError` listing every problem, by file and line, when there is any.
 */
export async function loadSchoolContent(dir: string): Promise<SchoolContent> {
  const problems = new ProblemList();
  const images = await readImages(dir, problems);

  const courses: CourseContent[] = [];
  const courseSlugs = new Set<string>();
  const positions = new Map<string, string>();
  const folders = await list(path.join(dir, 'courses'));
  if (!folders) problems.for('courses')(1, 'missing: the courses folder');
  for (const entry of folders ?? []) {
    if (!entry.isDirectory()) {
      problems.for(`courses/${entry.name}`)(1, 'courses/ holds one folder per course');
      continue;
    }
    courseSlugs.add(entry.name);
    const { course, place } = await readCourse(dir, entry.name, images, problems);
    if (place) {
      const key = `${place.level} ${place.position}`;
      const earlier = positions.get(key);
      if (earlier)
        problems.for(`courses/${entry.name}/course.md`)(
          place.line,
          `position ${place.position} is also ${earlier}'s among the ${place.level} courses`,
        );
      else positions.set(key, entry.name);
    }
    if (course) courses.push(course);
  }
  courses.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.position - b.position);

  const exams: ExamContent[] = [];
  for (const entry of (await list(path.join(dir, 'exams'))) ?? []) {
    const file = `exams/${entry.name}`;
    const report = problems.for(file);
    const slug = entry.name.endsWith('.yaml') ? entry.name.slice(0, -'.yaml'.length) : undefined;
    if (!entry.isFile() || slug === undefined) {
      report(1, 'exams/ holds one <slug>.yaml file per exam');
      continue;
    }
    if (!SLUG.test(slug) || slug.length > SLUG_MAX) {
      report(
        1,
        `an exam file's name is its slug: lower-case letters, digits and single hyphens, at most ${SLUG_MAX} characters`,
      );
      continue;
    }
    const exam = readExam(await readText(path.join(dir, file)), slug, courseSlugs, report);
    if (exam) exams.push(exam);
  }

  if (problems.all.length > 0) {
    const sorted = problems.all
      .map((problem, i) => ({ problem, i }))
      .sort(
        (a, b) =>
          (a.problem.file < b.problem.file ? -1 : a.problem.file > b.problem.file ? 1 : 0) ||
          a.problem.line - b.problem.line ||
          a.i - b.i,
      )
      .map(({ problem }) => problem);
    throw new SchoolContentError(sorted);
  }
  return { courses, exams };
}
