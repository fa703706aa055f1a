import { isMap, isNode, isScalar } from 'yaml';
import {
  ANALYSIS_BIASES,
  ANALYSIS_RESOLUTIONS,
  type AnalysisAnnotations,
  type AnalysisBias,
  type AnalysisLevel,
  type AnalysisPoint,
  type AnalysisResolution,
  type AnalysisTrendLine,
  type LessonBlock,
} from '../../db/schema/index.ts';
import {
  ContentError,
  type ContentProblem,
  formatProblem,
  type ProblemList,
  type Report,
  readMarkdownFile,
  readSlugFolder,
  renderBody,
} from '../school/school-content.ts';

/**
 * The technical analyses' content files (issue 20): one Markdown file with YAML front matter per
 * analysis in `content/analyses/` (format in its README.md). The Markdown and the problem list by
 * file and line are the trading school's (school-content.ts), as the reports' are.
 */

/** An analysis as the `technical_analyses` table stores it. */
export interface AnalysisContent {
  slug: string;
  symbol: string;
  title: string;
  summary: string;
  author: string;
  bias: AnalysisBias;
  resolution: AnalysisResolution;
  publishedAt: Date;
  annotations: AnalysisAnnotations;
  blocks: LessonBlock[];
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class AnalysesContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('analyses', problems);
    this.name = 'AnalysesContentError';
  }
}

const ANALYSIS_KEYS = [
  'title',
  'symbol',
  'summary',
  'author',
  'published_at',
  'bias',
  'resolution',
  'levels',
  'trend_lines',
  'notes',
] as const;
const LEVEL_KEYS = ['kind', 'label', 'price', 'offset_pct'];
const TREND_LINE_KEYS = ['label', 'from', 'to'];
const POINT_KEYS = ['at', 'bars_ago', 'price', 'offset_pct'];
const LEVEL_KINDS = ['support', 'resistance'] as const;
const TITLE_MAX = 120;
const SUMMARY_MAX = 300;
const AUTHOR_MAX = 80;
const LABEL_MAX = 40;
const NOTE_MAX = 200;
const LEVELS_MAX = 8;
const TREND_LINES_MAX = 4;
const NOTES_MAX = 6;
/** How far from the latest close a relative price may be, either way. */
const OFFSET_PCT_MAX = 90;
/** A trend line reaches back a year of daily bars at most. */
const BARS_AGO_MAX = 400;
const SYMBOL = /^[A-Z0-9][A-Z0-9.=^/-]{0,19}$/;
/** `2026-11-20` or `2026-11-20T13:30:00Z`: a date alone is midnight UTC. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;

const quoteList = (values: readonly string[]) => values.join(', ');

/** A date or time as the content writes it, or undefined (with a problem) when it is not one. */
function dateOf(value: string, key: string, line: number, report: Report): Date | undefined {
  const date = new Date(value);
  if (!DATE_TIME.test(value) || Number.isNaN(date.getTime())) {
    report(line, `${key} "${value}" must be a date, 2026-11-20, or a time, 2026-11-20T13:30:00Z`);
    return undefined;
  }
  return date;
}

/**
 * A mapping as plain values (a list item's YAML node is converted first), its keys checked
 * against `allowed`; `where` prefixes the problems ("levels 2: "). Undefined when it is no mapping.
 */
function mappingOf(
  node: unknown,
  allowed: readonly string[],
  where: string,
  line: number,
  report: Report,
): Record<string, unknown> | undefined {
  const value: unknown = isMap(node) ? node.toJSON() : isNode(node) ? undefined : node;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    report(line, `${where}expected keys and values (key: value)`);
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (!allowed.includes(key))
      report(line, `${where}unknown key "${key}" (the keys are ${quoteList(allowed)})`);
  return record;
}

/** A short text of a mapping item; undefined (with a problem) when missing or too long. */
function textOf(
  record: Record<string, unknown>,
  key: string,
  max: number,
  where: string,
  line: number,
  report: Report,
): string | undefined {
  const value = typeof record[key] === 'string' ? (record[key] as string).trim() : '';
  if (!value) report(line, `${where}${key} is required (text)`);
  else if (value.length > max || /[\r\n]/.test(value))
    report(line, `${where}${key} must be one line of at most ${max} characters`);
  else return value;
  return undefined;
}

/** `price` or `offset_pct`, exactly one: the price as absolute or relative to the latest close. */
function priceOf(
  record: Record<string, unknown>,
  where: string,
  line: number,
  report: Report,
): { price?: number; offsetPct?: number } | undefined {
  const { price, offset_pct: offset } = record;
  if ((price === undefined) === (offset === undefined)) {
    report(
      line,
      `${where}give either price (absolute) or offset_pct (percent from the latest close), not both or neither`,
    );
    return undefined;
  }
  if (price !== undefined) {
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      report(line, `${where}price must be a number above 0`);
      return undefined;
    }
    return { price };
  }
  if (typeof offset !== 'number' || !Number.isFinite(offset) || Math.abs(offset) > OFFSET_PCT_MAX) {
    report(
      line,
      `${where}offset_pct must be a number from -${OFFSET_PCT_MAX} to ${OFFSET_PCT_MAX}`,
    );
    return undefined;
  }
  return { offsetPct: offset };
}

function readLevel(node: unknown, index: number, line: number, report: Report) {
  const where = `levels ${index + 1}: `;
  const record = mappingOf(node, LEVEL_KEYS, where, line, report);
  if (!record) return undefined;
  const kind = record.kind;
  const kindOk = typeof kind === 'string' && (LEVEL_KINDS as readonly string[]).includes(kind);
  if (!kindOk) report(line, `${where}kind must be one of ${quoteList(LEVEL_KINDS)}`);
  const label = textOf(record, 'label', LABEL_MAX, where, line, report);
  const price = priceOf(record, where, line, report);
  if (!kindOk || !label || !price) return undefined;
  return { kind: kind as AnalysisLevel['kind'], label, ...price } satisfies AnalysisLevel;
}

