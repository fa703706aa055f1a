import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dividendEvents,
  earningsEvents,
  economicEvents,
  ipoEvents,
  splitEvents,
  symbols,
} from '../../../src/db/schema/index.ts';
import { SAMPLE_WEEKS, seedCalendars } from '../../../src/db/seed/calendars.seed.ts';
import { seedDemoData } from '../../../src/db/seed/seed.ts';
import { seedSymbols } from '../../../src/db/seed/symbols.seed.ts';
import { DEMO_WATCHLISTS } from '../../../src/db/seed/watchlists.seed.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';

// Wednesday 11 March 2026, 15:00 UTC: the seed's week is 9–15 March.
const NOW = new Date('2026-03-11T15:00:00Z');
const WEEK = { from: '2026-03-09', to: '2026-03-15' };
const DAY_MS = 86_400_000;

describe.each(drivers)('the sample calendars seeded on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  it('has rows of every calendar this week, all labelled sample', async () => {
    await seedDemoData(db(), { now: NOW });

    const thisWeek = {
      economic: await db()
        .select()
        .from(economicEvents)
        .where(
          and(
            gte(economicEvents.scheduledAt, new Date(`${WEEK.from}T00:00:00Z`)),
            lte(economicEvents.scheduledAt, new Date(`${WEEK.to}T23:59:59Z`)),
          ),
        ),
      earnings: await db()
        .select()
        .from(earningsEvents)
        .where(and(gte(earningsEvents.date, WEEK.from), lte(earningsEvents.date, WEEK.to))),
      dividends: await db()
        .select()
        .from(dividendEvents)
        .where(and(gte(dividendEvents.exDate, WEEK.from), lte(dividendEvents.exDate, WEEK.to))),
      splits: await db()
        .select()
        .from(splitEvents)
        .where(and(gte(splitEvents.date, WEEK.from), lte(splitEvents.date, WEEK.to))),
      ipos: await db()
        .select()
        .from(ipoEvents)
        .where(and(gte(ipoEvents.date, WEEK.from), lte(ipoEvents.date, WEEK.to))),
    };
    for (const [kind, rows] of Object.entries(thisWeek)) {
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.source)), kind).toEqual(new Set(['sample']));
    }
    // About fifteen releases a weekday, from the eight economies.
    expect(thisWeek.economic.length).toBeGreaterThanOrEqual(5 * 12);
    expect(new Set(thisWeek.economic.map((row) => row.country))).toEqual(
      new Set(['US', 'EU', 'GB', 'JP', 'CN', 'DE', 'CA', 'AU']),
    );
    // Released figures until now, none after.
    const released = thisWeek.economic.filter((row) => row.actual !== null);
    expect(released.length).toBeGreaterThan(0);
    expect(released.every((row) => row.scheduledAt.getTime() <= NOW.getTime())).toBe(true);
    expect(
      thisWeek.economic.every(
        (row) => row.scheduledAt.getTime() <= NOW.getTime() || row.actual === null,
      ),
    ).toBe(true);
  });

  it('spans eight weeks either side of the seed’s week, payrolls the first Friday at 08:30 New York time', async () => {
    await seedDemoData(db(), { now: NOW });

    const economic = await db()
      .select()
      .from(economicEvents)
      .orderBy(asc(economicEvents.scheduledAt));
    const first = economic[0]?.scheduledAt.getTime() ?? 0;
    const last = economic.at(-1)?.scheduledAt.getTime() ?? 0;
    const weekStart = Date.UTC(2026, 2, 9);
    expect(first).toBeGreaterThanOrEqual(weekStart - SAMPLE_WEEKS * 7 * DAY_MS - DAY_MS);
    expect(last).toBeLessThan(weekStart + (SAMPLE_WEEKS + 1) * 7 * DAY_MS);
    const payrolls = economic.filter(
      (row) => row.event === 'Nonfarm Payrolls' && row.country === 'US',
    );
    // 13:30 UTC in winter (EST), 12:30 UTC once New York is on daylight time (from 8 March).
    // The window is 12 January to 10 May.
    expect(payrolls.map((row) => row.scheduledAt.toISOString())).toEqual([
      '2026-02-06T13:30:00.000Z',
      '2026-03-06T13:30:00.000Z',
      '2026-04-03T12:30:00.000Z',
      '2026-05-01T12:30:00.000Z',
    ]);
    expect(payrolls[1]).toMatchObject({
      importance: 3,
      unit: 'K',
      period: 'Feb',
      higherIsBetter: true,
    });
    expect(payrolls[1]?.actual).not.toBeNull();
    expect(payrolls[2]).toMatchObject({ actual: null, previous: payrolls[1]?.actual });
    const unemployment = economic.find(
      (row) => row.event === 'Unemployment Rate' && row.country === 'US',
    );
    expect(unemployment?.higherIsBetter).toBe(false);
    // Each indicator's releases share its key (its history).
    expect(new Set(payrolls.map((row) => row.eventKey))).toEqual(new Set(['us-nonfarm-payrolls']));
  });

  it('gives Dana’s watchlist earnings around the seed day, a reverse split and IPOs of each status', async () => {
    await seedDemoData(db(), { now: NOW });

    const dana = DEMO_WATCHLISTS.find((list) => list.owner === 'dana')?.tickers ?? [];
    const stocks = await db()
      .select({ id: symbols.id })
      .from(symbols)
      .where(and(inArray(symbols.symbol, [...dana]), eq(symbols.type, 'stocks')));
    const soon = await db()
      .select()
      .from(earningsEvents)
      .where(
        and(
          inArray(
            earningsEvents.symbolId,
            stocks.map((row) => row.id),
          ),
          gte(earningsEvents.date, '2026-03-08'),
          lte(earningsEvents.date, '2026-03-28'),
        ),
      );
    expect(new Set(soon.map((row) => row.symbol))).toEqual(
      new Set(['AAPL', 'MSFT', 'NVDA', 'TSLA']),
    );

    const splits = await db().select().from(splitEvents);
    expect(splits.filter((row) => row.numerator < row.denominator)).toHaveLength(1);
    expect(splits.every((row) => row.symbolId !== null)).toBe(true);
    const statuses = new Set((await db().select().from(ipoEvents)).map((row) => row.status));
    expect(statuses).toEqual(new Set(['expected', 'priced', 'withdrawn']));
    const dividends = await db().select().from(dividendEvents);
    expect(new Set(dividends.map((row) => row.frequency))).toEqual(
      new Set(['monthly', 'quarterly', 'semiannual', 'annual', 'irregular']),
    );
  });

  it('writes the same rows for the same moment, and nothing into tables that have rows', async () => {
    await seedSymbols(db());
    const written = await seedCalendars(db(), NOW);
    expect(written).toBeGreaterThan(1000);
    const rows = async () =>
      (await db().select().from(economicEvents).orderBy(asc(economicEvents.id))).map(
        ({ id: _id, updatedAt: _updatedAt, ...row }) => row,
      );
    const first = await rows();

    expect(await seedCalendars(db(), NOW)).toBe(0);
    expect(await rows()).toEqual(first);

    await db().delete(economicEvents);
    await db().delete(earningsEvents);
    await db().delete(dividendEvents);
    await db().delete(splitEvents);
    await db().delete(ipoEvents);
    await seedCalendars(db(), NOW);
    expect(await rows()).toEqual(first);
  });
});
