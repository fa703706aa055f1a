import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { earningsEvents, economicEvents, ipoEvents } from '../../src/db/schema/index.ts';
import {
  FinnhubCalendarError,
  FinnhubCalendarSource,
  mapEarnings,
  mapEconomic,
  mapIpos,
} from '../../src/modules/calendar-data/finnhub-calendar.ts';
import { REFRESH_CALENDARS_JOB } from '../../src/modules/calendar-data/plugin.ts';
import { buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

const fixtures = path.join(import.meta.dirname, '../fixtures/finnhub-calendar');
const fixture = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as {
      body: Record<string, unknown[]>;
    }
  ).body;
const economic = fixture('economic.json');
const earnings = fixture('earnings.json');
const ipos = fixture('ipo.json');

/** A stand-in for Finnhub's REST API answering the fixtures, recording what was asked. */
function fakeFetch(bodies: Record<string, unknown> = {}) {
  const asked: URL[] = [];
  const answer = {
    '/calendar/economic': economic,
    '/calendar/earnings': earnings,
    '/calendar/ipo': ipos,
    ...bodies,
  } as Record<string, unknown>;
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url);
    const body = answer[url.pathname.replace('/api/v1', '')];
    if (body === undefined) return new Response('{"error":"not found"}', { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

describe('mapping Finnhub’s calendars', () => {
  it('maps economic events: UTC times, impact to importance, lower-is-better for unemployment', () => {
    const rows = mapEconomic(economic.economicCalendar as never);

    expect(rows.map((row) => row.event)).toEqual([
      'Nonfarm Payrolls',
      'Unemployment Rate',
      'ECB Interest Rate Decision',
      'Initial Jobless Claims',
      'Caixin Manufacturing PMI',
      'EIA Crude Oil Inventories',
      'Household Spending YoY',
    ]);
    expect(rows[0]).toEqual({
      externalId: 'US:nonfarm-payrolls:2026-03-06T13:30:00.000Z',
      country: 'US',
      currency: 'USD',
      eventKey: 'us-nonfarm-payrolls',
      event: 'Nonfarm Payrolls',
      period: null,
      importance: 3,
      scheduledAt: new Date('2026-03-06T13:30:00Z'),
      allDay: false,
      actual: 151,
      forecast: 160,
      previous: 143,
      unit: 'K',
      higherIsBetter: true,
    });
    expect(rows[1]).toMatchObject({ unit: '%', higherIsBetter: false, importance: 3 });
    expect(rows[2]).toMatchObject({ country: 'EU', currency: 'EUR', actual: null });
    expect(rows[3]).toMatchObject({ importance: 2, higherIsBetter: false });
    expect(rows[4]).toMatchObject({ country: 'CN', currency: 'CNY', unit: '' });
    expect(rows[5]).toMatchObject({ importance: 1, higherIsBetter: false, actual: -1.431 });
    // A unit outside TapeTV's (JPY) is blanked rather than the row lost.
    expect(rows[6]).toMatchObject({ unit: '', scheduledAt: new Date('2026-03-05T23:30:00Z') });
  });

  it('maps earnings: one row per company and fiscal quarter, bmo/amc/dmh to session times', () => {
    const rows = mapEarnings(earnings.earningsCalendar as never);

    expect(rows).toEqual([
      {
        externalId: 'AAPL:2026-Q2',
        symbol: 'AAPL',
        company: null,
        date: '2026-04-30',
        time: 'after_close',
        fiscalQuarter: 'Q2 2026',
        epsActual: null,
        epsForecast: 1.6213,
        revenueActual: null,
        revenueForecast: 95412345678,
        marketCap: null,
        currency: 'USD',
      },
      expect.objectContaining({ symbol: 'KO', time: 'before_open', epsActual: 2.41 }),
      expect.objectContaining({ symbol: 'TINYCO', time: 'during', epsActual: -0.12 }),
      expect.objectContaining({ symbol: 'ZZZX', time: 'unknown', epsForecast: null }),
    ]);
  });

  it('maps IPOs: a range or one price, filed as expected, withdrawn without figures', () => {
    const rows = mapIpos(ipos.ipoCalendar as never);

    expect(rows).toEqual([
      {
        externalId: 'NWRB',
        company: 'Northwind Robotics Inc',
        symbol: 'NWRB',
        exchange: 'NASDAQ Global Select',
        date: '2026-03-19',
        priceLow: 16,
        priceHigh: 18,
        price: null,
        shares: 18_000_000,
        currency: 'USD',
        status: 'expected',
      },
      expect.objectContaining({ priceLow: 23.5, priceHigh: 23.5, price: 23.5, status: 'priced' }),
      expect.objectContaining({
        externalId: 'lumen-harbor-software',
        symbol: null,
        exchange: '',
        priceLow: null,
        priceHigh: null,
        shares: null,
        status: 'withdrawn',
      }),
      // Filed: expected, its single price the range's both ends, not a final price.
      expect.objectContaining({
        symbol: 'QPKS',
        priceLow: 5,
        priceHigh: 5,
        price: null,
        status: 'expected',
      }),
    ]);
  });
});

describe('FinnhubCalendarSource', () => {
  it('asks each calendar for the range with the key, and skips the paid per-symbol ones', async () => {
    const { fetch, asked } = fakeFetch();
    const source = new FinnhubCalendarSource({
      apiKey: 'test-key',
      restUrl: 'https://finnhub.test/api/v1',
      fetch,
    });

    expect(source.kinds).toEqual(['economic', 'earnings', 'ipos']);
    expect(await source.fetchRange('economic', '2026-03-02', '2026-03-08')).toHaveLength(7);
    expect(await source.fetchRange('earnings', '2026-03-02', '2026-03-08')).toHaveLength(4);
    expect(await source.fetchRange('ipos', '2026-03-02', '2026-03-08')).toHaveLength(4);
    expect(await source.fetchRange('dividends', '2026-03-02', '2026-03-08')).toEqual([]);
    expect(await source.fetchRange('splits', '2026-03-02', '2026-03-08')).toEqual([]);

    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/v1/calendar/economic?from=2026-03-02&to=2026-03-08&token=test-key',
      '/api/v1/calendar/earnings?from=2026-03-02&to=2026-03-08&token=test-key',
      '/api/v1/calendar/ipo?from=2026-03-02&to=2026-03-08&token=test-key',
    ]);
  });

  it('fails on an error answer or a body without the list', async () => {
    const { fetch } = fakeFetch({ '/calendar/ipo': { error: 'You don’t have access' } });
    const source = new FinnhubCalendarSource({ apiKey: 'k', restUrl: 'https://x.test', fetch });
    await expect(source.fetchRange('ipos', '2026-03-02', '2026-03-08')).rejects.toThrow(
      FinnhubCalendarError,
    );
    const refused = new FinnhubCalendarSource({
      apiKey: 'k',
      restUrl: 'https://x.test',
      fetch: (async () => new Response('{}', { status: 401 })) as typeof globalThis.fetch,
    });
    await expect(refused.fetchRange('economic', '2026-03-02', '2026-03-08')).rejects.toThrow(
      'answered 401',
    );
  });
});