function readPoint(value: unknown, where: string, line: number, report: Report) {
  const record = mappingOf(value, POINT_KEYS, where, line, report);
  if (!record) return undefined;
  const { at, bars_ago: barsAgo } = record;
  if ((at === undefined) === (barsAgo === undefined)) {
    report(line, `${where}give either at (a date or time) or bars_ago (bars back from the latest)`);
    return undefined;
  }
  const price = priceOf(record, where, line, report);
  if (barsAgo !== undefined) {
    if (
      typeof barsAgo !== 'number' ||
      !Number.isInteger(barsAgo) ||
      barsAgo < 0 ||
      barsAgo > BARS_AGO_MAX
    ) {
      report(line, `${where}bars_ago must be a whole number from 0 to ${BARS_AGO_MAX}`);
      return undefined;
    }
    return price ? ({ barsAgo, ...price } satisfies AnalysisPoint) : undefined;
  }
  const text = at instanceof Date ? at.toISOString() : typeof at === 'string' ? at : '';
  const date = dateOf(text, `${where}at`, line, report);
  return price && date ? ({ at: date.toISOString(), ...price } satisfies AnalysisPoint) : undefined;
}

function readTrendLine(node: unknown, index: number, line: number, report: Report) {
  const where = `trend_lines ${index + 1}: `;
  const record = mappingOf(node, TREND_LINE_KEYS, where, line, report);
  if (!record) return undefined;
  const label = textOf(record, 'label', LABEL_MAX, where, line, report);
  const from = readPoint(record.from, `${where}from: `, line, report);
  const to = readPoint(record.to, `${where}to: `, line, report);
  if (!label || !from || !to) return undefined;
  return { label, from, to } satisfies AnalysisTrendLine;
}

/** An optional list of front matter: its items with the key's line, or [] when absent. */
function optionalList(
  fields: NonNullable<ReturnType<typeof readMarkdownFile>>['fields'],
  key: string,
  max: number,
) {
  return fields.has(key) ? fields.list(key, 0, max) : { value: [] as unknown[], line: 1 };
}

function readAnalysis(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, ANALYSIS_KEYS, new Set(), true, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const summary = fields.text('summary', SUMMARY_MAX);
  const author = fields.text('author', AUTHOR_MAX, { oneLine: true });
  const bias = fields.oneOf('bias', ANALYSIS_BIASES);
  const resolution = fields.oneOf('resolution', ANALYSIS_RESOLUTIONS);
  const symbol = fields.text('symbol', 20, { oneLine: true });
  if (symbol && !SYMBOL.test(symbol.value))
    report(
      symbol.line,
      `symbol "${symbol.value}" must be a ticker in capitals (AAPL, BTC, SAP.DE)`,
    );
  const published = fields.text('published_at', 40, { oneLine: true });
  const publishedAt = published
    ? dateOf(published.value, 'published_at', published.line, report)
    : undefined;

  const levelList = optionalList(fields, 'levels', LEVELS_MAX);
  const trendList = optionalList(fields, 'trend_lines', TREND_LINES_MAX);
  const noteList = optionalList(fields, 'notes', NOTES_MAX);
  const levels = (levelList?.value ?? []).map((node, i) =>
    readLevel(node, i, levelList?.line ?? 1, report),
  );
  const trendLines = (trendList?.value ?? []).map((node, i) =>
    readTrendLine(node, i, trendList?.line ?? 1, report),
  );
  const notes = (noteList?.value ?? []).map((node, i) => {
    const value = isScalar(node) && typeof node.value === 'string' ? node.value.trim() : '';
    if (!value || value.length > NOTE_MAX) {
      report(noteList?.line ?? 1, `notes ${i + 1}: must be text of at most ${NOTE_MAX} characters`);
      return undefined;
    }
    return value;
  });

  const blocks = renderBody(body);
  if (!body.body.trim()) report(body.firstLine, 'the analysis has no text');
  if (blocks.some((block) => block.type !== 'html'))
    report(
      body.firstLine,
      'chart and video blocks are not used in analyses: the chart is drawn from the stored prices',
    );
  const annotations = {
    levels: levels.filter((level) => level !== undefined),
    trendLines: trendLines.filter((line) => line !== undefined),
    notes: notes.filter((note) => note !== undefined),
  };
  if (
    !title ||
    !summary ||
    !author ||
    !bias ||
    !resolution ||
    !symbol ||
    !SYMBOL.test(symbol.value) ||
    !publishedAt ||
    !levelList ||
    !trendList ||
    !noteList ||
    annotations.levels.length !== levels.length ||
    annotations.trendLines.length !== trendLines.length ||
    annotations.notes.length !== notes.length
  )
    return undefined;
  return {
    slug,
    symbol: symbol.value,
    title: title.value,
    summary: summary.value,
    author: author.value,
    bias: bias.value,
    resolution: resolution.value,
    publishedAt,
    annotations,
    blocks,
  } satisfies AnalysisContent;
}

/**
 * Reads and checks the analyses folder (format in content/analyses/README.md), newest first.
 * Throws `AnalysesContentError` listing every problem, by file and line, when there is any.
 */
export async function loadAnalysesContent(dir: string): Promise<AnalysisContent[]> {
  const items = await readSlugFolder<AnalysisContent>(
    dir,
    { folder: 'analyses', item: 'an analysis' },
    readAnalysis,
    (problems) => new AnalysesContentError(problems),
  );
  return items.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
