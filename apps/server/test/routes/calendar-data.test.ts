import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarSourceName } from '../../src/db/schema/index.ts';
import type {
  DividendInput,
  EarningsInput,
  EconomicInput,
  IpoInput,
  SplitInput,
} from '../../src/modules/calendar-data/calendar-data.repository.ts';
import { eventKeyOf } from '../../src/modules/calendar-data/calendar-source.ts';
import {
  DATA_CALENDAR_DAYS_MAX,
  type DividendEventView,
  type EarningsEventView,
  ECONOMIC_HISTORY_SIZE,
  type EconomicEventView,
  type IpoEventView,
  type SplitEventView,
} from '../../src/schemas/calendar-data.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

// Tuesday 10 March 2026, 15:00 UTC: the simulated prices are fixed at this instant.
const NOW = Date.UTC(2026, 2, 10, 15);

let sequence = 0;
const next = () => {
  sequence += 1;
  return `row-${sequence}`;
};

/** Test rows shaped `({ ...overrides }) => ({ ...defaults, ...overrides })`. */
const economicRow = (overrides: Partial<EconomicInput> = {}): EconomicInput => {
  const country = overrides.country ?? 'US';
  const event = overrides.event ?? 'CPI (YoY)';
  return {
    externalId: next(),
    country,
    currency: 'USD',
    eventKey: eventKeyOf(country, event),
    event,
    period: 'Feb',
    importance: 2,
    scheduledAt: new Date('2026-03-09T12:30:00Z'),
    allDay: false,
    actual: null,
    forecast: 2.8,
    previous: 2.7,
    unit: '%',
    higherIsBetter: true,
    ...overrides,
  };
};
const earningsRow = (overrides: Partial<EarningsInput> = {}): EarningsInput => ({
  externalId: next(),
  symbol: 'AAPL',
  company: null,
  date: '2026-03-10',
  time: 'after_close',
  fiscalQuarter: 'Q1 2026',
  epsActual: null,
  epsForecast: 1.5,
  revenueActual: null,
  revenueForecast: 90e9,
  marketCap: 3e12,
  currency: 'USD',
  ...overrides,
});
const dividendRow = (overrides: Partial<DividendInput> = {}): DividendInput => ({
  externalId: next(),
  symbol: 'KO',
  company: null,
  exDate: '2026-03-12',
  amount: 0.5,
  currency: 'USD',
  frequency: 'quarterly',
  recordDate: '2026-03-12',
  paymentDate: '2026-04-01',
  ...overrides,
});
const splitRow = (overrides: Partial<SplitInput> = {}): SplitInput => ({
  externalId: next(),
  symbol: 'NVDA',
  company: null,
  date: '2026-03-11',
  numerator: 2,
  denominator: 1,
  ...overrides,
});
const ipoRow = (overrides: Partial<IpoInput> = {}): IpoInput => ({
  externalId: next(),
  company: 'Northwind Robotics Inc.',
  symbol: 'NWRB',
  exchange: 'NASDAQ',
  date: '2026-03-19',
  priceLow: 16,
  priceHigh: 18,
  price: null,
  shares: 10e6,
  currency: 'USD',
  status: 'expected',
  ...overrides,
});

