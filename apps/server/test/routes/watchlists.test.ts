import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  follows,
  groups,
  postSymbols,
  posts,
  type WatchlistPrivacy,
  watchlistSymbols,
  watchlists,
} from '../../src/db/schema/index.ts';
import { PRO_ONLY_MESSAGE } from '../../src/lib/errors.ts';
import {
  WATCHLIST_IDEAS_MAX,
  WATCHLIST_NOT_FOUND,
  WATCHLIST_OWNER_ONLY,
} from '../../src/modules/watchlists/watchlists.service.ts';
import {
  DEFAULT_WATCHLIST_TITLE,
  PRO_PICK_PREVIEW,
  ProPicks,
  TRENDING_SYMBOLS_MAX,
  TrendingSymbols,
  type TrendingSymbolsView,
  WATCHLIST_COPIED,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLISTS_MAX,
  Watchlist,
  WatchlistDone,
  WatchlistList,
  WatchlistSymbols,
  type WatchlistSymbolsView,
  type WatchlistView,
} from '../../src/schemas/watchlists.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol, type MemberAttributes } from '../helpers/factories.ts';

// Tuesday 6 January 2026, 16:00 UTC: "today" for the talk counts starts at 00:00 UTC that day.
const NOW = Date.UTC(2026, 0, 6, 16);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const PRIVACIES: readonly WatchlistPrivacy[] = ['private', 'followers', 'public'];

interface Done {
  success: boolean;
  message: string;
  watchlist: WatchlistView;
}

