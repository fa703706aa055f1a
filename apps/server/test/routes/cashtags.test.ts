import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupMembers, groups, postSymbols } from '../../src/db/schema/index.ts';
import { SENTIMENT_NEEDS_CASHTAG } from '../../src/modules/posts/posts.service.ts';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';

interface PostJson {
  id: number;
  text: string;
  sentiment: 'bullish' | 'bearish' | null;
  symbols: { symbol_id: number; symbol: string; price_at_post: number | null }[];
}

describe.each(drivers)('cashtags in posts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  async function member() {
    // Past a new account's first day, when a post may name at most two cashtags.
    const row = await createMember(db(), { createdAt: new Date(Date.now() - 7 * 86_400_000) });
    const agent = createAgent(app);
    expect(
      (await agent.post('/login', { email: row.email, password: row.password })).statusCode,
    ).toBe(200);
    return { row, agent };
  }

  const stream = async (agent: ReturnType<typeof createAgent>, symbolId: number) => {
    const response = await agent.get(`/api/symbols/${symbolId}/posts`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { data: PostJson[] } }).data.data;
  };

  it('links the listed symbols a post names, keeps its call, and lists it in each symbol’s stream', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const sap = await createSymbol(db(), { symbol: 'SAP.DE', name: 'SAP SE', region: 'europe' });
    const { agent } = await member();
    const response = await agent.post('/api/posts', {
      text: 'Long $sap.de and $AAPL into earnings; $NOPE is not a symbol',
      sentiment: 'bullish',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as PostJson;
    expect(created.sentiment).toBe('bullish');
    expect(created.symbols.map((symbol) => symbol.symbol)).toEqual(['SAP.DE', 'AAPL']);
    // Each symbol's price as the post was written is kept with it.
    for (const symbol of created.symbols) expect(symbol.price_at_post).toBeGreaterThan(0);

    expect((await stream(agent, apple.id)).map((post) => post.id)).toEqual([created.id]);
    expect((await stream(agent, sap.id)).map((post) => post.id)).toEqual([created.id]);
    const feed = await agent.get('/api/user-feed');
    const inFeed = (feed.json() as { data: { data: PostJson[] } }).data.data[0];
    expect(inFeed?.symbols.map((symbol) => symbol.symbol)).toEqual(['SAP.DE', 'AAPL']);
  });

  it('refuses a bullish or bearish call without a listed symbol, writing nothing', async () => {
    await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft' });
    const { agent } = await member();
    for (const text of ['Markets look great', 'Buying $ZZZZ']) {
      const response = await agent.post('/api/posts', { text, sentiment: 'bearish' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { sentiment: [SENTIMENT_NEEDS_CASHTAG] } });
    }
    expect(await db().$count(postSymbols)).toBe(0);
    const bad = await agent.post('/api/posts', { text: '$MSFT', sentiment: 'sideways' });
    expect(bad.statusCode).toBe(422);
  });

  it('re-links symbols on edit, keeping a kept symbol’s price, and drops the call with the last symbol', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const tesla = await createSymbol(db(), { symbol: 'TSLA', name: 'Tesla' });
    const { agent } = await member();
    const created = (
      await agent.post('/api/posts', { text: '$AAPL', sentiment: 'bearish' })
    ).json() as PostJson;
    await db()
      .update(postSymbols)
      .set({ priceAtPost: 123.45 })
      .where(eq(postSymbols.postId, created.id));

    const edited = await agent.put(`/api/posts/${created.id}`, { text: '$TSLA over $AAPL' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as PostJson).symbols).toEqual([
      { symbol_id: tesla.id, symbol: 'TSLA', price_at_post: expect.any(Number) },
      { symbol_id: apple.id, symbol: 'AAPL', price_at_post: 123.45 },
    ]);
    expect((edited.json() as PostJson).sentiment).toBe('bearish');

    const cleared = await agent.put(`/api/posts/${created.id}`, { text: 'never mind' });
    expect(cleared.json()).toMatchObject({ sentiment: null, symbols: [] });
    expect(await stream(agent, apple.id)).toEqual([]);
  });

  it('shows a private group’s cashtag posts only to its members, and 404s an unknown symbol', async () => {
    const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    const insider = await member();
    const outsider = await member();
    const [group] = await db()
      .insert(groups)
      .values({ name: 'desk', title: 'Desk', privacy: 'private' })
      .returning();
    if (!group) throw new Error('no group');
    await db()
      .insert(groupMembers)
      .values({ groupId: group.id, userId: insider.row.id, role: 'owner' });
    const created = await insider.agent.post('/api/posts', { text: '$AAPL', group_id: group.id });
    expect(created.statusCode, created.body).toBe(201);

    expect(await stream(insider.agent, apple.id)).toHaveLength(1);
    expect(await stream(outsider.agent, apple.id)).toEqual([]);
    const unknown = await outsider.agent.get('/api/symbols/999999/posts');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No Symbol found' });
    expect((await createAgent(app).get(`/api/symbols/${apple.id}/posts`)).statusCode).toBe(401);
  });
});
