import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  comments,
  follows,
  groupMembers,
  groups,
  posts,
  reactions,
  reactionTypes,
} from '../../src/db/schema/index.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(drivers)('who to follow and popular now on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const viewer = () => loggedInMember(app, db(), { userName: 'newcomer' });

  it('suggests members not followed yet, recently active ones first, then the most followed; never the viewer', async () => {
    const me = await viewer();
    const active = await createMember(db(), { userName: 'active_star' });
    const dormant = await createMember(db(), { userName: 'dormant_star' });
    const activeSmall = await createMember(db(), { userName: 'active_small' });
    const followed = await createMember(db(), { userName: 'already_followed' });
    const fans = [];
    for (let i = 0; i < 5; i++) fans.push(await createMember(db(), { userName: `fan_${i}` }));
    const followRows = [
      ...fans.slice(0, 3).map((fan) => ({ followerId: fan.id, followeeId: active.id })),
      ...fans.map((fan) => ({ followerId: fan.id, followeeId: dormant.id })),
      { followerId: fans[0]?.id ?? 0, followeeId: activeSmall.id },
      { followerId: me.row.id, followeeId: followed.id },
    ];
    await db().insert(follows).values(followRows);
    await db()
      .insert(posts)
      .values([
        { userId: active.id, text: 'recent', createdAt: daysAgo(2) },
        { userId: activeSmall.id, text: 'recent too', createdAt: daysAgo(10) },
        { userId: dormant.id, text: 'long ago', createdAt: daysAgo(45) },
        { userId: followed.id, text: 'followed, recent', createdAt: daysAgo(1) },
      ]);

    const response = await me.agent.get('/api/users/suggested');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { id: number; followersCount: number }[] }>();
    expect(data).toHaveLength(5);
    expect(data.slice(0, 3).map((member) => [member.id, member.followersCount])).toEqual([
      [active.id, 3],
      [activeSmall.id, 1],
      [dormant.id, 5],
    ]);
    const ids = data.map((member) => member.id);
    expect(ids).not.toContain(me.row.id);
    expect(ids).not.toContain(followed.id);
    expect((await createAgent(app).get('/api/users/suggested')).statusCode).toBe(401);
  });

  it('ranks the last 7 days’ posts by engagement, leaving out older posts and groups the viewer is not in', async () => {
    const me = await viewer();
    await seedReactionTypes(db());
    const [type] = await db().select().from(reactionTypes).limit(1);
    const author = await createMember(db(), { userName: 'author' });
    const fans: Awaited<ReturnType<typeof createMember>>[] = [];
    for (let i = 0; i < 4; i++) fans.push(await createMember(db(), { userName: `reader_${i}` }));
    const [club] = await db().insert(groups).values({ name: 'club', title: 'Club' }).returning();
    const [mine] = await db().insert(groups).values({ name: 'mine', title: 'Mine' }).returning();
    await db()
      .insert(groupMembers)
      .values({ groupId: mine?.id ?? 0, userId: me.row.id });
    const [old, threeReactions, oneComment, quiet, privateHit, myGroup] = await db()
      .insert(posts)
      .values([
        { userId: author.id, text: 'old hit', createdAt: daysAgo(9) },
        { userId: author.id, text: 'three reactions', createdAt: daysAgo(3) },
        { userId: author.id, text: 'one comment', createdAt: daysAgo(2) },
        { userId: author.id, text: 'quiet', createdAt: daysAgo(1) },
        { userId: author.id, text: 'club hit', groupId: club?.id, createdAt: daysAgo(1) },
        { userId: author.id, text: 'my group', groupId: mine?.id, createdAt: daysAgo(1) },
      ])
      .returning();
    const react = (postId: number | undefined, readers: typeof fans) =>
      readers.map((fan) => ({ userId: fan.id, postId, reactionTypeId: type?.id ?? 0 }));
    await db()
      .insert(reactions)
      .values([
        ...react(old?.id, fans),
        ...react(threeReactions?.id, fans.slice(0, 3)),
        ...react(privateHit?.id, fans),
        ...react(myGroup?.id, fans.slice(0, 1)),
      ]);
    await db()
      .insert(comments)
      .values({ postId: oneComment?.id ?? 0, userId: fans[0]?.id ?? 0, text: 'Nice.' });

    const response = await me.agent.get('/api/popular-posts');
    expect(response.statusCode, response.body).toBe(200);
    // A page of posts is `{ data: { data: posts } }`, as every list of posts.
    const ids = response
      .json<{ data: { data: { id: number }[] } }>()
      .data.data.map((post) => post.id);
    expect(ids).toEqual([threeReactions?.id, oneComment?.id, myGroup?.id, quiet?.id]);
    expect((await createAgent(app).get('/api/popular-posts')).statusCode).toBe(401);
  });
});