describe.each(drivers)('data calendars on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
  });

  const insert = {
    economic: (rows: EconomicInput[], source: CalendarSourceName = 'csv') =>
      app.repositories.calendarData.upsert('economic', source, rows),
    earnings: (rows: EarningsInput[], source: CalendarSourceName = 'csv') =>
      app.repositories.calendarData.upsert('earnings', source, rows),
    dividends: (rows: DividendInput[], source: CalendarSourceName = 'csv') =>
      app.repositories.calendarData.upsert('dividends', source, rows),
    splits: (rows: SplitInput[], source: CalendarSourceName = 'csv') =>
      app.repositories.calendarData.upsert('splits', source, rows),
    ipos: (rows: IpoInput[], source: CalendarSourceName = 'csv') =>
      app.repositories.calendarData.upsert('ipos', source, rows),
  };

  /** A member whose one watchlist holds `symbolIds`. */
  async function memberWatching(...symbolIds: number[]) {
    const member = await loggedInMember(app, db());
    const list = await app.repositories.watchlists.create({
      userId: member.row.id,
      title: 'My watchlist',
    });
    await app.repositories.watchlists.addSymbols(
      symbolIds.map((symbolId, position) => ({ watchlistId: list.id, symbolId, position })),
    );
    return member;
  }

  it('answers 401 to a visitor on every call', async () => {
    const agent = createAgent(app);
    for (const url of [
      '/api/calendars/economic?from=2026-03-09&to=2026-03-15',
      '/api/calendars/economic/1/history',
      '/api/calendars/earnings?from=2026-03-09&to=2026-03-15',
      '/api/calendars/dividends?from=2026-03-09&to=2026-03-15',
      '/api/calendars/splits?from=2026-03-09&to=2026-03-15',
      '/api/calendars/ipos?from=2026-03-09&to=2026-03-15',
    ]) {
      expect((await agent.get(url)).statusCode, url).toBe(401);
    }
    expect((await agent.put('/api/user/time-zone', { time_zone: 'UTC' })).statusCode).toBe(401);
  });

  describe('GET /api/calendars/economic', () => {
    it('answers the days of the asked zone: 01:00 UTC on 9 March is 8 March in New York', async () => {
      const { agent } = await loggedInMember(app, db());
      await insert.economic([
        economicRow({ event: 'Late Release', scheduledAt: new Date('2026-03-09T01:00:00Z') }),
        economicRow({
          event: 'Eurogroup Meeting',
          country: 'EU',
          currency: 'EUR',
          allDay: true,
          scheduledAt: new Date('2026-03-09T00:00:00Z'),
          forecast: null,
          previous: null,
          unit: '',
        }),
      ]);
      const events = async (query: string) => {
        const response = await agent.get(`/api/calendars/economic?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { tz: string; data: EconomicEventView[] };
      };

      // New York switched to daylight time at 02:00 on 8 March: 01:00 UTC is 21:00 the day before.
      const newYork8 = await events('from=2026-03-08&to=2026-03-08&tz=America/New_York');
      expect(newYork8.tz).toBe('America/New_York');
      expect(newYork8.data.map((row) => [row.event, row.date])).toEqual([
        ['Late Release', '2026-03-08'],
      ]);
      const newYork9 = await events('from=2026-03-09&to=2026-03-09&tz=America/New_York');
      // An all-day event is on its date in every zone.
      expect(newYork9.data.map((row) => [row.event, row.date, row.all_day])).toEqual([
        ['Eurogroup Meeting', '2026-03-09', true],
      ]);
      const utc9 = await events('from=2026-03-09&to=2026-03-09');
      expect(utc9.tz).toBe('UTC');
      expect(utc9.data.map((row) => [row.event, row.date])).toEqual([
        ['Eurogroup Meeting', '2026-03-09'],
        ['Late Release', '2026-03-09'],
      ]);
      expect((await events('from=2026-03-08&to=2026-03-08')).data).toEqual([]);
      // Tokyo (+9): 01:00 UTC on 9 March is 10:00 that day.
      const tokyo = await events('from=2026-03-09&to=2026-03-09&tz=Asia/Tokyo');
      expect(tokyo.data.map((row) => row.event)).toEqual(['Eurogroup Meeting', 'Late Release']);
    });

    it('sorts by time then importance, filters by country and importance, lists the countries', async () => {
      const { agent } = await loggedInMember(app, db());
      const at = new Date('2026-03-10T12:30:00Z');
      await insert.economic(
        [
          economicRow({ event: 'Low', importance: 1, scheduledAt: at }),
          economicRow({ event: 'High', importance: 3, scheduledAt: at }),
          economicRow({
            event: 'Earlier',
            importance: 1,
            scheduledAt: new Date('2026-03-10T07:00:00Z'),
            country: 'GB',
            currency: 'GBP',
          }),
          economicRow({
            event: 'Euro',
            importance: 2,
            scheduledAt: new Date('2026-03-11T10:00:00Z'),
            country: 'EU',
            currency: 'EUR',
          }),
          // Outside the range: not listed, nor its country.
          economicRow({
            event: 'Later',
            scheduledAt: new Date('2026-03-20T10:00:00Z'),
            country: 'JP',
          }),
        ],
        'sample',
      );

      const all = await agent.get('/api/calendars/economic?from=2026-03-10&to=2026-03-11');
      expect(all.statusCode, all.body).toBe(200);
      const body = all.json() as {
        from: string;
        to: string;
        sample: boolean;
        countries: { code: string; name: string }[];
        data: EconomicEventView[];
      };
      expect(body).toMatchObject({ from: '2026-03-10', to: '2026-03-11', sample: true });
      expect(body.data.map((row) => row.event)).toEqual(['Earlier', 'High', 'Low', 'Euro']);
      expect(body.countries).toEqual([
        { code: 'EU', name: 'Euro area' },
        { code: 'GB', name: 'United Kingdom' },
        { code: 'US', name: 'United States' },
      ]);
      expect(body.data[1]).toEqual({
        id: expect.any(Number),
        country: 'US',
        currency: 'USD',
        event: 'High',
        period: 'Feb',
        importance: 3,
        scheduled_at: '2026-03-10T12:30:00.000Z',
        date: '2026-03-10',
        all_day: false,
        actual: null,
        forecast: 2.8,
        previous: 2.7,
        unit: '%',
        higher_is_better: true,
        source: 'sample',
      });

      const filtered = await agent.get(
        '/api/calendars/economic?from=2026-03-10&to=2026-03-11&countries=US,EU&importance=2,3',
      );
      expect(filtered.json().data.map((row: EconomicEventView) => row.event)).toEqual([
        'High',
        'Euro',
      ]);
      // The filter's choices stay every country in the range.
      expect(filtered.json().countries).toHaveLength(3);
    });

    it('refuses bad dates, long ranges, unknown zones, countries and importance', async () => {
      const { agent } = await loggedInMember(app, db());
      const refused = async (query: string) => {
        const response = await agent.get(`/api/calendars/economic?${query}`);
        expect(response.statusCode, query).toBe(422);
        return response.json() as { message: string; errors: Record<string, string[]> };
      };

      expect((await refused('from=2026-02-30&to=2026-03-02')).errors).toEqual({
        from: ['The from field must be a real date such as 2026-11-26.'],
      });
      expect((await refused('from=2026-03-10&to=2026-03-09')).errors).toEqual({
        to: ['The to date must be on or after the from date.'],
      });
      expect((await refused('from=2026-03-01&to=2026-04-01')).errors).toEqual({
        to: [`The range must not span more than ${DATA_CALENDAR_DAYS_MAX} days.`],
      });
      expect(
        (await agent.get('/api/calendars/economic?from=2026-03-01&to=2026-03-31')).statusCode,
      ).toBe(200);
      expect((await refused('from=2026-03-09&to=2026-03-09&tz=Mars/Olympus')).errors).toEqual({
        tz: ['The tz field must be a time zone such as Europe/London.'],
      });
      expect((await refused('from=2026-03-09&to=2026-03-09&countries=US,XX')).message).toMatch(
        /^The countries field names unknown countries: XX\. Known: US, EU, GB/,
      );
      expect((await refused('from=2026-03-09&to=2026-03-09&importance=1,4')).errors).toEqual({
        importance: ['The importance field names unknown importance: 4. Known: 1, 2, 3.'],
      });
      expect((await refused('from=9 March&to=2026-03-09')).errors).toHaveProperty('from');
    });
  });

  describe('GET /api/calendars/economic/{id}/history', () => {
    it('answers the indicator’s earlier releases, newest first, at most the history size', async () => {
      const { agent } = await loggedInMember(app, db());
      const months = ECONOMIC_HISTORY_SIZE + 3;
      await insert.economic(
        Array.from({ length: months }, (_, i) =>
          economicRow({
            scheduledAt: new Date(Date.UTC(2024, i, 12, 12, 30)),
            actual: 2 + i / 10,
          }),
        ),
      );
      await insert.economic([
        economicRow({ event: 'Core CPI (YoY)', scheduledAt: new Date(Date.UTC(2025, 0, 12)) }),
        economicRow({
          country: 'GB',
          event: 'CPI (YoY)',
          scheduledAt: new Date(Date.UTC(2025, 0, 12)),
        }),
      ]);
      const listed = await agent.get('/api/calendars/economic?from=2026-03-01&to=2026-03-31');
      const [latest] = listed.json().data as EconomicEventView[];
      if (!latest) throw new Error('no event in March 2026');

      const response = await agent.get(`/api/calendars/economic/${latest.id}/history`);

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as {
        sample: boolean;
        event: EconomicEventView;
        history: EconomicEventView[];
      };
      expect(body.sample).toBe(false);
      expect(body.event).toEqual(latest);
      expect(body.history).toHaveLength(ECONOMIC_HISTORY_SIZE);
      expect(body.history.map((row) => row.scheduled_at.slice(0, 7))).toEqual(
        Array.from({ length: ECONOMIC_HISTORY_SIZE }, (_, i) =>
          new Date(Date.UTC(2024, months - 2 - i, 12)).toISOString().slice(0, 7),
        ),
      );
      expect(body.history.every((row) => row.event === 'CPI (YoY)' && row.country === 'US')).toBe(
        true,
      );

      expect((await agent.get('/api/calendars/economic/999999/history')).statusCode).toBe(404);
      expect((await agent.get('/api/calendars/economic/0/history')).statusCode).toBe(422);
    });
  });

  describe('GET /api/calendars/earnings', () => {
    it('computes the surprises and keeps to the member’s watchlists or countries when asked', async () => {
      const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      const sap = await createSymbol(db(), {
        symbol: 'SAP.DE',
        name: 'SAP SE',
        country: 'DE',
        currency: 'EUR',
      });
      await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft Corporation' });
      const { agent } = await memberWatching(apple.id);
      await insert.earnings([
        earningsRow({
          symbol: 'AAPL',
          epsActual: 1.65,
          epsForecast: 1.5,
          revenueActual: 88e9,
          revenueForecast: 90e9,
        }),
        earningsRow({
          symbol: 'MSFT',
          date: '2026-03-11',
          marketCap: 3.2e12,
          epsForecast: -0.5,
          epsActual: -0.4,
        }),
        earningsRow({ symbol: 'SAP.DE', date: '2026-03-11', marketCap: 2.5e11, currency: 'EUR' }),
        earningsRow({
          symbol: 'ZZZX',
          company: 'Unlisted Co.',
          date: '2026-03-11',
          marketCap: null,
        }),
        earningsRow({ symbol: 'AAPL', date: '2026-06-30' }),
      ]);

      const all = await agent.get('/api/calendars/earnings?from=2026-03-09&to=2026-03-15');
      expect(all.statusCode, all.body).toBe(200);
      const data = all.json().data as EarningsEventView[];
      expect(all.json().sample).toBe(false);
      expect(data.map((row) => row.symbol)).toEqual(['AAPL', 'MSFT', 'SAP.DE', 'ZZZX']);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        symbol_id: apple.id,
        symbol: 'AAPL',
        company: 'Apple Inc.',
        date: '2026-03-10',
        time: 'after_close',
        fiscal_quarter: 'Q1 2026',
        eps_actual: 1.65,
        eps_forecast: 1.5,
        eps_surprise_pct: 10,
        revenue_actual: 88e9,
        revenue_forecast: 90e9,
        revenue_surprise_pct: -2.22,
        market_cap: 3e12,
        currency: 'USD',
        source: 'csv',
      });
      // A loss smaller than expected is a positive surprise.
      expect(data[1]?.eps_surprise_pct).toBe(20);
      expect(data[2]).toMatchObject({ symbol_id: sap.id, eps_surprise_pct: null });
      expect(data[3]).toMatchObject({ symbol_id: null, company: 'Unlisted Co.' });

      const mine = await agent.get(
        '/api/calendars/earnings?from=2026-03-09&to=2026-03-15&watchlist=true',
      );
      expect(mine.json().data.map((row: EarningsEventView) => row.symbol)).toEqual(['AAPL']);
      const everyone = await agent.get(
        '/api/calendars/earnings?from=2026-03-09&to=2026-03-15&watchlist=false',
      );
      expect(everyone.json().data).toHaveLength(4);
      const german = await agent.get(
        '/api/calendars/earnings?from=2026-03-09&to=2026-03-15&countries=DE',
      );
      expect(german.json().data.map((row: EarningsEventView) => row.symbol)).toEqual(['SAP.DE']);
      expect(
        (await agent.get('/api/calendars/earnings?from=2026-03-09&to=2026-03-15&countries=ZZ'))
          .statusCode,
      ).toBe(422);
      expect(
        (await agent.get('/api/calendars/earnings?from=2026-03-09&to=2026-03-15&watchlist=maybe'))
          .statusCode,
      ).toBe(422);
    });
  });

  describe('GET /api/calendars/dividends', () => {
    it('computes the yield at the current price, none for irregular ones or another currency', async () => {
      const coke = await createSymbol(db(), {
        symbol: 'KO',
        name: 'The Coca-Cola Company',
        referencePrice: 70,
      });
      const realty = await createSymbol(db(), {
        symbol: 'O',
        name: 'Realty Income',
        referencePrice: 58,
      });
      const shell = await createSymbol(db(), {
        symbol: 'SHEL.L',
        name: 'Shell plc',
        country: 'GB',
        currency: 'GBP',
        referencePrice: 27,
      });
      const { agent } = await memberWatching(realty.id);
      await insert.dividends(
        [
          dividendRow({ symbol: 'KO', amount: 0.51 }),
          dividendRow({ symbol: 'O', amount: 0.2695, frequency: 'monthly', exDate: '2026-03-13' }),
          dividendRow({ symbol: 'KO', amount: 2, frequency: 'irregular', exDate: '2026-03-13' }),
          dividendRow({
            symbol: 'SHEL.L',
            amount: 0.35,
            currency: 'USD',
            frequency: 'quarterly',
            exDate: '2026-03-14',
          }),
          dividendRow({ symbol: 'ZZZX', company: 'Unlisted', exDate: '2026-03-14' }),
        ],
        'sample',
      );
      const prices = app.services.quotes.pricesOf(
        await app.services.quotes.rowsByIds([coke.id, realty.id, shell.id]),
        NOW,
      );
      const price = (id: number) => prices.get(id)?.price ?? Number.NaN;

      const response = await agent.get('/api/calendars/dividends?from=2026-03-09&to=2026-03-15');

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().sample).toBe(true);
      const data = response.json().data as DividendEventView[];
      expect(data.map((row) => [row.symbol, row.frequency])).toEqual([
        ['KO', 'quarterly'],
        ['KO', 'irregular'],
        ['O', 'monthly'],
        ['SHEL.L', 'quarterly'],
        ['ZZZX', 'quarterly'],
      ]);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        symbol_id: coke.id,
        symbol: 'KO',
        company: 'The Coca-Cola Company',
        ex_date: '2026-03-12',
        record_date: '2026-03-12',
        payment_date: '2026-04-01',
        amount: 0.51,
        currency: 'USD',
        frequency: 'quarterly',
        price: price(coke.id),
        price_simulated: true,
        yield_pct: Math.round(((0.51 * 4) / price(coke.id)) * 100 * 100) / 100,
        source: 'sample',
      });
      expect(data[1]?.yield_pct).toBeNull();
      expect(data[2]?.yield_pct).toBe(
        Math.round(((0.2695 * 12) / price(realty.id)) * 10_000) / 100,
      );
      // A dividend in dollars on a share priced in pounds: no yield rather than a wrong one.
      expect(data[3]).toMatchObject({ price: price(shell.id), yield_pct: null });
      expect(data[4]).toMatchObject({ price: null, price_simulated: false, yield_pct: null });

      const mine = await agent.get(
        '/api/calendars/dividends?from=2026-03-09&to=2026-03-15&watchlist=true',
      );
      expect(mine.json().data.map((row: DividendEventView) => row.symbol)).toEqual(['O']);
    });
  });

  describe('GET /api/calendars/splits', () => {
    it('answers the ratio and whether it is a reverse split', async () => {
      const nvidia = await createSymbol(db(), { symbol: 'NVDA', name: 'NVIDIA Corporation' });
      const { agent } = await memberWatching(nvidia.id);
      await insert.splits([
        splitRow({ symbol: 'NVDA', numerator: 10, denominator: 1 }),
        splitRow({
          symbol: 'F',
          company: 'Ford Motor Company',
          numerator: 1,
          denominator: 10,
          date: '2026-03-13',
        }),
        splitRow({ symbol: 'NVDA', date: '2026-04-20' }),
      ]);

      const response = await agent.get('/api/calendars/splits?from=2026-03-09&to=2026-03-15');

      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as SplitEventView[];
      expect(data).toEqual([
        {
          id: expect.any(Number),
          symbol_id: nvidia.id,
          symbol: 'NVDA',
          company: 'NVIDIA Corporation',
          date: '2026-03-11',
          numerator: 10,
          denominator: 1,
          ratio: '10-for-1',
          reverse: false,
          source: 'csv',
        },
        expect.objectContaining({ symbol: 'F', ratio: '1-for-10', reverse: true, symbol_id: null }),
      ]);
      const mine = await agent.get(
        '/api/calendars/splits?from=2026-03-09&to=2026-03-15&watchlist=true',
      );
      expect(mine.json().data.map((row: SplitEventView) => row.symbol)).toEqual(['NVDA']);
    });
  });

  describe('GET /api/calendars/ipos', () => {
    it('answers the deal size and filters by status and watchlist', async () => {
      const listed = await createSymbol(db(), { symbol: 'HGRD', name: 'Helio Grid Energy Corp.' });
      const { agent } = await memberWatching(listed.id);
      await insert.ipos([
        ipoRow(),
        ipoRow({
          company: 'Helio Grid Energy Corp.',
          symbol: 'HGRD',
          date: '2026-03-05',
          price: 23.5,
          priceLow: 20,
          priceHigh: 22,
          shares: 25e6,
          status: 'priced',
        }),
        ipoRow({
          company: 'Lumen Harbor Software',
          symbol: null,
          date: '2026-03-10',
          shares: null,
          status: 'withdrawn',
        }),
      ]);

      const response = await agent.get('/api/calendars/ipos?from=2026-03-01&to=2026-03-31');

      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as IpoEventView[];
      expect(data.map((row) => [row.company, row.deal_size])).toEqual([
        ['Helio Grid Energy Corp.', 25e6 * 23.5],
        ['Lumen Harbor Software', null],
        ['Northwind Robotics Inc.', 10e6 * 18],
      ]);
      expect(data[0]).toMatchObject({ symbol_id: listed.id, status: 'priced', price: 23.5 });
      const open = await agent.get(
        '/api/calendars/ipos?from=2026-03-01&to=2026-03-31&status=expected,priced',
      );
      expect(open.json().data.map((row: IpoEventView) => row.status)).toEqual([
        'priced',
        'expected',
      ]);
      const mine = await agent.get(
        '/api/calendars/ipos?from=2026-03-01&to=2026-03-31&watchlist=true',
      );
      expect(mine.json().data.map((row: IpoEventView) => row.symbol)).toEqual(['HGRD']);
      const unknown = await agent.get(
        '/api/calendars/ipos?from=2026-03-01&to=2026-03-31&status=filed',
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        status: [
          'The status field names unknown status: filed. Known: expected, priced, withdrawn.',
        ],
      });
    });
  });

  describe('PUT /api/user/time-zone', () => {
    it('saves the member’s zone, shows it in their data, and clears it with null', async () => {
      const { agent } = await loggedInMember(app, db());
      // Read once first, so the session's member is cached before the change.
      expect((await agent.get('/api/userdata')).json().timeZone).toBeNull();

      const saved = await agent.put('/api/user/time-zone', { time_zone: 'Europe/London' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        success: true,
        message: 'Time zone saved.',
        time_zone: 'Europe/London',
      });
      expect((await agent.get('/api/userdata')).json().timeZone).toBe('Europe/London');

      const cleared = await agent.put('/api/user/time-zone', { time_zone: null });
      expect(cleared.json()).toMatchObject({ time_zone: null });
      expect((await agent.get('/api/userdata')).json().timeZone).toBeNull();

      expect((await agent.put('/api/user/time-zone', { time_zone: 'UTC' })).json().time_zone).toBe(
        'UTC',
      );
    });

    it('refuses an unknown zone with the field’s message, and a write without the CSRF token', async () => {
      const { agent } = await loggedInMember(app, db());

      const unknown = await agent.put('/api/user/time-zone', { time_zone: 'Europe/Atlantis' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        time_zone: ['The time_zone field must be a time zone such as Europe/London.'],
      });
      expect((await agent.put('/api/user/time-zone', {})).statusCode).toBe(422);
      const forged = await agent.put('/api/user/time-zone', { time_zone: 'UTC' }, { csrf: false });
      expect(forged.statusCode).toBe(419);
      expect((await agent.get('/api/userdata')).json().timeZone).toBeNull();
    });
  });
});
