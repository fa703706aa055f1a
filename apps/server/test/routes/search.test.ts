import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { follows, groupMembers, groups, type SymbolType } from '../../src/db/schema/index.ts';
import { searchText } from '../../src/lib/search-text.ts';
import { groupUrl } from '../../src/schemas/groups.ts';
import {
  GroupSearchResult,
  type GroupSearchResultView,
  MemberSearchResult,
  type MemberSearchResultView,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  SymbolSummary,
  type SymbolSummaryView,
} from '../../src/schemas/markets.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';

const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const SEARCHES = ['/api/symbol/search', '/api/searchGroups', '/api/searchMembers'] as const;
const DEFAULTS = [
  '/api/searchSymbol/default',
  '/api/searchGroups/default',
  '/api/searchMembers/default',
] as const;
/** Fixed, so a failure names a run that repeats (fast-check prints the path to shrink it again). */
const SEED = 20260105;

describe.each(drivers)('search on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let agent: Agent;
  let viewerId: number;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    const viewer = await loggedInMember(app, db(), { name: 'Viewer', userName: 'viewer' });
    agent = viewer.agent;
    viewerId = viewer.row.id;
  });

  async function results<T>(schema: TSchema, url: string, query?: Record<string, string>) {
    const response = await agent.get(url, query ? { query } : {});
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: T[] }>();
    expect(data.length).toBeLessThanOrEqual(SEARCH_RESULTS_MAX);
    for (const item of data) expect(Value.Check(schema, item), JSON.stringify(item)).toBe(true);
    return data;
  }
  const symbolsFor = (query: string, type?: SymbolType) =>
    results<SymbolSummaryView>(SymbolSummary, '/api/symbol/search', {
      query,
      ...(type ? { type } : {}),
    });
  const groupsFor = (query: string) =>
    results<GroupSearchResultView>(GroupSearchResult, '/api/searchGroups', { query });
  const membersFor = (query: string) =>
    results<MemberSearchResultView>(MemberSearchResult, '/api/searchMembers', { query });

  /** A group written straight to the database, with `members` members (made here). */
  async function groupRow(name: string, title: string, members = 0, avatar?: string) {
    const [group] = await db()
      .insert(groups)
      .values({ name, title, ...(avatar ? { avatar } : {}) })
      .returning();
    if (!group) throw new Error('no group');
    for (let i = 0; i < members; i += 1) {
      const member = await createMember(db());
      await db().insert(groupMembers).values({ groupId: group.id, userId: member.id });
    }
    return group;
  }

  /** A member with `followers` followers (made here). */
  async function memberRow(name: string, userName: string, followers = 0) {
    const member = await createMember(db(), { name, userName });
    for (let i = 0; i < followers; i += 1) {
      const follower = await createMember(db());
      await db().insert(follows).values({ followerId: follower.id, followeeId: member.id });
    }
    return member;
  }

  describe('access and validation', () => {
    it.each([...SEARCHES, ...DEFAULTS])('%s answers 401 to a visitor', async (url) => {
      const visitor = createAgent(app);
      const response = await visitor.get(url, { query: { query: 'app' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    });

    it.each(SEARCHES)('%s refuses a missing, empty or blank query with 422', async (url) => {
      for (const query of [undefined, '', '   ', '\t\n']) {
        const response = await agent.get(url, query === undefined ? {} : { query: { query } });
        expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(422);
        const body = response.json<{ code: string; message: string }>();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message).toMatch(/query/);
      }
    });

    it.each(SEARCHES)(
      '%s takes a query of at most the limit, and refuses a longer one',
      async (url) => {
        const longest = await agent.get(url, { query: { query: 'x'.repeat(SEARCH_QUERY_MAX) } });
        expect(longest.statusCode, longest.body).toBe(200);
        // Surrounding white space does not count; multi-unit characters count once.
        const padded = await agent.get(url, {
          query: { query: ` ${'🙂'.repeat(SEARCH_QUERY_MAX - 2)} ` },
        });
        expect(padded.statusCode, padded.body).toBe(200);

        const response = await agent.get(url, {
          query: { query: 'x'.repeat(SEARCH_QUERY_MAX + 1) },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: `The query must not be greater than ${SEARCH_QUERY_MAX} characters.`,
        });
      },
    );

    it('refuses an unknown symbol type with 422', async () => {
      const response = await agent.get('/api/symbol/search', {
        query: { query: 'app', type: 'bonds' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toMatch(/stocks, crypto, etf, indices/);
    });

    it('answers an empty list to a query that leaves nothing to compare', async () => {
      await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      expect(await symbolsFor('\u0301')).toEqual([]);
    });

    it('refuses a query holding a NUL character, like every call (422)', async () => {
      for (const url of ['/api/symbol/search', '/api/searchGroups', '/api/searchMembers']) {
        const response = await agent.get(url, { query: { query: 'a\u0000' } });
        expect(response.statusCode, url).toBe(422);
        expect(response.json().message).toBe('The query field must not contain the NUL character.');
      }
    });
  });

  describe('GET /api/symbol/search', () => {
    it('ranks the exact ticker, then ticker prefixes, then name words, then the rest', async () => {
      await createSymbol(db(), { symbol: 'MAPP', name: 'Map Apps Holdings' });
      await createSymbol(db(), { symbol: 'XYZ', name: 'Snapple Group' });
      await createSymbol(db(), { symbol: 'APPN', name: 'Appian' });
      await createSymbol(db(), { symbol: 'APP', name: 'AppLovin' });
      await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      await createSymbol(db(), { symbol: 'APPS', name: 'Digital Turbine' });
      await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft' });

      for (const query of ['app', 'APP', ' App ']) {
        const found = await symbolsFor(query);
        expect(found.map((row) => row.symbol)).toEqual([
          'APP',
          'APPN',
          'APPS',
          'MAPP',
          'AAPL',
          'XYZ',
        ]);
      }
    });

    it('counts a word after a sign as a word: Coca-Cola starts a word with "cola"', async () => {
      await createSymbol(db(), { symbol: 'PEP', name: 'Pepsicolanic' });
      await createSymbol(db(), { symbol: 'KO', name: 'Coca-Cola' });
      expect((await symbolsFor('cola')).map((row) => row.symbol)).toEqual(['KO', 'PEP']);
    });

    it('answers the summary: company_name for stocks only', async () => {
      const stock = await createSymbol(db(), {
        symbol: 'SAP.DE',
        name: 'SAP SE',
        country: 'DE',
        exchange: 'XETRA',
        region: 'europe',
        currency: 'EUR',
      });
      const coin = await createSymbol(db(), {
        symbol: 'SAPX',
        name: 'Sapphire Coin',
        type: 'crypto',
        country: 'WW',
        exchange: 'CRYPTO',
        region: 'global',
        sector: null,
      });

      expect(await symbolsFor('sap')).toEqual([
        {
          symbol_id: stock.id,
          symbol: 'SAP.DE',
          company_name: 'SAP SE',
          name: 'SAP SE',
          country: 'DE',
          exchange: 'XETRA',
          type: 'stocks',
          region: 'europe',
          sector: 'technology',
          currency: 'EUR',
        },
        {
          symbol_id: coin.id,
          symbol: 'SAPX',
          company_name: null,
          name: 'Sapphire Coin',
          country: 'WW',
          exchange: 'CRYPTO',
          type: 'crypto',
          region: 'global',
          sector: null,
          currency: 'USD',
        },
      ]);
    });

    it('narrows to one type', async () => {
      await createSymbol(db(), { symbol: 'BITF', name: 'Bitfarms' });
      await createSymbol(db(), { symbol: 'BTC', name: 'Bitcoin', type: 'crypto' });
      await createSymbol(db(), { symbol: 'IBIT', name: 'iShares Bitcoin Trust', type: 'etf' });

      expect((await symbolsFor('bit')).map((row) => row.symbol)).toEqual(['BITF', 'BTC', 'IBIT']);
      expect((await symbolsFor('bit', 'crypto')).map((row) => row.symbol)).toEqual(['BTC']);
      expect((await symbolsFor('bit', 'etf')).map((row) => row.symbol)).toEqual(['IBIT']);
      expect(await symbolsFor('bit', 'indices')).toEqual([]);
    });

    it('ignores accents and case: "nestle" finds Nestlé', async () => {
      await createSymbol(db(), { symbol: 'NESN.SW', name: 'Nestlé S.A.' });
      await createSymbol(db(), { symbol: 'NES', name: 'Nesting Co' });
      for (const query of ['nestle', 'NESTLÉ', 'Nestlé', 'nestle\u0301']) {
        expect(
          (await symbolsFor(query)).map((row) => row.symbol),
          query,
        ).toEqual(['NESN.SW']);
      }
    });

    it('answers an empty list when nothing matches (the client says "No Symbol found")', async () => {
      await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      expect(await symbolsFor('zzz')).toEqual([]);
    });

    it('takes LIKE wildcards literally: % matches only a %, _ only an _', async () => {
      await createSymbol(db(), { symbol: 'GLD', name: '100% Gold Fund' });
      await createSymbol(db(), { symbol: 'US_T', name: 'Treasury Notes' });
      await createSymbol(db(), { symbol: 'BSL', name: 'Back\\Slash Corp' });
      await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });

      expect((await symbolsFor('%')).map((row) => row.symbol)).toEqual(['GLD']);
      expect((await symbolsFor('0%')).map((row) => row.symbol)).toEqual(['GLD']);
      expect((await symbolsFor('% g')).map((row) => row.symbol)).toEqual(['GLD']);
      expect((await symbolsFor('_')).map((row) => row.symbol)).toEqual(['US_T']);
      expect((await symbolsFor('\\')).map((row) => row.symbol)).toEqual(['BSL']);
      expect(await symbolsFor('a%l')).toEqual([]);
      expect(await symbolsFor('a_pl')).toEqual([]);
    });

    it(`answers at most ${SEARCH_RESULTS_MAX}, in the data file's order among equals`, async () => {
      const made = [];
      for (let i = 0; i < SEARCH_RESULTS_MAX + 5; i += 1) {
        made.push(await createSymbol(db(), { symbol: `Q${i}X`, name: `Quartz ${i}` }));
      }
      const found = await symbolsFor('quartz');
      expect(found.map((row) => row.symbol_id)).toEqual(
        made.slice(0, SEARCH_RESULTS_MAX).map((row) => row.id),
      );
    });
  });

  describe('GET /api/searchSymbol/default', () => {
    it('lists the first 8 stocks, 4 crypto assets, 4 ETFs and 4 indices in file order', async () => {
      const made: Record<SymbolType, number[]> = { stocks: [], crypto: [], etf: [], indices: [] };
      // Interleaved, so the file's order and each type's order differ.
      for (let i = 0; i < 10; i += 1) {
        for (const type of ['indices', 'crypto', 'stocks', 'etf'] as const) {
          made[type].push((await createSymbol(db(), { type })).id);
        }
      }
      const found = await results<SymbolSummaryView>(SymbolSummary, '/api/searchSymbol/default');
      expect(found.map((row) => row.symbol_id)).toEqual([
        ...made.stocks.slice(0, 8),
        ...made.crypto.slice(0, 4),
        ...made.etf.slice(0, 4),
        ...made.indices.slice(0, 4),
      ]);

      const etfs = await results<SymbolSummaryView>(SymbolSummary, '/api/searchSymbol/default', {
        type: 'etf',
      });
      expect(etfs.map((row) => row.symbol_id)).toEqual(made.etf);
    });

    it('lists what there is when a type has few or none', async () => {
      const only = await createSymbol(db(), { type: 'crypto' });
      const found = await results<SymbolSummaryView>(SymbolSummary, '/api/searchSymbol/default');
      expect(found.map((row) => row.symbol_id)).toEqual([only.id]);
    });
  });

  describe('GET /api/searchGroups', () => {
    it('ranks the exact name, then name or title prefixes, then words, then the most members', async () => {
      const wordBusy = await groupRow('crypto-talk', 'Talk about Options', 3);
      const inside = await groupRow('macro-desk', 'Nooptions here', 9);
      const wordQuiet = await groupRow('the-desk', 'Weekly Options Lab', 0);
      const titlePrefix = await groupRow('lab-one', 'Options Lab', 0);
      const namePrefix = await groupRow('options-traders', 'Traders', 1);
      const exact = await groupRow('options', 'Plain', 0);
      await groupRow('stocks', 'Stocks only', 5);

      const found = await groupsFor('Options');
      expect(found.map((group) => group.id)).toEqual([
        exact.id,
        namePrefix.id,
        titlePrefix.id,
        wordBusy.id,
        wordQuiet.id,
        inside.id,
      ]);
      expect(found[0]).toEqual({
        id: exact.id,
        group_name: 'options',
        group_title: 'Plain',
        avatar: DEFAULT_AVATAR,
        url: groupUrl(exact.id, 'Plain'),
      });
    });

    it('ranks a match inside a word below word starts, then by members', async () => {
      const inside = await groupRow('bigtrade', 'Big', 9);
      const start = await groupRow('day-trade', 'Day', 0);
      const found = await groupsFor('trade');
      expect(found.map((group) => group.id)).toEqual([start.id, inside.id]);
    });

    it('ignores accents and case both ways, and shows the avatar', async () => {
      const cafe = await groupRow('cafe-club', 'Café Traders', 0, '/uploads/cafe.jpg');
      const upper = await groupRow('ecole', 'ÉCOLE DES MARCHÉS', 0);
      expect((await groupsFor('cafe traders')).map((group) => group.id)).toEqual([cafe.id]);
      expect((await groupsFor('CAFÉ')).map((group) => group.id)).toEqual([cafe.id]);
      expect((await groupsFor('marches')).map((group) => group.id)).toEqual([upper.id]);
      expect((await groupsFor('école des')).map((group) => group.id)).toEqual([upper.id]);
      expect((await groupsFor('cafe'))[0]?.avatar).toBe('/uploads/cafe.jpg');
    });

    it('takes wildcards and signs literally', async () => {
      const percent = await groupRow('up-club', 'Up 100% Club', 0);
      await groupRow('plain', 'Plain', 0);
      const dotted = await groupRow('s-and-p', 'S&P 500 (mini)', 0);
      expect((await groupsFor('%')).map((group) => group.id)).toEqual([percent.id]);
      expect(await groupsFor('_')).toEqual([]);
      expect(await groupsFor('.*')).toEqual([]);
      expect((await groupsFor('(mini)')).map((group) => group.id)).toEqual([dotted.id]);
      expect((await groupsFor('s&p 500')).map((group) => group.id)).toEqual([dotted.id]);
    });
  });

  describe('GET /api/searchGroups/default', () => {
    it('lists the groups with the most members, then the oldest', async () => {
      const one = await groupRow('one', 'One', 1);
      const three = await groupRow('three', 'Three', 3);
      const none = await groupRow('none', 'None', 0);
      const alsoOne = await groupRow('also-one', 'Also one', 1);
      const found = await results<GroupSearchResultView>(
        GroupSearchResult,
        '/api/searchGroups/default',
      );
      expect(found.map((group) => group.id)).toEqual([three.id, one.id, alsoOne.id, none.id]);
      expect(found[0]?.url).toBe(groupUrl(three.id, 'Three'));
    });
  });

  describe('GET /api/searchMembers', () => {
    it('ranks the exact user name, then prefixes, then words, then the most followers', async () => {
      const inside = await memberRow('Dana Pearson', 'dpearson', 4);
      const wordQuiet = await memberRow('Kim Ears', 'kim_e', 0);
      const wordBusy = await memberRow('Lee Earnest', 'lee', 2);
      const namePrefix = await memberRow('Earl Grey', 'grey', 0);
      const userPrefix = await memberRow('Someone', 'early_bird', 1);
      const exact = await memberRow('Not Ear', 'ear', 0);

      const found = await membersFor('ear');
      expect(found.map((member) => member.id)).toEqual([
        exact.id,
        userPrefix.id,
        namePrefix.id,
        wordBusy.id,
        wordQuiet.id,
        inside.id,
      ]);
      expect(found[0]).toEqual({
        id: exact.id,
        name: 'Not Ear',
        userName: 'ear',
        avatar: DEFAULT_AVATAR,
      });
    });

    it('ignores accents and case, and takes _ literally', async () => {
      const jose = await memberRow('José Álvarez', 'jalvarez');
      expect((await membersFor('jose alvarez')).map((member) => member.id)).toEqual([jose.id]);
      expect((await membersFor('ÁLVAREZ')).map((member) => member.id)).toEqual([jose.id]);

      const underscored = await memberRow('Under Score', 'under_score');
      const found = await membersFor('r_s');
      expect(found.map((member) => member.id)).toEqual([underscored.id]);
      expect(await membersFor('r%s')).toEqual([]);
    });
  });

  describe('GET /api/searchMembers/default', () => {
    it('lists the members with the most followers, never the viewer', async () => {
      const two = await memberRow('Two', 'two', 2);
      const five = await memberRow('Five', 'five', 5);
      // The viewer has the most followers of all, and is still left out.
      for (let i = 0; i < 6; i += 1) {
        const follower = await createMember(db());
        await db().insert(follows).values({ followerId: follower.id, followeeId: viewerId });
      }
      const found = await results<MemberSearchResultView>(
        MemberSearchResult,
        '/api/searchMembers/default',
      );
      expect(found.map((member) => member.id).slice(0, 2)).toEqual([five.id, two.id]);
      expect(found.map((member) => member.id)).not.toContain(viewerId);
      // Everyone else: Two, Five and the 13 followers made here (the viewer's 6 among them).
      expect(found).toHaveLength(15);
    });
  });

  describe('properties', () => {
    /** Whether a normalised query can match: something is left, and no NUL (not in any text). */
    const comparable = (term: string) => term.length > 0 && !term.includes('\u0000');
    // Letters with and without accents, signs LIKE and regular expressions treat specially, spaces.
    const nameCharacter = fc.constantFrom(
      ...'abcdeklmnoprstuxyzABEKLNOSZàéèêëïôöüçñÀÉÖÇ 0123456789-.&%_\\()*+?[]$^|',
    );
    const nameText = fc
      .string({ unit: nameCharacter, minLength: 1, maxLength: 14 })
      .map((text) => text.trim() || 'x');
    const ticker = fc.string({
      unit: fc.constantFrom(...'ABCDEKLMNOPRSTXYZ0123456789._'),
      minLength: 1,
      maxLength: 6,
    });

    /** Queries: pieces of the given texts (case changed or not), arbitrary Unicode, and signs. */
    const queries = (texts: readonly string[]) =>
      fc
        .oneof(
          fc
            .record({
              text: fc.constantFrom(...texts),
              start: fc.nat(),
              length: fc.integer({ min: 1, max: 8 }),
              upper: fc.boolean(),
            })
            .map(({ text, start, length, upper }) => {
              const from = start % text.length;
              const piece = text.slice(from, from + length);
              return upper ? piece.toUpperCase() : piece;
            }),
          fc.constantFrom(...texts),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
          fc.string({
            unit: fc.constantFrom('%', '_', '\\', '.', '*', 'a', ' ', 'é'),
            minLength: 1,
          }),
        )
        .filter((query) => query.trim().length > 0 && [...query.trim()].length <= SEARCH_QUERY_MAX);

    it('symbol search: every result contains the query, none is missed, an exact ticker is first', async () => {
      const rows = fc.sample(
        fc.uniqueArray(fc.record({ symbol: ticker, name: nameText }), {
          minLength: 40,
          maxLength: 40,
          selector: (row) => row.symbol,
        }),
        { seed: SEED, numRuns: 1 },
      )[0];
      if (!rows) throw new Error('no sample');
      const made: Awaited<ReturnType<typeof createSymbol>>[] = [];
      for (const row of rows) made.push(await createSymbol(db(), row));
      const texts = made.flatMap((row) => [row.symbol, row.name]);

      await fc.assert(
        fc.asyncProperty(queries(texts), async (query) => {
          const term = searchText(query.trim());
          const found = await symbolsFor(query);
          const matching = made.filter(
            (row) => comparable(term) && searchText(`${row.symbol} ${row.name}`).includes(term),
          );
          for (const row of found) expect(searchText(`${row.symbol} ${row.name}`)).toContain(term);
          expect(found).toHaveLength(Math.min(matching.length, SEARCH_RESULTS_MAX));
          const exact = made.find((row) => row.symbol.toLowerCase() === term);
          if (exact) expect(found[0]?.symbol_id).toBe(exact.id);
        }),
        { seed: SEED, numRuns: 150 },
      );
    });

    it('group and member search: every result contains the query, accents aside; none is missed', async () => {
      const texts = fc.sample(nameText, { seed: SEED, numRuns: 24 });
      const made: Awaited<ReturnType<typeof groupRow>>[] = [];
      const members = [{ name: 'Viewer', userName: 'viewer' }];
      for (const [i, text] of texts.entries()) {
        made.push(await groupRow(`group-${i}`, text));
        members.push(await createMember(db(), { name: text, userName: `m${i}_${text.length}` }));
      }

      await fc.assert(
        fc.asyncProperty(queries(texts), async (query) => {
          const term = searchText(query.trim());
          const foundGroups = await groupsFor(query);
          const matchingGroups = made.filter(
            (group) =>
              comparable(term) && searchText(`${group.name} ${group.title}`).includes(term),
          );
          for (const group of foundGroups) {
            expect(searchText(`${group.group_name} ${group.group_title}`)).toContain(term);
          }
          expect(foundGroups).toHaveLength(Math.min(matchingGroups.length, SEARCH_RESULTS_MAX));

          const foundMembers = await membersFor(query);
          const matchingMembers = members.filter(
            (member) =>
              comparable(term) && searchText(`${member.name} ${member.userName}`).includes(term),
          );
          for (const member of foundMembers) {
            expect(searchText(`${member.name} ${member.userName}`)).toContain(term);
          }
          expect(foundMembers).toHaveLength(Math.min(matchingMembers.length, SEARCH_RESULTS_MAX));
        }),
        { seed: SEED, numRuns: 100 },
      );
    });
  });
});
