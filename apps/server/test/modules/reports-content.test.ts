import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { reports } from '../../src/db/schema/index.ts';
import {
  formatProblem,
  loadReportsContent,
  ReportsContentError,
  readingMinutes,
} from '../../src/modules/reports/reports-content.ts';
import {
  importReportsContent,
  REPORTS_CONTENT_DIR,
  seedReports,
} from '../../src/modules/reports/reports-import.ts';
import { htmlPieces } from '../../src/modules/reports/reports-pdf.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

// --- Fixtures -------------------------------------------------------------------------------

const REPORT = ({
  title = 'A report',
  market = 'stocks',
  proOnly = 'false',
  published = '2026-11-20',
  body = 'Some text.\n\n*This report is educational commentary, not investment advice.*',
} = {}) => `---
title: ${title}
summary: What it is about.
market: ${market}
symbols: [MSFT, AAPL]
author: TapeTV Research
published_at: ${published}
pro_only: ${proOnly}
---
${body}
`;

const CHART = `\`\`\`chart
caption: Illustrative candles.
candles:
  - [10, 11, 9, 10.5]
  - [10.5, 12, 10, 11.8]
\`\`\``;

const validFiles = (): Record<string, string> => ({
  'README.md': '# not a report',
  'first-report.md': REPORT({ title: 'First', body: `## Setup\n\nText.\n\n${CHART}\n\nMore.` }),
  'second-report.md': REPORT({
    title: 'Second',
    market: 'forex',
    proOnly: 'true',
    published: '2026-11-21T13:30:00Z',
  }),
});

/** A temporary content folder with `files` (removed after the test). */
async function writeFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-reports-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  return dir;
}