describe.each(drivers)('watchlists on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
  });

  const member = (overrides: Partial<MemberAttributes> = {}) =>
    loggedInMember(app, db(), overrides);

  /** Creates a list through the API and returns it. */
  async function create(
    agent: Agent,
    title: string,
    extra: { description?: string; privacy_option?: WatchlistPrivacy } = {},
  ): Promise<WatchlistView> {
    const response = await agent.post('/api/watchlist', { title, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as Done).watchlist;
  }

  /** Adds a symbol through the API (to the member's first list without `watchlistId`). */
  const add = (agent: Agent, symbolId: number, watchlistId?: number) =>
    agent.post('/api/watchlist/symbol', {
      symbol_id: symbolId,
      ...(watchlistId === undefined ? {} : { watchlist_id: watchlistId }),
    });

  /** A list written straight to the database, with its symbols in order. */
  async function listRow(
    userId: number,
    attributes: Partial<typeof watchlists.$inferInsert> = {},
    symbolIds: readonly number[] = [],
  ) {
    const [row] = await db()
      .insert(watchlists)
      .values({ userId, title: 'A list', ...attributes })
      .returning();
    if (!row) throw new Error('no watchlist');
    if (symbolIds.length > 0)
      await db()
        .insert(watchlistSymbols)
        .values(
          symbolIds.map((symbolId, position) => ({ watchlistId: row.id, symbolId, position })),
        );
    return row;
  }

  /** The member's lists as stored: [id, position], in position order. */
  const storedLists = async (userId: number) =>
    (
      await db()
        .select({ id: watchlists.id, position: watchlists.position })
        .from(watchlists)
        .where(eq(watchlists.userId, userId))
        .orderBy(asc(watchlists.position), asc(watchlists.id))
    ).map((row) => [row.id, row.position]);

  /** The list's symbols as stored: [symbolId, position], in position order. */
  const storedSymbols = async (watchlistId: number) =>
    (
      await db()
        .select({ id: watchlistSymbols.symbolId, position: watchlistSymbols.position })
        .from(watchlistSymbols)
        .where(eq(watchlistSymbols.watchlistId, watchlistId))
        .orderBy(asc(watchlistSymbols.position), asc(watchlistSymbols.symbolId))
    ).map((row) => [row.id, row.position]);

  /** Positions are exactly 0…n-1 in stored order. */
  const expectNumbered = (rows: number[][]) =>
    expect(rows.map((row) => row[1])).toEqual(rows.map((_, i) => i));

  const follow = (followerId: number, followeeId: number) =>
    db().insert(follows).values({ followerId, followeeId });

  /** An hour of Tuesday 6 January 2026 (UTC), the quotes clock's day. */
  const today = (hour: number) => new Date(Date.UTC(2026, 0, 6, hour));

  /** A post by `userId` naming the symbols, written straight to the tables (talk counts). */
  async function talkPost(
    userId: number,
    createdAt: Date,
    symbolIds: number[],
    extra: { sentiment?: 'bullish' | 'bearish'; groupId?: number } = {},
  ) {
    const [row] = await db()
      .insert(posts)
      .values({ userId, text: 'talk', createdAt, ...extra })
      .returning();
    if (!row) throw new Error('no post');
    await db()
      .insert(postSymbols)
      .values(symbolIds.map((symbolId, position) => ({ postId: row.id, symbolId, position })));
  }

  async function tickers() {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const microsoft = await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft' });
    const nvidia = await createSymbol(db(), { symbol: 'NVDA', name: 'NVIDIA' });
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
    return { apple, microsoft, nvidia, bitcoin };
  }

  describe('access', () => {
    it('answers 401 to a visitor and 419 to a write without the CSRF token', async () => {
      const visitor = createAgent(app);
      expect((await visitor.get('/api/watchlist/')).statusCode).toBe(401);
      expect((await visitor.get('/api/watchlist/ideas')).statusCode).toBe(401);
      expect((await visitor.post('/api/watchlist', { title: 'Mine' })).statusCode).toBe(401);

      const { agent, row } = await member();
      const forged = await agent.post('/api/watchlist', { title: 'Forged' }, { csrf: false });
      expect(forged.statusCode).toBe(419);
      expect(await storedLists(row.id)).toEqual([]);
    });
  });

  describe('POST /api/watchlist', () => {
    it('creates an empty private list at the end of the member’s lists', async () => {
      const { agent, row } = await member({ name: 'Dana Demo' });
      const first = await create(agent, 'Tech');

      const response = await agent.post('/api/watchlist', {
        title: '  Income  ',
        description: ' Dividends ',
        privacy_option: 'public',
      });

      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as Done;
      expect(Value.Check(WatchlistDone, body)).toBe(true);
      expect(body).toMatchObject({ success: true, message: 'Watchlist created.' });
      expect(body.watchlist).toEqual({
        id: expect.any(Number),
        title: 'Income',
        description: 'Dividends',
        watchlist_symbols: [],
        symbol_positions: [],
        privacy_option: 'public',
        position: 1,
        symbol_count: 0,
        owner: { id: row.id, name: 'Dana Demo', user_name: row.userName, avatar: DEFAULT_AVATAR },
        is_owner: true,
        curated: false,
        pro_pick: false,
        locked: false,
        copies_count: 0,
        copied_from_id: null,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
      expect(first).toMatchObject({ position: 0, privacy_option: 'private' });
      expect(await storedLists(row.id)).toEqual([
        [first.id, 0],
        [body.watchlist.id, 1],
      ]);
    });

    it('refuses a blank title (422) and a list beyond WATCHLISTS_MAX (422, naming the limit)', async () => {
      const { agent, row } = await member();

      const blank = await agent.post('/api/watchlist', { title: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.title).toBeDefined();
      const long = await agent.post('/api/watchlist', { title: 'x'.repeat(61) });
      expect(long.statusCode).toBe(422);

      for (let i = 0; i < WATCHLISTS_MAX; i += 1)
        await listRow(row.id, { title: `List ${i}`, position: i });
      const over = await agent.post('/api/watchlist', { title: 'One more' });

      expect(over.statusCode).toBe(422);
      expect(over.json().message).toContain(String(WATCHLISTS_MAX));
      expect(await db().$count(watchlists, eq(watchlists.userId, row.id))).toBe(WATCHLISTS_MAX);
    });
  });

  describe('GET /api/watchlist/', () => {
    it('lists the caller’s lists in their order with their symbols, in a constant number of queries', async () => {
      const { agent, row } = await member();
      const { apple, microsoft, nvidia } = await tickers();
      const empty = await agent.get('/api/watchlist/');
      expect(empty.json()).toEqual({ hasUserWatchlist: false, watchlistDetails: [] });

      const tech = await create(agent, 'Tech');
      const other = await create(agent, 'Other');
      await add(agent, nvidia.id, tech.id);
      await add(agent, apple.id, tech.id);
      await add(agent, microsoft.id, other.id);
      for (let i = 0; i < 4; i += 1) await create(agent, `Spare ${i}`);
      await agent.put('/api/watchlist/update-positions', {
        positions: [
          other.id,
          ...(await storedLists(row.id)).map(([id]) => id).filter((id) => id !== other.id),
        ],
      });
      const ofUser = vi.spyOn(app.repositories.watchlists, 'ofUser');
      const symbolsOf = vi.spyOn(app.repositories.watchlists, 'symbolsOf');
      const byIds = vi.spyOn(app.repositories.watchlists, 'byIds');

      const response = await agent.get('/api/watchlist/');

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Value.Check(WatchlistList, body)).toBe(true);
      expect(body.hasUserWatchlist).toBe(true);
      const details = body.watchlistDetails as WatchlistView[];
      expect(details.map((list) => list.title)).toEqual([
        'Other',
        'Tech',
        'Spare 0',
        'Spare 1',
        'Spare 2',
        'Spare 3',
      ]);
      expect(details.map((list) => list.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(details[1]?.symbol_positions).toEqual([nvidia.id, apple.id]);
      expect(details[1]?.watchlist_symbols.map((symbol) => symbol.symbol)).toEqual([
        'NVDA',
        'AAPL',
      ]);
      expect(details[1]?.symbol_count).toBe(2);
      expect(details[0]?.watchlist_symbols[0]).toMatchObject({
        symbol_id: microsoft.id,
        symbol: 'MSFT',
        company_name: 'Microsoft',
        type: 'stocks',
      });
      // One statement for the lists, one for all their symbols, none per list.
      expect(ofUser).toHaveBeenCalledTimes(1);
      expect(symbolsOf).toHaveBeenCalledTimes(1);
      expect(byIds).not.toHaveBeenCalled();
    });

    it('answers 404 for an unknown member', async () => {
      const { agent } = await member();

      const response = await agent.get('/api/watchlist/', { query: { user_id: '999999' } });

      expect(response.statusCode).toBe(404);
    });
  });

  describe('visibility', () => {
    it('shows the owner every list, a follower followers and public ones, anyone else public ones; never reveals or lets others change them', async () => {
      const owner = await member({ name: 'Owner' });
      const follower = await member({ name: 'Follower' });
      const stranger = await member({ name: 'Stranger' });
      await follow(follower.row.id, owner.row.id);
      const { apple, microsoft } = await tickers();
      const lists = new Map<WatchlistPrivacy, WatchlistView>();
      for (const privacy of PRIVACIES) {
        const list = await create(owner.agent, `${privacy} list`, { privacy_option: privacy });
        expect((await add(owner.agent, apple.id, list.id)).statusCode).toBe(201);
        lists.set(privacy, list);
      }
      const seen: Record<string, readonly WatchlistPrivacy[]> = {
        owner: PRIVACIES,
        follower: ['followers', 'public'],
        stranger: ['public'],
      };

      for (const [name, viewer] of [
        ['owner', owner],
        ['follower', follower],
        ['stranger', stranger],
      ] as const) {
        const own = name === 'owner';
        const listed = await viewer.agent.get('/api/watchlist/', {
          query: { user_id: String(owner.row.id) },
        });
        expect(listed.statusCode).toBe(200);
        expect(
          (listed.json().watchlistDetails as WatchlistView[]).map((list) => list.privacy_option),
          name,
        ).toEqual(seen[name]);
        expect(listed.json().hasUserWatchlist).toBe(true);

        for (const privacy of PRIVACIES) {
          const list = lists.get(privacy);
          if (!list) throw new Error('no list');
          const visible = seen[name]?.includes(privacy) ?? false;
          const label = `${name} / ${privacy}`;
          const symbols = await viewer.agent.get(`/api/watchlist/symbols/${list.id}`);
          expect(symbols.statusCode, label).toBe(visible ? 200 : 404);
          const edit = await viewer.agent.get(`/api/watchlist/editWatchlistData/${list.id}`);
          expect(edit.statusCode, label).toBe(own ? 200 : visible ? 403 : 404);
          if (own) continue;

          // Every write by someone else: 403 on a list they see, 404 on one they do not.
          const refusal = visible ? 403 : 404;
          const message = visible ? WATCHLIST_OWNER_ONLY : WATCHLIST_NOT_FOUND;
          const writes = [
            await add(viewer.agent, microsoft.id, list.id),
            await viewer.agent.put(`/api/watchlist/update/${list.id}`, { title: 'Mine now' }),
            await viewer.agent.delete(
              `/api/watchlist/symbol?id=${apple.id}&watchlist_id=${list.id}`,
            ),
            await viewer.agent.delete(`/api/watchlist/deletewatchlist?id=${list.id}`),
            await viewer.agent.put('/api/watchlist/update-privacy', {
              watchlist_id: list.id,
              privacy_option: 'private',
            }),
          ];
          for (const write of writes) {
            expect(write.statusCode, `${label}: ${write.body}`).toBe(refusal);
            expect(write.json().message).toBe(message);
          }
          const copied = await viewer.agent.post('/api/watchlist/copyWatchlist', {
            watchlist_id: list.id,
          });
          expect(copied.statusCode, label).toBe(visible ? 201 : 404);
        }
      }
      // Nothing the others tried changed the owner's lists.
      const after = (await owner.agent.get('/api/watchlist/')).json()
        .watchlistDetails as WatchlistView[];
      expect(after.map((list) => [list.title, list.privacy_option, list.symbol_positions])).toEqual(
        PRIVACIES.map((privacy) => [`${privacy} list`, privacy, [apple.id]]),
      );
      // Another member's private lists never appear, even to a follower.
      expect(after.every((list) => list.is_owner)).toBe(true);
    });
  });

  describe('POST /api/watchlist/symbol', () => {
    it('makes “My watchlist” for a member without one, then adds to their first list', async () => {
      const { agent, row } = await member();
      const { apple, microsoft } = await tickers();

      const first = await add(agent, apple.id);

      expect(first.statusCode, first.body).toBe(201);
      const body = first.json() as Done;
      expect(Value.Check(WatchlistDone, body)).toBe(true);
      expect(body.message).toBe(`AAPL added to ${DEFAULT_WATCHLIST_TITLE}.`);
      expect(body.watchlist).toMatchObject({
        title: DEFAULT_WATCHLIST_TITLE,
        privacy_option: 'private',
        position: 0,
        symbol_positions: [apple.id],
      });

      const later = await create(agent, 'Later');
      const second = await add(agent, microsoft.id);
      expect(second.statusCode).toBe(201);
      expect((second.json() as Done).watchlist).toMatchObject({
        id: body.watchlist.id,
        symbol_positions: [apple.id, microsoft.id],
      });
      expect(await storedSymbols(body.watchlist.id)).toEqual([
        [apple.id, 0],
        [microsoft.id, 1],
      ]);
      expect(await storedSymbols(later.id)).toEqual([]);
      expect(await storedLists(row.id)).toEqual([
        [body.watchlist.id, 0],
        [later.id, 1],
      ]);
    });

    it('adds to the list named, at its end', async () => {
      const { agent } = await member();
      const { apple, microsoft } = await tickers();
      await create(agent, 'First');
      const second = await create(agent, 'Second');

      await add(agent, microsoft.id, second.id);
      const response = await add(agent, apple.id, second.id);

      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe('AAPL added to Second.');
      expect(await storedSymbols(second.id)).toEqual([
        [microsoft.id, 0],
        [apple.id, 1],
      ]);
    });

    it('refuses an unknown symbol (404, no list made), one already there (409) and one past the limit (422)', async () => {
      const { agent, row } = await member();
      const { apple } = await tickers();

      const unknown = await add(agent, 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No Symbol found');
      expect(await storedLists(row.id)).toEqual([]);

      const list = (await add(agent, apple.id).then((r) => r.json() as Done)).watchlist;
      const twice = await add(agent, apple.id, list.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('AAPL is already in this watchlist.');
      const unknownList = await add(agent, apple.id, 999_999);
      expect(unknownList.statusCode).toBe(404);

      const full = await listRow(row.id, { title: 'Full', position: 1 });
      const many = [];
      for (let i = 0; i < WATCHLIST_SYMBOLS_MAX; i += 1) many.push(await createSymbol(db()));
      await db()
        .insert(watchlistSymbols)
        .values(
          many.map((symbol, position) => ({ watchlistId: full.id, symbolId: symbol.id, position })),
        );
      const over = await add(agent, apple.id, full.id);
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toContain(String(WATCHLIST_SYMBOLS_MAX));
      expect(await db().$count(watchlistSymbols, eq(watchlistSymbols.watchlistId, full.id))).toBe(
        WATCHLIST_SYMBOLS_MAX,
      );
    });
  });

  describe('PUT /api/watchlist/update/{id}', () => {
    it('renames the list, changes its description and reorders its symbols', async () => {
      const { agent } = await member();
      const { apple, microsoft, nvidia } = await tickers();
      const list = await create(agent, 'Tech');
      for (const symbol of [apple, microsoft, nvidia]) await add(agent, symbol.id, list.id);

      const response = await agent.put(`/api/watchlist/update/${list.id}`, {
        title: '  Big tech ',
        description: 'Mega caps',
        symbol_positions: [nvidia.id, apple.id, microsoft.id],
      });

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as Done;
      expect(Value.Check(WatchlistDone, body)).toBe(true);
      expect(body.watchlist).toMatchObject({
        title: 'Big tech',
        description: 'Mega caps',
        symbol_positions: [nvidia.id, apple.id, microsoft.id],
      });
      expect(body.watchlist.watchlist_symbols.map((symbol) => symbol.symbol)).toEqual([
        'NVDA',
        'AAPL',
        'MSFT',
      ]);
      expect(Date.parse(body.watchlist.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(list.updated_at),
      );
      expect(await storedSymbols(list.id)).toEqual([
        [nvidia.id, 0],
        [apple.id, 1],
        [microsoft.id, 2],
      ]);
      const edit = await agent.get(`/api/watchlist/editWatchlistData/${list.id}`);
      expect(Value.Check(Watchlist, edit.json())).toBe(true);
      expect(edit.json()).toMatchObject({ title: 'Big tech', is_owner: true });
    });

    it('refuses a blank title and any order that is not every symbol once (422), changing nothing', async () => {
      const { agent } = await member();
      const { apple, microsoft, nvidia, bitcoin } = await tickers();
      const list = await create(agent, 'Tech');
      for (const symbol of [apple, microsoft, nvidia]) await add(agent, symbol.id, list.id);

      const blank = await agent.put(`/api/watchlist/update/${list.id}`, { title: '  ' });
      expect(blank.statusCode).toBe(422);
      for (const order of [
        [apple.id, microsoft.id],
        [apple.id, microsoft.id, nvidia.id, bitcoin.id],
        [apple.id, apple.id, microsoft.id],
        [apple.id, microsoft.id, bitcoin.id],
      ]) {
        const response = await agent.put(`/api/watchlist/update/${list.id}`, {
          title: 'Renamed',
          symbol_positions: order,
        });
        expect(response.statusCode, JSON.stringify(order)).toBe(422);
        expect(response.json().message).toBe('The order must name every symbol of the list once.');
      }
      const empty = await agent.put(`/api/watchlist/update/${list.id}`, {});
      expect(empty.statusCode).toBe(422);

      expect(await storedSymbols(list.id)).toEqual([
        [apple.id, 0],
        [microsoft.id, 1],
        [nvidia.id, 2],
      ]);
      const [stored] = await db().select().from(watchlists).where(eq(watchlists.id, list.id));
      expect(stored?.title).toBe('Tech');
    });
  });

  describe('DELETE /api/watchlist/symbol', () => {
    it('takes the symbol off and renumbers the rest; 404 when it is not on the list', async () => {
      const { agent } = await member();
      const { apple, microsoft, nvidia, bitcoin } = await tickers();
      const list = await create(agent, 'Tech');
      for (const symbol of [apple, microsoft, nvidia]) await add(agent, symbol.id, list.id);

      const response = await agent.delete(
        `/api/watchlist/symbol?id=${microsoft.id}&watchlist_id=${list.id}`,
      );

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as Done;
      expect(Value.Check(WatchlistDone, body)).toBe(true);
      expect(body.message).toBe('MSFT removed from Tech.');
      expect(body.watchlist.symbol_positions).toEqual([apple.id, nvidia.id]);
      expect(await storedSymbols(list.id)).toEqual([
        [apple.id, 0],
        [nvidia.id, 1],
      ]);

      const absent = await agent.delete(
        `/api/watchlist/symbol?id=${bitcoin.id}&watchlist_id=${list.id}`,
      );
      expect(absent.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/watchlist/deletewatchlist', () => {
    it('deletes the list and renumbers the member’s others; its copies stay', async () => {
      const owner = await member();
      const other = await member();
      const { apple } = await tickers();
      const [a, b, c] = [
        await create(owner.agent, 'A'),
        await create(owner.agent, 'B', { privacy_option: 'public' }),
        await create(owner.agent, 'C'),
      ];
      await add(owner.agent, apple.id, b.id);
      const copy = await other.agent.post('/api/watchlist/copyWatchlist', { watchlist_id: b.id });
      expect(copy.statusCode).toBe(201);

      const response = await owner.agent.delete(`/api/watchlist/deletewatchlist?id=${b.id}`);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Watchlist deleted.' });
      expect(await storedLists(owner.row.id)).toEqual([
        [a.id, 0],
        [c.id, 1],
      ]);
      const kept = (copy.json() as Done).watchlist;
      const [stored] = await db().select().from(watchlists).where(eq(watchlists.id, kept.id));
      expect(stored?.copiedFromId).toBeNull();
      expect(await storedSymbols(kept.id)).toEqual([[apple.id, 0]]);
      const again = await owner.agent.delete(`/api/watchlist/deletewatchlist?id=${b.id}`);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('PUT /api/watchlist/update-positions', () => {
    it('puts the member’s lists in the order given; refuses anything but every one of their ids once (422)', async () => {
      const { agent, row } = await member();
      const stranger = await member();
      const theirs = await create(stranger.agent, 'Theirs', { privacy_option: 'public' });
      const [a, b, c] = [
        await create(agent, 'A'),
        await create(agent, 'B'),
        await create(agent, 'C'),
      ].map((list) => list.id);

      const response = await agent.put('/api/watchlist/update-positions', {
        positions: [c, a, b],
      });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Watchlists reordered.',
        positions: [c, a, b],
      });
      expect(await storedLists(row.id)).toEqual([
        [c, 0],
        [a, 1],
        [b, 2],
      ]);
      for (const positions of [[c, a], [c, a, b, theirs.id], [c, c, a], [c, a, theirs.id], []]) {
        const refused = await agent.put('/api/watchlist/update-positions', { positions });
        expect(refused.statusCode, JSON.stringify(positions)).toBe(422);
        expect(refused.json().message).toBe(
          'The order must name every one of your watchlists once.',
        );
      }
      expect(await storedLists(row.id)).toEqual([
        [c, 0],
        [a, 1],
        [b, 2],
      ]);
      expect(await storedLists(stranger.row.id)).toEqual([[theirs.id, 0]]);
    });
  });

  describe('PUT /api/watchlist/update-privacy', () => {
    it('sets the privacy and answers it as selectedPrivacy; refuses an unknown value (422)', async () => {
      const { agent } = await member();
      const list = await create(agent, 'Mine');

      const response = await agent.put('/api/watchlist/update-privacy', {
        watchlist_id: list.id,
        privacy_option: 'followers',
      });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Privacy updated.',
        selectedPrivacy: 'followers',
      });
      const bad = await agent.put('/api/watchlist/update-privacy', {
        watchlist_id: list.id,
        privacy_option: 'friends',
      });
      expect(bad.statusCode).toBe(422);
      const [stored] = await db().select().from(watchlists).where(eq(watchlists.id, list.id));
      expect(stored?.privacyOption).toBe('followers');
    });
  });

  describe('POST /api/watchlist/copyWatchlist', () => {
    it('copies a visible list into a new private one at the end; the two stay independent', async () => {
      const owner = await member({ name: 'Owner' });
      const reader = await member();
      const { apple, microsoft, nvidia, bitcoin } = await tickers();
      const source = await create(owner.agent, 'AI leaders', {
        description: 'Chips and models',
        privacy_option: 'public',
      });
      for (const symbol of [nvidia, microsoft, apple]) await add(owner.agent, symbol.id, source.id);
      const mine = await create(reader.agent, 'Mine');

      const response = await reader.agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: source.id,
      });

      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as Done;
      expect(Value.Check(WatchlistDone, body)).toBe(true);
      expect(body.message).toBe(WATCHLIST_COPIED);
      const copy = body.watchlist;
      expect(copy).toMatchObject({
        title: 'AI leaders',
        description: 'Chips and models',
        privacy_option: 'private',
        position: 1,
        symbol_positions: [nvidia.id, microsoft.id, apple.id],
        owner: { id: reader.row.id },
        is_owner: true,
        copied_from_id: source.id,
        copies_count: 0,
      });
      expect(copy.id).not.toBe(mine.id);
      const original = await owner.agent.get(`/api/watchlist/editWatchlistData/${source.id}`);
      expect(original.json().copies_count).toBe(1);

      // Changing the copy leaves the original as it was…
      await add(reader.agent, bitcoin.id, copy.id);
      await reader.agent.delete(`/api/watchlist/symbol?id=${nvidia.id}&watchlist_id=${copy.id}`);
      await reader.agent.put(`/api/watchlist/update/${copy.id}`, {
        title: 'My AI',
        symbol_positions: [apple.id, microsoft.id, bitcoin.id],
      });
      expect(await storedSymbols(source.id)).toEqual([
        [nvidia.id, 0],
        [microsoft.id, 1],
        [apple.id, 2],
      ]);
      // …and changing the original leaves the copy.
      await owner.agent.delete(`/api/watchlist/symbol?id=${apple.id}&watchlist_id=${source.id}`);
      await owner.agent.put(`/api/watchlist/update/${source.id}`, { title: 'AI' });
      expect(await storedSymbols(copy.id)).toEqual([
        [apple.id, 0],
        [microsoft.id, 1],
        [bitcoin.id, 2],
      ]);
      const copied = (
        await reader.agent.get(`/api/watchlist/editWatchlistData/${copy.id}`)
      ).json() as WatchlistView;
      expect(copied.title).toBe('My AI');
      expect(
        (await owner.agent.get(`/api/watchlist/editWatchlistData/${source.id}`)).json().title,
      ).toBe('AI');

      // A second copy by another member counts too.
      const third = await member();
      await third.agent.post('/api/watchlist/copyWatchlist', { watchlist_id: source.id });
      expect(
        (await owner.agent.get(`/api/watchlist/editWatchlistData/${source.id}`)).json()
          .copies_count,
      ).toBe(2);
    });

    it('names the copy as asked, adding “ (copy)” when the member has a list of that title', async () => {
      const { agent, row } = await member();
      const source = await create(agent, 'Tech');

      const own = await agent.post('/api/watchlist/copyWatchlist', { watchlist_id: source.id });
      expect((own.json() as Done).watchlist.title).toBe('Tech (copy)');
      const named = await agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: source.id,
        title: ' Growth ',
      });
      expect((named.json() as Done).watchlist.title).toBe('Growth');
      const long = await listRow(row.id, { title: 'L'.repeat(60), position: 3 });
      const longCopy = await agent.post('/api/watchlist/copyWatchlist', { watchlist_id: long.id });
      expect(longCopy.statusCode, longCopy.body).toBe(201);
      expect((longCopy.json() as Done).watchlist.title).toBe(`${'L'.repeat(53)} (copy)`);
    });

    it('refuses a list the member may not see (404), a locked pro pick (403) and a copy beyond WATCHLISTS_MAX (422)', async () => {
      const owner = await member();
      const reader = await member();
      const pro = await member({ isPro: true });
      const { apple } = await tickers();
      const hidden = await create(owner.agent, 'Hidden');
      const pick = await listRow(
        owner.row.id,
        { title: 'Pick', privacyOption: 'public', proPick: true, curated: true, position: 1 },
        [apple.id],
      );

      const unseen = await reader.agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: hidden.id,
      });
      expect(unseen.statusCode).toBe(404);
      expect(unseen.json().message).toBe(WATCHLIST_NOT_FOUND);
      const locked = await reader.agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: pick.id,
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toEqual({ code: 'PRO_ONLY', message: PRO_ONLY_MESSAGE });
      const byPro = await pro.agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: pick.id,
      });
      expect(byPro.statusCode).toBe(201);
      expect((byPro.json() as Done).watchlist).toMatchObject({
        pro_pick: false,
        curated: false,
        locked: false,
        symbol_positions: [apple.id],
      });

      for (let i = 0; i < WATCHLISTS_MAX; i += 1)
        await listRow(reader.row.id, { title: `List ${i}`, position: i });
      const public_ = await create(owner.agent, 'Open', { privacy_option: 'public' });
      const over = await reader.agent.post('/api/watchlist/copyWatchlist', {
        watchlist_id: public_.id,
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toContain(String(WATCHLISTS_MAX));
      expect(await db().$count(watchlists, eq(watchlists.userId, reader.row.id))).toBe(
        WATCHLISTS_MAX,
      );
    });
  });

  describe('GET /api/watchlist/ideas', () => {
    it('lists the curated public lists by id, then members’ public lists with symbols, most copied first, then newest', async () => {
      const desk = await createMember(db(), { name: 'TapeTV Desk' });
      const someone = await createMember(db());
      const { agent } = await member();
      const { apple } = await tickers();
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      const curatedFirst = await listRow(desk.id, {
        title: 'Curated 1',
        privacyOption: 'public',
        curated: true,
        createdAt: at(1),
      });
      const curatedSecond = await listRow(
        desk.id,
        { title: 'Curated 2', privacyOption: 'public', curated: true, createdAt: at(5) },
        [apple.id],
      );
      await listRow(desk.id, { title: 'Curated private', curated: true }, [apple.id]);
      await listRow(
        desk.id,
        { title: 'Pro pick', privacyOption: 'public', curated: true, proPick: true },
        [apple.id],
      );
      const older = await listRow(
        someone.id,
        { title: 'Older', privacyOption: 'public', createdAt: at(2) },
        [apple.id],
      );
      const copied = await listRow(
        someone.id,
        { title: 'Copied', privacyOption: 'public', createdAt: at(1) },
        [apple.id],
      );
      const newer = await listRow(
        someone.id,
        { title: 'Newer', privacyOption: 'public', createdAt: at(3) },
        [apple.id],
      );
      await listRow(someone.id, { title: 'Empty', privacyOption: 'public' });
      await listRow(someone.id, { title: 'For followers', privacyOption: 'followers' }, [apple.id]);
      for (let i = 0; i < 2; i += 1)
        await listRow(desk.id, { title: `Copy ${i}`, copiedFromId: copied.id }, [apple.id]);

      const response = await agent.get('/api/watchlist/ideas');

      expect(response.statusCode).toBe(200);
      const data = response.json().data as WatchlistView[];
      expect(data.every((list) => Value.Check(Watchlist, list))).toBe(true);
      expect(data.map((list) => list.id)).toEqual([
        curatedFirst.id,
        curatedSecond.id,
        copied.id,
        newer.id,
        older.id,
      ]);
      expect(data[2]?.copies_count).toBe(2);
      expect(data.every((list) => !list.pro_pick && !list.is_owner)).toBe(true);
    });

    it(`shows at most ${WATCHLIST_IDEAS_MAX}`, async () => {
      const someone = await createMember(db());
      const { agent } = await member();
      const { apple } = await tickers();
      for (let i = 0; i < WATCHLIST_IDEAS_MAX + 3; i += 1)
        await listRow(someone.id, { title: `Idea ${i}`, privacyOption: 'public' }, [apple.id]);

      const response = await agent.get('/api/watchlist/ideas');

      expect(response.json().data).toHaveLength(WATCHLIST_IDEAS_MAX);
    });
  });

  describe('GET /api/watchlist/pro-picks', () => {
    it('gives a pro member the pro picks whole and anyone else a locked preview', async () => {
      const desk = await createMember(db());
      const many = [];
      for (let i = 0; i < PRO_PICK_PREVIEW + 2; i += 1) many.push(await createSymbol(db()));
      const ids = many.map((symbol) => symbol.id);
      const pick = await listRow(
        desk.id,
        { title: 'Semis', privacyOption: 'public', curated: true, proPick: true },
        ids,
      );
      await listRow(desk.id, { title: 'Not a pick', privacyOption: 'public' }, ids);
      await listRow(desk.id, { title: 'Private pick', proPick: true }, ids);
      const pro = await member({ isPro: true });
      const plain = await member();

      const full = await pro.agent.get('/api/watchlist/pro-picks');
      const preview = await plain.agent.get('/api/watchlist/pro-picks');

      expect(Value.Check(ProPicks, full.json())).toBe(true);
      expect(Value.Check(ProPicks, preview.json())).toBe(true);
      expect(full.json().isPro).toBe(true);
      expect(full.json().data).toEqual([
        expect.objectContaining({
          id: pick.id,
          locked: false,
          pro_pick: true,
          symbol_positions: ids,
          symbol_count: ids.length,
        }),
      ]);
      expect(preview.json().isPro).toBe(false);
      const [locked] = preview.json().data as WatchlistView[];
      expect(locked).toMatchObject({
        id: pick.id,
        locked: true,
        symbol_positions: ids.slice(0, PRO_PICK_PREVIEW),
        symbol_count: ids.length,
      });
      expect(locked?.watchlist_symbols).toHaveLength(PRO_PICK_PREVIEW);

      // The symbols call keeps to the preview too.
      const symbols = await plain.agent.get(`/api/watchlist/symbols/${pick.id}`);
      expect((symbols.json() as WatchlistSymbolsView).symbols.map((row) => row.symbol_id)).toEqual(
        ids.slice(0, PRO_PICK_PREVIEW),
      );
      const whole = await pro.agent.get(`/api/watchlist/symbols/${pick.id}`);
      expect((whole.json() as WatchlistSymbolsView).symbols).toHaveLength(ids.length);
    });
  });

  describe('GET /api/watchlist/symbols/{id}', () => {
    it('gives the symbols in order with figures, sparkline and today’s talk outside private groups', async () => {
      const { agent } = await member();
      const author = await createMember(db());
      const { apple, microsoft, nvidia } = await tickers();
      const list = await create(agent, 'Tech');
      for (const symbol of [nvidia, apple, microsoft]) await add(agent, symbol.id, list.id);
      const [open] = await db()
        .insert(groups)
        .values({ name: 'open', title: 'Open', privacy: 'public' })
        .returning();
      const [closed] = await db()
        .insert(groups)
        .values({ name: 'closed', title: 'Closed', privacy: 'private' })
        .returning();
      const post = talkPost.bind(null, author.id);
      await post(today(0), [apple.id, nvidia.id], { sentiment: 'bullish' });
      await post(today(9), [apple.id], { sentiment: 'bearish', groupId: open?.id });
      await post(today(15), [apple.id]);
      await post(today(10), [apple.id], { sentiment: 'bullish', groupId: closed?.id });
      await post(new Date(Date.UTC(2026, 0, 5, 23, 59)), [apple.id], { sentiment: 'bullish' });

      const response = await agent.get(`/api/watchlist/symbols/${list.id}`);

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as WatchlistSymbolsView;
      expect(Value.Check(WatchlistSymbols, body)).toBe(true);
      expect(body.id).toBe(list.id);
      expect(body.symbols.map((row) => row.symbol)).toEqual(['NVDA', 'AAPL', 'MSFT']);
      expect(body.symbols.map((row) => row.talk_today)).toEqual([
        { mentions: 1, bullish: 1, bearish: 0 },
        { mentions: 3, bullish: 1, bearish: 1 },
        { mentions: 0, bullish: 0, bearish: 0 },
      ]);
      for (const row of body.symbols) {
        expect(row.stats.price).toBeGreaterThan(0);
        expect(row.spark.length).toBeGreaterThan(0);
      }

      await agent.put(`/api/watchlist/update/${list.id}`, {
        symbol_positions: [microsoft.id, nvidia.id, apple.id],
      });
      const reordered = (
        await agent.get(`/api/watchlist/symbols/${list.id}`)
      ).json() as WatchlistSymbolsView;
      expect(reordered.symbols.map((row) => row.symbol)).toEqual(['MSFT', 'NVDA', 'AAPL']);
      expect((await agent.get('/api/watchlist/symbols/999999')).statusCode).toBe(404);
    });
  });

  describe('GET /api/trending-symbols', () => {
    it(`gives the ${TRENDING_SYMBOLS_MAX} symbols most named today outside private groups, with figures and talk`, async () => {
      const { agent } = await member();
      const author = await createMember(db());
      const { apple, microsoft, nvidia, bitcoin } = await tickers();
      const others = [];
      for (const symbol of ['AMD', 'INTC', 'META'])
        others.push(await createSymbol(db(), { symbol }));
      const [closed] = await db()
        .insert(groups)
        .values({ name: 'closed', title: 'Closed', privacy: 'private' })
        .returning();
      const post = talkPost.bind(null, author.id);
      const [amd, intel, meta] = others.map((row) => row.id) as [number, number, number];
      // Bitcoin 3, Apple 2 (+1 in a private group, +1 yesterday), then five symbols once each.
      await post(today(1), [bitcoin.id, apple.id], { sentiment: 'bullish' });
      await post(today(2), [bitcoin.id, apple.id], { sentiment: 'bearish' });
      await post(today(3), [bitcoin.id, nvidia.id, microsoft.id, amd, intel, meta]);
      await post(today(4), [apple.id], { groupId: closed?.id });
      await post(new Date(Date.UTC(2026, 0, 5, 23, 59)), [apple.id, meta]);

      const response = await agent.get('/api/trending-symbols');

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as TrendingSymbolsView;
      expect(Value.Check(TrendingSymbols, body)).toBe(true);
      expect(body.since).toBe('2026-01-06T00:00:00.000Z');
      // Ties (one mention each) by symbol id: the order the symbols were made in.
      expect(body.items.map((item) => item.symbol)).toEqual(['BTC', 'AAPL', 'MSFT', 'NVDA', 'AMD']);
      expect(body.items.slice(0, 2).map((item) => item.talk_today)).toEqual([
        { mentions: 3, bullish: 1, bearish: 1 },
        { mentions: 2, bullish: 1, bearish: 1 },
      ]);
      expect(body.items[0]?.stats.price).toBeGreaterThan(0);
    });

    it('is empty on a day nobody named a symbol', async () => {
      const { agent } = await member();

      const body = (await agent.get('/api/trending-symbols')).json() as TrendingSymbolsView;

      expect(body.items).toEqual([]);
    });
  });

  describe('concurrency', () => {
    /** Eight different orders of the ids (rotations, and their reversals). */
    const orders = (ids: readonly number[]) =>
      Array.from({ length: 8 }, (_, i) => {
        const rotated = [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)];
        return i % 2 === 0 ? rotated : rotated.reverse();
      });

    it('leaves one of eight concurrent list orders, numbered 0…n-1', async () => {
      const { agent, row } = await member();
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await create(agent, `List ${i}`)).id);
      const candidates = orders(ids);

      const responses = await Promise.all(
        candidates.map((positions) => agent.put('/api/watchlist/update-positions', { positions })),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(candidates.map(() => 200));
      const stored = await storedLists(row.id);
      expectNumbered(stored);
      expect(candidates).toContainEqual(stored.map(([id]) => id));
    });

    it('leaves one of eight concurrent symbol orders, numbered 0…n-1', async () => {
      const { agent } = await member();
      const list = await create(agent, 'Tech');
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const symbol = await createSymbol(db());
        await add(agent, symbol.id, list.id);
        ids.push(symbol.id);
      }
      const candidates = orders(ids);

      const responses = await Promise.all(
        candidates.map((order) =>
          agent.put(`/api/watchlist/update/${list.id}`, { symbol_positions: order }),
        ),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(candidates.map(() => 200));
      const stored = await storedSymbols(list.id);
      expectNumbered(stored);
      expect(candidates).toContainEqual(stored.map(([id]) => id));
    });

    it('adds concurrent symbols once each at 0…n-1, a symbol added three times at once only once', async () => {
      const { agent } = await member();
      const list = await create(agent, 'Tech');
      const ids: number[] = [];
      for (let i = 0; i < 8; i += 1) ids.push((await createSymbol(db())).id);
      const repeated = ids[0] ?? 0;

      const responses = await Promise.all([
        ...ids.map((id) => add(agent, id, list.id)),
        add(agent, repeated, list.id),
        add(agent, repeated, list.id),
      ]);

      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...ids.map(() => 201), 409, 409]);
      const stored = await storedSymbols(list.id);
      expectNumbered(stored);
      expect(stored.map(([id]) => id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        [...ids].sort((a, b) => a - b),
      );
    });

    it('makes one default list for two concurrent first adds', async () => {
      const { agent, row } = await member();
      const { apple, microsoft } = await tickers();

      const responses = await Promise.all([add(agent, apple.id), add(agent, microsoft.id)]);

      expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
      const lists = await db().select().from(watchlists).where(eq(watchlists.userId, row.id));
      expect(lists.map((list) => [list.title, list.position])).toEqual([
        [DEFAULT_WATCHLIST_TITLE, 0],
      ]);
      expect((await storedSymbols(lists[0]?.id ?? 0)).map(([id]) => id).sort()).toEqual(
        [apple.id, microsoft.id].sort(),
      );
    });

    it('keeps the member’s lists numbered 0…n-1 through concurrent creates, copies, deletes and reorders', async () => {
      const { agent, row } = await member();
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) ids.push((await create(agent, `List ${i}`)).id);

      const responses = await Promise.all([
        agent.post('/api/watchlist', { title: 'New 1' }),
        agent.delete(`/api/watchlist/deletewatchlist?id=${ids[1]}`),
        agent.post('/api/watchlist/copyWatchlist', { watchlist_id: ids[0] }),
        agent.put('/api/watchlist/update-positions', { positions: [...ids].reverse() }),
        agent.post('/api/watchlist', { title: 'New 2' }),
        agent.delete(`/api/watchlist/deletewatchlist?id=${ids[2]}`),
      ]);

      // The reorder may find the set changed (422); everything else succeeds.
      expect(responses.map((response) => response.statusCode)).toEqual([
        201,
        200,
        201,
        expect.toBeOneOf([200, 422]),
        201,
        200,
      ]);
      const stored = await storedLists(row.id);
      expect(stored).toHaveLength(5);
      expectNumbered(stored);
    });
  });

  describe('property', () => {
    type Op =
      | { kind: 'add'; symbol: number }
      | { kind: 'remove'; symbol: number }
      | { kind: 'reorder'; keys: number[] };
    const SYMBOLS = 5;
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), symbol: fc.nat({ max: SYMBOLS - 1 }) }),
      fc.record({ kind: fc.constant('remove' as const), symbol: fc.nat({ max: SYMBOLS - 1 }) }),
      fc.record({
        kind: fc.constant('reorder' as const),
        keys: fc.array(fc.integer(), { minLength: SYMBOLS, maxLength: SYMBOLS }),
      }),
    );

    it('keeps any sequence of adds, removals and reorders a permutation numbered 0…n-1, as a model predicts', async () => {
      const { agent } = await member();
      const ids: number[] = [];
      for (let i = 0; i < SYMBOLS; i += 1) ids.push((await createSymbol(db())).id);

      await fc.assert(
        fc.asyncProperty(fc.array(op, { maxLength: 8 }), async (ops) => {
          const list = await create(agent, 'Property');
          let model: number[] = [];
          for (const step of ops) {
            if (step.kind === 'reorder') {
              const key = (id: number) => step.keys[ids.indexOf(id)] ?? 0;
              const order = [...model].sort((a, b) => key(a) - key(b) || a - b);
              const response = await agent.put(`/api/watchlist/update/${list.id}`, {
                ...(order.length > 0 ? { symbol_positions: order } : { title: 'Property' }),
              });
              expect(response.statusCode).toBe(200);
              model = order;
              continue;
            }
            const id = ids[step.symbol] ?? 0;
            const present = model.includes(id);
            if (step.kind === 'add') {
              const response = await add(agent, id, list.id);
              expect(response.statusCode).toBe(present ? 409 : 201);
              if (!present) model.push(id);
            } else {
              const response = await agent.delete(
                `/api/watchlist/symbol?id=${id}&watchlist_id=${list.id}`,
              );
              expect(response.statusCode).toBe(present ? 200 : 404);
              model = model.filter((other) => other !== id);
            }
          }
          const stored = await storedSymbols(list.id);
          expectNumbered(stored);
          expect(stored.map(([id]) => id)).toEqual(model);
          const deleted = await agent.delete(`/api/watchlist/deletewatchlist?id=${list.id}`);
          expect(deleted.statusCode).toBe(200);
        }),
        { numRuns: 20 },
      );
    });
  });
});
