import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupMembers, groups, postSymbols, posts } from '../../src/db/schema/index.ts';
import { SimulatedQuoteProvider } from '../../src/modules/quotes/simulated-provider.ts';
import type { SymbolRow } from '../../src/modules/symbols/symbols.repository.ts';
import {
  CALLS_LIST_SIZE,
  type CallView,
  ProfileCalls,
  type ProfileCallsView,
} from '../../src/schemas/calls.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';

// Tuesday 6 January 2026, 16:00 UTC: the simulator's prices at this instant are the "price now".
const NOW = Date.UTC(2026, 0, 6, 16);
const at = (minutes: number) => new Date(NOW - 86_400_000 + minutes * 60_000);

describe.each(drivers)('GET /api/profile/{userName}/calls on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let agent: Agent;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.services.quotes, 'now').mockReturnValue(NOW);
    ({ agent } = await loggedInMember(app, db()));
  });

  const priceNow = (row: SymbolRow) => new SimulatedQuoteProvider().stats(row, NOW).price;
  /** The price at posting from which the price now is a move of `changePct` percent. */
  const priceBefore = (row: SymbolRow, changePct: number) => priceNow(row) / (1 + changePct / 100);

  /** A post written straight to the database, naming `named` symbols at their prices then. */
  async function post(
    userId: number,
    sentiment: 'bullish' | 'bearish' | null,
    createdAt: Date,
    named: Array<{ symbol: SymbolRow; priceAtPost: number | null }>,
    groupId: number | null = null,
  ) {
    const [created] = await db()
      .insert(posts)
      .values({ userId, groupId, text: 'A call', sentiment, createdAt })
      .returning();
    if (!created) throw new Error('no post');
    for (const [position, { symbol, priceAtPost }] of named.entries()) {
      await db()
        .insert(postSymbols)
        .values({ postId: created.id, symbolId: symbol.id, priceAtPost, position });
    }
    return created.id;
  }

  async function callsOf(userName: string, as: Agent = agent): Promise<ProfileCallsView> {
    const response = await as.get(`/api/profile/${userName}/calls`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProfileCallsView;
    expect(Value.Check(ProfileCalls, body)).toBe(true);
    return body;
  }

  it('scores each call right, wrong or flat (bearish inverted), newest first, with a summary', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const bitcoin = await createSymbol(db(), {
      symbol: 'BTC',
      name: 'Bitcoin',
      type: 'crypto',
      exchange: 'CRYPTO',
      country: 'WW',
      region: 'global',
      sector: null,
      referencePrice: 60_000,
    });
    const author = await createMember(db());
    const other = await createMember(db());
    const bullRight = await post(author.id, 'bullish', at(1), [
      { symbol: apple, priceAtPost: priceBefore(apple, 5) },
    ]);
    const bearWrong = await post(author.id, 'bearish', at(2), [
      { symbol: apple, priceAtPost: priceBefore(apple, 5) },
    ]);
    const bearRight = await post(author.id, 'bearish', at(3), [
      { symbol: bitcoin, priceAtPost: priceBefore(bitcoin, -10) },
    ]);
    const bullFlat = await post(author.id, 'bullish', at(4), [
      { symbol: bitcoin, priceAtPost: priceBefore(bitcoin, 0.05) },
    ]);
    // Not calls: no price at posting, no sentiment, someone else's.
    await post(author.id, 'bullish', at(5), [{ symbol: apple, priceAtPost: null }]);
    await post(author.id, null, at(6), [{ symbol: apple, priceAtPost: 100 }]);
    await post(other.id, 'bullish', at(7), [{ symbol: apple, priceAtPost: 100 }]);
    // One post naming two symbols is two calls, in order of mention.
    const pair = await post(author.id, 'bullish', at(8), [
      { symbol: apple, priceAtPost: priceBefore(apple, -3) },
      { symbol: bitcoin, priceAtPost: priceNow(bitcoin) },
    ]);

    const { summary, calls } = await callsOf(author.userName);

    expect(calls.map((call) => [call.post_id, call.symbol.symbol, call.outcome])).toEqual([
      [pair, 'AAPL', 'wrong'],
      [pair, 'BTC', 'flat'],
      [bullFlat, 'BTC', 'flat'],
      [bearRight, 'BTC', 'right'],
      [bearWrong, 'AAPL', 'wrong'],
      [bullRight, 'AAPL', 'right'],
    ]);
    const byPost = (id: number) => calls.find((call) => call.post_id === id) as CallView;
    expect(byPost(bullRight)).toMatchObject({
      sentiment: 'bullish',
      symbol: {
        symbol_id: apple.id,
        symbol: 'AAPL',
        name: 'Apple Inc.',
        type: 'stocks',
        currency: 'USD',
      },
      price_now: priceNow(apple),
      created_at: at(1).toISOString(),
      simulated: true,
    });
    expect(byPost(bullRight).change_pct).toBeCloseTo(5, 9);
    expect(byPost(bullRight).return_pct).toBeCloseTo(5, 9);
    expect(byPost(bearWrong).change_pct).toBeCloseTo(5, 9);
    expect(byPost(bearWrong).return_pct).toBeCloseTo(-5, 9);
    expect(byPost(bearRight).return_pct).toBeCloseTo(10, 9);
    expect(byPost(bullFlat).return_pct).toBeCloseTo(0.05, 9);

    expect(summary).toMatchObject({ calls: 6, scored: 4, right: 2, wrong: 2, simulated: true });
    expect(summary.hit_rate).toBe(0.5);
    expect(summary.avg_return_pct).toBeCloseTo((5 - 5 + 10 - 3) / 4, 9);

    // The summary's SQL and the listed calls' rule agree.
    const scored = calls.filter((call) => call.outcome !== 'flat');
    expect(summary.scored).toBe(scored.length);
    expect(summary.right).toBe(calls.filter((call) => call.outcome === 'right').length);
    const mean = scored.reduce((sum, call) => sum + call.return_pct, 0) / scored.length;
    expect(summary.avg_return_pct).toBeCloseTo(mean, 9);
  });

  it(`lists the newest ${CALLS_LIST_SIZE} calls and summarises every one`, async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const author = await createMember(db());
    const total = CALLS_LIST_SIZE + 5;
    const created = await db()
      .insert(posts)
      .values(
        Array.from({ length: total }, (_, i) => ({
          userId: author.id,
          text: `Call ${i}`,
          sentiment: 'bullish' as const,
          createdAt: at(i),
        })),
      )
      .returning({ id: posts.id });
    await db()
      .insert(postSymbols)
      .values(
        created.map(({ id }) => ({
          postId: id,
          symbolId: apple.id,
          priceAtPost: priceBefore(apple, 2),
        })),
      );

    const { summary, calls } = await callsOf(author.userName);

    expect(calls).toHaveLength(CALLS_LIST_SIZE);
    expect(calls[0]?.created_at).toBe(at(total - 1).toISOString());
    expect(summary).toMatchObject({ calls: total, scored: total, right: total, wrong: 0 });
    expect(summary.hit_rate).toBe(1);
  });

  it('leaves out a private group’s calls for a viewer outside the group', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const insider = await loggedInMember(app, db());
    const [group] = await db()
      .insert(groups)
      .values({ name: 'desk', title: 'Desk', privacy: 'private' })
      .returning();
    if (!group) throw new Error('no group');
    await db()
      .insert(groupMembers)
      .values({ groupId: group.id, userId: insider.row.id, role: 'owner' });
    const open = await post(insider.row.id, 'bullish', at(1), [
      { symbol: apple, priceAtPost: priceBefore(apple, 4) },
    ]);
    const secret = await post(
      insider.row.id,
      'bearish',
      at(2),
      [{ symbol: apple, priceAtPost: priceBefore(apple, 4) }],
      group.id,
    );

    const outside = await callsOf(insider.row.userName);
    expect(outside.calls.map((call) => call.post_id)).toEqual([open]);
    expect(outside.summary).toMatchObject({ calls: 1, scored: 1, right: 1, wrong: 0 });

    const inside = await callsOf(insider.row.userName, insider.agent);
    expect(inside.calls.map((call) => call.post_id)).toEqual([secret, open]);
    expect(inside.summary).toMatchObject({ calls: 2, right: 1, wrong: 1 });
  });

  it('answers an empty list and a summary with nothing scored for a member without calls', async () => {
    const author = await createMember(db());

    expect(await callsOf(author.userName)).toEqual({
      summary: {
        calls: 0,
        scored: 0,
        right: 0,
        wrong: 0,
        hit_rate: null,
        avg_return_pct: null,
        simulated: false,
      },
      calls: [],
    });
  });

  it('answers hit rate and average null when every call is flat', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const author = await createMember(db());
    await post(author.id, 'bearish', at(1), [{ symbol: apple, priceAtPost: priceNow(apple) }]);

    const { summary, calls } = await callsOf(author.userName);

    expect(calls.map((call) => call.outcome)).toEqual(['flat']);
    expect(summary).toMatchObject({ calls: 1, scored: 0, hit_rate: null, avg_return_pct: null });
  });

  it('answers 404 for an unknown user name and 401 to a visitor', async () => {
    const author = await createMember(db());

    const unknown = await agent.get('/api/profile/nobody_here/calls');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'This member does not exist.',
    });

    const visitor = await createAgent(app).get(`/api/profile/${author.userName}/calls`);
    expect(visitor.statusCode).toBe(401);
  });
});
