import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  follows,
  type NotificationKind,
  notifications,
  reactionTypes,
  users,
} from '../../src/db/schema/index.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import type { MemberAttributes } from '../helpers/factories.ts';

const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const ACTIVITY: readonly NotificationKind[] = ['reaction', 'comment', 'pollVote'];

interface NotificationJson {
  id: number;
  kind: NotificationKind;
  url: string;
  title: string;
  description: string;
  last_notification_time: string;
  read_at: string | null;
  user: { id: number; name: string; avatar: string };
  followed_back?: boolean;
}
interface Unread {
  follower: number;
  message: number;
  activity: number;
}
interface Summary {
  message: NotificationJson[];
  follower: NotificationJson[];
  reaction: NotificationJson[];
  comment: NotificationJson[];
  pollVote: NotificationJson[];
  unread: Unread;
}
interface Page {
  data: NotificationJson[];
  nextBefore: number | null;
}
interface MarkRead {
  ids: number[];
  read_at: string;
  unread: Unread;
}

describe.each(drivers)('notifications on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let publish: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    await seedReactionTypes(db());
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = (overrides: Partial<MemberAttributes> = {}) =>
    loggedInMember(app, db(), overrides);
  type Member = Awaited<ReturnType<typeof member>>;

  const channel = (userId: number) => `private:users.${userId}.notifications`;

  /** The events published so far on one channel, as [event, data]. */
  const eventsOn = (name: string) =>
    (publish.mock.calls as [string, string, unknown][])
      .filter(([published]) => published === name)
      .map(([, event, data]): [string, unknown] => [event, data]);

  let clock = Date.parse('2024-05-01T10:00:00.000Z');

  /**
   * Writes notifications for `userId` straight to the table, one per kind in `kinds`, in that
   * order (each one a minute newer than the one before), and returns the rows in that order.
   */
  async function insertNotifications(
    userId: number,
    actorId: number | null,
    kinds: readonly NotificationKind[],
    extra: { readAt?: Date; title?: string } = {},
  ) {
    if (kinds.length === 0) return [];
    return db()
      .insert(notifications)
      .values(
        kinds.map((kind, index) => {
          clock += 60_000;
          return {
            userId,
            actorId,
            kind,
            url: `/somewhere/${kind}/${index}`,
            title: extra.title ?? `${kind} number ${index}`,
            createdAt: new Date(clock),
            readAt: extra.readAt ?? null,
          };
        }),
      )
      .returning();
  }

  const repeat = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);

  async function summaryOf(who: Member) {
    const response = await who.agent.get(`/api/${who.row.id}/notifications`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Summary>();
  }

  async function pageOf(who: Member, query: Record<string, string> = {}) {
    const response = await who.agent.get('/api/notifications', { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  }

  const unreadRows = (userId: number) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

  describe('GET /api/{userId}/notifications', () => {
    it('answers the five lists newest first, each with its actor, and the unread badges', async () => {
      const owner = await member({ name: 'Owner Member' });
      const painter = await member({ name: 'Avatar Haver', avatar: '/storage/avatars/a.jpg' });
      const plain = await member({ name: 'Plain Member' });
      const other = await member();

      const [firstFollower] = await insertNotifications(owner.row.id, painter.row.id, ['follower']);
      const [readReaction] = await insertNotifications(owner.row.id, plain.row.id, ['reaction'], {
        readAt: new Date('2024-06-01T08:30:00.123Z'),
      });
      const mixed = await insertNotifications(owner.row.id, plain.row.id, [
        'message',
        'follower',
        'reaction',
        'comment',
        'pollVote',
        'message',
      ]);
      // A notice without a member behind it comes from TapeTV.
      const [notice] = await insertNotifications(owner.row.id, null, ['comment'], {
        title: 'Welcome to TapeTV',
      });
      // Someone else's never show up in the owner's lists or counts.
      await insertNotifications(other.row.id, plain.row.id, [
        'message',
        'follower',
        'reaction',
        'comment',
        'pollVote',
      ]);
      if (!firstFollower || !readReaction || !notice) throw new Error('rows not inserted');
      const [message1, follower2, reaction2, comment1, poll1, message2] = mixed;
      // The owner follows the painter back, not the plain member.
      await db().insert(follows).values({ followerId: owner.row.id, followeeId: painter.row.id });

      const summary = await summaryOf(owner);

      const view = (
        row: typeof firstFollower,
        user: { id: number; name: string; avatar: string },
      ): NotificationJson => ({
        id: row.id,
        kind: row.kind,
        url: row.url,
        title: row.title,
        description: '',
        last_notification_time: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
        user,
        ...(row.kind === 'follower' ? { followed_back: user.id === painter.row.id } : {}),
      });
      const plainUser = { id: plain.row.id, name: 'Plain Member', avatar: DEFAULT_AVATAR };
      const painterUser = {
        id: painter.row.id,
        name: 'Avatar Haver',
        avatar: '/storage/avatars/a.jpg',
      };
      if (!message1 || !follower2 || !reaction2 || !comment1 || !poll1 || !message2)
        throw new Error('rows not inserted');

      // Messages are listed and counted by conversation (none here): rows of kind `message` are
      // neither the messages list nor its badge.
      expect(summary).toEqual({
        message: [],
        follower: [view(follower2, plainUser), view(firstFollower, painterUser)],
        reaction: [view(reaction2, plainUser), view(readReaction, plainUser)],
        comment: [
          view(notice, { id: 0, name: 'TapeTV', avatar: DEFAULT_AVATAR }),
          view(comment1, plainUser),
        ],
        pollVote: [view(poll1, plainUser)],
        priceAlert: [],
        calendarReminder: [],
        webinarReminder: [],
        unread: { follower: 2, message: 0, activity: 4 },
      });
      expect(summary.reaction[1]?.read_at).toBe('2024-06-01T08:30:00.123Z');
      expect(summary.reaction[0]?.read_at).toBeNull();
    });

    it('keeps the newest 20 of each list but counts every unread one', async () => {
      const owner = await member();
      const fan = await member();
      const followers = await insertNotifications(
        owner.row.id,
        fan.row.id,
        repeat<NotificationKind>('follower', 25),
      );
      const comments = await insertNotifications(
        owner.row.id,
        fan.row.id,
        repeat<NotificationKind>('comment', 3),
      );
      await insertNotifications(owner.row.id, fan.row.id, repeat<NotificationKind>('comment', 2), {
        readAt: new Date(),
      });

      const summary = await summaryOf(owner);

      expect(summary.follower).toHaveLength(20);
      expect(summary.follower.map((item) => item.id)).toEqual(
        followers
          .slice(5)
          .reverse()
          .map((row) => row.id),
      );
      expect(summary.comment).toHaveLength(5);
      expect(summary.comment.slice(2).map((item) => item.id)).toEqual(
        comments.map((row) => row.id).reverse(),
      );
      expect(summary.message).toEqual([]);
      expect(summary.reaction).toEqual([]);
      expect(summary.pollVote).toEqual([]);
      expect(summary.unread).toEqual({ follower: 25, message: 0, activity: 3 });
    });

    it('lists what real follows, reactions, comments and poll votes caused', async () => {
      const author = await member({ name: 'Post Author' });
      const fan = await member({ name: 'Fan Member' });
      const [like] = await db().select().from(reactionTypes).limit(1);
      if (!like) throw new Error('no reaction type');

      expect((await fan.agent.post(`/api/users/${author.row.id}/follow`)).statusCode).toBe(200);
      const created = await author.agent.post('/api/posts', {
        text: 'Which way?',
        poll: { options: ['Up', 'Down'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const post = created.json<{ id: number; poll: { id: number; options: { id: number }[] } }>();

      const reacted = await fan.agent.post('/api/add-or-update-reaction', {
        post_id: post.id,
        reaction_type_id: like.id,
      });
      expect(reacted.statusCode, reacted.body).toBe(200);
      const commented = await fan.agent.post('/api/submit-comment', {
        post_id: post.id,
        text: 'Up, surely',
      });
      expect(commented.statusCode, commented.body).toBe(200);
      const voted = await fan.agent.post('/api/add-vote', {
        poll_id: post.poll.id,
        option_id: post.poll.options[0]?.id,
      });
      expect(voted.statusCode, voted.body).toBe(200);
      // Changing the reaction or the vote is the same news: nothing more for the author.
      const [, love] = await db().select().from(reactionTypes).limit(2);
      expect(
        (
          await fan.agent.post('/api/add-or-update-reaction', {
            post_id: post.id,
            reaction_type_id: love?.id,
          })
        ).statusCode,
      ).toBe(200);
      expect((await fan.agent.post('/api/remove-vote', { poll_id: post.poll.id })).statusCode).toBe(
        200,
      );
      expect(
        (
          await fan.agent.post('/api/add-vote', {
            poll_id: post.poll.id,
            option_id: post.poll.options[1]?.id,
          })
        ).statusCode,
      ).toBe(200);
      // The author's own engagement with their post tells nobody.
      expect(
        (await author.agent.post('/api/submit-comment', { post_id: post.id, text: 'Mine' }))
          .statusCode,
      ).toBe(200);

      const summary = await summaryOf(author);
      const fanUser = { id: fan.row.id, name: 'Fan Member', avatar: DEFAULT_AVATAR };
      expect(summary.follower).toEqual([
        expect.objectContaining({
          kind: 'follower',
          url: `/profile/${fan.row.userName}`,
          title: 'Fan Member started following you',
          read_at: null,
          user: fanUser,
        }),
      ]);
      expect(summary.reaction).toEqual([
        expect.objectContaining({
          kind: 'reaction',
          url: `/post/${post.id}`,
          title: 'Fan Member reacted to your post',
          read_at: null,
          user: fanUser,
        }),
      ]);
      expect(summary.comment).toEqual([
        expect.objectContaining({
          kind: 'comment',
          url: `/post/${post.id}`,
          title: 'Fan Member commented on your post',
          read_at: null,
          user: fanUser,
        }),
      ]);
      expect(summary.pollVote).toEqual([
        expect.objectContaining({
          kind: 'pollVote',
          url: `/post/${post.id}`,
          title: 'Fan Member voted in your poll',
          read_at: null,
          user: fanUser,
        }),
      ]);
      expect(summary.message).toEqual([]);
      expect(summary.unread).toEqual({ follower: 1, message: 0, activity: 3 });

      // The ids are the ones the live events carried.
      const live = eventsOn(channel(author.row.id)).map(
        ([event, data]) =>
          [event, (data as { notification: { id: number } }).notification.id] as const,
      );
      expect(live).toEqual([
        ['NewFollower', summary.follower[0]?.id],
        ['NewReaction', summary.reaction[0]?.id],
        ['NewComment', summary.comment[0]?.id],
        ['NewPollVote', summary.pollVote[0]?.id],
      ]);

      // The fan has caused all that, but has been told nothing.
      expect(await summaryOf(fan)).toEqual({
        message: [],
        follower: [],
        reaction: [],
        comment: [],
        pollVote: [],
        priceAlert: [],
        calendarReminder: [],
        webinarReminder: [],
        unread: { follower: 0, message: 0, activity: 0 },
      });
    });

    it('refuses another member’s notifications (403), a visitor (401) and a malformed id (422)', async () => {
      const owner = await member();
      const snoop = await member();
      await insertNotifications(owner.row.id, snoop.row.id, ['follower', 'comment']);

      const other = await snoop.agent.get(`/api/${owner.row.id}/notifications`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only read your own notifications.',
      });
      expect(other.body).not.toContain('comment number');

      const unknown = await snoop.agent.get('/api/99999/notifications');
      expect(unknown.statusCode).toBe(403);

      const visitor = await createAgent(app).get(`/api/${owner.row.id}/notifications`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain('comment number');

      for (const id of ['abc', '0', '-1']) {
        const malformed = await owner.agent.get(`/api/${id}/notifications`);
        expect(malformed.statusCode, id).toBe(422);
        expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('GET /api/notifications', () => {
    const KINDS: readonly NotificationKind[] = [
      'follower',
      'reaction',
      'message',
      'comment',
      'pollVote',
    ];

    it('pages through the member’s own notifications, 30 at a time, newest first', async () => {
      const owner = await member();
      const other = await member();
      const actor = await member();
      // Interleaved with someone else's, so their ids sit between the owner's.
      const own: number[] = [];
      for (let round = 0; round < 13; round += 1) {
        own.push(
          ...(await insertNotifications(owner.row.id, actor.row.id, KINDS)).map((r) => r.id),
        );
        await insertNotifications(other.row.id, actor.row.id, ['follower']);
      }
      expect(own).toHaveLength(65);
      const newestFirst = [...own].reverse();

      const first = await pageOf(owner);
      expect(first.data.map((item) => item.id)).toEqual(newestFirst.slice(0, 30));
      expect(first.nextBefore).toBe(newestFirst[29]);
      expect(first.data[0]).toMatchObject({
        kind: 'pollVote',
        read_at: null,
        user: { id: actor.row.id, name: actor.row.name, avatar: DEFAULT_AVATAR },
      });

      const second = await pageOf(owner, { before: String(first.nextBefore) });
      expect(second.data.map((item) => item.id)).toEqual(newestFirst.slice(30, 60));
      expect(second.nextBefore).toBe(newestFirst[59]);

      const last = await pageOf(owner, { before: String(second.nextBefore) });
      expect(last.data.map((item) => item.id)).toEqual(newestFirst.slice(60));
      expect(last.nextBefore).toBeNull();

      // Asking with kind=all is the same as asking for no kind.
      expect(await pageOf(owner, { kind: 'all' })).toEqual(first);

      // The other member sees only their 13.
      const theirs = await pageOf(other);
      expect(theirs.data).toHaveLength(13);
      expect(theirs.data.every((item) => !own.includes(item.id))).toBe(true);
      expect(theirs.nextBefore).toBeNull();
    });

    it('ends with nextBefore null when the last page is exactly full, and answers an empty list', async () => {
      const owner = await member();
      const actor = await member();
      expect(await pageOf(owner)).toEqual({ data: [], nextBefore: null });

      const rows = await insertNotifications(
        owner.row.id,
        actor.row.id,
        repeat<NotificationKind>('message', 30),
      );
      const page = await pageOf(owner);
      expect(page.data).toHaveLength(30);
      expect(page.nextBefore).toBeNull();

      // A cursor below every id is an empty last page.
      const first = rows[0];
      if (!first) throw new Error('no rows');
      expect(await pageOf(owner, { before: String(first.id) })).toEqual({
        data: [],
        nextBefore: null,
      });
    });

    it('filters by badge: activity, follower, message, and pages within a filter', async () => {
      const owner = await member();
      const actor = await member();
      const rows: { id: number; kind: NotificationKind }[] = [];
      for (let round = 0; round < 8; round += 1)
        rows.push(...(await insertNotifications(owner.row.id, actor.row.id, KINDS)));
      await insertNotifications((await member()).row.id, actor.row.id, KINDS);
      const idsOf = (kinds: readonly NotificationKind[]) =>
        rows
          .filter((row) => kinds.includes(row.kind))
          .map((row) => row.id)
          .reverse();

      const followers = await pageOf(owner, { kind: 'follower' });
      expect(followers.data.map((item) => item.id)).toEqual(idsOf(['follower']));
      expect(followers.data.every((item) => item.kind === 'follower')).toBe(true);
      expect(followers.nextBefore).toBeNull();

      const messages = await pageOf(owner, { kind: 'message' });
      expect(messages.data.map((item) => item.id)).toEqual(idsOf(['message']));
      expect(messages.nextBefore).toBeNull();

      // 24 activity notifications in 40: fits one page.
      const activity = await pageOf(owner, { kind: 'activity' });
      expect(activity.data.map((item) => item.id)).toEqual(idsOf(ACTIVITY));
      expect(new Set(activity.data.map((item) => item.kind))).toEqual(new Set(ACTIVITY));
      expect(activity.nextBefore).toBeNull();

      // 40 in all: two pages.
      const all = await pageOf(owner, { kind: 'all' });
      expect(all.data).toHaveLength(30);
      expect(all.nextBefore).toBe(idsOf(KINDS)[29]);

      // A cursor applies within the filter.
      const olderActivity = await pageOf(owner, {
        kind: 'activity',
        before: String(idsOf(ACTIVITY)[9]),
      });
      expect(olderActivity.data.map((item) => item.id)).toEqual(idsOf(ACTIVITY).slice(10));
      expect(olderActivity.nextBefore).toBeNull();
    });

    it('pages a filter with more than 30 matches', async () => {
      const owner = await member();
      const actor = await member();
      const rows = await insertNotifications(owner.row.id, actor.row.id, [
        ...repeat<NotificationKind>('reaction', 20),
        ...repeat<NotificationKind>('follower', 5),
        ...repeat<NotificationKind>('comment', 20),
      ]);
      const activity = rows
        .filter((row) => row.kind !== 'follower')
        .map((row) => row.id)
        .reverse();

      const first = await pageOf(owner, { kind: 'activity' });
      expect(first.data.map((item) => item.id)).toEqual(activity.slice(0, 30));
      expect(first.nextBefore).toBe(activity[29]);
      const second = await pageOf(owner, { kind: 'activity', before: String(first.nextBefore) });
      expect(second.data.map((item) => item.id)).toEqual(activity.slice(30));
      expect(second.nextBefore).toBeNull();
    });

    it('refuses an unknown kind or a malformed cursor, and a visitor', async () => {
      const owner = await member();
      const malformed: Record<string, string>[] = [
        { kind: 'likes' },
        { kind: '' },
        { before: 'soon' },
        { before: '0' },
        { before: '-5' },
      ];
      for (const query of malformed) {
        const response = await owner.agent.get('/api/notifications', { query });
        expect(response.statusCode, JSON.stringify(query)).toBe(422);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect((await createAgent(app).get('/api/notifications')).statusCode).toBe(401);
    });
  });

  describe('POST /api/notifications/{id}/read', () => {
    it('marks one read, answers the new badges, and publishes notifications-read once', async () => {
      const owner = await member();
      const actor = await member();
      const [follower, comment, reaction] = await insertNotifications(owner.row.id, actor.row.id, [
        'follower',
        'comment',
        'reaction',
      ]);
      if (!follower || !comment || !reaction) throw new Error('rows not inserted');

      const before = Date.now();
      const read = await owner.agent.post(`/api/notifications/${comment.id}/read`);
      expect(read.statusCode, read.body).toBe(200);
      const body = read.json<MarkRead>();
      expect(body).toEqual({
        ids: [comment.id],
        read_at: expect.any(String),
        unread: { follower: 1, message: 0, activity: 1 },
      });
      const readAt = Date.parse(body.read_at);
      expect(readAt).toBeGreaterThanOrEqual(before - 1000);
      expect(readAt).toBeLessThanOrEqual(Date.now() + 1000);

      const [stored] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.id, comment.id));
      expect(stored?.readAt?.toISOString()).toBe(body.read_at);
      expect((await unreadRows(owner.row.id)).map((row) => row.id).sort()).toEqual(
        [follower.id, reaction.id].sort(),
      );

      expect(eventsOn(channel(owner.row.id))).toEqual([['notifications-read', body]]);
      expect(publish).toHaveBeenCalledTimes(1);

      // The lists and badges show it.
      const summary = await summaryOf(owner);
      expect(summary.comment[0]).toMatchObject({ id: comment.id, read_at: body.read_at });
      expect(summary.reaction[0]?.read_at).toBeNull();
      expect(summary.unread).toEqual({ follower: 1, message: 0, activity: 1 });

      // Again: the first time stays, the badges are unchanged, nothing is published.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await owner.agent.post(`/api/notifications/${comment.id}/read`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(body);
      const [unchanged] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.id, comment.id));
      expect(unchanged?.readAt?.toISOString()).toBe(body.read_at);
      expect(publish).toHaveBeenCalledTimes(1);
    });

    it('refuses another member’s notification (403), leaving it unread and publishing nothing', async () => {
      const owner = await member();
      const snoop = await member();
      const [note] = await insertNotifications(owner.row.id, snoop.row.id, ['follower']);
      if (!note) throw new Error('rows not inserted');

      const response = await snoop.agent.post(`/api/notifications/${note.id}/read`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only read your own notifications.',
      });
      expect((await unreadRows(owner.row.id)).map((row) => row.id)).toEqual([note.id]);
      expect((await summaryOf(owner)).unread.follower).toBe(1);
      expect(publish).not.toHaveBeenCalled();
    });

    it('answers 404 to an unknown id, 422 to a malformed one, 401 to a visitor and 419 without CSRF', async () => {
      const owner = await member();
      const actor = await member();
      const [note] = await insertNotifications(owner.row.id, actor.row.id, ['message']);
      if (!note) throw new Error('rows not inserted');

      const unknown = await owner.agent.post(`/api/notifications/${note.id + 1000}/read`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This notification does not exist.',
      });
      expect((await owner.agent.post('/api/notifications/abc/read')).statusCode).toBe(422);

      const visitor = createAgent(app);
      expect((await visitor.post(`/api/notifications/${note.id}/read`)).statusCode).toBe(401);

      const forged = await owner.agent.post(
        `/api/notifications/${note.id}/read`,
        {},
        { csrf: false },
      );
      expect(forged.statusCode).toBe(419);

      expect((await unreadRows(owner.row.id)).map((row) => row.id)).toEqual([note.id]);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('POST /api/notifications/read-all', () => {
    it('marks only the given ids (a group), ignoring other members’ ids, and refuses an empty or huge list', async () => {
      const owner = await member();
      const actor = await member();
      const other = await member();
      const mine = await insertNotifications(owner.row.id, actor.row.id, [
        'reaction',
        'reaction',
        'comment',
      ]);
      const [theirs] = await insertNotifications(other.row.id, actor.row.id, ['reaction']);
      const [first, second, third] = mine;
      if (!first || !second || !third || !theirs) throw new Error('rows not inserted');

      const group = await owner.agent.post('/api/notifications/read-all', {
        ids: [first.id, second.id, theirs.id],
      });
      expect(group.statusCode, group.body).toBe(200);
      expect([...group.json<MarkRead>().ids].sort((a, b) => a - b)).toEqual([first.id, second.id]);
      expect(group.json<MarkRead>().unread).toEqual({ follower: 0, message: 0, activity: 1 });
      expect((await unreadRows(owner.row.id)).map((row) => row.id)).toEqual([third.id]);
      expect(await unreadRows(other.row.id)).toHaveLength(1);

      for (const ids of [[], Array.from({ length: 101 }, (_, index) => index + 1)]) {
        const refused = await owner.agent.post('/api/notifications/read-all', { ids });
        expect(refused.statusCode).toBe(422);
      }
    });

    it('marks only reactions, comments and poll votes read with kind activity', async () => {
      const owner = await member();
      const actor = await member();
      const other = await member();
      const rows = await insertNotifications(owner.row.id, actor.row.id, [
        'follower',
        'reaction',
        'message',
        'comment',
        'pollVote',
        'reaction',
      ]);
      const [alreadyRead] = await insertNotifications(owner.row.id, actor.row.id, ['comment'], {
        readAt: new Date('2024-04-01T00:00:00.000Z'),
      });
      const theirs = await insertNotifications(other.row.id, actor.row.id, [
        'reaction',
        'comment',
        'pollVote',
        'follower',
      ]);
      if (!alreadyRead) throw new Error('rows not inserted');
      const activityIds = rows.filter((row) => ACTIVITY.includes(row.kind)).map((row) => row.id);

      const response = await owner.agent.post('/api/notifications/read-all', { kind: 'activity' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<MarkRead>();
      expect([...body.ids].sort((a, b) => a - b)).toEqual(activityIds);
      expect(body.unread).toEqual({ follower: 1, message: 0, activity: 0 });

      const stillUnread = await unreadRows(owner.row.id);
      expect(stillUnread.map((row) => row.kind).sort()).toEqual(['follower', 'message']);
      const [kept] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.id, alreadyRead.id));
      expect(kept?.readAt?.toISOString()).toBe('2024-04-01T00:00:00.000Z');
      // The other member's are all still unread.
      expect((await unreadRows(other.row.id)).map((row) => row.id).sort()).toEqual(
        theirs.map((row) => row.id).sort(),
      );

      expect(eventsOn(channel(owner.row.id))).toEqual([['notifications-read', body]]);
      expect(eventsOn(channel(other.row.id))).toEqual([]);

      // Nothing left of that kind: an empty answer, nothing published.
      const again = await owner.agent.post('/api/notifications/read-all', { kind: 'activity' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        ids: [],
        unread: { follower: 1, message: 0, activity: 0 },
      });
      expect(publish).toHaveBeenCalledTimes(1);
    });

    it('marks every kind read with an empty body or kind all, and one kind with follower or message', async () => {
      const owner = await member();
      const actor = await member();
      const other = await member();
      const mixed: readonly NotificationKind[] = [
        'follower',
        'message',
        'reaction',
        'comment',
        'pollVote',
        'follower',
      ];
      const rows = await insertNotifications(owner.row.id, actor.row.id, mixed);
      await insertNotifications(other.row.id, actor.row.id, mixed);

      const followers = await owner.agent.post('/api/notifications/read-all', {
        kind: 'follower',
      });
      expect(followers.statusCode, followers.body).toBe(200);
      expect(followers.json<MarkRead>().unread).toEqual({ follower: 0, message: 0, activity: 3 });
      expect([...followers.json<MarkRead>().ids].sort((a, b) => a - b)).toEqual(
        rows.filter((row) => row.kind === 'follower').map((row) => row.id),
      );

      const messages = await owner.agent.post('/api/notifications/read-all', { kind: 'message' });
      expect(messages.json<MarkRead>()).toMatchObject({
        ids: rows.filter((row) => row.kind === 'message').map((row) => row.id),
        unread: { follower: 0, message: 0, activity: 3 },
      });

      const all = await owner.agent.post('/api/notifications/read-all', {});
      expect(all.statusCode, all.body).toBe(200);
      const body = all.json<MarkRead>();
      expect([...body.ids].sort((a, b) => a - b)).toEqual(
        rows.filter((row) => ACTIVITY.includes(row.kind)).map((row) => row.id),
      );
      expect(body.unread).toEqual({ follower: 0, message: 0, activity: 0 });
      expect(await unreadRows(owner.row.id)).toEqual([]);
      expect(await unreadRows(other.row.id)).toHaveLength(mixed.length);
      expect((await summaryOf(other)).unread).toEqual({ follower: 2, message: 0, activity: 3 });

      expect(eventsOn(channel(owner.row.id)).map(([event]) => event)).toEqual([
        'notifications-read',
        'notifications-read',
        'notifications-read',
      ]);
      expect(eventsOn(channel(owner.row.id))[2]).toEqual(['notifications-read', body]);

      // kind all on nothing unread: an empty answer, nothing published.
      const nothing = await owner.agent.post('/api/notifications/read-all', { kind: 'all' });
      expect(nothing.json()).toMatchObject({
        ids: [],
        unread: { follower: 0, message: 0, activity: 0 },
      });
      expect(publish).toHaveBeenCalledTimes(3);
    });

    it('refuses an unknown kind, a visitor and a write without CSRF, changing nothing', async () => {
      const owner = await member();
      const actor = await member();
      await insertNotifications(owner.row.id, actor.row.id, ['follower', 'comment']);

      const unknown = await owner.agent.post('/api/notifications/read-all', { kind: 'likes' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const visitor = createAgent(app);
      expect((await visitor.post('/api/notifications/read-all', {})).statusCode).toBe(401);
      const forged = await owner.agent.post('/api/notifications/read-all', {}, { csrf: false });
      expect(forged.statusCode).toBe(419);

      expect(await unreadRows(owner.row.id)).toHaveLength(2);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('unread counts', () => {
    it('stay exact under 20 concurrent follows and 20 concurrent mark-reads', async () => {
      const star = await member();
      const fans = await Promise.all(Array.from({ length: 20 }, () => member()));

      const followed = await Promise.all(
        fans.map(({ agent }) => agent.post(`/api/users/${star.row.id}/follow`)),
      );
      expect(followed.map((answer) => answer.statusCode)).toEqual(fans.map(() => 200));
      const summary = await summaryOf(star);
      expect(summary.unread).toEqual({ follower: 20, message: 0, activity: 0 });
      expect(summary.follower).toHaveLength(20);
      expect(new Set(summary.follower.map((item) => item.user.id))).toEqual(
        new Set(fans.map((fan) => fan.row.id)),
      );

      publish.mockClear();
      const read = await Promise.all(
        summary.follower.map((item) => star.agent.post(`/api/notifications/${item.id}/read`)),
      );
      expect(read.map((answer) => answer.statusCode)).toEqual(read.map(() => 200));
      expect(read.map((answer) => answer.json<MarkRead>().ids)).toEqual(
        summary.follower.map((item) => [item.id]),
      );
      expect(await unreadRows(star.row.id)).toEqual([]);
      expect((await summaryOf(star)).unread).toEqual({ follower: 0, message: 0, activity: 0 });
      // Each one changed something, so each one was published.
      expect(eventsOn(channel(star.row.id)).map(([event]) => event)).toEqual(
        repeat('notifications-read', 20),
      );
      // One member's read markers change one at a time: every answer counts as of its own
      // commit (19, 18, … 0 in some order), and the events go out in commit order, the last 0.
      expect(
        read.map((answer) => answer.json<MarkRead>().unread.follower).sort((a, b) => a - b),
      ).toEqual([...Array(20).keys()]);
      const counts = eventsOn(channel(star.row.id)).map(
        ([, data]) => (data as MarkRead).unread.follower,
      );
      expect(counts.at(-1)).toBe(0);
    });

    it('count concurrent engagement on the author’s post exactly', async () => {
      const author = await member();
      const readers = await Promise.all(Array.from({ length: 12 }, () => member()));
      const created = await author.agent.post('/api/posts', { text: 'Busy post' });
      expect(created.statusCode, created.body).toBe(201);
      const postId = created.json<{ id: number }>().id;

      const answers = await Promise.all(
        readers.map(({ agent }, index) =>
          agent.post('/api/submit-comment', { post_id: postId, text: `Comment ${index}` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(readers.map(() => 200));
      const summary = await summaryOf(author);
      expect(summary.unread).toEqual({ follower: 0, message: 0, activity: 12 });
      expect(summary.comment).toHaveLength(12);

      const all = await author.agent.post('/api/notifications/read-all', { kind: 'activity' });
      expect(all.json<MarkRead>().ids).toHaveLength(12);
      expect(all.json<MarkRead>().unread).toEqual({ follower: 0, message: 0, activity: 0 });
    });
  });

  describe('unfollow', () => {
    it('deletes the follower notification and publishes notification-deleted with the badges', async () => {
      const star = await member();
      const fan = await member({ name: 'Fickle Fan' });
      const loyal = await member();
      const actor = await member();
      await insertNotifications(star.row.id, actor.row.id, ['message', 'comment']);
      expect((await loyal.agent.post(`/api/users/${star.row.id}/follow`)).statusCode).toBe(200);
      expect((await fan.agent.post(`/api/users/${star.row.id}/follow`)).statusCode).toBe(200);
      const before = await summaryOf(star);
      expect(before.unread).toEqual({ follower: 2, message: 0, activity: 1 });
      const fanNote = before.follower.find((item) => item.user.id === fan.row.id);
      if (!fanNote) throw new Error('no follower notification for the fan');
      publish.mockClear();

      const unfollowed = await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
      expect(unfollowed.statusCode, unfollowed.body).toBe(200);
      expect(unfollowed.json()).toMatchObject({
        deletedFollowerNotification: { id: fanNote.id, kind: 'follower' },
      });

      expect(eventsOn(channel(star.row.id))).toEqual([
        [
          'notification-deleted',
          { id: fanNote.id, unread: { follower: 1, message: 0, activity: 1 } },
        ],
      ]);
      expect(eventsOn(channel(fan.row.id))).toEqual([]);
      const after = await summaryOf(star);
      expect(after.follower.map((item) => item.user.id)).toEqual([loyal.row.id]);
      expect(after.unread).toEqual({ follower: 1, message: 0, activity: 1 });
      expect(
        await db().select().from(notifications).where(eq(notifications.id, fanNote.id)),
      ).toEqual([]);
    });

    it('publishes the unchanged badges when the deleted notification had been read', async () => {
      const star = await member();
      const fan = await member();
      const loyal = await member();
      await loyal.agent.post(`/api/users/${star.row.id}/follow`);
      await fan.agent.post(`/api/users/${star.row.id}/follow`);
      const note = (await summaryOf(star)).follower.find((item) => item.user.id === fan.row.id);
      if (!note) throw new Error('no follower notification for the fan');
      const read = await star.agent.post(`/api/notifications/${note.id}/read`);
      expect(read.json<MarkRead>().unread).toEqual({ follower: 1, message: 0, activity: 0 });
      publish.mockClear();

      expect((await fan.agent.delete(`/api/users/${star.row.id}/unfollow`)).statusCode).toBe(200);
      expect(eventsOn(channel(star.row.id))).toEqual([
        ['notification-deleted', { id: note.id, unread: { follower: 1, message: 0, activity: 0 } }],
      ]);

      // Marking the deleted one read now: it is gone.
      const gone = await star.agent.post(`/api/notifications/${note.id}/read`);
      expect(gone.statusCode).toBe(404);
    });

    it('publishes nothing when the follow’s notification is already gone', async () => {
      const star = await member();
      const fan = await member();
      await fan.agent.post(`/api/users/${star.row.id}/follow`);
      await db().delete(notifications).where(eq(notifications.userId, star.row.id));
      publish.mockClear();

      const unfollowed = await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
      expect(unfollowed.statusCode, unfollowed.body).toBe(200);
      expect(unfollowed.json()).toMatchObject({ deletedFollowerNotification: null });
      expect(eventsOn(channel(star.row.id))).toEqual([]);
    });
  });

  describe('notification settings', () => {
    const settingsOf = async (who: Member) => {
      const response = await who.agent.get('/api/notifications/settings');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ muted: NotificationKind[] }>();
    };
    const mutedColumn = async (userId: number) =>
      (
        await db()
          .select({ muted: users.mutedNotifications })
          .from(users)
          .where(eq(users.id, userId))
      )[0]?.muted;

    it('mutes nothing at first, saves the muted kinds and answers them back', async () => {
      const owner = await member();
      const other = await member();
      expect(await settingsOf(owner)).toEqual({ muted: [] });

      const saved = await owner.agent.put('/api/notifications/settings', {
        muted: ['reaction', 'follower'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Answered (and kept) in one order, whatever order they came in.
      expect(saved.json()).toEqual({
        success: true,
        message: 'Notification settings saved.',
        muted: ['follower', 'reaction'],
      });
      expect(await settingsOf(owner)).toEqual({ muted: ['follower', 'reaction'] });
      expect(await mutedColumn(owner.row.id)).toEqual(['follower', 'reaction']);
      // Only the owner's.
      expect(await settingsOf(other)).toEqual({ muted: [] });

      const all = await owner.agent.put('/api/notifications/settings', {
        muted: ['pollVote', 'comment', 'reaction', 'follower'],
      });
      expect(all.statusCode, all.body).toBe(200);
      expect(await settingsOf(owner)).toEqual({
        muted: ['follower', 'reaction', 'comment', 'pollVote'],
      });

      const none = await owner.agent.put('/api/notifications/settings', { muted: [] });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json()).toMatchObject({ muted: [] });
      expect(await settingsOf(owner)).toEqual({ muted: [] });
      expect(publish).not.toHaveBeenCalled();
    });

    it('refuses message, unknown and repeated kinds (422), a visitor (401) and no CSRF (419), changing nothing', async () => {
      const owner = await member();
      expect(
        (await owner.agent.put('/api/notifications/settings', { muted: ['comment'] })).statusCode,
      ).toBe(200);

      const message = await owner.agent.put('/api/notifications/settings', {
        muted: ['message'],
      });
      expect(message.statusCode).toBe(422);
      expect(message.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The muted.0 field must be one of: follower, reaction, comment, pollVote.',
        errors: {
          'muted.0': ['The muted.0 field must be one of: follower, reaction, comment, pollVote.'],
        },
      });
      const twice = await owner.agent.put('/api/notifications/settings', {
        muted: ['reaction', 'reaction'],
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toMatchObject({
        message: 'The muted field must not list the same value twice.',
      });
      const invalid: unknown[] = [
        { muted: ['reaction', 'likes'] },
        { muted: ['follower', 'message'] },
        { muted: ['follower', 'reaction', 'comment', 'pollVote', 'follower'] },
        { muted: [null] },
        { muted: 5 },
        {},
      ];
      for (const body of invalid) {
        const response = await owner.agent.put('/api/notifications/settings', body as object);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }

      const visitor = createAgent(app);
      expect((await visitor.get('/api/notifications/settings')).statusCode).toBe(401);
      expect(
        (await visitor.put('/api/notifications/settings', { muted: ['reaction'] })).statusCode,
      ).toBe(401);
      const forged = await owner.agent.put(
        '/api/notifications/settings',
        { muted: ['reaction'] },
        { csrf: false },
      );
      expect(forged.statusCode).toBe(419);
      expect(forged.json()).toMatchObject({ code: 'CSRF_TOKEN_MISMATCH' });

      expect(await settingsOf(owner)).toEqual({ muted: ['comment'] });
      expect(await mutedColumn(owner.row.id)).toEqual(['comment']);
    });
  });

  describe('muted kinds', () => {
    const mute = async (who: Member, muted: NotificationKind[]) => {
      const response = await who.agent.put('/api/notifications/settings', { muted });
      expect(response.statusCode, response.body).toBe(200);
    };
    const rowsOf = (userId: number, kind: NotificationKind) =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
    const eventNames = (userId: number) => eventsOn(channel(userId)).map(([event]) => event);

    it('writes and publishes no reaction or poll vote while muted, still tells comments, and tells again once unmuted', async () => {
      const author = await member();
      const fan = await member({ name: 'Fan Member' });
      const later = await member({ name: 'Later Fan' });
      const [like] = await db().select().from(reactionTypes).limit(1);
      if (!like) throw new Error('no reaction type');
      const created = await author.agent.post('/api/posts', {
        text: 'Which way?',
        poll: { options: ['Up', 'Down'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const post = created.json<{ id: number; poll: { id: number; options: { id: number }[] } }>();
      // Told before muting: it stays.
      const [kept] = await insertNotifications(author.row.id, later.row.id, ['reaction']);

      await mute(author, ['reaction', 'pollVote']);
      publish.mockClear();
      const reacted = await fan.agent.post('/api/add-or-update-reaction', {
        post_id: post.id,
        reaction_type_id: like.id,
      });
      expect(reacted.statusCode, reacted.body).toBe(200);
      const voted = await fan.agent.post('/api/add-vote', {
        poll_id: post.poll.id,
        option_id: post.poll.options[0]?.id,
      });
      expect(voted.statusCode, voted.body).toBe(200);

      expect((await rowsOf(author.row.id, 'reaction')).map((row) => row.id)).toEqual([kept?.id]);
      expect(await rowsOf(author.row.id, 'pollVote')).toEqual([]);
      expect(eventNames(author.row.id)).toEqual([]);
      // The post's own channel still hears of them: only the author's notice is muted.
      expect((publish.mock.calls as [string, string][]).map(([, event]) => event)).toEqual(
        expect.arrayContaining(['reaction-changed', 'poll-changed']),
      );
      const muted = await summaryOf(author);
      expect(muted.unread).toEqual({ follower: 0, message: 0, activity: 1 });
      expect(muted.reaction.map((item) => item.id)).toEqual([kept?.id]);
      expect(muted.pollVote).toEqual([]);

      // Comments were not muted.
      const commented = await fan.agent.post('/api/submit-comment', {
        post_id: post.id,
        text: 'Up, surely',
      });
      expect(commented.statusCode, commented.body).toBe(200);
      expect(await rowsOf(author.row.id, 'comment')).toHaveLength(1);
      expect(eventNames(author.row.id)).toEqual(['NewComment']);

      await mute(author, []);
      publish.mockClear();
      const afterwards = await later.agent.post('/api/add-or-update-reaction', {
        post_id: post.id,
        reaction_type_id: like.id,
      });
      expect(afterwards.statusCode, afterwards.body).toBe(200);
      const rows = await rowsOf(author.row.id, 'reaction');
      expect(rows).toHaveLength(2);
      expect(eventNames(author.row.id)).toEqual(['NewReaction']);
      expect((await summaryOf(author)).unread).toEqual({ follower: 0, message: 0, activity: 3 });
    });

    it('lets a follow through untold while follower notifications are muted, and tells again once unmuted', async () => {
      const star = await member();
      const fan = await member({ name: 'Fan Member' });
      await mute(star, ['follower']);
      publish.mockClear();

      const followed = await fan.agent.post(`/api/users/${star.row.id}/follow`);
      expect(followed.statusCode, followed.body).toBe(200);
      expect(followed.json()).toMatchObject({ success: true, followersCount: 1 });
      expect(await db().$count(follows, eq(follows.followeeId, star.row.id))).toBe(1);
      expect(await rowsOf(star.row.id, 'follower')).toEqual([]);
      expect(eventNames(star.row.id)).toEqual([]);
      const muted = await summaryOf(star);
      expect(muted.follower).toEqual([]);
      expect(muted.unread).toEqual({ follower: 0, message: 0, activity: 0 });
      // Muting is the recipient's: the star following the fan still tells the fan.
      expect((await star.agent.post(`/api/users/${fan.row.id}/follow`)).statusCode).toBe(200);
      expect(eventNames(fan.row.id)).toEqual(['NewFollower']);

      // Nothing to take back on unfollow.
      publish.mockClear();
      const unfollowed = await fan.agent.delete(`/api/users/${star.row.id}/unfollow`);
      expect(unfollowed.statusCode, unfollowed.body).toBe(200);
      expect(unfollowed.json()).toMatchObject({
        followersCount: 0,
        deletedFollowerNotification: null,
      });
      expect(eventNames(star.row.id)).toEqual([]);

      await mute(star, []);
      const again = await fan.agent.post(`/api/users/${star.row.id}/follow`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ followersCount: 1 });
      expect(await rowsOf(star.row.id, 'follower')).toHaveLength(1);
      expect(eventNames(star.row.id)).toEqual(['NewFollower']);
      expect((await summaryOf(star)).unread).toEqual({ follower: 1, message: 0, activity: 0 });
    });
  });

  describe('followed_back', () => {
    it('says on follower notifications, in both lists, whether the owner follows the follower', async () => {
      const a = await member({ name: 'Member A' });
      const b = await member({ name: 'Member B' });
      const created = await b.agent.post('/api/posts', { text: 'Hello' });
      expect(created.statusCode, created.body).toBe(201);
      const postId = created.json<{ id: number }>().id;
      expect(
        (await a.agent.post('/api/submit-comment', { post_id: postId, text: 'Hi' })).statusCode,
      ).toBe(200);

      expect((await a.agent.post(`/api/users/${b.row.id}/follow`)).statusCode).toBe(200);
      const before = await summaryOf(b);
      expect(before.follower).toEqual([
        expect.objectContaining({ user: expect.objectContaining({ id: a.row.id }) }),
      ]);
      expect(before.follower[0]?.followed_back).toBe(false);
      expect((await pageOf(b, { kind: 'follower' })).data[0]?.followed_back).toBe(false);
      // Other kinds never carry it.
      expect(before.comment[0]).not.toHaveProperty('followed_back');

      expect((await b.agent.post(`/api/users/${a.row.id}/follow`)).statusCode).toBe(200);
      const after = await summaryOf(b);
      expect(after.follower[0]?.followed_back).toBe(true);
      const page = await pageOf(b);
      expect(page.data.map((item) => [item.kind, item.followed_back])).toEqual([
        ['follower', true],
        ['comment', undefined],
      ]);
      // A's notification of B's follow: A already followed B.
      expect((await summaryOf(a)).follower[0]?.followed_back).toBe(true);

      // Worked out when asked: B stops following A, and it says so again.
      expect((await b.agent.delete(`/api/users/${a.row.id}/unfollow`)).statusCode).toBe(200);
      expect((await summaryOf(b)).follower[0]?.followed_back).toBe(false);
    });
  });
});
