import type * as Ably from 'ably';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf, withParams } from '../../src/db/client.ts';
import { type GroupRole, groupMessages, groups } from '../../src/db/schema/index.ts';
import { GroupChatRepository } from '../../src/modules/group-chat/group-chat.repository.ts';
import { GroupsRepository } from '../../src/modules/groups/groups.repository.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import type { MemberAttributes } from '../helpers/factories.ts';
import { eventually, realtimeClient } from '../helpers/realtime.ts';

const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const CUSTOM_AVATAR = '/storage/avatars/dana.jpg';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface ChatMessage {
  id: number;
  group_id: number;
  text: string;
  userId: number;
  user: { id: number; name: string; userName: string; avatar: string };
  replyTo: number | null;
  reply_preview: { id: number; text: string; user: { name: string } } | null;
  created_at: string;
  edited_at: string | null;
}
interface Page {
  data: ChatMessage[];
  page: number;
  hasMore: boolean;
  anchor: number | null;
}

describe.each(drivers)('group chat on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let publish: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = (overrides: Partial<MemberAttributes> = {}) =>
    loggedInMember(app, db(), overrides);
  type Member = Awaited<ReturnType<typeof member>>;

  let groupCount = 0;
  /** A group with these members (role 'member' unless given). */
  async function groupOf(
    members: (Member | [Member, GroupRole])[],
    privacy: 'public' | 'private' = 'public',
  ) {
    groupCount += 1;
    const repository = new GroupsRepository(db());
    const [group] = await repository.createMany([
      { name: `chat-group-${groupCount}`, title: `Chat Group ${groupCount}` },
    ]);
    if (!group) throw new Error('no group');
    if (privacy === 'private')
      await db().update(groups).set({ privacy }).where(eq(groups.id, group.id));
    await repository.addMembers(
      members.map((entry) => {
        const [who, role] = Array.isArray(entry) ? entry : [entry, 'member' as const];
        return { groupId: group.id, userId: who.row.id, role };
      }),
    );
    return group.id;
  }

  const chatChannel = (groupId: number) => `private:groups.${groupId}.chat`;
  const messagesUrl = (groupId: number) => `/api/${groupId}/messages`;
  const sendUrl = (groupId: number) => `/api/groups/${groupId}/send-message`;
  const editUrl = (groupId: number, messageId: number) =>
    `/api/groups/${groupId}/messages/${messageId}`;
  const deleteUrl = (messageId: number) => `/api/groups/${messageId}/delete`;
  const typingUrl = (groupId: number) => `/api/groups/${groupId}/typing`;

  async function send(from: Member, groupId: number, text: string, replyTo?: number) {
    const response = await from.agent.post(sendUrl(groupId), {
      text,
      ...(replyTo === undefined ? {} : { replyTo }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ success: boolean; message: string; data: ChatMessage }>().data;
  }

  async function pageOf(who: Member, groupId: number, page?: number, anchor?: number | null) {
    const query: Record<string, string> = {};
    if (page !== undefined) query.page = String(page);
    if (anchor !== undefined && anchor !== null) query.anchor = String(anchor);
    const response = await who.agent.get(messagesUrl(groupId), { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  }

  /** `count` messages written straight to the database, oldest first, a second apart. */
  async function seedMessages(groupId: number, userId: number, count: number) {
    const start = Date.UTC(2026, 10, 20, 9, 0, 0);
    const rows = await db()
      .insert(groupMessages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          groupId,
          userId,
          text: `Message ${i + 1}`,
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning({ id: groupMessages.id });
    return rows.map((row) => row.id);
  }

  /** The events published so far on one channel, as [event, data]. */
  const eventsOn = (name: string) =>
    (publish.mock.calls as [string, string, unknown][])
      .filter(([published]) => published === name)
      .map(([, event, data]): [string, unknown] => [event, data]);

  const storedMessages = () => db().select().from(groupMessages).orderBy(asc(groupMessages.id));

  describe('POST /api/groups/:groupId/send-message', () => {
    it('sends as the session’s member whatever userId says, and publishes new-message after commit', async () => {
      const dana = await member({ name: 'Dana Demo', userName: 'dana', avatar: CUSTOM_AVATAR });
      const sam = await member({ name: 'Sam Trader', userName: 'sam' });
      const groupId = await groupOf([dana, sam]);
      const before = (await db().select().from(groups).where(eq(groups.id, groupId)))[0];

      const response = await dana.agent.post(sendUrl(groupId), {
        text: '  Long $SPY into the close?  \n',
        userId: sam.row.id,
        replyTo: null,
      });

      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<{ success: boolean; message: string; data: ChatMessage }>();
      expect(answer).toEqual({
        success: true,
        message: 'Message sent.',
        data: {
          id: expect.any(Number),
          group_id: groupId,
          text: 'Long $SPY into the close?',
          userId: dana.row.id,
          user: { id: dana.row.id, name: 'Dana Demo', userName: 'dana', avatar: CUSTOM_AVATAR },
          replyTo: null,
          reply_preview: null,
          created_at: expect.stringMatching(ISO),
          edited_at: null,
        },
      });
      const [stored] = await storedMessages();
      expect(stored).toEqual({
        id: answer.data.id,
        groupId,
        userId: dana.row.id,
        text: 'Long $SPY into the close?',
        replyToId: null,
        createdAt: new Date(answer.data.created_at),
        editedAt: null,
      });
      // The group's activity label moves to the message.
      const [after] = await db().select().from(groups).where(eq(groups.id, groupId));
      expect(after?.lastActivityAt.toISOString()).toBe(answer.data.created_at);
      expect(after?.lastActivityAt.getTime()).toBeGreaterThanOrEqual(
        before?.lastActivityAt.getTime() ?? 0,
      );
      // Exactly the answered message, and nothing more of its author (no email, no hash).
      expect(publish.mock.calls).toEqual([[chatChannel(groupId), 'new-message', answer.data]]);

      // Sam's message is Sam's, with the default avatar.
      const fromSam = await send(sam, groupId, 'Not before the Fed.');
      expect(fromSam.userId).toBe(sam.row.id);
      expect(fromSam.user).toEqual({
        id: sam.row.id,
        name: 'Sam Trader',
        userName: 'sam',
        avatar: DEFAULT_AVATAR,
      });
    });

    it('quotes the message replied to: its first 140 characters and its author', async () => {
      const dana = await member({ name: 'Dana Demo' });
      const sam = await member({ name: 'Sam Trader' });
      const groupId = await groupOf([dana, sam]);
      const long = `${'a'.repeat(139)}é${'b'.repeat(60)}`;
      const quoted = await send(sam, groupId, long);
      publish.mockClear();

      const reply = await send(dana, groupId, 'Agreed', quoted.id);

      expect(reply.replyTo).toBe(quoted.id);
      expect(reply.reply_preview).toEqual({
        id: quoted.id,
        text: `${'a'.repeat(139)}é`,
        user: { name: 'Sam Trader' },
      });
      expect((await storedMessages()).map((row) => row.replyToId)).toEqual([null, quoted.id]);
      expect(eventsOn(chatChannel(groupId))).toEqual([['new-message', reply]]);
      // The page shows the same reply.
      expect((await pageOf(dana, groupId)).data[0]).toEqual(reply);
    });

    it('refuses an empty, blank or too long text (422) and accepts 2000 characters', async () => {
      const dana = await member();
      const groupId = await groupOf([dana]);

      const empty = await dana.agent.post(sendUrl(groupId), { text: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The text cannot be empty.',
        errors: { text: ['The text cannot be empty.'] },
      });
      for (const text of ['   ', ' \n\t ']) {
        const blank = await dana.agent.post(sendUrl(groupId), { text });
        expect(blank.statusCode, JSON.stringify(text)).toBe(422);
        expect(blank.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'The text field is required.',
          errors: { text: ['The text field is required.'] },
        });
      }
      const tooLong = await dana.agent.post(sendUrl(groupId), { text: 'x'.repeat(2001) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The text must not be greater than 2000 characters.',
        errors: { text: ['The text must not be greater than 2000 characters.'] },
      });
      const missing = await dana.agent.post(sendUrl(groupId), { replyTo: null });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ text: ['The text field is required.'] });
      expect(await db().$count(groupMessages)).toBe(0);
      expect(publish).not.toHaveBeenCalled();

      // Characters, not UTF-16 units: 2000 emoji are 2000 characters.
      const longest = await send(dana, groupId, '📈'.repeat(2000));
      expect([...longest.text]).toHaveLength(2000);
      const trimmed = await send(dana, groupId, ` ${'y'.repeat(1998)} `);
      expect(trimmed.text).toBe('y'.repeat(1998));
    });

    it('refuses a reply to a message of another group, or to none (422)', async () => {
      const dana = await member();
      const groupId = await groupOf([dana]);
      const otherGroup = await groupOf([dana]);
      const elsewhere = await send(dana, otherGroup, 'In the other chat');
      publish.mockClear();

      for (const replyTo of [elsewhere.id, elsewhere.id + 1000]) {
        const response = await dana.agent.post(sendUrl(groupId), { text: 'Re', replyTo });
        expect(response.statusCode, String(replyTo)).toBe(422);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'You can only reply to a message of this chat.',
          errors: { replyTo: ['You can only reply to a message of this chat.'] },
        });
      }
      expect(
        (await dana.agent.post(sendUrl(groupId), { text: 'Re', replyTo: -1 })).statusCode,
      ).toBe(422);
      expect(await db().$count(groupMessages)).toBe(1);
      expect(publish).not.toHaveBeenCalled();
    });

    it('refuses a non-member (403, public or private group), an unknown group (404), a visitor and no CSRF', async () => {
      const dana = await member();
      const carol = await member();
      const publicGroup = await groupOf([dana]);
      const privateGroup = await groupOf([dana], 'private');

      for (const groupId of [publicGroup, privateGroup]) {
        const outsider = await carol.agent.post(sendUrl(groupId), { text: 'Let me in' });
        expect(outsider.statusCode).toBe(403);
        expect(outsider.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'Only members of this group can write in its chat.',
        });
      }
      const unknown = await dana.agent.post(sendUrl(99999), { text: 'Anyone?' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This group does not exist.' });
      expect((await dana.agent.post(sendUrl(2 ** 31), { text: 'Hi' })).statusCode).toBe(422);
      expect(
        (await dana.agent.post('/api/groups/abc/send-message', { text: 'Hi' })).statusCode,
      ).toBe(422);

      const visitor = await createAgent(app).post(sendUrl(publicGroup), { text: 'Hi' });
      expect(visitor.statusCode).toBe(401);
      const forged = await dana.agent.post(sendUrl(publicGroup), { text: 'Hi' }, { csrf: false });
      expect(forged.statusCode).toBe(419);
      expect(forged.json()).toMatchObject({ message: 'CSRF token mismatch.' });

      expect(await db().$count(groupMessages)).toBe(0);
      expect(publish).not.toHaveBeenCalled();
    });

    it('gives concurrent messages ids in the order of their times', async () => {
      const dana = await member();
      const sam = await member();
      const groupId = await groupOf([dana, sam]);

      await Promise.all(
        Array.from({ length: 12 }, (_, i) => send(i % 2 ? sam : dana, groupId, `Message ${i}`)),
      );

      const rows = await storedMessages();
      expect(rows).toHaveLength(12);
      const times = rows.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // Published once each, in the order they were stored.
      const published = eventsOn(chatChannel(groupId)).map(([, data]) => (data as ChatMessage).id);
      expect([...published].sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    });
  });

  describe('GET /api/:groupId/messages', () => {
    it('pages 75 messages as 30, 30, 15 and an empty page, newest first, without gaps or repeats', async () => {
      const dana = await member();
      const groupId = await groupOf([dana]);
      const ids = await seedMessages(groupId, dana.row.id, 75);
      const newest = ids.at(-1) ?? 0;

      const first = await pageOf(dana, groupId);
      expect(first.page).toBe(1);
      expect(first.hasMore).toBe(true);
      expect(first.anchor).toBe(newest);
      expect(first.data).toHaveLength(30);
      expect(first.data[0]).toEqual({
        id: newest,
        group_id: groupId,
        text: 'Message 75',
        userId: dana.row.id,
        user: {
          id: dana.row.id,
          name: dana.row.name,
          userName: dana.row.userName,
          avatar: DEFAULT_AVATAR,
        },
        replyTo: null,
        reply_preview: null,
        created_at: '2026-11-20T09:01:14.000Z',
        edited_at: null,
      });

      const second = await pageOf(dana, groupId, 2, first.anchor);
      const third = await pageOf(dana, groupId, 3, first.anchor);
      const fourth = await pageOf(dana, groupId, 4, first.anchor);

      expect(
        [second, third, fourth].map((page) => [page.page, page.data.length, page.hasMore]),
      ).toEqual([
        [2, 30, true],
        [3, 15, false],
        [4, 0, false],
      ]);
      expect(fourth.anchor).toBe(newest);
      const seen = [first, second, third].flatMap((page) => page.data.map((message) => message.id));
      expect(seen).toEqual([...ids].reverse());
      expect(third.data.at(-1)?.text).toBe('Message 1');
      // Without an anchor, page 2 counts from the newest message too.
      expect((await pageOf(dana, groupId, 2)).data.map((message) => message.id)).toEqual(
        second.data.map((message) => message.id),
      );
    });

    it('keeps pages free of gaps and repeats while messages are sent, given the anchor', async () => {
      const dana = await member();
      const sam = await member();
      const groupId = await groupOf([dana, sam]);
      const ids = await seedMessages(groupId, sam.row.id, 75);

      const first = await pageOf(dana, groupId, 1);
      const live: number[] = [];
      for (const text of ['one', 'two', 'three']) live.push((await send(sam, groupId, text)).id);
      const second = await pageOf(dana, groupId, 2, first.anchor);
      for (const text of ['four', 'five']) live.push((await send(sam, groupId, text)).id);
      const third = await pageOf(dana, groupId, 3, first.anchor);
      const fourth = await pageOf(dana, groupId, 4, first.anchor);

      const paged = [first, second, third, fourth].flatMap((page) =>
        page.data.map((message) => message.id),
      );
      expect(paged).toEqual([...ids].reverse());
      expect(fourth.data).toEqual([]);
      expect([second.anchor, third.anchor]).toEqual([first.anchor, first.anchor]);
      // The five sent meanwhile reached the reader as new-message events, not through the pages.
      expect(eventsOn(chatChannel(groupId)).map(([, data]) => (data as ChatMessage).id)).toEqual(
        live,
      );

      // Without the anchor the same second page would repeat what the first one showed.
      const unanchored = await pageOf(dana, groupId, 2);
      const firstIds = new Set(first.data.map((message) => message.id));
      expect(unanchored.data.filter((message) => firstIds.has(message.id))).toHaveLength(5);
    });

    it('answers an empty first page for a new chat, with no anchor', async () => {
      const dana = await member();
      const groupId = await groupOf([dana]);

      expect(await pageOf(dana, groupId)).toEqual({
        data: [],
        page: 1,
        hasMore: false,
        anchor: null,
      });
      await seedMessages(groupId, dana.row.id, 2);
      expect((await pageOf(dana, groupId, 5)).anchor).toBe(2);
      expect((await pageOf(dana, groupId, 5, 1)).anchor).toBe(1);
    });

    it('refuses a non-member whatever the privacy (403), an unknown group (404), a visitor and bad pages', async () => {
      const dana = await member();
      const carol = await member();
      const publicGroup = await groupOf([dana]);
      const privateGroup = await groupOf([dana], 'private');
      await seedMessages(publicGroup, dana.row.id, 3);

      for (const groupId of [publicGroup, privateGroup]) {
        const outsider = await carol.agent.get(messagesUrl(groupId));
        expect(outsider.statusCode).toBe(403);
        expect(outsider.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'Only members of this group can read its chat.',
        });
      }
      const unknown = await dana.agent.get(messagesUrl(99999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This group does not exist.' });
      expect((await createAgent(app).get(messagesUrl(publicGroup))).statusCode).toBe(401);
      const badQueries: Record<string, string>[] = [
        { page: '0' },
        { page: 'x' },
        { anchor: '0' },
        { page: '1.5' },
      ];
      for (const query of badQueries) {
        const bad = await dana.agent.get(messagesUrl(publicGroup), { query });
        expect(bad.statusCode, JSON.stringify(query)).toBe(422);
      }
    });

    it('runs one indexed statement per page', async () => {
      const dana = await member();
      const groupIds = [];
      for (let i = 0; i < 20; i += 1) groupIds.push(await groupOf([dana]));
      // 10,000 messages in 20 groups, interleaved as live chats would be.
      await db().execute(sql`
        insert into group_messages (group_id, user_id, text, created_at)
        select ${groupIds[0]}::int + (n % 20), ${dana.row.id}::int, 'message ' || n,
               now() - (10000 - n) * interval '1 second'
          from generate_series(1, 10000) as n`);
      await db().execute(sql`analyze group_messages`);
      const groupId = groupIds[7] ?? 0;
      const statement = new GroupChatRepository(db())
        .pageQuery(groupId, { anchor: 9_000, offset: 60, limit: 31 })
        .toSQL();

      const [explained] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await db().execute(
          withParams(`explain (format json) ${statement.sql}`, statement.params as unknown[]),
        ),
      );
      const plan = JSON.stringify(explained?.['QUERY PLAN']);

      // The page is read from (group_id, id), never by scanning the table.
      expect(plan).toContain('"Index Name":"group_messages_group_idx"');
      expect(plan).not.toMatch(/"Node Type":"Seq Scan","[^}]*"Relation Name":"group_messages"/);
      const page = await new GroupChatRepository(db()).page(groupId, {
        anchor: 9_000,
        offset: 60,
        limit: 31,
      });
      expect(page.rows).toHaveLength(31);
      expect(page.rows.every((row) => row.message.groupId === groupId)).toBe(true);
      expect(page.rows[0]?.message.id).toBeLessThanOrEqual(9_000);
    });
  });

  describe('PUT /api/groups/:groupId/messages/:messageId', () => {
    it('edits the member’s own message, sets edited_at and publishes message-updated', async () => {
      const dana = await member({ name: 'Dana Demo' });
      const sam = await member({ name: 'Sam Trader' });
      const groupId = await groupOf([dana, sam]);
      const original = await send(dana, groupId, 'Stop at 410');
      const reply = await send(sam, groupId, 'Why 410?', original.id);
      publish.mockClear();

      const response = await dana.agent.put(editUrl(groupId, original.id), {
        text: '  Stop at 405  ',
      });

      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{
        success: boolean;
        message: string;
        text: string;
        data: ChatMessage;
      }>();
      expect(answer).toEqual({
        success: true,
        message: 'Message updated.',
        text: 'Stop at 405',
        data: { ...original, text: 'Stop at 405', edited_at: expect.stringMatching(ISO) },
      });
      expect(Date.parse(answer.data.edited_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(original.created_at),
      );
      expect(publish.mock.calls).toEqual([[chatChannel(groupId), 'message-updated', answer.data]]);
      // The reply quotes the new text.
      const page = await pageOf(sam, groupId);
      expect(page.data.map((message) => message.id)).toEqual([reply.id, original.id]);
      expect(page.data[0]?.reply_preview).toEqual({
        id: original.id,
        text: 'Stop at 405',
        user: { name: 'Dana Demo' },
      });
      expect(page.data[1]).toEqual(answer.data);
    });

    it('refuses another’s message (403), a message of another group or none (404), a non-member, blank text, a visitor and no CSRF', async () => {
      const dana = await member();
      const sam = await member();
      const carol = await member();
      const groupId = await groupOf([dana, sam]);
      const otherGroup = await groupOf([dana]);
      const sams = await send(sam, groupId, 'Sam’s');
      const danas = await send(dana, groupId, 'Dana’s');
      const elsewhere = await send(dana, otherGroup, 'Elsewhere');
      publish.mockClear();

      const others = await dana.agent.put(editUrl(groupId, sams.id), { text: 'Hijacked' });
      expect(others.statusCode).toBe(403);
      expect(others.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You can only edit your own messages.',
      });
      const wrongGroup = await dana.agent.put(editUrl(groupId, elsewhere.id), { text: 'Moved' });
      expect(wrongGroup.statusCode).toBe(404);
      expect(wrongGroup.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'This message does not exist.',
      });
      expect((await dana.agent.put(editUrl(groupId, 99999), { text: 'x' })).statusCode).toBe(404);
      const noGroup = await dana.agent.put(editUrl(99999, danas.id), { text: 'x' });
      expect(noGroup.statusCode).toBe(404);
      expect(noGroup.json()).toMatchObject({ message: 'This group does not exist.' });
      const outsider = await carol.agent.put(editUrl(groupId, sams.id), { text: 'x' });
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({
        message: 'Only members of this group can write in its chat.',
      });
      const blank = await dana.agent.put(editUrl(groupId, danas.id), { text: '  ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ text: ['The text field is required.'] });
      expect(
        (await dana.agent.put(editUrl(groupId, danas.id), { text: 'x'.repeat(2001) })).statusCode,
      ).toBe(422);
      expect(
        (await createAgent(app).put(editUrl(groupId, danas.id), { text: 'x' })).statusCode,
      ).toBe(401);
      expect(
        (await dana.agent.put(editUrl(groupId, danas.id), { text: 'x' }, { csrf: false }))
          .statusCode,
      ).toBe(419);

      expect((await storedMessages()).map((row) => [row.text, row.editedAt])).toEqual([
        ['Sam’s', null],
        ['Dana’s', null],
        ['Elsewhere', null],
      ]);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('DELETE /api/groups/:messageId/delete', () => {
    it('deletes the member’s own message, publishes message-deleted, and replies lose their quote', async () => {
      const dana = await member();
      const sam = await member();
      const groupId = await groupOf([dana, sam]);
      const quoted = await send(dana, groupId, 'Buying the dip');
      const reply = await send(sam, groupId, 'Which dip?', quoted.id);
      publish.mockClear();

      const response = await dana.agent.delete(deleteUrl(quoted.id));

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Message deleted.',
        id: quoted.id,
      });
      expect(publish.mock.calls).toEqual([
        [chatChannel(groupId), 'message-deleted', { id: quoted.id, group_id: groupId }],
      ]);
      expect((await pageOf(sam, groupId)).data).toEqual([
        { ...reply, replyTo: null, reply_preview: null },
      ]);
      // Gone: a second delete finds nothing.
      const again = await dana.agent.delete(deleteUrl(quoted.id));
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: 'NOT_FOUND', message: 'This message does not exist.' });
    });

    it('lets an owner or admin delete anyone’s message, and refuses other members (403)', async () => {
      const owner = await member();
      const admin = await member();
      const dana = await member();
      const sam = await member();
      const carol = await member();
      const groupId = await groupOf([[owner, 'owner'], [admin, 'admin'], dana, sam]);
      // An admin of another group moderates only there.
      await groupOf([[carol, 'admin']]);
      const first = await send(sam, groupId, 'Spam 1');
      const second = await send(sam, groupId, 'Spam 2');
      const third = await send(sam, groupId, 'Fine');
      publish.mockClear();

      for (const who of [dana, carol]) {
        const refused = await who.agent.delete(deleteUrl(third.id));
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'You can only delete your own messages.',
        });
      }
      expect(publish).not.toHaveBeenCalled();

      expect((await admin.agent.delete(deleteUrl(first.id))).statusCode).toBe(200);
      expect((await owner.agent.delete(deleteUrl(second.id))).statusCode).toBe(200);

      expect((await storedMessages()).map((row) => row.id)).toEqual([third.id]);
      expect(eventsOn(chatChannel(groupId))).toEqual([
        ['message-deleted', { id: first.id, group_id: groupId }],
        ['message-deleted', { id: second.id, group_id: groupId }],
      ]);
    });

    it('refuses an unknown message (404), a visitor and no CSRF', async () => {
      const dana = await member();
      const groupId = await groupOf([dana]);
      const message = await send(dana, groupId, 'Keep me');
      publish.mockClear();

      expect((await dana.agent.delete(deleteUrl(99999))).statusCode).toBe(404);
      expect((await dana.agent.delete(deleteUrl(2 ** 31))).statusCode).toBe(422);
      expect((await createAgent(app).delete(deleteUrl(message.id))).statusCode).toBe(401);
      expect(
        (await dana.agent.delete(deleteUrl(message.id), undefined, { csrf: false })).statusCode,
      ).toBe(419);
      expect(await db().$count(groupMessages)).toBe(1);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('POST /api/groups/:groupId/typing', () => {
    it('publishes typing with the member’s id and name (204), and stores nothing', async () => {
      const dana = await member({ name: 'Dana Demo' });
      const carol = await member();
      const groupId = await groupOf([dana]);

      const typing = await dana.agent.post(typingUrl(groupId));
      expect(typing.statusCode, typing.body).toBe(204);
      expect(typing.body).toBe('');
      expect(publish.mock.calls).toEqual([
        [chatChannel(groupId), 'typing', { user: { id: dana.row.id, name: 'Dana Demo' } }],
      ]);

      publish.mockClear();
      const outsider = await carol.agent.post(typingUrl(groupId));
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Only members of this group can write in its chat.',
      });
      expect((await dana.agent.post(typingUrl(99999))).statusCode).toBe(404);
      expect((await createAgent(app).post(typingUrl(groupId))).statusCode).toBe(401);
      expect((await dana.agent.post(typingUrl(groupId), {}, { csrf: false })).statusCode).toBe(419);
      expect(publish).not.toHaveBeenCalled();
      expect(await db().$count(groupMessages)).toBe(0);
    });
  });
});

describe('group chat through the embedded broker', () => {
  const database = useTestDatabase('pglite');

  it('delivers a sent message to another member subscribed to the chat, and refuses a non-member the channel', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await loggedInMember(app, database.handle.db, { name: 'Dana Demo' });
    const sam = await loggedInMember(app, database.handle.db);
    const carol = await loggedInMember(app, database.handle.db);
    const repository = new GroupsRepository(database.handle.db);
    const [group] = await repository.createMany([{ name: 'options-lab', title: 'Options Lab' }]);
    const groupId = group?.id ?? 0;
    await repository.addMembers([
      { groupId, userId: dana.row.id, role: 'owner' },
      { groupId, userId: sam.row.id, role: 'member' },
    ]);
    const channel = realtimeClient(app, sam.agent).channels.get(chatChannel(groupId));
    const received = eventually<Ably.Message>('new-message', (resolve) => {
      void channel.subscribe('new-message', resolve);
    });
    const typing = eventually<Ably.Message>('typing', (resolve) => {
      void channel.subscribe('typing', resolve);
    });
    await channel.attach();

    const sent = await dana.agent.post(`/api/groups/${groupId}/send-message`, { text: 'Morning' });
    await dana.agent.post(`/api/groups/${groupId}/typing`);

    expect(sent.statusCode, sent.body).toBe(201);
    expect((await received).data).toEqual(sent.json<{ data: ChatMessage }>().data);
    expect((await typing).data).toEqual({ user: { id: dana.row.id, name: 'Dana Demo' } });

    const outsider = realtimeClient(app, carol.agent).channels.get(chatChannel(groupId));
    const refusal = await outsider.attach().then(
      () => undefined,
      (error: Ably.ErrorInfo) => error,
    );
    expect(refusal?.code).toBe(40160);
  });

  function chatChannel(groupId: number) {
    return `private:groups.${groupId}.chat`;
  }
});
