import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CalendarSourceName,
  calendarReminders,
  notifications,
} from '../../src/db/schema/index.ts';
import type {
  DividendInput,
  EarningsInput,
  EconomicInput,
  IpoInput,
  SplitInput,
} from '../../src/modules/calendar-data/calendar-data.repository.ts';
import { eventKeyOf } from '../../src/modules/calendar-data/calendar-source.ts';
import { CALENDAR_REMINDER_JOB } from '../../src/modules/my-week/reminders.service.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import type {
  CalendarReminderView,
  CalendarSubscriptionView,
  MyWeekView,
} from '../../src/schemas/my-week.ts';
import { buildTestApp, createAgent, loggedInMember, testConfig } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';

// Tuesday 10 March 2026, 15:00 UTC: "now" for the reminders' validation and the feeds' window.
const NOW = Date.UTC(2026, 2, 10, 15);
// 9 March to 7 April 2026: Good Friday (3 April) and Easter Monday (6 April) fall in it, the March
// equity-index futures expire on the 20th and VIX's on the 18th.
const RANGE = 'from=2026-03-09&to=2026-04-07';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `my-week-${sequence}`;
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
    importance: 3,
    scheduledAt: new Date('2026-03-12T12:30:00Z'),
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
  date: '2026-03-11',
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
  exDate: '2026-03-13',
  amount: 0.51,
  currency: 'USD',
  frequency: 'quarterly',
  recordDate: '2026-03-13',
  paymentDate: '2026-04-01',
  ...overrides,
});
const splitRow = (overrides: Partial<SplitInput> = {}): SplitInput => ({
  externalId: next(),
  symbol: 'NVDA',
  company: null,
  date: '2026-03-16',
  numerator: 10,
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

describe.each(drivers)('my week, reminders and feeds on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
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

  /** A logged-in member whose one watchlist holds `symbolIds`. */
  async function memberWatching(...symbolIds: number[]) {
    const member = await loggedInMember(app, db());
    if (symbolIds.length > 0) {
      const list = await app.repositories.watchlists.create({
        userId: member.row.id,
        title: 'My watchlist',
      });
      await app.repositories.watchlists.addSymbols(
        symbolIds.map((symbolId, position) => ({ watchlistId: list.id, symbolId, position })),
      );
    }
    return member;
  }

  /** AAPL (Nasdaq) and SAP (Xetra) watched; MSFT, KO and NVDA listed but not watched. */
  async function watchedWorld() {
    const aapl = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const sap = await createSymbol(db(), {
      symbol: 'SAP.DE',
      name: 'SAP SE',
      country: 'DE',
      exchange: 'XETRA',
      currency: 'EUR',
    });
    await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft Corporation' });
    await createSymbol(db(), { symbol: 'KO', name: 'Coca-Cola', exchange: 'NYSE' });
    await createSymbol(db(), { symbol: 'NVDA', name: 'NVIDIA Corporation' });
    await insert.economic([
      economicRow(),
      economicRow({
        event: 'Ifo Business Climate',
        country: 'DE',
        currency: 'EUR',
        importance: 2,
        scheduledAt: new Date('2026-03-12T09:00:00Z'),
      }),
      economicRow({
        event: 'Eurogroup Meeting',
        country: 'EU',
        currency: 'EUR',
        importance: 1,
        allDay: true,
        scheduledAt: new Date('2026-03-12T00:00:00Z'),
      }),
      economicRow({ event: 'Tankan', country: 'JP', currency: 'JPY' }),
    ]);
    await insert.earnings([
      earningsRow(),
      earningsRow({ symbol: 'MSFT', time: 'before_open' }),
      earningsRow({ symbol: 'SAP.DE', company: 'SAP SE', date: '2026-03-20', time: 'unknown' }),
    ]);
    await insert.dividends([
      dividendRow(),
      dividendRow({ symbol: 'SAP.DE', amount: 2.35, currency: 'EUR', exDate: '2026-03-18' }),
    ]);
    await insert.splits([splitRow(), splitRow({ symbol: 'AAPL', numerator: 4 })]);
    await insert.ipos([ipoRow()]);
    return { aapl, sap };
  }

  async function myWeek(agent: ReturnType<typeof createAgent>, query: string) {
    const response = await agent.get(`/api/calendars/my-week?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MyWeekView;
  }

  async function economicId(event: string): Promise<number> {
    const answer = await app.services.calendarData.economic({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    const row = answer.data.find((each) => each.event === event);
    if (!row) throw new Error(`no economic event ${event}`);
    return row.id;
  }

  it('answers 401 to a visitor on every member call', async () => {
    const agent = createAgent(app);
    expect((await agent.get(`/api/calendars/my-week?${RANGE}`)).statusCode).toBe(401);
    expect((await agent.get('/api/calendars/reminders')).statusCode).toBe(401);
    const body = { event_key: 'holiday:NYSE:2026-04-03', minutes_before: 0 };
    expect((await agent.post('/api/calendars/reminders', body)).statusCode).toBe(401);
    expect((await agent.delete('/api/calendars/reminders/1')).statusCode).toBe(401);
    expect((await agent.post('/api/calendars/subscription')).statusCode).toBe(401);
    expect((await agent.post('/api/calendars/subscription/reset')).statusCode).toBe(401);
  });

  describe('GET /api/calendars/my-week', () => {
    it('keeps to the member’s watchlist symbols, their countries and exchanges', async () => {
      const { aapl, sap } = await watchedWorld();
      const { agent } = await memberWatching(aapl.id, sap.id);

      const week = await myWeek(agent, `${RANGE}&tz=Europe/Berlin`);
      expect(week.time_zone).toBe('Europe/Berlin');
      expect(week.symbols).toEqual(['AAPL', 'SAP.DE']);
      // The euro area comes with Germany, in the calendar's order of countries.
      expect(week.countries).toEqual(['US', 'EU', 'DE']);
      expect(week.exchanges).toEqual(['NASDAQ', 'XETRA']);
      expect(week.sample).toBe(false);
      const titles = week.items.map((item) => [item.date, item.kind, item.title]);
      expect(titles).toEqual([
        ['2026-03-11', 'earnings', 'Apple Inc. (AAPL) earnings · after close'],
        // All-day first, then by time: Ifo at 10:00 Berlin, CPI at 13:30.
        ['2026-03-12', 'economic', 'Eurogroup Meeting'],
        ['2026-03-12', 'economic', 'Ifo Business Climate'],
        ['2026-03-12', 'economic', 'CPI (YoY)'],
        ['2026-03-16', 'split', 'Apple Inc. (AAPL) 4-for-1 split'],
        // All-day events of one day by title.
        ['2026-03-18', 'futures', 'Cboe Volatility Index (VIX) (VX) last trading day · Mar 2026'],
        ['2026-03-18', 'dividend', 'SAP SE (SAP.DE) ex-dividend 2.35 EUR'],
        ['2026-03-20', 'futures', 'E-mini Dow ($5) (YM) last trading day · Mar 2026'],
        ['2026-03-20', 'futures', 'E-mini Nasdaq-100 (NQ) last trading day · Mar 2026'],
        ['2026-03-20', 'futures', 'E-mini Russell 2000 (RTY) last trading day · Mar 2026'],
        ['2026-03-20', 'futures', 'E-mini S&P 500 (ES) last trading day · Mar 2026'],
        ['2026-03-20', 'earnings', 'SAP SE (SAP.DE) earnings'],
        ['2026-04-03', 'holiday', 'NASDAQ closed · Good Friday'],
        ['2026-04-03', 'holiday', 'XETRA closed · Good Friday'],
        ['2026-04-06', 'holiday', 'XETRA closed · Easter Monday'],
      ]);
      const cpi = week.items.find((item) => item.title === 'CPI (YoY)');
      expect(cpi).toMatchObject({
        key: `economic:${await economicId('CPI (YoY)')}`,
        at: '2026-03-12T12:30:00.000Z',
        country: 'US',
        importance: 3,
        symbol: null,
        href: '/economic-calendar',
        reminder: null,
      });
      expect(week.items.find((item) => item.kind === 'holiday')).toMatchObject({
        key: 'holiday:NASDAQ:2026-04-03',
        at: null,
        country: 'US',
        exchange: 'NASDAQ',
        importance: null,
        href: '/holiday-calendar',
      });
      expect(week.items.find((item) => item.kind === 'earnings')).toMatchObject({
        symbol: 'AAPL',
        country: 'US',
        exchange: 'NASDAQ',
        href: '/earning-calendar',
      });
      expect(week.items.find((item) => item.title.startsWith('E-mini S&P'))?.key).toBe(
        'futures:ES:2026-03-20:last_trading',
      );

      // Countries asked for replace the watchlist's.
      const japan = await myWeek(agent, `${RANGE}&countries=JP`);
      expect(japan.countries).toEqual(['JP']);
      expect(
        japan.items.filter((item) => item.kind === 'economic').map((item) => item.title),
      ).toEqual(['Tankan']);
      // The day of a timed release is the asked zone's: 00:30 UTC on 13 March is the 12th in New York.
      await insert.economic([
        economicRow({ event: 'Late Release', scheduledAt: new Date('2026-03-13T00:30:00Z') }),
      ]);
      const newYork = await myWeek(agent, 'from=2026-03-12&to=2026-03-12&tz=America/New_York');
      expect(newYork.items.map((item) => item.title)).toContain('Late Release');
      const utc = await myWeek(agent, 'from=2026-03-12&to=2026-03-12&tz=UTC');
      expect(utc.items.map((item) => item.title)).not.toContain('Late Release');
    });

    it('falls back to US releases and NYSE holidays without a watchlist, and says so for sample rows', async () => {
      await watchedWorld();
      await insert.economic(
        [economicRow({ event: 'Sample Sentiment', scheduledAt: new Date('2026-03-13T14:00:00Z') })],
        'sample',
      );
      const { agent } = await memberWatching();
      const week = await myWeek(agent, RANGE);
      expect(week.time_zone).toBe('UTC');
      expect(week.symbols).toEqual([]);
      expect(week.countries).toEqual(['US']);
      expect(week.exchanges).toEqual(['NYSE']);
      expect(week.sample).toBe(true);
      expect(new Set(week.items.map((item) => item.kind))).toEqual(
        new Set(['economic', 'futures', 'holiday']),
      );
      expect(week.items.filter((item) => item.kind === 'holiday').map((item) => item.key)).toEqual([
        'holiday:NYSE:2026-04-03',
      ]);
      // The member's saved zone is the default one.
      await agent.put('/api/user/time-zone', { time_zone: 'Asia/Tokyo' });
      expect((await myWeek(agent, RANGE)).time_zone).toBe('Asia/Tokyo');
    });

    it('maps listings to the nine exchanges’ holiday calendars', async () => {
      const paris = await createSymbol(db(), {
        symbol: 'MC.PA',
        country: 'FR',
        exchange: 'Euronext Paris',
      });
      const arca = await createSymbol(db(), { symbol: 'SPY', exchange: 'NYSE Arca' });
      const crypto = await createSymbol(db(), { symbol: 'BTC', country: 'WW', exchange: 'CRYPTO' });
      const nikkei = await createSymbol(db(), { symbol: 'N225', country: 'JP', exchange: 'INDEX' });
      const { agent } = await memberWatching(paris.id, arca.id, crypto.id, nikkei.id);
      const week = await myWeek(agent, RANGE);
      expect(week.exchanges).toEqual(['NYSE', 'EURONEXT', 'TSE']);
      expect(week.countries).toEqual(['US', 'EU', 'JP', 'FR']);
    });

    it('refuses a bad range, zone or country as the data calendars do', async () => {
      const { agent } = await memberWatching();
      const refusal = async (query: string) => {
        const response = await agent.get(`/api/calendars/my-week?${query}`);
        expect(response.statusCode, query).toBe(422);
        return response.json().message as string;
      };
      expect(await refusal('from=2026-03-10&to=2026-03-09')).toBe(
        'The to date must be on or after the from date.',
      );
      expect(await refusal('from=2026-03-01&to=2026-04-01')).toBe(
        'The range must not span more than 31 days.',
      );
      expect(await refusal('from=2026-02-30&to=2026-03-01')).toBe(
        'The from field must be a real date such as 2026-11-26.',
      );
      expect(await refusal('from=2026-03-01&to=2026-03-02&tz=Mars/Olympus')).toBe(
        'The tz field must be a time zone such as Europe/London.',
      );
      expect(await refusal('from=2026-03-01&to=2026-03-02&countries=XX')).toContain(
        'unknown countries: XX',
      );
      expect((await agent.get('/api/calendars/my-week?from=2026-03-01')).statusCode).toBe(422);
    });
  });

  describe('reminders', () => {
    it('sets, lists, moves and deletes a member’s reminders', async () => {
      await watchedWorld();
      const { agent, row: member } = await memberWatching();
      await agent.put('/api/user/time-zone', { time_zone: 'America/New_York' });
      const cpiKey = `economic:${await economicId('CPI (YoY)')}`;

      const created = await agent.post('/api/calendars/reminders', {
        event_key: cpiKey,
        minutes_before: 30,
      });
      expect(created.statusCode, created.body).toBe(201);
      const reminder = created.json() as CalendarReminderView;
      expect(reminder).toMatchObject({
        event_key: cpiKey,
        kind: 'economic',
        title: 'CPI (YoY)',
        event_at: '2026-03-12T12:30:00.000Z',
        minutes_before: 30,
        remind_at: '2026-03-12T12:00:00.000Z',
        sent_at: null,
        href: '/economic-calendar',
      });
      expect(reminder.id).toMatch(/^\d+$/);

      // An all-day event starts at 00:00 in the member's saved zone (New York: 04:00 UTC in April).
      const holiday = await agent.post('/api/calendars/reminders', {
        event_key: 'holiday:NYSE:2026-04-03',
        minutes_before: 60,
      });
      expect(holiday.statusCode, holiday.body).toBe(201);
      expect(holiday.json()).toMatchObject({
        kind: 'holiday',
        title: 'NYSE closed · Good Friday',
        event_at: '2026-04-03T04:00:00.000Z',
        remind_at: '2026-04-03T03:00:00.000Z',
        href: '/holiday-calendar',
      });

      // Setting it again moves it: same reminder, new time.
      const moved = await agent.post('/api/calendars/reminders', {
        event_key: cpiKey,
        minutes_before: 1440,
      });
      expect(moved.statusCode, moved.body).toBe(201);
      expect(moved.json()).toMatchObject({
        id: reminder.id,
        minutes_before: 1440,
        remind_at: '2026-03-11T12:30:00.000Z',
      });

      const list = await agent.get('/api/calendars/reminders');
      expect(list.statusCode).toBe(200);
      const reminders = (list.json() as { reminders: CalendarReminderView[] }).reminders;
      // Upcoming by remind_at, then sent ones.
      expect(reminders.map((each) => each.event_key)).toEqual([cpiKey, 'holiday:NYSE:2026-04-03']);
      await db()
        .update(calendarReminders)
        .set({ sentAt: new Date(NOW - 60_000) })
        .where(eq(calendarReminders.eventKey, cpiKey));
      const after = (await agent.get('/api/calendars/reminders')).json() as {
        reminders: CalendarReminderView[];
      };
      expect(after.reminders.map((each) => each.event_key)).toEqual([
        'holiday:NYSE:2026-04-03',
        cpiKey,
      ]);
      expect(after.reminders[1]?.sent_at).toBe(new Date(NOW - 60_000).toISOString());

      // My week shows the member's reminder on its event.
      const week = await myWeek(agent, RANGE);
      expect(
        week.items.find((item) => item.key === 'holiday:NYSE:2026-04-03')?.reminder,
      ).toMatchObject({
        minutes_before: 60,
      });
      expect(week.items.find((item) => item.key === cpiKey)?.reminder?.id).toBe(reminder.id);

      // Another member cannot delete it; its owner can, once.
      const other = await memberWatching();
      const foreign = await other.agent.delete(`/api/calendars/reminders/${reminder.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('No reminder found');
      const deleted = await agent.delete(`/api/calendars/reminders/${reminder.id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(deleted.body).toBe('');
      expect((await agent.delete(`/api/calendars/reminders/${reminder.id}`)).statusCode).toBe(404);
      expect((await agent.delete('/api/calendars/reminders/abc')).statusCode).toBe(404);
      expect(await db().$count(calendarReminders, eq(calendarReminders.userId, member.id))).toBe(1);
      // Without the CSRF token nothing changes.
      const forged = await agent.post(
        '/api/calendars/reminders',
        { event_key: cpiKey, minutes_before: 5 },
        { csrf: false },
      );
      expect(forged.statusCode).toBe(419);
    });

    it('refuses unknown events, times gone by, bad bodies and more than 100 upcoming', async () => {
      await watchedWorld();
      await insert.economic([
        economicRow({ event: 'Soon', scheduledAt: new Date(NOW + 10 * 60_000) }),
      ]);
      const { agent, row: member } = await memberWatching();
      const set = (body: object) => agent.post('/api/calendars/reminders', body);

      for (const key of [
        'economic:999999',
        'nonsense',
        'holiday:NYSE:2026-03-11',
        'holiday:MOON:2026-04-03',
        'futures:ES:2026-03-19:last_trading',
        'futures:ES:2026-03-20:first_notice',
        'earnings:0',
      ]) {
        const response = await set({ event_key: key, minutes_before: 0 });
        expect(response.statusCode, key).toBe(404);
        expect(response.json().message).toBe('No calendar event found');
      }
      const soonKey = `economic:${await economicId('Soon')}`;
      const tooSoon = await set({ event_key: soonKey, minutes_before: 30 });
      expect(tooSoon.statusCode).toBe(422);
      expect(tooSoon.json().message).toBe(
        'That event starts too soon for a reminder 30 minutes before',
      );
      expect((await set({ event_key: soonKey, minutes_before: 5 })).statusCode).toBe(201);
      // An event in the past.
      const past = await set({ event_key: 'holiday:NYSE:2026-01-01', minutes_before: 0 });
      expect(past.statusCode).toBe(422);
      expect(past.json().message).toBe(
        'That event starts too soon for a reminder 0 minutes before',
      );

      for (const body of [
        { event_key: soonKey, minutes_before: 10_081 },
        { event_key: soonKey, minutes_before: -1 },
        { event_key: soonKey, minutes_before: 1.5 },
        { event_key: '', minutes_before: 5 },
        { minutes_before: 5 },
      ]) {
        const response = await set(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }

      // 100 upcoming (with the one above): the 101st is refused, moving one of them is not.
      await db()
        .insert(calendarReminders)
        .values(
          Array.from({ length: 99 }, (_, index) => ({
            userId: member.id,
            eventKey: `holiday:NYSE:2027-01-${String(index).padStart(2, '0')}x`,
            kind: 'holiday' as const,
            title: 'Filler',
            href: '/holiday-calendar',
            eventAt: new Date(NOW + 86_400_000),
            minutesBefore: 0,
            remindAt: new Date(NOW + 86_400_000),
          })),
        );
      const full = await set({ event_key: 'holiday:NYSE:2026-04-03', minutes_before: 0 });
      expect(full.statusCode).toBe(422);
      expect(full.json().message).toBe('You can have at most 100 upcoming reminders');
      expect((await set({ event_key: soonKey, minutes_before: 2 })).statusCode).toBe(201);
    });
  });

  describe('the reminder job', () => {
    it('fires once, after a restart, with a notification and a mail', async () => {
      // The job is due when the database's clock passes remind_at: an event a minute ago (real
      // time), set while the app's clock read an hour earlier.
      const realNow = Date.now();
      vi.spyOn(app.services.quotes, 'now').mockImplementation(() => realNow - 3_600_000);
      await insert.economic([
        economicRow({ event: 'Jobless Claims', scheduledAt: new Date(realNow - 60_000) }),
      ]);
      const { agent, row: member } = await memberWatching();
      const key = `economic:${await app.repositories.calendarData
        .economicBetween({
          start: new Date(realNow - 120_000),
          end: new Date(realNow),
          allDayStart: new Date(0),
          allDayEnd: new Date(0),
          sources: ['csv'],
          countries: null,
          importance: null,
        })
        .then((rows) => rows[0]?.id)}`;
      const created = await agent.post('/api/calendars/reminders', {
        event_key: key,
        minutes_before: 0,
      });
      expect(created.statusCode, created.body).toBe(201);
      const reminder = created.json() as CalendarReminderView;
      await app.close();

      // A new process on the same database.
      const restarted = await buildTestApp(database.handle);
      const publish = vi.spyOn(restarted.broadcaster, 'publish').mockResolvedValue(undefined);
      await restarted.jobs.runQueued(CALENDAR_REMINDER_JOB);
      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.id));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'calendarReminder',
        actorId: null,
        url: '/economic-calendar',
        title: 'Reminder: Jobless Claims',
      });
      expect(told[0]?.description).toMatch(/\d{2}:\d{2} \(UTC\)$/);
      await vi.waitFor(() =>
        expect(publish).toHaveBeenCalledWith(
          `private:users.${member.id}.notifications`,
          'notification',
          expect.objectContaining({
            notification: expect.objectContaining({ kind: 'calendarReminder' }),
          }),
        ),
      );
      const [sent] = await db()
        .select()
        .from(calendarReminders)
        .where(eq(calendarReminders.id, Number(reminder.id)));
      expect(sent?.sentAt).toBeInstanceOf(Date);

      expect(await restarted.jobs.runQueued(MAIL_JOB)).toBe(1);
      const mails = await readOutbox(path.join(testConfig(restarted).dataDir, 'outbox'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`To: ${member.email}`);
      expect(mails[0]).toContain('Subject: Reminder: Jobless Claims');
      expect(mails[0]).toContain('/economic-calendar');

      // Run again (the queue, or the job by hand): nothing more.
      await restarted.jobs.runQueued(CALENDAR_REMINDER_JOB);
      await restarted.jobs.run(CALENDAR_REMINDER_JOB, {
        reminderId: Number(reminder.id),
        remindAt: reminder.remind_at,
      });
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(1);
      expect(await restarted.jobs.runQueued(MAIL_JOB)).toBe(0);
    });

    it('does nothing for a job left from before a reschedule, or of a deleted reminder', async () => {
      const realNow = Date.now();
      vi.spyOn(app.services.quotes, 'now').mockImplementation(() => realNow - 3_600_000);
      await insert.economic([
        economicRow({ event: 'Retail Sales', scheduledAt: new Date(realNow + 10 * 60_000) }),
        economicRow({ event: 'Housing Starts', scheduledAt: new Date(realNow - 60_000) }),
      ]);
      const { agent, row: member } = await memberWatching();
      const ids = await app.repositories.calendarData.economicBetween({
        start: new Date(realNow - 120_000),
        end: new Date(realNow + 3_600_000),
        allDayStart: new Date(0),
        allDayEnd: new Date(0),
        sources: ['csv'],
        countries: null,
        importance: null,
      });
      const keyOf = (event: string) => `economic:${ids.find((row) => row.event === event)?.id}`;
      // Due 10 minutes ago, then moved to 5 minutes from now.
      const first = await agent.post('/api/calendars/reminders', {
        event_key: keyOf('Retail Sales'),
        minutes_before: 20,
      });
      expect(first.statusCode, first.body).toBe(201);
      const moved = await agent.post('/api/calendars/reminders', {
        event_key: keyOf('Retail Sales'),
        minutes_before: 5,
      });
      expect(moved.statusCode, moved.body).toBe(201);
      // Due a minute ago, then deleted.
      const gone = await agent.post('/api/calendars/reminders', {
        event_key: keyOf('Housing Starts'),
        minutes_before: 0,
      });
      expect(gone.statusCode, gone.body).toBe(201);
      expect((await agent.delete(`/api/calendars/reminders/${gone.json().id}`)).statusCode).toBe(
        204,
      );

      // The old time's job and the deleted reminder's job are due; neither tells anything.
      await app.jobs.runQueued(CALENDAR_REMINDER_JOB);
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(0);
      const [row] = await db()
        .select()
        .from(calendarReminders)
        .where(
          and(eq(calendarReminders.userId, member.id), eq(calendarReminders.minutesBefore, 5)),
        );
      expect(row?.sentAt).toBeNull();
      const stale = { reminderId: Number(first.json().id), remindAt: first.json().remind_at };
      await app.jobs.run(CALENDAR_REMINDER_JOB, stale);
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(0);

      // The new time's job, when it comes, does.
      await app.jobs.run(CALENDAR_REMINDER_JOB, {
        reminderId: Number(moved.json().id),
        remindAt: moved.json().remind_at,
      });
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(1);
    });
  });

  describe('calendar feeds', () => {
    async function subscribe(agent: ReturnType<typeof createAgent>) {
      const response = await agent.post('/api/calendars/subscription');
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as CalendarSubscriptionView;
    }
    /** A feed as a calendar app fetches it: no cookies, no CSRF. */
    const fetchFeed = (url: string) => app.inject({ method: 'GET', url });

    it('makes one token per member, answers it again, and resets it', async () => {
      const { agent } = await memberWatching();
      const first = await subscribe(agent);
      expect(first.token.length).toBeGreaterThanOrEqual(22);
      expect(first.path).toBe(`/api/calendars/ics/${first.token}/my-week.ics`);
      expect(await subscribe(agent)).toEqual(first);
      const other = await subscribe((await memberWatching()).agent);
      expect(other.token).not.toBe(first.token);

      expect((await fetchFeed(first.path)).statusCode).toBe(200);
      const reset = await agent.post('/api/calendars/subscription/reset');
      expect(reset.statusCode, reset.body).toBe(200);
      const renewed = reset.json() as CalendarSubscriptionView;
      expect(renewed.token).not.toBe(first.token);
      expect(await subscribe(agent)).toEqual(renewed);
      const old = await fetchFeed(first.path);
      expect(old.statusCode).toBe(404);
      expect(old.json().message).toBe('No calendar feed found');
      expect((await fetchFeed(renewed.path)).statusCode).toBe(200);
      expect((await fetchFeed('/api/calendars/ics/nope/my-week.ics')).statusCode).toBe(404);
      expect((await fetchFeed(`/api/calendars/ics/${renewed.token}/weather.ics`)).statusCode).toBe(
        422,
      );
    });

    it('writes My week as RFC 5545 text with stable UIDs and all-day dates', async () => {
      const { aapl, sap } = await watchedWorld();
      await insert.economic(
        [economicRow({ event: 'Sample Sentiment', scheduledAt: new Date('2026-03-13T14:00:00Z') })],
        'sample',
      );
      const { agent } = await memberWatching(aapl.id, sap.id);
      const { path: feed } = await subscribe(agent);
      const response = await fetchFeed(feed);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = response.body;
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
      expect(lines).toContain('X-WR-CALNAME:TapeTV · My week');
      expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      // Folded at 75 octets, every line ends in CRLF.
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      const cpiId = await economicId('CPI (YoY)');
      expect(unfolded).toContain(`UID:economic:${cpiId}@tapetv`);
      expect(unfolded).toContain('DTSTART:20260312T123000Z');
      expect(unfolded).toContain('UID:holiday:NASDAQ:2026-04-03@tapetv');
      expect(unfolded).toContain('DTSTART;VALUE=DATE:20260403');
      expect(unfolded).toContain('SUMMARY:XETRA closed · Easter Monday');
      expect(unfolded).toContain('UID:futures:ES:2026-03-20:last_trading@tapetv');
      expect(unfolded).toContain('DTSTAMP:20260310T150000Z');
      expect(unfolded).toContain('URL;VALUE=URI:http');
      expect(unfolded).toContain('/economic-calendar');
      // The window: a week back (3 March) to eight weeks ahead (5 May); MSFT is not watched.
      expect(unfolded).not.toContain('Microsoft');
      expect(unfolded).toContain('Sample data: TapeTV made this event up for the demo.');
      expect((unfolded.match(/BEGIN:VEVENT/g) ?? []).length).toBe(
        (unfolded.match(/END:VEVENT/g) ?? []).length,
      );
    });

    it('writes the other views with their filters, and refuses bad ones', async () => {
      await watchedWorld();
      const { agent } = await memberWatching();
      const { token } = await subscribe(agent);
      const feed = async (view: string, query = '') => {
        const response = await fetchFeed(`/api/calendars/ics/${token}/${view}.ics${query}`);
        expect(response.statusCode, `${view}${query} ${response.body}`).toBe(200);
        return response.body.replace(/\r\n[ \t]/g, '');
      };
      const holidays = await feed('holidays', '?exchanges=LSE');
      expect(holidays).toContain('X-WR-CALNAME:TapeTV · Market holidays');
      expect(holidays).toContain('UID:holiday:LSE:2026-04-03@tapetv');
      expect(holidays).toContain('UID:holiday:LSE:2026-04-06@tapetv');
      expect(holidays).not.toContain('NYSE');
      const energy = await feed('futures-expiry', '?groups=energy');
      expect(energy).toMatch(/UID:futures:CL:\d{4}-\d{2}-\d{2}:last_trading@tapetv/);
      expect(energy).not.toContain('futures:ES:');
      const economic = await feed('economic', '?countries=JP');
      expect(economic).toContain('SUMMARY:Tankan');
      expect(economic).not.toContain('CPI');
      const earnings = await feed('earnings');
      expect(earnings).toContain('Microsoft Corporation (MSFT) earnings · before open');
      expect(await feed('dividends')).toContain('Coca-Cola (KO) ex-dividend 0.51 USD');
      expect(await feed('splits')).toContain('NVIDIA Corporation (NVDA) 10-for-1 split');
      expect(await feed('ipos', '?status=expected')).toContain(
        'Northwind Robotics Inc. (NWRB) IPO on NASDAQ',
      );
      // A member without a watchlist gets no company events when asking for theirs.
      expect(await feed('earnings', '?watchlist=true')).not.toContain('BEGIN:VEVENT');
      const bad = await fetchFeed(`/api/calendars/ics/${token}/holidays.ics?exchanges=MOON`);
      expect(bad.statusCode).toBe(422);
    });
  });
});
