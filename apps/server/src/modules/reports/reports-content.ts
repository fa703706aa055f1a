import { isScalar } from 'yaml';
import { type LessonBlock, REPORT_MARKETS, type ReportMarket } from '../../db/schema/index.ts';
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
 * The specialized reports' content files (issue 20): one Markdown file with YAML front matter per
 * report in `content/reports/` (format in its README.md). The Markdown, chart blocks, links and
 * the problem list by file and line are the trading school's (school-content.ts), so a report is
 * written and checked exactly as a lesson is.
 */

/** A report as the `reports` table stores it. */
export interface ReportContent {
  slug: string;
  title: string;
  summary: string;
  market: ReportMarket;
  symbols: string[];
  author: string;
  publishedAt: Date;
  proOnly: boolean;
  blocks: LessonBlock[];
  readingMinutes: number;
}

export { type ContentProblem, formatProblem };

/** The content was refused; `problems` lists every one found, by file and line. */
export class ReportsContentError extends ContentError {
  constructor(problems: ContentProblem[]) {
    super('reports', problems);
    this.name = 'ReportsContentError';
  }
}

const REPORT_KEYS = [
  'title',
  'summary',
  'market',
  'symbols',
  'author',
  'published_at',
  'pro_only',
] as const;
const TITLE_MAX = 120;
const SUMMARY_MAX = 300;
const AUTHOR_MAX = 80;
const SYMBOLS_MAX = 10;
const SYMBOL = /^[A-Z0-9][A-Z0-9.=^/-]{0,19}$/;
/** `2026-11-20` or `2026-11-20T13:30:00Z`: a date alone is midnight UTC. */
const PUBLISHED_AT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** Words a minute the reading time assumes; what it counts is the text of the HTML blocks. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read the text of `blocks` (at least one; a chart counts as a paragraph). */
export function readingMinutes(blocks: readonly LessonBlock[]): number {
  let words = 0;
  for (const block of blocks) {
    if (block.type === 'html')
      words += block.html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
    else words += 40;
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function readReport(text: string, file: string, slug: string, problems: ProblemList) {
  const report = problems.for(file);
  const parsed = readMarkdownFile(text, REPORT_KEYS, new Set(), true, report);
  if (!parsed) return undefined;
  const { fields, body } = parsed;
  const title = fields.text('title', TITLE_MAX, { oneLine: true });
  const summary = fields.text('summary', SUMMARY_MAX);
  const market = fields.oneOf('market', REPORT_MARKETS);
  const author = fields.text('author', AUTHOR_MAX, { oneLine: true });
  const proOnly = fields.boolean('pro_only');
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
  const symbolList = fields.list('symbols', 1, SYMBOLS_MAX);
  const symbols: string[] = [];
  let symbolsOk = symbolList !== undefined;
  symbolList?.value.forEach((node) => {
    const value = isScalar(node) ? String(node.value ?? '') : '';
    if (!SYMBOL.test(value)) {
      report(
        symbolList.line,
        `symbols: "${value}" must be a ticker in capitals (AAPL, EURUSD, BTC-USD)`,
      );
      symbolsOk = false;
    } else symbols.push(value);
  });
  const blocks = renderBody(body);
  if (!body.body.trim()) report(body.firstLine, 'the report has no text');
  if (!title || !summary || !market || !author || !proOnly || !publishedAt || !symbolsOk)
    return undefined;
  return {
    slug,
    title: title.value,
    summary: summary.value,
    market: market.value,
    symbols,
    author: author.value,
    publishedAt,
    proOnly: proOnly.value,
    blocks,
    readingMinutes: readingMinutes(blocks),
  } satisfies ReportContent;
}

/**
 * Reads and checks the reports folder (format in content/reports/README.md), newest first.
 * Throws `ReportsContentError` listing every problem, by file and line, when there is any.
 */
export async function loadReportsContent(dir: string): Promise<ReportContent[]> {
  const items = await readSlugFolder<ReportContent>(
    dir,
    { folder: 'reports', item: 'a report' },
    readReport,
    (problems) => new ReportsContentError(problems),
  );
  return items.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
