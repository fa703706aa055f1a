import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dividendEvents,
  earningsEvents,
  economicEvents,
  ipoEvents,
  splitEvents,
} from '../../src/db/schema/index.ts';
import { SERVER_ROOT } from '../../src/lib/server-root.ts';
import {
  CALENDAR_COLUMNS,
  CalendarImportError,
  importCalendar,
  parseCalendarCsv,
} from '../../src/modules/calendar-data/calendar-data.import.ts';
import {
  CALENDAR_KINDS,
  CalendarDataRepository,
  type CalendarKind,
} from '../../src/modules/calendar-data/calendar-data.repository.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

const example = (kind: CalendarKind) =>
  readFileSync(path.join(SERVER_ROOT, 'reference', 'calendars', `${kind}.csv`), 'utf8');
const csv = (kind: CalendarKind, ...lines: string[]) =>
  `${[CALENDAR_COLUMNS[kind].join(','), ...lines].join('\n')}\n`;

describe('parseCalendarCsv', () => {
  it.each(CALENDAR_KINDS)('reads the example %s file without a problem', (kind) => {
    const { rows, errors } = parseCalendarCsv(kind, example(kind));

    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('reads an instant with its offset, and a bare date as an all-day event', () => {
    const { rows, errors } = parseCalendarCsv('economic', example('economic'));

    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      externalId: 'us-nfp-2026-03',
      country: 'US',
      eventKey: 'us-nonfarm-payrolls',
      scheduledAt: new Date('2026-03-06T13:30:00Z'),
      allDay: false,
      actual: 151,
      unit: 'K',
      higherIsBetter: true,
    });
    expect(rows[1]).toMatchObject({ higherIsBetter: false, unit: '%' });
    expect(rows[2]).toMatchObject({ actual: null, forecast: 3.1 });
    expect(rows[4]).toMatchObject({
      event: 'Eurogroup Meeting',
      scheduledAt: new Date('2026-03-16T00:00:00Z'),
      allDay: true,
      currency: 'EUR',
      unit: '',
      higherIsBetter: true,
    });
  });

  it('names the line of every problem in an economic file', () => {
    const { rows, errors } = parseCalendarCsv(
      'economic',
      csv(
        'economic',
        'ok-1,US,USD,CPI (YoY),Feb,3,2026-03-11T08:30:00-04:00,2.9,2.8,2.7,%,true',
        'bad-1,USA,usd,CPI (YoY),Feb,5,2026-03-11T08:30:00,abc,,,pct,maybe',
        'bad-2,GB,GBP,,,2,2026-02-30,,,,,',
        'ok-1,US,USD,CPI (MoM),Feb,3,2026-03-11T12:30:00Z,,,,%,',
        'bad-3,US,USD,CPI,Feb,3',
      ),
    );

    expect(rows).toHaveLength(1);
    expect(errors).toEqual([
      'line 3: country "USA" must be an ISO 3166 code the calendars know (US, EU, GB, JP, CN, DE, FR, IT, ES, NL, BE, AT, IE, PT, FI, GR, CH, SE, NO, DK, PL, CA, AU, NZ, HK, SG, KR, TW, IN, ID, BR, MX, AR, ZA, TR, SA, RU)',
      'line 3: importance must be 1, 2 or 3',
      'line 3: scheduled_at "2026-03-11T08:30:00" must be an instant with its offset (2026-03-06T08:30:00-05:00) or a date for an all-day event',
      'line 3: currency "usd" must be three upper-case letters (ISO 4217: USD, EUR)',
      'line 3: actual "abc" must be a number or empty',
      'line 3: unit "pct" must be one of \'\', %, K, M, B, T',
      'line 3: higher_is_better "maybe" must be true, false or empty',
      'line 4: event is empty',
      'line 4: scheduled_at "2026-02-30" must be an instant with its offset (2026-03-06T08:30:00-05:00) or a date for an all-day event',
      'line 5: external_id "ok-1" is already on line 2',
      'line 6: 6 fields, the header has 12',
    ]);
  });

  it('checks the other kinds’ values', () => {
    expect(
      parseCalendarCsv(
        'earnings',
        csv('earnings', 'e1,aapl,,2026-04-31,evening,Q5 2026,x,,,,-1,USD'),
      ).errors,
    ).toEqual([
      'line 2: fiscal_quarter "Q5 2026" must look like Q3 2026 or be empty',
      'line 2: symbol "aapl" must be 1 to 15 upper-case letters, digits, dots or hyphens (AAPL, SAP.DE)',
      'line 2: date "2026-04-31" must be a date such as 2026-03-06',
      'line 2: time "evening" must be one of before_open, after_close, during, unknown',
      'line 2: eps_actual "x" must be a number or empty',
      'line 2: market_cap "-1" must be a positive number or empty',
    ]);
    expect(
      parseCalendarCsv('dividends', csv('dividends', 'd1,KO,,2026-03-13,0,USD,weekly,,2026-13-01'))
        .errors,
    ).toEqual([
      'line 2: amount "0" must be a positive number',
      'line 2: frequency "weekly" must be one of monthly, quarterly, semiannual, annual, irregular',
      'line 2: payment_date "2026-13-01" must be a date such as 2026-03-06',
    ]);
    expect(
      parseCalendarCsv('splits', csv('splits', 's1,F,,2026-03-20,2,2', 's2,F,,2026-03-20,0,1.5'))
        .errors,
    ).toEqual([
      'line 2: numerator and denominator must differ (1-for-1 is no split)',
      'line 3: numerator "0" must be a whole number from 1',
      'line 3: denominator "1.5" must be a whole number from 1',
    ]);
    expect(
      parseCalendarCsv('ipos', csv('ipos', 'i1,,nwrb,NASDAQ,2026-03-19,18,16,,,USD,filed')).errors,
    ).toEqual([
      'line 2: price_low must not be above price_high',
      'line 2: company is empty',
      'line 2: symbol "nwrb" must be 1 to 15 upper-case letters, digits, dots or hyphens (AAPL, SAP.DE)',
      'line 2: status "filed" must be one of expected, priced, withdrawn',
    ]);
  });

  it('refuses a wrong header, an empty file and broken quoting', () => {
    expect(parseCalendarCsv('splits', 'external_id,symbol,company,date,ratio\n').errors).toEqual([
      'line 1: missing columns numerator, denominator',
      'line 1: unknown column "ratio" (expected external_id,symbol,company,date,numerator,denominator)',
    ]);
    expect(parseCalendarCsv('splits', csv('splits')).errors).toEqual([
      'line 2: the file has no rows',
    ]);
    expect(parseCalendarCsv('ipos', '').errors).toEqual([
      'line 1: the file is empty, a header is expected',
    ]);
    const [broken] = parseCalendarCsv('splits', csv('splits', 's1,F,"Ford,2026-03-20,1,10')).errors;
    expect(broken).toMatch(/^line 2: not valid CSV \(Quote Not Closed/);
  });
});

describe.each(drivers)('importCalendar on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  const repository = () => new CalendarDataRepository(db());

  it('loads each example file, linking the tickers TapeTV lists', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const microsoft = await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft Corporation' });
    const coke = await createSymbol(db(), { symbol: 'KO', name: 'The Coca-Cola Company' });

    for (const kind of CALENDAR_KINDS) {
      const counts = await importCalendar(db(), repository(), kind, example(kind));
      expect(counts.updated, kind).toBe(0);
      expect(counts.inserted, kind).toBeGreaterThanOrEqual(2);
    }

    expect(await db().$count(economicEvents)).toBe(5);
    const earnings = await db().select().from(earningsEvents).orderBy(asc(earningsEvents.id));
    expect(earnings.map((row) => [row.symbol, row.symbolId, row.company, row.source])).toEqual([
      ['AAPL', apple.id, 'Apple Inc.', 'csv'],
      // An empty company takes the listed symbol's name.
      ['MSFT', microsoft.id, 'Microsoft Corporation', 'csv'],
      ['SAP.DE', null, 'SAP SE', 'csv'],
    ]);
    const dividends = await db().select().from(dividendEvents).orderBy(asc(dividendEvents.id));
    expect(dividends[0]).toMatchObject({ symbolId: coke.id, frequency: 'quarterly', amount: 0.51 });
    const splits = await db().select().from(splitEvents).orderBy(asc(splitEvents.id));
    expect(splits.map((row) => [row.numerator, row.denominator])).toEqual([
      [10, 1],
      [1, 10],
    ]);
    expect(await db().$count(ipoEvents)).toBe(3);
  });

  it('writes nothing from a file with a bad row, and says which', async () => {
    const text = csv(
      'economic',
      'ok-1,US,USD,CPI (YoY),Feb,3,2026-03-11T08:30:00-04:00,2.9,2.8,2.7,%,true',
      'ok-2,US,USD,Core CPI (YoY),Feb,3,2026-03-11T08:30:00-04:00,3.1,3.0,3.0,%,true',
      'bad,US,USD,PPI (MoM),Feb,7,2026-03-12T08:30:00-04:00,,,,%,true',
    );

    const refused = importCalendar(db(), repository(), 'economic', text);

    await expect(refused).rejects.toBeInstanceOf(CalendarImportError);
    await expect(refused).rejects.toMatchObject({
      errors: ['line 4: importance must be 1, 2 or 3'],
    });
    expect(await db().$count(economicEvents)).toBe(0);
  });

  it('updates a re-imported row in place by its external id', async () => {
    await importCalendar(db(), repository(), 'ipos', example('ipos'));
    const before = await db().select().from(ipoEvents).orderBy(asc(ipoEvents.id));

    const counts = await importCalendar(
      db(),
      repository(),
      'ipos',
      csv(
        'ipos',
        'northwind-2026,Northwind Robotics Inc.,NWRB,NASDAQ,2026-03-19,16,18,18.5,18000000,USD,priced',
        'kestrel-2026,Kestrel Space Systems,KSTR,NASDAQ,2026-04-09,22,25,,15000000,USD,expected',
      ),
    );

    expect(counts).toEqual({ inserted: 1, updated: 1 });
    const after = await db().select().from(ipoEvents).orderBy(asc(ipoEvents.id));
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ id: before[0]?.id, status: 'priced', price: 18.5 });
    expect(after[3]).toMatchObject({ externalId: 'kestrel-2026', source: 'csv' });
  });
});
