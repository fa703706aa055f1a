import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteBars, technicalAnalyses } from '../../src/db/schema/index.ts';
import { ANALYSIS_NOT_FOUND } from '../../src/modules/technical-analysis/technical-analysis.service.ts';
import {
  ANALYSIS_DISCLAIMER,
  Analysis,
  type AnalysisListView,
  type AnalysisView,
} from '../../src/schemas/technical-analysis.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

type NewAnalysis = typeof technicalAnalyses.$inferInsert;

// Tuesday 6 January 2026, 16:00 UTC: the NYSE has been open 90 minutes.
const NOW = Date.UTC(2026, 0, 6, 16);

/** An analysis row; `slug` and anything else overridden. */
const analysisRow = ({
  slug,
  ...overrides
}: Partial<NewAnalysis> & { slug: string }): NewAnalysis => ({
  slug,
  symbol: 'AAPL',
  title: `Analysis ${slug}`,
  summary: `What ${slug} says.`,
  author: 'TapeTV Technicals',
  bias: 'bullish',
  resolution: '1d',
  publishedAt: new Date('2026-01-05T00:00:00Z'),
  annotations: {
    levels: [
      { kind: 'support', label: 'Floor', offsetPct: -5 },
      { kind: 'resistance', label: 'Ceiling', price: 400 },
    ],
    trendLines: [
      {
        label: 'Rising lows',
        from: { barsAgo: 30, offsetPct: -10 },
        to: { barsAgo: 0, offsetPct: -5 },
      },
    ],
    notes: ['Watch the floor.'],
  },
  blocks: [
    { type: 'html', html: '<h2>The picture</h2>\n<p>Higher lows &amp; a rising average.</p>' },
  ],
  ...overrides,
});

