import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupMembers, groups, posts, users } from '../../src/db/schema/index.ts';
import { ProfileResponse, type ProfileView } from '../../src/schemas/users.ts';
import { buildTestApp, createAgent } from '../helpers/app.ts';
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

  async function member(overrides: { name?: string; userName?: string } = {}) {
    const row = await createMember(db(), overrides);
    const agent = createAgent(app);
    const login = await agent.post('/login', { email: row.email, password: row.password });
    expect(login.statusCode).toBe(200);
    return { row, agent };
  }

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
});
