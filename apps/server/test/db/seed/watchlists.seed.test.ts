import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { symbols, users, watchlistSymbols, watchlists } from '../../../src/db/schema/index.ts';
import { seedDemoData } from '../../../src/db/seed/seed.ts';
import { DEMO_WATCHLISTS, TEAM_ACCOUNT } from '../../../src/db/seed/watchlists.seed.ts';
import { DEFAULT_WATCHLIST_TITLE } from '../../../src/schemas/watchlists.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';

describe.each(drivers)('the demo watchlists on %s', (driver) => {
  const database = useTestDatabase(driver);

  /** Every seeded list with its owner's user name and its tickers in order. */
  async function seeded() {
    const db = database.handle.db;
    const lists = await db
      .select({ list: watchlists, owner: users.userName })
      .from(watchlists)
      .innerJoin(users, eq(users.id, watchlists.userId))
      .orderBy(asc(watchlists.id));
    const links = await db
      .select({
        watchlistId: watchlistSymbols.watchlistId,
        position: watchlistSymbols.position,
        ticker: symbols.symbol,
      })
      .from(watchlistSymbols)
      .innerJoin(symbols, eq(symbols.id, watchlistSymbols.symbolId))
      .orderBy(asc(watchlistSymbols.watchlistId), asc(watchlistSymbols.position));
    return lists.map(({ list, owner }) => {
      const own = links.filter((link) => link.watchlistId === list.id);
      return {
        ...list,
        owner,
        tickers: own.map((link) => link.ticker),
        positions: own.map((link) => link.position),
      };
    });
  }

  it('gives the team account the curated ideas and the pro picks, every ticker a listed symbol', async () => {
    await seedDemoData(database.handle.db);
    const lists = await seeded();

    expect(lists).toHaveLength(DEMO_WATCHLISTS.length);
    for (const [index, expected] of DEMO_WATCHLISTS.entries()) {
      const list = lists[index];
      expect(list?.title).toBe(expected.title);
      expect(list?.owner).toBe(expected.owner);
      // Every ticker named exists in reference/symbols.csv, so none was left out.
      expect(list?.tickers, expected.title).toEqual(expected.tickers);
      expect(list?.positions).toEqual(expected.tickers.map((_, i) => i));
    }
    const team = lists.filter((list) => list.owner === TEAM_ACCOUNT.userName);
    const ideas = team.filter((list) => list.curated && !list.proPick);
    expect(ideas.map((list) => list.title)).toEqual(
      expect.arrayContaining([
        'Dividend aristocrats',
        'AI leaders',
        'Crypto majors',
        'Magnificent 7',
        'European champions',
        'Index trackers',
      ]),
    );
    expect(ideas.every((list) => list.privacyOption === 'public')).toBe(true);
    const proPicks = team.filter((list) => list.proPick);
    expect(proPicks.length).toBeGreaterThanOrEqual(2);
    expect(proPicks.length).toBeLessThanOrEqual(3);
    expect(proPicks.every((list) => list.privacyOption === 'public')).toBe(true);
    // The team's lists are numbered 0…n-1 like any member's.
    expect(team.map((list) => list.position)).toEqual(team.map((_, i) => i));
  });

  it('gives Dana a private first list and a public one, and Sam a public one', async () => {
    await seedDemoData(database.handle.db);
    const lists = await seeded();

    const dana = lists.filter((list) => list.owner === 'dana');
    expect(dana.map((list) => [list.title, list.privacyOption, list.position])).toEqual([
      [DEFAULT_WATCHLIST_TITLE, 'private', 0],
      ['Dividend income', 'public', 1],
    ]);
    expect(dana[0]?.tickers.length).toBeGreaterThanOrEqual(5);
    const sam = lists.filter((list) => list.owner === 'sam');
    expect(sam.map((list) => list.privacyOption)).toEqual(['public']);
    expect(sam[0]?.tickers.length).toBeGreaterThan(0);
  });
});