async function problemsOf(changes: Record<string, string>): Promise<string[]> {
  try {
    await loadReportsContent(await writeFolder({ ...validFiles(), ...changes }));
  } catch (error) {
    if (error instanceof ReportsContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

// --- Reading --------------------------------------------------------------------------------

describe('the reports in the repository', () => {
  it('load without a problem: at least six, four pro and two free, several markets, some charts', async () => {
    const content = await loadReportsContent(REPORTS_CONTENT_DIR);

    expect(content.length).toBeGreaterThanOrEqual(6);
    expect(content.filter((report) => report.proOnly).length).toBeGreaterThanOrEqual(4);
    expect(content.filter((report) => !report.proOnly).length).toBeGreaterThanOrEqual(2);
    expect(new Set(content.map((report) => report.market)).size).toBeGreaterThanOrEqual(4);
    expect(
      content.filter((report) => report.blocks.some((block) => block.type === 'chart')).length,
    ).toBeGreaterThanOrEqual(2);
    for (const report of content) {
      const html = report.blocks.map((block) => (block.type === 'html' ? block.html : '')).join('');
      expect(html, report.slug).toContain('not investment advice');
    }
  });
});

describe('loadReportsContent', () => {
  it('maps the front matter to the table’s columns, newest first, skipping the README', async () => {
    const content = await loadReportsContent(await writeFolder(validFiles()));

    expect(content.map((report) => report.slug)).toEqual(['second-report', 'first-report']);
    expect(content[1]).toMatchObject({
      slug: 'first-report',
      title: 'First',
      summary: 'What it is about.',
      market: 'stocks',
      symbols: ['MSFT', 'AAPL'],
      author: 'TapeTV Research',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      proOnly: false,
      readingMinutes: 1,
    });
    expect(content[0]?.publishedAt).toEqual(new Date('2026-11-21T13:30:00Z'));
    expect(content[1]?.blocks.map((block) => block.type)).toEqual(['html', 'chart', 'html']);
  });

  it('renders Markdown as the school does: raw HTML escaped, unsafe links dropped', async () => {
    const [report] = await loadReportsContent(
      await writeFolder({
        'only.md': REPORT({ body: 'Hello <script>alert(1)</script> [site](https://example.com)' }),
      }),
    );
    const html = report?.blocks[0]?.type === 'html' ? report.blocks[0].html : '';

    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
  });

  it('reports every problem by file and line', async () => {
    expect(
      await problemsOf({
        'first-report.md': REPORT({ market: 'bonds', published: 'last week' }),
        'second-report.md': REPORT({ proOnly: 'maybe', body: '# A level-one heading' }),
        'Bad_Name.md': REPORT(),
        'notes.txt': 'hello',
      }),
    ).toEqual([
      "Bad_Name.md:1: a report file's name is its slug: lower-case letters, digits and single hyphens, at most 80 characters",
      'first-report.md:4: market "bonds" must be one of stocks, forex, crypto, commodities, indices',
      'first-report.md:7: published_at "last week" must be a date, 2026-11-20, or a time, 2026-11-20T13:30:00Z',
      'notes.txt:1: the reports folder holds one <slug>.md file per report',
      'second-report.md:8: pro_only must be true or false',
      'second-report.md:10: headings start at ## (level 2): the page shows the title as its only level-1 heading',
    ]);
  });

  it('refuses a file without front matter and a bad chart at their lines', async () => {
    expect(
      await problemsOf({
        'first-report.md': 'No front matter.',
        'second-report.md': REPORT({
          body: 'Text.\n\n```chart\ncaption: C\ncandles:\n  - [10, 9, 11, 10]\n  - [1, 2, 1, 2]\n```',
        }),
      }),
    ).toEqual([
      'first-report.md:1: start the file with front matter: a --- line, title, summary, market, symbols, author, published_at, pro_only, then a --- line',
      'second-report.md:15: chart: candle 1 [10, 9, 11, 10]: the high (9) is below the open (10); the high (9) is below the close (10); the low (11) is above the open (10); the low (11) is above the close (10)',
    ]);
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes([{ type: 'html', html: '<p>short</p>' }])).toBe(1);
    expect(readingMinutes([{ type: 'html', html: `<p>${'word '.repeat(1000)}</p>` }])).toBe(5);
  });

  it('gives the PDF headings, paragraphs and lists of the rendered HTML', () => {
    expect(
      htmlPieces(
        '<h2>Title &amp; more</h2>\n<p>One <em>two</em></p>\n<ol>\n<li>a</li>\n<li>b</li>\n</ol>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Title & more' },
      { kind: 'paragraph', text: 'One two' },
      { kind: 'list', ordered: true, items: ['a', 'b'] },
    ]);
  });
});

// --- Writing --------------------------------------------------------------------------------

describe.each(drivers)('importReportsContent on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  const rows = () => db().select().from(reports).orderBy(asc(reports.id));

  it('imports the repository’s reports', async () => {
    const content = await loadReportsContent(REPORTS_CONTENT_DIR);

    expect(await importReportsContent(db(), content)).toEqual({
      reports: content.length,
      warnings: [],
    });
    expect(await rows()).toHaveLength(content.length);
  });

  it('is idempotent: a second import keeps the same rows and ids', async () => {
    const content = await loadReportsContent(await writeFolder(validFiles()));

    await importReportsContent(db(), content);
    const first = await rows();
    await importReportsContent(db(), content);
    const second = await rows();

    expect(second).toEqual(first);
    expect(first.map((row) => row.slug)).toEqual(['second-report', 'first-report']);
  });

  it('updates a changed report in place and keeps, with a warning, one whose file is gone', async () => {
    await importReportsContent(db(), await loadReportsContent(await writeFolder(validFiles())));
    const before = await rows();
    const { 'second-report.md': _gone, ...rest } = validFiles();

    const result = await importReportsContent(
      db(),
      await loadReportsContent(
        await writeFolder({ ...rest, 'first-report.md': REPORT({ title: 'First, revised' }) }),
      ),
    );

    const after = await rows();
    expect(after.map((row) => [row.id, row.title])).toEqual([
      [before[0]?.id, 'Second'],
      [before[1]?.id, 'First, revised'],
    ]);
    expect(result.warnings).toEqual([
      'report "second-report" is in the database but has no file: kept (delete it by hand if it should go)',
    ]);
  });

  it('seedReports imports into a database without reports, and only then', async () => {
    const dir = await writeFolder(validFiles());

    expect(await seedReports(db(), dir)).toEqual({ reports: 2, warnings: [] });
    expect(await seedReports(db(), dir)).toBeNull();
    expect(await rows()).toHaveLength(2);
  });

  it('writes nothing when one file is bad, and names its file and line', async () => {
    const dir = await writeFolder({
      ...validFiles(),
      'third-report.md': REPORT({ market: 'bonds' }),
    });

    const error = await seedReports(db(), dir).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ReportsContentError);
    expect((error as ReportsContentError).problems.map(formatProblem)).toEqual([
      'third-report.md:4: market "bonds" must be one of stocks, forex, crypto, commodities, indices',
    ]);
    expect(await rows()).toEqual([]);
  });
});
