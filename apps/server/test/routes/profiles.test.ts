import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { follows, groupMembers, groups, posts, users } from '../../src/db/schema/index.ts';
import { ProfileResponse, type ProfileView } from '../../src/schemas/users.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

describe.each(drivers)('profiles on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = (overrides: { name?: string; userName?: string } = {}) =>
    loggedInMember(app, db(), overrides);

  const profile = async (agent: ReturnType<typeof createAgent>, userName: string) => {
    const response = await agent.post(`/api/profileData/${userName}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProfileView>();
    expect(Value.Check(ProfileResponse, body)).toBe(true);
    return body;
  };

  it('answers one’s own profile with edit rights, the email and the default images', async () => {
    const { row, agent } = await member({ name: 'Ada Own', userName: 'ada_own' });
    const own = await profile(agent, 'ada_own');
    expect(own).toMatchObject({
      isOwnProfile: true,
      isFollowing: false,
      followersCount: 0,
      followingsCount: 0,
      userMedia: [],
      userProfile: {
        id: row.id,
        name: 'Ada Own',
        userName: 'ada_own',
        email: row.email,
        avatar: '/photos/d-avatar.jpg',
        cover: '/photos/d-cover.jpg',
      },
    });
  });

  it('answers another member’s profile: counts, lists with follow-back state, the viewer’s own lists, no email', async () => {
    const viewer = await member({ userName: 'viewer' });
    const star = await member({ name: 'Star Trader', userName: 'star' });
    const fan = await member({ userName: 'fan' });
    await db().update(users).set({ cover: '/uploads/cover.webp' }).where(eq(users.id, star.row.id));
    // fan follows star and viewer; star follows fan; viewer follows star and fan.
    await fan.agent.post(`/api/users/${star.row.id}/follow`);
    await fan.agent.post(`/api/users/${viewer.row.id}/follow`);
    await star.agent.post(`/api/users/${fan.row.id}/follow`);
    await viewer.agent.post(`/api/users/${fan.row.id}/follow`);

    let seen = await profile(viewer.agent, 'star');
    expect(seen.isOwnProfile).toBe(false);
    expect(seen.userProfile).not.toHaveProperty('email');
    expect(seen.userProfile.cover).toBe('/uploads/cover.webp');
    expect(seen).toMatchObject({ isFollowing: false, followersCount: 1, followingsCount: 1 });
    expect(seen.followerUserData).toEqual([
      expect.objectContaining({ id: fan.row.id, userName: 'fan', isFollowing: true }),
    ]);
    expect(seen.followingsUserData).toEqual([
      expect.objectContaining({ id: fan.row.id, isFollowing: true }),
    ]);
    // The "current" lists are the viewer's own.
    expect(seen.currentFollowingsUserData.map((user) => user.id)).toEqual([fan.row.id]);
    expect(seen.currentFollowerUserData.map((user) => [user.id, user.isFollowing])).toEqual([
      [fan.row.id, true],
    ]);

    await viewer.agent.post(`/api/users/${star.row.id}/follow`);
    seen = await profile(viewer.agent, 'star');
    expect(seen).toMatchObject({ isFollowing: true, followersCount: 2 });
    // Newest follow first.
    expect(seen.followerUserData.map((user) => user.id)).toEqual([viewer.row.id, fan.row.id]);
  });

  it('shows the images of the member’s posts the viewer may see, newest first', async () => {
    const viewer = await member();
    const author = await member({ userName: 'chartist' });
    const [group] = await db().insert(groups).values({ name: 'club', title: 'Club' }).returning();
    if (!group) throw new Error('no group');
    await db().insert(groupMembers).values({ groupId: group.id, userId: author.row.id });
    const [older, , hidden, newer] = await db()
      .insert(posts)
      .values([
        { userId: author.row.id, text: 'a', images: ['/uploads/a1.webp', '/uploads/a2.webp'] },
        { userId: author.row.id, text: 'no images' },
        { userId: author.row.id, text: 'club', groupId: group.id, images: ['/uploads/g.webp'] },
        { userId: author.row.id, text: 'b', images: ['/uploads/b.webp'] },
      ])
      .returning();
    const urls = (body: ProfileView) => body.userMedia.map((item) => [item.postId, item.url]);
    expect(urls(await profile(viewer.agent, 'chartist'))).toEqual([
      [newer?.id, '/uploads/b.webp'],
      [older?.id, '/uploads/a1.webp'],
      [older?.id, '/uploads/a2.webp'],
    ]);
    // The author is in the group: its post's image shows to them.
    expect(urls(await profile(author.agent, 'chartist'))).toContainEqual([
      hidden?.id,
      '/uploads/g.webp',
    ]);
  });

  it('answers 404 with a message for an unknown user name', async () => {
    const { agent } = await member();
    const response = await agent.post('/api/profileData/nobody_here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This member does not exist.' });
  });

  it('pages a member’s followers and followings, newest follow first, without gaps or repeats', async () => {
    const viewer = await member({ userName: 'pager' });
    const star = await member({ userName: 'paged_star' });
    const fans = [];
    for (let i = 0; i < 45; i++) fans.push(await createMember(db(), { userName: `fan_${i}` }));
    // Fans 0..44 follow the star; half of them at the same instant (ties are ordered by member id).
    const base = Date.UTC(2026, 0, 1);
    await db()
      .insert(follows)
      .values(
        fans.map((fan, i) => ({
          followerId: fan.id,
          followeeId: star.row.id,
          createdAt: new Date(base + (i < 20 ? 0 : i) * 1000),
        })),
      );
    await db()
      .insert(follows)
      .values(fans.slice(0, 3).map((fan) => ({ followerId: star.row.id, followeeId: fan.id })));
    await viewer.agent.post(`/api/users/${fans[44]?.id}/follow`);

    const seen: number[] = [];
    let lastUserId: number | undefined;
    for (let page = 0; page < 4; page++) {
      const query = lastUserId === undefined ? '' : `?lastUserId=${lastUserId}`;
      const response = await viewer.agent.get(`/api/users/${star.row.id}/followers${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: { id: number; isFollowing: boolean }[] }>();
      expect(data.length).toBe([20, 20, 5, 0][page]);
      seen.push(...data.map((user) => user.id));
      if (page === 0) expect(data[0]).toMatchObject({ id: fans[44]?.id, isFollowing: true });
      lastUserId = data.at(-1)?.id;
    }
    const expected = [
      ...fans
        .slice(20)
        .map((fan) => fan.id)
        .reverse(),
      ...fans
        .slice(0, 20)
        .map((fan) => fan.id)
        .sort((a, b) => b - a),
    ];
    expect(seen).toEqual(expected);

    const followings = await viewer.agent.get(`/api/users/${star.row.id}/followings`);
    expect(followings.statusCode).toBe(200);
    expect(
      followings
        .json<{ data: { id: number }[] }>()
        .data.map((user) => user.id)
        .sort((a, b) => a - b),
    ).toEqual(
      fans
        .slice(0, 3)
        .map((fan) => fan.id)
        .sort((a, b) => a - b),
    );
  });

  it('refuses the follow lists of an unknown member (404) and to visitors (401)', async () => {
    const { agent } = await member();
    const missing = await agent.get('/api/users/999999/followers');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This member does not exist.' });
    const visitor = await createAgent(app).get('/api/users/1/followings');
    expect(visitor.statusCode).toBe(401);
  });
});