describe('CALENDAR_PROVIDER', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/tapetv-config-test' };

  it('defaults to the sample; finnhub needs a key and takes FINNHUB_API_URL', () => {
    expect(loadConfig(base).calendars).toEqual({ provider: 'sample' });
    expect(() => loadConfig({ ...base, CALENDAR_PROVIDER: 'finnhub' })).toThrow(
      /CALENDAR_PROVIDER=finnhub needs FINNHUB_API_KEY/,
    );
    expect(() => loadConfig({ ...base, CALENDAR_PROVIDER: 'bloomberg' })).toThrow(
      /CALENDAR_PROVIDER must be one of sample, finnhub/,
    );
    expect(
      loadConfig({
        ...base,
        CALENDAR_PROVIDER: 'finnhub',
        FINNHUB_API_KEY: 'abc',
        FINNHUB_API_URL: 'http://proxy.test/v1/',
      }).calendars,
    ).toEqual({ provider: 'finnhub', finnhubApiKey: 'abc', finnhubApiUrl: 'http://proxy.test/v1' });
  });
});

describe.each(drivers)('the Finnhub refresh on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  // Thursday 5 March 2026: the refresh asks for 5 March to 1 April.
  const NOW = Date.UTC(2026, 2, 5, 10);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fills the next four weeks from the job, in place on the next run, and hides the sample', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const app = await buildTestApp(database.handle, {
      CALENDAR_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: 'test-key',
      FINNHUB_API_URL: 'https://finnhub.test/api/v1',
    });
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
    const { fetch, asked } = fakeFetch();
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
    // A sample row in the window: not shown once a real provider fills the calendars.
    await app.repositories.calendarData.upsert('ipos', 'sample', [
      {
        externalId: 'made-up',
        company: 'Made Up Corp.',
        symbol: null,
        exchange: 'NYSE',
        date: '2026-03-19',
        priceLow: 10,
        priceHigh: 12,
        price: null,
        shares: 1e6,
        currency: 'USD',
        status: 'expected',
      },
    ]);

    await app.jobs.run(REFRESH_CALENDARS_JOB, {});

    expect(asked[0]?.searchParams.get('from')).toBe('2026-03-05');
    expect(asked[0]?.searchParams.get('to')).toBe('2026-04-01');
    const stored = await db().select().from(earningsEvents).orderBy(asc(earningsEvents.id));
    expect(stored.map((row) => [row.symbol, row.symbolId, row.company, row.source])).toEqual([
      ['AAPL', apple.id, 'Apple Inc.', 'finnhub'],
      ['KO', null, 'KO', 'finnhub'],
      ['TINYCO', null, 'TINYCO', 'finnhub'],
      ['ZZZX', null, 'ZZZX', 'finnhub'],
    ]);
    // Events before the window (2 March's PMI) are the provider's to send; they are stored too.
    expect(await db().$count(economicEvents)).toBe(7);

    // The next run: NWRB (19 March, in the window) is gone from Finnhub's list; AAPL reported.
    const changed = fakeFetch({
      '/calendar/ipo': { ipoCalendar: (ipos.ipoCalendar as object[]).slice(1) },
      '/calendar/earnings': {
        earningsCalendar: [
          { ...(earnings.earningsCalendar?.[0] as object), epsActual: 1.7, revenueActual: 96e9 },
        ],
      },
    });
    vi.mocked(globalThis.fetch).mockImplementation(changed.fetch);
    await app.jobs.run(REFRESH_CALENDARS_JOB, {});

    // AAPL updated in place; the others (dated after the window) are not the refresh's to delete.
    const after = await db().select().from(earningsEvents).orderBy(asc(earningsEvents.id));
    expect(after.map((row) => [row.id, row.symbol, row.epsActual])).toEqual([
      [stored[0]?.id, 'AAPL', 1.7],
      [stored[1]?.id, 'KO', 2.41],
      [stored[2]?.id, 'TINYCO', -0.12],
      [stored[3]?.id, 'ZZZX', null],
    ]);
    const ipoRows = await db().select().from(ipoEvents).orderBy(asc(ipoEvents.id));
    expect(ipoRows.map((row) => `${row.source}:${row.externalId}`)).toEqual([
      'sample:made-up',
      'finnhub:HGRD',
      'finnhub:lumen-harbor-software',
      'finnhub:QPKS',
    ]);

    const { agent } = await loggedInMember(app, db());
    const answer = await agent.get('/api/calendars/ipos?from=2026-03-01&to=2026-03-31');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().sample).toBe(false);
    expect(answer.json().data.map((row: { company: string }) => row.company)).toEqual([
      'Helio Grid Energy Corp',
      'Lumen Harbor Software',
      'Quartz Peak Semiconductors Inc',
    ]);
  });
});
