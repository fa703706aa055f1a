import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { follows, notifications } from '../../src/db/schema/index.ts';
import { buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

describe.each(drivers)('follow and unfollow on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let publish: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = (name?: string) => loggedInMember(app, db(), name ? { name } : {});

  const followerRows = (followeeId: number) =>
    db().select().from(follows).where(eq(follows.followeeId, followeeId));

  it('follows once: the count, the follower notification and NewFollower after the commit', async () => {
    const fan = await member('Fan Member');
    const star = await member('Star Trader');

    const followed = await fan.agent.post(`/api/users/${star.row.id}/follow`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toMatchObject({ success: true, followersCount: 1 });

    const [notification] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, star.row.id));
    expect(notification).toMatchObject({
      actorId: fan.row.id,
      kind: 'follower',
      url: `/profile/${fan.row.userName}`,
      title: 'Fan Member started following you',
    });
    expect(publish).toHaveBeenCalledWith(
      `private:users.${star.row.id}.notifications`,
      'NewFollower',
      {
        notification: expect.objectContaining({
          id: notification?.id,
          kind: 'follower',
          title: 'Fan Member started following you',
          read_at: null,
          user: { id: fan.row.id, name: 'Fan Member', avatar: '/photos/d-avatar.jpg' },
          followed_back: false,
        }),
        data: {
          id: fan.row.id,
          name: 'Fan Member',
          userName: fan.row.userName,
          avatar: '/photos/d-avatar.jpg',
        },
      },
    );

    // Twice is refused, and nothing more is written or published.
    const again = await fan.agent.post(`/api/users/${star.row.id}/follow`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You already follow Star Trader.' });
    expect(await followerRows(star.row.id)).toHaveLength(1);
    expect(await db().$count(notifications)).toBe(1);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('NewFollower says whether the followed member already follows the new follower', async () => {
    const a = await member('Member A');
    const b = await member('Member B');

    expect((await a.agent.post(`/api/users/${b.row.id}/follow`)).statusCode).toBe(200);
    expect((await b.agent.post(`/api/users/${a.row.id}/follow`)).statusCode).toBe(200);

    const events = (publish.mock.calls as [string, string, { notification: object }][]).map(
      ([channel, event, data]) => [channel, event, data.notification],
    );
    expect(events).toEqual([
      // B did not follow A yet.
      [
        `private:users.${b.row.id}.notifications`,
        'NewFollower',
        expect.objectContaining({
          kind: 'follower',
          user: expect.objectContaining({ id: a.row.id }),
          followed_back: false,
        }),
      ],
      // A already follows B: A's "Follow back" is done.
      [
        `private:users.${a.row.id}.notifications`,
        'NewFollower',
        expect.objectContaining({
          kind: 'follower',
          user: expect.objectContaining({ id: b.row.id }),
          followed_back: true,
        }),
      ],
    ]);

    // The unfollow's deleted notification says it too, as of the unfollow.
    const unfollowed = await b.agent.delete(`/api/users/${a.row.id}/unfollow`);
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);
    expect(unfollowed.json()).toMatchObject({
      deletedFollowerNotification: { kind: 'follower', followed_back: true },
    });
  });

  it('unfollows: the count goes down and the follower notification is deleted and returned', async () => {
    const fan = await member('Fan Member');
    const star = await member();
    await fan.agent.post(`/api/users/${star.row.id}/follow`);
    const [notification] = await db().select().from(notifications);

    const unfollowed = await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);
    expect(unfollowed.json()).toMatchObject({
      success: true,
      followersCount: 0,
      deletedFollowerNotification: {
        id: notification?.id,
        kind: 'follower',
        user: { id: fan.row.id, name: 'Fan Member' },
      },
    });
    expect(await followerRows(star.row.id)).toHaveLength(0);
    expect(await db().$count(notifications)).toBe(0);

    const again = await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/You do not follow/);
  });

  it('refuses oneself and unknown members, changing nothing', async () => {
    const { row, agent } = await member();
    for (const [method, verb] of [
      ['post', 'follow'],
      ['delete', 'unfollow'],
    ] as const) {
      const self = await agent[method](`/api/users/${row.id}/${verb}`);
      expect(self.statusCode).toBe(422);
      expect(self.json()).toMatchObject({
        code: 'SELF_FOLLOW',
        message: `You cannot ${verb} yourself.`,
      });
      const unknown = await agent[method](`/api/users/99999/${verb}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This member does not exist.');
    }
    expect(await db().$count(follows)).toBe(0);
    expect(await db().$count(notifications)).toBe(0);
  });

  it('keeps the count right under 20 concurrent follows and unfollows', async () => {
    const star = await member();
    const fans = await Promise.all(Array.from({ length: 20 }, () => member()));
    const first = await Promise.all(
      fans.map(({ agent }) => agent.post(`/api/users/${star.row.id}/follow`)),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual(fans.map(() => 200));
    // Follows of one member are counted one at a time: the answers count 1 to 20.
    expect(first.map((answer) => answer.json().followersCount).sort((a, b) => a - b)).toEqual(
      fans.map((_, index) => index + 1),
    );
    expect(await followerRows(star.row.id)).toHaveLength(20);

    // The same member following twice at once: one follow, one refusal.
    const [fan] = fans;
    if (!fan) throw new Error('no fan');
    await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
    const twice = await Promise.all([
      fan.agent.post(`/api/users/${star.row.id}/follow`),
      fan.agent.post(`/api/users/${star.row.id}/follow`),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    // Half unfollow while the other half follow again (already following: refused).
    const mixed = await Promise.all(
      fans.map(({ agent }, index) =>
        index % 2 === 0
          ? agent.delete(`/api/users/${star.row.id}/unfollow`)
          : agent.post(`/api/users/${star.row.id}/follow`),
      ),
    );
    expect(mixed.map((answer) => answer.statusCode)).toEqual(
      fans.map((_, index) => (index % 2 === 0 ? 200 : 409)),
    );
    expect(await followerRows(star.row.id)).toHaveLength(10);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, star.row.id), eq(notifications.kind, 'follower')));
    expect(notes).toHaveLength(10);
  });

  it('puts the followed member’s posts in the follower’s feed', async () => {
    const fan = await member();
    const star = await member();
    const posted = await star.agent.post('/api/posts', { text: 'Long $SPY into the close' });
    expect(posted.statusCode).toBe(201);
    const feedIds = async () =>
      (await fan.agent.get('/api/user-feed'))
        .json<{ data: { data: { id: number }[] } }>()
        .data.data.map((post) => post.id);
    expect(await feedIds()).toEqual([]);
    await fan.agent.post(`/api/users/${star.row.id}/follow`);
    expect(await feedIds()).toEqual([posted.json().id]);
    await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
    expect(await feedIds()).toEqual([]);
  });
});
