import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  groupMembers,
  groups,
  reactions,
  reactionTypes,
  webinars,
} from '../../src/db/schema/index.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import type { EconomicInput } from '../../src/modules/calendar-data/calendar-data.repository.ts';
import { eventKeyOf } from '../../src/modules/calendar-data/calendar-source.ts';
import { seedLiveShows } from '../../src/modules/live/live-import.ts';
import type { SymbolRow } from '../../src/modules/symbols/symbols.repository.ts';
import {
  HOME_EVENTS,
  HOME_MOVERS_EACH_WAY,
  HOME_POST_TEXT_MAX,
  HOME_POSTS,
  HOME_STALE_SECONDS,
  HOME_WEBINARS,
  Home,
  type HomeView,
} from '../../src/schemas/home.ts';
import { TAPE_INDICES } from '../../src/schemas/markets.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';

// Wednesday 25 November 2026, 09:10 in New York (14:10 UTC): The Opening Tape is on air.
const NOW = Date.UTC(2026, 10, 25, 14, 10);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let sequence = 0;
const economicRow = (overrides: Partial<EconomicInput> = {}): EconomicInput => {
  sequence += 1;
  const event = overrides.event ?? `Release ${sequence}`;
  return {
    externalId: `home-${sequence}`,
    country: 'US',
    currency: 'USD',
    eventKey: eventKeyOf('US', event),
    event,
    period: 'Oct',
    importance: 3,
    scheduledAt: new Date(NOW + DAY),
    allDay: false,
    actual: null,
    forecast: 2.8,
    previous: 2.7,
    unit: '%',
    higherIsBetter: true,
    ...overrides,
  };
};

