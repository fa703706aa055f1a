import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { technicalAnalyses } from '../../src/db/schema/index.ts';
import { SYMBOLS_FILE } from '../../src/modules/symbols/symbols.import.ts';
import {
  AnalysesContentError,
  loadAnalysesContent,
} from '../../src/modules/technical-analysis/technical-analysis-content.ts';
import {
  ANALYSES_CONTENT_DIR,
  importAnalysesContent,
  seedTechnicalAnalyses,
} from '../../src/modules/technical-analysis/technical-analysis-import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

const ANALYSIS = ({
  symbol = 'AAPL',
  bias = 'bullish',
  levels = '  - { kind: support, label: Floor, offset_pct: -4 }',
  body = 'The text.\n\n*Educational commentary, not investment advice.*',
} = {}) => `---
title: An analysis
symbol: ${symbol}
summary: What it says.
author: TapeTV Technicals
published_at: 2026-11-20
bias: ${bias}
resolution: 1d
levels:
${levels}
trend_lines:
  - label: Rising lows
    from: { bars_ago: 30, offset_pct: -9 }
    to: { at: 2026-11-19, price: 250 }
notes:
  - A note.
---
${body}
`;

async function folder(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-analyses-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

async function problemsOf(dir: string) {
  const error = await loadAnalysesContent(dir).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AnalysesContentError);
  return (error as AnalysesContentError).problems;
}

describe('the analyses content in the repository', () => {
  it('loads 4 to 6 analyses, each on a symbol of the reference symbols', async () => {
    const analyses = await loadAnalysesContent(ANALYSES_CONTENT_DIR);
    expect(analyses.length).toBeGreaterThanOrEqual(4);
    expect(analyses.length).toBeLessThanOrEqual(6);
    const csv = await readFile(SYMBOLS_FILE, 'utf8');
    const tickers = new Set(csv.split('\n').map((line) => line.split(',')[0]));
    for (const analysis of analyses) expect(tickers).toContain(analysis.symbol);
    const publishedAt = analyses.map((analysis) => analysis.publishedAt.getTime());
    expect([...publishedAt].sort((a, b) => b - a)).toEqual(publishedAt);
    for (const analysis of analyses)
      expect(analysis.blocks.at(-1)).toMatchObject({
        html: expect.stringContaining('not investment advice'),
      });
  });
});

describe('loadAnalysesContent', () => {
  it('reads the front matter, the drawings and the body', async () => {
    const dir = await folder({ 'apple-trend.md': ANALYSIS() });
    const [analysis] = await loadAnalysesContent(dir);
    expect(analysis).toMatchObject({
      slug: 'apple-trend',
      symbol: 'AAPL',
      bias: 'bullish',
      resolution: '1d',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      annotations: {
        levels: [{ kind: 'support', label: 'Floor', offsetPct: -4 }],
        trendLines: [
          {
            label: 'Rising lows',
            from: { barsAgo: 30, offsetPct: -9 },
            to: { at: '2026-11-19T00:00:00.000Z', price: 250 },
          },
        ],
        notes: ['A note.'],
      },
    });
    expect(analysis?.blocks).toEqual([
      {
        type: 'html',
        html: '<p>The text.</p>\n<p><em>Educational commentary, not investment advice.</em></p>',
      },
    ]);
  });

  it('refuses every problem, by file and line', async () => {
    const dir = await folder({
      'bad.md': ANALYSIS({
        symbol: 'aapl',
        bias: 'sideways',
        levels: [
          '  - { kind: floor, label: Floor, offset_pct: -4 }',
          '  - { kind: support, label: Both, offset_pct: -4, price: 10 }',
          '  - { kind: support, label: Far, offset_pct: -95 }',
        ].join('\n'),
        body: '```chart\ncaption: x\ncandles:\n  - [1, 2, 0.5, 1.5]\n  - [1.5, 2, 1, 1.8]\n```\n',
      }),
      'Bad Name.md': ANALYSIS(),
    });
    const problems = await problemsOf(dir);
    expect(
      problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`),
    ).toEqual([
      expect.stringMatching(/^Bad Name\.md:1: an analysis file's name is its slug/),
      'bad.md:3: symbol "aapl" must be a ticker in capitals (AAPL, BTC, SAP.DE)',
      'bad.md:7: bias "sideways" must be one of bullish, bearish, neutral',
      'bad.md:9: levels 1: kind must be one of support, resistance',
      'bad.md:9: levels 2: give either price (absolute) or offset_pct (percent from the latest close), not both or neither',
      'bad.md:9: levels 3: offset_pct must be a number from -90 to 90',
      'bad.md:20: chart and video blocks are not used in analyses: the chart is drawn from the stored prices',
    ]);
  });
});

describe.each(drivers)('importing analyses on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  it('upserts by slug, says which symbols are missing, and seeds only an empty table', async () => {
    await createSymbol(db(), { symbol: 'AAPL' });
    const dir = await folder({
      'apple-trend.md': ANALYSIS(),
      'mystery.md': ANALYSIS({ symbol: 'NOPE' }),
    });
    const content = await loadAnalysesContent(dir);

    const first = await importAnalysesContent(db(), content);
    const second = await importAnalysesContent(db(), content);

    expect(first).toEqual({
      analyses: 2,
      warnings: [
        'symbol "NOPE" is not in the symbols table: its analyses show no chart until it is imported',
      ],
    });
    expect(second).toEqual(first);
    const rows = await db()
      .select({ slug: technicalAnalyses.slug })
      .from(technicalAnalyses)
      .orderBy(asc(technicalAnalyses.slug));
    expect(rows.map((row) => row.slug)).toEqual(['apple-trend', 'mystery']);
    expect(await seedTechnicalAnalyses(db(), dir)).toBeNull();
  });

  it('seeds the repository content into an empty table', async () => {
    const result = await seedTechnicalAnalyses(db());
    expect(result?.analyses).toBe((await loadAnalysesContent(ANALYSES_CONTENT_DIR)).length);
  });
});
