import { channelNames } from '@tapetv/realtime/channels';
import type * as Ably from 'ably';
import { and, count, eq, lt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { postSymbols, posts, quoteBars } from '../../src/db/schema/index.ts';
import { EXCHANGES, sessionOn } from '../../src/modules/quotes/exchange-hours.ts';
import { SimulatedQuoteProvider } from '../../src/modules/quotes/simulated-provider.ts';
import type { SymbolRow } from '../../src/modules/symbols/symbols.repository.ts';
import {
  Bars,
  MarketCategory,
  QUOTES_IDS_MAX,
  QuoteEvent,
  SymbolDetail,
  type SymbolStatsView,
  Widget,
  type WidgetView,
} from '../../src/schemas/markets.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';
import { eventually, realtimeClient } from '../helpers/realtime.ts';

const DAY_MS = 86_400_000;
// Tuesday 6 January 2026, 16:00 UTC: 11:00 in New York (the NYSE has been open 90 minutes),
// 17:00 in Frankfurt, 01:00 on Wednesday in Tokyo.
const NOW = Date.UTC(2026, 0, 6, 16);
const TUESDAY = Date.UTC(2026, 0, 6) / DAY_MS;
const NYSE_TODAY = sessionOn(EXCHANGES.NYSE, TUESDAY);

describe.each(drivers)('markets on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let agent: Agent;
  let now: number;
  let publish: MockInstance<FastifyInstance['broadcaster']['publish']>;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    now = NOW;
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => now);
    ({ agent } = await loggedInMember(app, db()));
  });

  /** The symbols most tests read, in the data file's order. */
  async function market() {
    const apple = await createSymbol(db(), {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      referencePrice: 190,
    });
    const microsoft = await createSymbol(db(), {
      symbol: 'MSFT',
      name: 'Microsoft',
      referencePrice: 420,
    });
    const chase = await createSymbol(db(), {
      symbol: 'JPM',
      name: 'JPMorgan Chase',
      exchange: 'NYSE',
      sector: 'financials',
      referencePrice: 240,
    });
    const sap = await createSymbol(db(), {
      symbol: 'SAP.DE',
      name: 'SAP',
      exchange: 'XETRA',
      country: 'DE',
      region: 'europe',
      currency: 'EUR',
      referencePrice: 180,
    });
    const bitcoin = await createSymbol(db(), {
      symbol: 'BTC',
      name: 'Bitcoin',
      type: 'crypto',
      exchange: 'CRYPTO',
      country: 'WW',
      region: 'global',
      sector: 'layer-1',
      referencePrice: 60_000,
    });
    const spy = await createSymbol(db(), {
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      type: 'etf',
      exchange: 'NYSE Arca',
      sector: 'broad-market',
      referencePrice: 500,
    });
    const nikkei = await createSymbol(db(), {
      symbol: 'N225',
      name: 'Nikkei 225',
      type: 'indices',
      exchange: 'INDEX',
      country: 'JP',
      region: 'asia',
      sector: null,
      currency: 'JPY',
      referencePrice: 38_000,
    });
    return { apple, microsoft, chase, sap, bitcoin, spy, nikkei };
  }

  /** The sparkline the simulator's daily bars give: the last 30 completed closes. */
  const closes = (row: SymbolRow, at = NOW): number[] =>
    new SimulatedQuoteProvider()
      .completedBars(row, '1d', at - 60 * DAY_MS, at)
      .slice(-30)
      .map((bar) => bar.close);

  const simulated = (row: SymbolRow, at = NOW): SymbolStatsView =>
    new SimulatedQuoteProvider().stats(row, at);

  describe('GET /api/markets', () => {
    it('lists the four categories with their regions, then their sectors, by human titles', async () => {
      await market();

      const response = await agent.get('/api/markets');

      expect(response.statusCode).toBe(200);
      const categories = response.json();
      expect(Value.Check(Type.Array(MarketCategory), categories)).toBe(true);
      expect(categories).toEqual([
        {
          category: 'stocks',
          title: 'Stocks',
          count: 4,
          subCategories: [
            { slug: 'us', title: 'United States', count: 3 },
            { slug: 'europe', title: 'Europe', count: 1 },
            { slug: 'technology', title: 'Technology', count: 3 },
            { slug: 'financials', title: 'Financials', count: 1 },
          ],
        },
        {
          category: 'crypto',
          title: 'Crypto',
          count: 1,
          subCategories: [
            { slug: 'global', title: 'Global', count: 1 },
            { slug: 'layer-1', title: 'Layer 1', count: 1 },
          ],
        },
        {
          category: 'etf',
          title: 'ETF',
          count: 1,
          subCategories: [
            { slug: 'us', title: 'United States', count: 1 },
            { slug: 'broad-market', title: 'Broad Market', count: 1 },
          ],
        },
        {
          category: 'indices',
          title: 'Indices',
          count: 1,
          subCategories: [{ slug: 'asia', title: 'Asia', count: 1 }],
        },
      ]);
    });

    it('answers 401 to a visitor', async () => {
      const response = await createAgent(app).get('/api/markets');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    });
  });

  describe('GET /api/getWidget', () => {
    it('answers a category’s table keyed by ticker in the file’s order, with simulated figures', async () => {
      const { apple, microsoft, chase, sap } = await market();

      const response = await agent.get('/api/getWidget?category=stocks');

      expect(response.statusCode).toBe(200);
      const widget = response.json<WidgetView>();
      expect(Value.Check(Widget, widget)).toBe(true);
      expect(widget).toMatchObject({
        id: 'stocks',
        category: 'stocks',
        subCategory: null,
        title: 'Stocks',
      });
      expect(Object.keys(widget.symbols)).toEqual(['AAPL', 'MSFT', 'JPM', 'SAP.DE']);
      expect(widget.symbols.AAPL).toEqual({
        symbol_id: apple.id,
        symbol: 'AAPL',
        company_name: 'Apple Inc.',
        name: 'Apple Inc.',
        country: 'US',
        exchange: 'NASDAQ',
        type: 'stocks',
        region: 'us',
        sector: 'technology',
        currency: 'USD',
        stats: simulated(apple),
        spark: closes(apple),
      });
      expect(widget.symbols.AAPL?.stats).toMatchObject({ market_open: true, simulated: true });
      // Thirty sessions' closes, the last one Monday's: today's session is still open.
      expect(widget.symbols.AAPL?.spark).toHaveLength(30);
      expect(widget.symbols.AAPL?.spark.at(-1)).toBe(
        new SimulatedQuoteProvider().completedBars(apple, '1d', NOW - 3 * DAY_MS, NOW).at(-1)
          ?.close,
      );
      expect(widget.symbols.AAPL?.spark.at(-1)).toBe(simulated(apple).prev_close);
      // 17:00 in Frankfurt: Xetra trades until 17:30.
      expect(widget.symbols['SAP.DE']?.stats.market_open).toBe(true);
      expect(widget.symbols.MSFT?.symbol_id).toBe(microsoft.id);
      expect(widget.symbols.JPM?.symbol_id).toBe(chase.id);
      expect(widget.symbols['SAP.DE']?.symbol_id).toBe(sap.id);
    });

    it('narrows to a region or a sector, and names non-stocks without a company', async () => {
      const { bitcoin, nikkei } = await market();

      const technology = await agent.get('/api/getWidget?category=stocks&subCategory=technology');
      expect(technology.json<WidgetView>()).toMatchObject({
        id: 'stocks/technology',
        subCategory: 'technology',
        title: 'Stocks · Technology',
      });
      expect(Object.keys(technology.json<WidgetView>().symbols)).toEqual([
        'AAPL',
        'MSFT',
        'SAP.DE',
      ]);

      const europe = await agent.get('/api/getWidget?category=stocks&subCategory=Europe');
      expect(Object.keys(europe.json<WidgetView>().symbols)).toEqual(['SAP.DE']);

      const crypto = await agent.get('/api/getWidget?category=crypto&subCategory=global');
      expect(crypto.json<WidgetView>().symbols.BTC).toMatchObject({
        symbol_id: bitcoin.id,
        company_name: null,
        name: 'Bitcoin',
      });
      const indices = await agent.get('/api/getWidget?category=indices');
      // 01:00 in Tokyo: the Nikkei has been closed since 15:00 there.
      expect(indices.json<WidgetView>().symbols.N225?.stats).toEqual(simulated(nikkei));
      expect(indices.json<WidgetView>().symbols.N225?.stats.market_open).toBe(false);
    });

    it('lists at most 100 symbols, the first ones in the file', async () => {
      for (let index = 1; index <= 102; index += 1) {
        await createSymbol(db(), {
          symbol: `COIN${index}`,
          type: 'crypto',
          exchange: 'CRYPTO',
          country: 'WW',
          region: 'global',
          sector: null,
        });
      }

      const response = await agent.get('/api/getWidget?category=crypto');

      const tickers = Object.keys(response.json<WidgetView>().symbols);
      expect(tickers).toHaveLength(100);
      expect(tickers[0]).toBe('COIN1');
      expect(tickers.at(-1)).toBe('COIN100');
    });

    it('answers an empty table for a category with no symbols yet', async () => {
      const response = await agent.get('/api/getWidget?category=etf');
      expect(response.statusCode).toBe(200);
      expect(response.json<WidgetView>().symbols).toEqual({});
    });

    it('refuses an unknown category (422) and an unknown sub-category (404), with a message', async () => {
      await market();

      const unknown = await agent.get('/api/getWidget?category=bonds');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The category field must be one of: stocks, crypto, etf, indices.',
      });

      const missing = await agent.get('/api/getWidget');
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toMatchObject({ message: 'The category field is required.' });

      const nowhere = await agent.get('/api/getWidget?category=stocks&subCategory=mars');
      expect(nowhere.statusCode).toBe(404);
      expect(nowhere.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no “mars” market in Stocks.',
      });
      // A sub-category of another category is not this one's.
      const elsewhere = await agent.get('/api/getWidget?category=crypto&subCategory=technology');
      expect(elsewhere.statusCode).toBe(404);
    });

    it('answers 401 to a visitor', async () => {
      const response = await createAgent(app).get('/api/getWidget?category=stocks');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/quotes', () => {
    it('answers figures keyed by symbol id, leaving unknown ids out', async () => {
      const { apple, bitcoin } = await market();

      const response = await agent.get(
        `/api/quotes?ids=${bitcoin.id},999999,${apple.id},${apple.id}`,
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        [String(bitcoin.id)]: simulated(bitcoin),
        [String(apple.id)]: simulated(apple),
      });
    });

    it('answers the figures of the moment asked', async () => {
      const { bitcoin } = await market();
      const first = (await agent.get(`/api/quotes?ids=${bitcoin.id}`)).json();
      now = NOW + 60_000;
      const later = (await agent.get(`/api/quotes?ids=${bitcoin.id}`)).json();
      expect(later[bitcoin.id]).toEqual(simulated(bitcoin, NOW + 60_000));
      expect(later[bitcoin.id]).not.toEqual(first[bitcoin.id]);
    });

    it('refuses malformed or too many ids (422)', async () => {
      await market();
      for (const ids of ['abc', '1,,2', '1;2', '0', '-1', '1.5', '99999999999', ' ']) {
        const response = await agent.get(`/api/quotes?ids=${encodeURIComponent(ids)}`);
        expect(response.statusCode, ids).toBe(422);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      const malformed = await agent.get('/api/quotes?ids=1,x');
      expect(malformed.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The ids field must be symbol ids joined by commas, such as 1,2,3.',
        errors: { ids: ['The ids field must be symbol ids joined by commas, such as 1,2,3.'] },
      });

      const many = Array.from({ length: QUOTES_IDS_MAX + 1 }, (_, index) => index + 1).join(',');
      const tooMany = await agent.get(`/api/quotes?ids=${many}`);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().message).toBe('The ids field must not name more than 100 symbols.');
      const enough = Array.from({ length: QUOTES_IDS_MAX }, (_, index) => index + 1).join(',');
      expect((await agent.get(`/api/quotes?ids=${enough}`)).statusCode).toBe(200);

      const missing = await agent.get('/api/quotes');
      expect(missing.statusCode).toBe(422);
    });

    it('answers 401 to a visitor', async () => {
      const response = await createAgent(app).get('/api/quotes?ids=1');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/symbols/{symbol}', () => {
    it('answers a symbol by ticker regardless of case, with its figures', async () => {
      const { sap } = await market();

      const response = await agent.get('/api/symbols/sap.de');

      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(Value.Check(SymbolDetail, detail)).toBe(true);
      expect(detail).toEqual({
        symbol_id: sap.id,
        symbol: 'SAP.DE',
        company_name: 'SAP',
        name: 'SAP',
        country: 'DE',
        exchange: 'XETRA',
        type: 'stocks',
        region: 'europe',
        sector: 'technology',
        currency: 'EUR',
        stats: simulated(sap),
        sentiment_today: { bullish: 0, bearish: 0 },
      });
    });

    it('counts today’s bullish and bearish posts that name it', async () => {
      const { apple, microsoft } = await market();
      const author = await createMember(db());
      const post = async (
        sentiment: 'bullish' | 'bearish' | null,
        createdAt: Date,
        symbolIds: number[],
      ) => {
        const [created] = await db()
          .insert(posts)
          .values({ userId: author.id, text: 'Calls', sentiment, createdAt })
          .returning();
        if (!created) throw new Error('no post');
        for (const symbolId of symbolIds) {
          await db().insert(postSymbols).values({ postId: created.id, symbolId });
        }
      };
      // New York's midnight is 05:00 UTC.
      await post('bullish', new Date(Date.UTC(2026, 0, 6, 5, 1)), [apple.id]);
      await post('bullish', new Date(Date.UTC(2026, 0, 6, 15)), [apple.id, microsoft.id]);
      await post('bearish', new Date(Date.UTC(2026, 0, 6, 15, 30)), [apple.id]);
      await post(null, new Date(Date.UTC(2026, 0, 6, 15, 40)), [apple.id]);
      await post('bearish', new Date(Date.UTC(2026, 0, 6, 4, 59)), [apple.id]); // yesterday there
      await post('bearish', new Date(Date.UTC(2026, 0, 6, 15)), [microsoft.id]);

      const response = await agent.get('/api/symbols/AAPL');

      expect(response.json().sentiment_today).toEqual({ bullish: 2, bearish: 1 });
    });

    it('answers 404 "No Symbol found" for an unknown ticker, and 401 to a visitor', async () => {
      await market();
      const unknown = await agent.get('/api/symbols/NOPE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'No Symbol found' });

      expect((await createAgent(app).get('/api/symbols/AAPL')).statusCode).toBe(401);
    });
  });

  describe('GET /api/symbols/{symbolId}/bars', () => {
    const bars = async (symbolId: number, range: string) => {
      const response = await agent.get(`/api/symbols/${symbolId}/bars?range=${range}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Value.Check(Bars, body)).toBe(true);
      return body as {
        resolution: string;
        simulated: boolean;
        range: string;
        bars: {
          time: number;
          open: number;
          high: number;
          low: number;
          close: number;
          volume: number;
        }[];
      };
    };
    const storedRows = async (symbolId: number, resolution: '1d' | '5m') => {
      const [row] = await db()
        .select({ rows: count() })
        .from(quoteBars)
        .where(and(eq(quoteBars.symbolId, symbolId), eq(quoteBars.resolution, resolution)));
      return row?.rows ?? 0;
    };

    it('answers today’s 5-minute bars for 1D, ending with the bar forming now', async () => {
      const { apple } = await market();

      const day = await bars(apple.id, '1D');

      expect(day).toMatchObject({
        symbol_id: apple.id,
        range: '1D',
        resolution: '5m',
        simulated: true,
      });
      // 14:30 to 16:00 UTC: 18 finished bars and the one that opened at 16:00.
      expect(day.bars).toHaveLength(19);
      expect(day.bars[0]?.time).toBe(NYSE_TODAY.opensAt / 1000);
      expect(day.bars.at(-1)?.time).toBe(NOW / 1000);
      expect(day.bars.at(-1)?.close).toBe(simulated(apple).price);
      // What is stored is the finished bars only: never a bar of the future.
      expect(await storedRows(apple.id, '5m')).toBeGreaterThanOrEqual(18);
      const [stored] = await db()
        .select({ latest: max(quoteBars.startsAt) })
        .from(quoteBars)
        .where(and(eq(quoteBars.symbolId, apple.id), eq(quoteBars.resolution, '5m')));
      expect(stored?.latest?.getTime()).toBe(NOW - 5 * 60_000);
    });

    it('answers five sessions of 5-minute bars for 5D and daily bars for 1M, 6M and 1Y', async () => {
      const { apple } = await market();

      const five = await bars(apple.id, '5D');
      expect(five.resolution).toBe('5m');
      // Four whole sessions (Wednesday to Monday) of 78 bars, and today's 19.
      expect(five.bars).toHaveLength(4 * 78 + 19);
      expect(five.bars[0]?.time).toBe(sessionOn(EXCHANGES.NYSE, TUESDAY - 6).opensAt / 1000);

      const month = await bars(apple.id, '1M');
      expect(month.resolution).toBe('1d');
      // 8 December to 5 January: 21 weekdays, then today's bar so far.
      expect(month.bars).toHaveLength(22);
      expect(month.bars[0]?.time).toBe(Date.UTC(2025, 11, 8) / 1000);
      expect(month.bars.at(-1)).toMatchObject({
        time: Date.UTC(2026, 0, 6) / 1000,
        close: simulated(apple).price,
        high: simulated(apple).high,
      });

      const half = await bars(apple.id, '6M');
      expect(half.bars.length).toBeGreaterThan(125);
      expect(half.bars.length).toBeLessThan(135);
      const year = await bars(apple.id, '1Y');
      expect(year.bars.length).toBeGreaterThan(255);
      expect(year.bars.length).toBeLessThan(265);
      // Times ascend.
      for (let index = 1; index < year.bars.length; index += 1) {
        expect(year.bars[index]?.time).toBeGreaterThan(year.bars[index - 1]?.time ?? 0);
      }
    });

    it('stores the bars once and reads them back from PostgreSQL, adding only new days', async () => {
      const { bitcoin } = await market();
      const insert = vi.spyOn(app.repositories.quoteBars, 'insert');

      const first = await bars(bitcoin.id, '1Y');
      const stored = await storedRows(bitcoin.id, '1d');
      expect(stored).toBe(first.bars.length - 1);
      expect(insert).toHaveBeenCalledTimes(1);

      const again = await bars(bitcoin.id, '1M');
      expect(insert).toHaveBeenCalledTimes(1);
      expect(await storedRows(bitcoin.id, '1d')).toBe(stored);
      expect(again.bars).toEqual(first.bars.slice(-again.bars.length));

      // Another process (a fresh app) finds them stored too.
      const other = await buildTestApp(database.handle);
      vi.spyOn(other.services.quotes, 'now').mockImplementation(() => now);
      const otherInsert = vi.spyOn(other.repositories.quoteBars, 'insert');
      const { agent: otherAgent } = await loggedInMember(other, db());
      const fromOther = await otherAgent.get(`/api/symbols/${bitcoin.id}/bars?range=1Y`);
      expect(fromOther.json().bars).toEqual(first.bars);
      expect(otherInsert).not.toHaveBeenCalled();

      // A day later, one more daily bar is written.
      now = NOW + DAY_MS;
      await bars(bitcoin.id, '1Y');
      expect(await storedRows(bitcoin.id, '1d')).toBe(stored + 1);
    });

    it('keeps five sessions of 5-minute bars, dropping older ones as days pass', async () => {
      const { apple } = await market();
      await bars(apple.id, '5D');
      now = NOW + 7 * DAY_MS;
      await bars(apple.id, '5D');
      const keepFrom = new Date(sessionOn(EXCHANGES.NYSE, TUESDAY + 7 - 6).opensAt);
      const [old] = await db()
        .select({ rows: count() })
        .from(quoteBars)
        .where(
          and(
            eq(quoteBars.symbolId, apple.id),
            eq(quoteBars.resolution, '5m'),
            lt(quoteBars.startsAt, keepFrom),
          ),
        );
      expect(old?.rows).toBe(0);
      expect(await storedRows(apple.id, '5m')).toBe(4 * 78 + 18);
    });

    it('refuses a bad range (422), an unknown symbol (404) and a visitor (401)', async () => {
      const { apple } = await market();

      const badRange = await agent.get(`/api/symbols/${apple.id}/bars?range=2W`);
      expect(badRange.statusCode).toBe(422);
      expect(badRange.json().message).toBe('The range field must be one of: 1D, 5D, 1M, 6M, 1Y.');

      const badId = await agent.get('/api/symbols/abc/bars?range=1D');
      expect(badId.statusCode).toBe(422);

      const unknown = await agent.get('/api/symbols/999999/bars?range=1D');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'No Symbol found' });

      const visitor = await createAgent(app).get(`/api/symbols/${apple.id}/bars?range=1D`);
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('with MARKET_DATA_PROVIDER=finnhub and Finnhub out of reach', () => {
    it('answers the simulator’s figures, labelled simulated, and closes cleanly', async () => {
      const { apple } = await market();
      const finnhub = await buildTestApp(database.handle, {
        MARKET_DATA_PROVIDER: 'finnhub',
        FINNHUB_API_KEY: 'test-key',
        // Nothing listens on port 9: every connection is refused at once.
        FINNHUB_WS_URL: 'ws://127.0.0.1:9',
        FINNHUB_API_URL: 'http://127.0.0.1:9/api/v1',
      });
      expect(finnhub.services.quotes.providerName).toBe('finnhub');
      const { agent: reader } = await loggedInMember(finnhub, db());

      const response = await reader.get(`/api/quotes?ids=${apple.id}`);
      await finnhub.services.quotePublisher.tick(Date.now());

      expect(response.statusCode).toBe(200);
      expect(response.json()[apple.id]).toMatchObject({ simulated: true });
      const chart = await reader.get(`/api/symbols/${apple.id}/bars?range=1D`);
      expect(chart.json()).toMatchObject({ simulated: false, bars: [] });
    });
  });

  describe('live quotes', () => {
    it('publish the moves of symbols just read on quotes:{id}, as the contract says', async () => {
      const { bitcoin, apple, microsoft } = await market();
      await agent.get(`/api/quotes?ids=${bitcoin.id},${apple.id}`);

      await app.services.quotePublisher.tick(NOW + 10_000);

      const channels = publish.mock.calls.map(([channel]) => channel);
      expect(channels).toContain(`quotes:${bitcoin.id}`);
      expect(channels).not.toContain(`quotes:${microsoft.id}`);
      const call = publish.mock.calls.find(([channel]) => channel === `quotes:${bitcoin.id}`);
      expect(call?.[1]).toBe('quote');
      expect(Value.Check(QuoteEvent, call?.[2])).toBe(true);
      expect(call?.[2]).toEqual({ symbol_id: bitcoin.id, stats: simulated(bitcoin, NOW + 10_000) });
    });

    it('reach a member’s real-time client through the broker', async () => {
      const { bitcoin } = await market();
      publish.mockRestore();
      const channel = realtimeClient(app, agent).channels.get(channelNames.quotes(bitcoin.id));
      const received = eventually<Ably.Message>('quote', (resolve) => {
        void channel.subscribe('quote', resolve);
      });
      await channel.attach();
      await agent.get(`/api/symbols/BTC`);

      expect(await app.services.quotePublisher.tick(NOW + 10_000)).toMatchObject({ published: 1 });

      expect((await received).data).toEqual({
        symbol_id: bitcoin.id,
        stats: simulated(bitcoin, NOW + 10_000),
      });
    });

    it('stop two minutes after the last read', async () => {
      const { bitcoin } = await market();
      await agent.get(`/api/getWidget?category=crypto`);
      await app.services.quotePublisher.tick(NOW + 2 * 60_000 + 1);
      expect(publish).not.toHaveBeenCalled();
      expect(bitcoin.id).toBeGreaterThan(0);
    });
  });
});