describe.each(drivers)('the visitors’ home page on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let visitor: Agent;

  beforeEach(async () => {
    await seedReactionTypes(db());
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
    vi.spyOn(app.services.live, 'now').mockImplementation(() => NOW);
    visitor = createAgent(app);
  });

  async function home(agent: Agent = visitor): Promise<HomeView> {
    const response = await agent.get('/api/home');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(`public, max-age=${HOME_STALE_SECONDS}`);
    const body = response.json();
    expect([...Value.Errors(Home, body)]).toEqual([]);
    return body as HomeView;
  }

  it('answers a visitor without a session, empty when nothing is there yet', async () => {
    const view = await home();

    expect(view).toMatchObject({
      markets: { indices: [], gainers: [], losers: [] },
      posts: [],
      live: { onAir: false, airings: [] },
      webinars: [],
      events: [],
      generated_at: new Date(NOW).toISOString(),
    });
  });

  it('shows the tape’s indices and the day’s largest gains and losses, with figures', async () => {
    for (let n = 1; n <= TAPE_INDICES + 1; n += 1) {
      await createSymbol(db(), { symbol: `IDX${n}`, type: 'indices', sector: null });
    }
    const changes = [0.5, -3, 2.5, 0, -0.2, 4, -1, 1.5, -6];
    const stocks: SymbolRow[] = [];
    for (const [n] of changes.entries()) stocks.push(await createSymbol(db(), { symbol: `S${n}` }));
    vi.spyOn(app.services.quotes, 'changesOf').mockImplementation(
      (rows) =>
        new Map(
          rows.map((row) => [row.id, changes[stocks.findIndex((s) => s.id === row.id)] ?? 0]),
        ),
    );

    const { markets } = await home();

    expect(markets.indices.map((quote) => quote.symbol)).toEqual(
      Array.from({ length: TAPE_INDICES }, (_, i) => `IDX${i + 1}`),
    );
    expect(HOME_MOVERS_EACH_WAY).toBe(3);
    expect(markets.gainers.map((quote) => quote.symbol)).toEqual(['S5', 'S2', 'S7']);
    expect(markets.losers.map((quote) => quote.symbol)).toEqual(['S8', 'S1', 'S6']);
    expect(markets.indices[0]?.stats).toMatchObject({ simulated: true, price: expect.any(Number) });
  });

  it('previews the most engaging posts outside groups, never a group’s, cut and without the viewer’s own', async () => {
    const { agent: author, row: authorRow } = await loggedInMember(app, db());
    const write = async (body: object) => {
      const response = await author.post('/api/posts', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>();
    };
    const [group] = await db()
      .insert(groups)
      .values({ name: 'insiders', title: 'Insiders', privacy: 'public' })
      .returning();
    if (!group) throw new Error('no group');
    const long = 'Long read on $TSLA. '.repeat(30).trim();
    const quiet = await write({ text: 'Quiet one' });
    const loud = await write({ text: long });
    const poll = await write({ text: 'Which way?', poll: { options: ['Up', 'Down'] } });
    const extra = await write({ text: 'Fourth' });
    const members = await Promise.all([1, 2, 3].map(() => createMember(db())));
    const types = await db().select().from(reactionTypes);
    const like = types.find((type) => type.name === 'like')?.id ?? 0;
    const react = (postId: number, count: number) =>
      db()
        .insert(reactions)
        .values(
          members.slice(0, count).map((m) => ({ userId: m.id, postId, reactionTypeId: like })),
        );
    await react(loud.id, 3);
    await react(poll.id, 2);
    await react(extra.id, 1);
    // The group's post is the most engaging of all, and still not shown to visitors.
    await db().insert(groupMembers).values({ groupId: group.id, userId: authorRow.id });
    const inGroup = await write({ text: 'Members only', group_id: group.id });
    await db()
      .insert(reactions)
      .values(members.map((m) => ({ userId: m.id, postId: inGroup.id, reactionTypeId: like })));

    const { posts } = await home();

    expect(HOME_POSTS).toBe(3);
    expect(posts.map((post) => post.id)).toEqual([loud.id, poll.id, extra.id]);
    expect(posts.map((post) => post.id)).not.toContain(quiet.id);
    const [first, second] = posts;
    expect([...(first?.text ?? '')]).toHaveLength(HOME_POST_TEXT_MAX);
    expect(first?.text.endsWith('…')).toBe(true);
    expect(long.startsWith(first?.text.slice(0, -1) ?? 'x')).toBe(true);
    expect(first?.symbols.map((symbol) => symbol.symbol)).toEqual([]);
    expect(first?.reaction_counts).toEqual([{ reaction_type_id: like, name: 'like', count: 3 }]);
    expect(first).toMatchObject({ has_media: false, comments_count: 0 });
    expect(second).toMatchObject({ text: 'Which way?', has_media: true });
    // Nothing of a viewer: no reactors, votes or images.
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'text',
        'createdAt',
        'user',
        'sentiment',
        'symbols',
        'reaction_counts',
        'comments_count',
        'has_media',
      ].sort(),
    );
  });

  it('lists the show on air and the next airings, upcoming webinars and this week’s big releases still to come', async () => {
    await seedLiveShows(db());
    const at = (hours: number) => new Date(NOW + hours * HOUR);
    await db()
      .insert(webinars)
      .values(
        ['ended', 'live', 'soon', 'later', 'much-later'].map((slug, index) => ({
          slug,
          title: `Webinar ${slug}`,
          host: 'TapeTV Desk',
          startsAt: at([-48, -0.5, 2, 26, 72][index] ?? 0),
          durationMinutes: 60,
          summary: 'About it.',
          level: 'beginner' as const,
          replayUrl: null,
          bodyHtml: '<p>Agenda.</p>',
        })),
      );
    await app.repositories.calendarData.upsert('economic', 'sample', [
      economicRow({ event: 'Released', scheduledAt: at(-2), actual: 3.1 }),
      economicRow({ event: 'Low', scheduledAt: at(3), importance: 1 }),
      ...Array.from({ length: HOME_EVENTS + 1 }, (_, i) =>
        economicRow({ event: `Big ${i + 1}`, scheduledAt: at(5 + i * 12) }),
      ),
      economicRow({ event: 'Next month', scheduledAt: at(30 * 24) }),
    ]);

    const view = await home();

    expect(view.live.airings[0]).toMatchObject({ show: 'opening-tape' });
    expect(Date.parse(view.live.airings[0]?.starts_at ?? '')).toBeLessThanOrEqual(NOW);
    expect(view.live.airings.length).toBeGreaterThan(1);
    const starts = view.live.airings.map((airing) => Date.parse(airing.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(view.webinars.map((webinar) => [webinar.slug, webinar.status])).toEqual([
      ['live', 'live'],
      ['soon', 'upcoming'],
      ['later', 'upcoming'],
    ]);
    expect(view.webinars).toHaveLength(HOME_WEBINARS);
    expect(view.events.map((event) => event.event)).toEqual(
      Array.from({ length: HOME_EVENTS }, (_, i) => `Big ${i + 1}`),
    );
    expect(view.events.every((event) => event.source === 'sample')).toBe(true);
  });

  it('is built once per stale period: a new post shows on the next build', async () => {
    const { agent: author } = await loggedInMember(app, db());
    const first = await home();
    expect(first.posts).toEqual([]);
    const created = await author.post('/api/posts', { text: 'Fresh take' });
    expect(created.statusCode).toBe(201);

    // A member reads the same answer as a visitor.
    expect((await home(author)).posts).toEqual([]);

    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow + HOME_STALE_SECONDS * 1000 + 1);
    expect((await home()).posts.map((post) => post.text)).toEqual(['Fresh take']);
  });
});
