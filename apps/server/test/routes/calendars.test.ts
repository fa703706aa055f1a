import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FuturesExpiryView, MarketHolidayView } from '../../src/schemas/calendars.ts';
import { buildTestApp, loggedInMember } from '../helpers/app.ts';
import { useTestDatabase } from '../helpers/database.ts';

// The computed calendars read nothing from the database but the session: one driver is enough.
describe('the computed calendars', () => {
  const database = useTestDatabase('pglite');
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
  });

  const member = async () => (await loggedInMember(app, database.handle.db)).agent;

  describe('GET /api/calendars/holidays', () => {
    it('lists closures and early closes by date, then exchange, with the exchanges it knows', async () => {
      const agent = await member();
      const response = await agent.get('/api/calendars/holidays', {
        query: { from: '2026-11-23', to: '2026-12-31', exchanges: 'NYSE,NASDAQ' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        from: string;
        to: string;
        exchanges: { id: string; time_zone: string }[];
        data: MarketHolidayView[];
      };
      expect(body.from).toBe('2026-11-23');
      expect(body.exchanges.map((exchange) => exchange.id)).toEqual([
        'NYSE',
        'NASDAQ',
        'LSE',
        'XETRA',
        'EURONEXT',
        'TSE',
        'HKEX',
        'TSX',
        'ASX',
      ]);
      expect(body.exchanges[0]?.time_zone).toBe('America/New_York');
      expect(
        body.data.map((row) => `${row.date} ${row.exchange} ${row.kind} ${row.closes}`),
      ).toEqual([
        '2026-11-26 NASDAQ closed null',
        '2026-11-26 NYSE closed null',
        '2026-11-27 NASDAQ early_close 13:00',
        '2026-11-27 NYSE early_close 13:00',
        '2026-12-24 NASDAQ early_close 13:00',
        '2026-12-24 NYSE early_close 13:00',
        '2026-12-25 NASDAQ closed null',
        '2026-12-25 NYSE closed null',
      ]);
      expect(body.data[0]?.name).toBe('Thanksgiving Day');
    });

    it('covers every exchange when none is named, and any year the rules hold for', async () => {
      const agent = await member();
      const response = await agent.get('/api/calendars/holidays', {
        query: { from: '2095-01-01', to: '2095-12-31' },
      });
      expect(response.statusCode).toBe(200);
      const rows = (response.json() as { data: MarketHolidayView[] }).data;
      // Good Friday 2095 (Easter is 24 April) closes the US exchanges.
      expect(rows).toContainEqual(
        expect.objectContaining({ date: '2095-04-22', exchange: 'NYSE', name: 'Good Friday' }),
      );
      expect(new Set(rows.map((row) => row.exchange)).has('NASDAQ')).toBe(true);
    });

    it.each([
      [
        { from: '2026-02-30', to: '2026-03-05' },
        'The from field must be a real date such as 2026-11-26.',
      ],
      [{ from: '2026-03-05', to: '2026-03-01' }, 'The to date must be on or after the from date.'],
      [{ from: '2026-01-01', to: '2027-03-01' }, 'The range must not span more than 400 days.'],
      [
        { from: '1999-12-01', to: '2000-01-31' },
        'Dates must be between 2000-01-01 and 2099-12-31.',
      ],
      [
        { from: '2026-01-01', to: '2026-01-31', exchanges: 'NYSE,MOEX' },
        'The exchanges field names unknown exchanges: MOEX. Known: NYSE, NASDAQ, LSE, XETRA, EURONEXT, TSE, HKEX, TSX, ASX.',
      ],
    ])('refuses %o with a message to show', async (query, message) => {
      const agent = await member();
      const response = await agent.get('/api/calendars/holidays', { query });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message });
    });

    it('refuses a date that is not written YYYY-MM-DD, and a visitor', async () => {
      const agent = await member();
      const response = await agent.get('/api/calendars/holidays', {
        query: { from: '26/11/2026', to: '2026-12-01' },
      });
      expect(response.statusCode).toBe(422);
      const visitor = await app.inject({
        method: 'GET',
        url: '/api/calendars/holidays?from=2026-11-01&to=2026-11-30',
      });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('GET /api/calendars/futures-expiry', () => {
    it('lists the contract months whose last trading or first notice day is in the range', async () => {
      const agent = await member();
      const response = await agent.get('/api/calendars/futures-expiry', {
        query: { from: '2026-12-14', to: '2026-12-20', groups: 'equity_index' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { contracts: { root: string }[]; data: FuturesExpiryView[] };
      // The December 2026 equity index futures end on the third Friday, 18 December.
      expect(body.data.map((row) => row.code).sort()).toEqual([
        'ESZ26',
        'NQZ26',
        'RTYZ26',
        'YMZ26',
      ]);
      expect(body.data[0]).toMatchObject({
        contract_month: '2026-12',
        last_trading_day: '2026-12-18',
        first_notice_day: null,
        settlement: 'cash',
      });
      expect(body.contracts.map((contract) => contract.root)).toEqual(
        expect.arrayContaining(['ES', 'CL', 'NG', 'GC', 'SI', 'ZC', 'ZN', '6E', 'VX']),
      );
    });

    it('gives a physically delivered contract its first notice day', async () => {
      const agent = await member();
      const response = await agent.get('/api/calendars/futures-expiry', {
        query: { from: '2026-11-01', to: '2026-12-31', groups: 'metals' },
      });
      expect(response.statusCode).toBe(200);
      const rows = (response.json() as { data: FuturesExpiryView[] }).data;
      // COMEX gold, December 2026: first notice on the last business day of November.
      expect(rows.find((row) => row.code === 'GCZ26')).toMatchObject({
        first_notice_day: '2026-11-30',
        last_trading_day: '2026-12-29',
        settlement: 'physical',
      });
      for (const row of rows) {
        const days = [row.last_trading_day, row.first_notice_day].filter(
          (day): day is string => day !== null,
        );
        expect(days.some((day) => day >= '2026-11-01' && day <= '2026-12-31')).toBe(true);
      }
    });

    it('refuses an unknown group and a range over the limit', async () => {
      const agent = await member();
      const unknown = await agent.get('/api/calendars/futures-expiry', {
        query: { from: '2026-01-01', to: '2026-01-31', groups: 'energy,bonds' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        message: expect.stringContaining('The groups field names unknown groups: bonds.'),
      });
      const long = await agent.get('/api/calendars/futures-expiry', {
        query: { from: '2026-01-01', to: '2027-12-31' },
      });
      expect(long.statusCode).toBe(422);
    });
  });
});