describe.each(drivers)('technical analyses on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.services.quotes, 'now').mockReturnValue(NOW);
  });

  /** An Apple analysis (newest), a Bitcoin one and one on a symbol the table does not have. */
  async function seedAnalyses() {
    await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.', referencePrice: 250 });
    await createSymbol(db(), {
      symbol: 'BTC',
      name: 'Bitcoin',
      type: 'crypto',
      exchange: 'CRYPTO',
      country: 'WW',
      region: 'global',
      sector: 'layer-1',
      referencePrice: 95_000,
    });
    await db()
      .insert(technicalAnalyses)
      .values([
        analysisRow({ slug: 'apple-trend', publishedAt: new Date('2026-01-05T09:00:00Z') }),
        analysisRow({
          slug: 'bitcoin-range',
          symbol: 'BTC',
          bias: 'neutral',
          resolution: '5m',
          publishedAt: new Date('2026-01-04T00:00:00Z'),
        }),
        analysisRow({
          slug: 'unknown-symbol',
          symbol: 'NOPE',
          bias: 'bearish',
          publishedAt: new Date('2026-01-03T00:00:00Z'),
        }),
      ]);
  }

  describe('GET /api/technicalAnalyses', () => {
    it('lists every analysis newest first with the symbols for the filter', async () => {
      await seedAnalyses();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/technicalAnalyses');

      expect(response.statusCode).toBe(200);
      const list = response.json<AnalysisListView>();
      expect(list.analyses.map((analysis) => analysis.slug)).toEqual([
        'apple-trend',
        'bitcoin-range',
        'unknown-symbol',
      ]);
      expect(list.symbols).toEqual(['AAPL', 'BTC', 'NOPE']);
      expect(list.analyses[1]).toEqual({
        slug: 'bitcoin-range',
        symbol: 'BTC',
        title: 'Analysis bitcoin-range',
        summary: 'What bitcoin-range says.',
        author: 'TapeTV Technicals',
        bias: 'neutral',
        resolution: '5m',
        published_at: '2026-01-04T00:00:00.000Z',
      });
    });

    it('filters by symbol, in any case, and keeps every symbol in the filter list', async () => {
      await seedAnalyses();
      const { agent } = await loggedInMember(app, db());

      const btc = (await agent.get('/api/technicalAnalyses?symbol=btc')).json<AnalysisListView>();
      expect(btc.analyses.map((analysis) => analysis.slug)).toEqual(['bitcoin-range']);
      expect(btc.symbols).toEqual(['AAPL', 'BTC', 'NOPE']);

      const none = (await agent.get('/api/technicalAnalyses?symbol=MSFT')).json<AnalysisListView>();
      expect(none.analyses).toEqual([]);
      expect((await agent.get('/api/technicalAnalyses?symbol=%3Cscript%3E')).statusCode).toBe(422);
    });
  });

  describe('GET /api/technicalAnalyses/{slug}', () => {
    it('draws an analysis over the stored daily bars with its indicators and levels', async () => {
      await seedAnalyses();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/technicalAnalyses/apple-trend');

      expect(response.statusCode).toBe(200);
      const analysis = response.json<AnalysisView>();
      expect(Value.Check(Analysis, analysis)).toBe(true);
      expect(analysis).toMatchObject({
        slug: 'apple-trend',
        symbol: 'AAPL',
        symbol_name: 'Apple Inc.',
        currency: 'USD',
        bias: 'bullish',
        resolution: '1d',
        simulated: true,
        disclaimer: ANALYSIS_DISCLAIMER,
        notes: ['Watch the floor.'],
        blocks: [
          {
            type: 'html',
            html: '<h2>The picture</h2>\n<p>Higher lows &amp; a rising average.</p>',
          },
        ],
      });
      // A year of daily sessions, oldest first, read back from quote_bars.
      const { bars, indicators } = analysis;
      expect(bars.length).toBeGreaterThan(240);
      const times = bars.map((bar) => bar.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      const [stored] = await db()
        .select({ n: count() })
        .from(quoteBars)
        .where(eq(quoteBars.resolution, '1d'));
      expect(stored?.n).toBeGreaterThanOrEqual(bars.length - 1);

      // Every series ends with the last bar and is the tail of the bars' times.
      expect(indicators.sma20).toHaveLength(bars.length - 19);
      expect(indicators.sma50).toHaveLength(bars.length - 49);
      expect(indicators.rsi14).toHaveLength(bars.length - 14);
      expect(indicators.macd).toHaveLength(bars.length - 25);
      for (const series of [indicators.sma20, indicators.sma50, indicators.rsi14, indicators.macd])
        expect(series.map((point) => point.time)).toEqual(times.slice(-series.length));
      const lastTwenty = bars.slice(-20).reduce((sum, bar) => sum + bar.close, 0) / 20;
      expect(indicators.sma20.at(-1)?.value).toBeCloseTo(lastTwenty, 6);
      expect(indicators.rsi14.every((point) => point.value >= 0 && point.value <= 100)).toBe(true);
      expect(indicators.macd.at(-1)?.signal).not.toBeNull();

      // The relative level is 5 % under the last close; the absolute one as written.
      const lastClose = bars.at(-1)?.close ?? 0;
      expect(analysis.levels).toEqual([
        { kind: 'support', label: 'Floor', price: Math.round(lastClose * 0.95 * 100) / 100 },
        { kind: 'resistance', label: 'Ceiling', price: 400 },
      ]);
      expect(analysis.trend_lines).toEqual([
        {
          label: 'Rising lows',
          from: { time: times.at(-31), price: Math.round(lastClose * 0.9 * 100) / 100 },
          to: { time: times.at(-1), price: Math.round(lastClose * 0.95 * 100) / 100 },
        },
      ]);
    });

    it('draws a 5-minute analysis over five-minute bars', async () => {
      await seedAnalyses();
      const { agent } = await loggedInMember(app, db());

      const analysis = (
        await agent.get('/api/technicalAnalyses/bitcoin-range')
      ).json<AnalysisView>();

      expect(analysis.resolution).toBe('5m');
      const [first, second] = analysis.bars;
      expect((second?.time ?? 0) - (first?.time ?? 0)).toBe(300);
      expect(analysis.indicators.rsi14.length).toBeGreaterThan(0);
    });

    it('still opens an analysis whose symbol is not in the table, with no bars', async () => {
      await seedAnalyses();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/technicalAnalyses/unknown-symbol');

      expect(response.statusCode).toBe(200);
      expect(response.json<AnalysisView>()).toMatchObject({
        symbol_name: null,
        simulated: false,
        bars: [],
        indicators: { sma20: [], sma50: [], rsi14: [], macd: [] },
        // Only the absolute level can be placed without a last close.
        levels: [{ kind: 'resistance', label: 'Ceiling', price: 400 }],
        trend_lines: [],
      });
    });

    it('answers 404 with a clear message for no such analysis', async () => {
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/technicalAnalyses/nothing-here');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: ANALYSIS_NOT_FOUND });
    });
  });

  it('answers 401 to a visitor on every technical analysis route', async () => {
    await seedAnalyses();
    const agent = createAgent(app);
    for (const url of ['/api/technicalAnalyses', '/api/technicalAnalyses/apple-trend']) {
      const response = await agent.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
