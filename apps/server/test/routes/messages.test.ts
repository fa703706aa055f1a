import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationMembers, conversations, directMessages } from '../../src/db/schema/index.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import type { MemberAttributes } from '../helpers/factories.ts';

const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const CUSTOM_AVATAR = '/storage/avatars/alice.jpg';

interface MemberJson {
  id: number;
  name: string;
  userName: string;
  avatar: string;
}
interface Item {
  id: number;
  message_id: number | null;
  url: string;
  preview: string;
  last_message_time: string;
  user: MemberJson;
  read_at: string | null;
  unread_count: number;
  other_last_read_message_id: number;
}
interface Message {
  id: number;
  conversation_id: number;
  text: string;
  user_id: number;
  user: { id: number; name: string; avatar: string };
  created_at: string;
  edited_at: string | null;
}
interface Unread {
  follower: number;
  message: number;
  activity: number;
}
interface MessagePage {
  data: Message[];
  nextBefore: number | null;
  conversation: Item;
}
interface ReadAnswer {
  conversation: Item;
  unread: Unread;
}
interface NewMessageEvent {
  conversation: Item;
  message: Message;
  unread: Unread;
}
interface ReadEvent {
  conversation_id: number;
  reader_id: number;
  last_read_message_id: number;
  read_at: string;
  unread: Unread;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const noUnread: Unread = { follower: 0, message: 0, activity: 0 };
const unreadMessages = (message: number): Unread => ({ follower: 0, message, activity: 0 });

describe.each(drivers)('direct messages on %s', (driver) => {
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

  const channel = (userId: number) => `private:users.${userId}.notifications`;

  /** The events published so far on one channel, as [event, data]. */
  const eventsOn = (name: string) =>
    (publish.mock.calls as [string, string, unknown][])
      .filter(([published]) => published === name)
      .map(([, event, data]): [string, unknown] => [event, data]);

  /** How `viewer` sees `other` in a conversation's `user`. */
  const seen = (other: Member): MemberJson => ({
    id: other.row.id,
    name: other.row.name,
    userName: other.row.userName,
    avatar: other.row.avatar ?? DEFAULT_AVATAR,
  });

  const conversationsUrl = '/api/conversations';
  const messagesUrl = (conversationId: number) => `/api/conversations/${conversationId}/messages`;
  const messageUrl = (conversationId: number, messageId: number) =>
    `${messagesUrl(conversationId)}/${messageId}`;

  async function start(from: Member, to: Member) {
    const response = await from.agent.post(conversationsUrl, { user_id: to.row.id });
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json<Item>();
  }

  async function send(from: Member, conversationId: number, text: string) {
    const response = await from.agent.post(messagesUrl(conversationId), { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Message>();
  }

  async function listOf(who: Member, query: Record<string, string> = {}) {
    const response = await who.agent.get(conversationsUrl, { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Item[] }>().data;
  }

  async function pageOf(who: Member, conversationId: number, before?: number) {
    const response = await who.agent.get(messagesUrl(conversationId), {
      ...(before === undefined ? {} : { query: { before: String(before) } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MessagePage>();
  }

  async function read(who: Member, conversationId: number) {
    const response = await who.agent.post(`/api/conversations/${conversationId}/read`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReadAnswer>();
  }

  async function summaryOf(who: Member) {
    const response = await who.agent.get(`/api/${who.row.id}/notifications`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message: Item[]; unread: Unread }>();
  }

  /** The conversation as `who` lists it. */
  async function itemOf(who: Member, conversationId: number) {
    const item = (await listOf(who)).find((entry) => entry.id === conversationId);
    if (!item) throw new Error(`conversation ${conversationId} is not in the list`);
    return item;
  }

  const messageText = async (id: number) =>
    (await db().select().from(directMessages).where(eq(directMessages.id, id)))[0]?.text;

  describe('POST /api/conversations', () => {
    it('starts a conversation once (201), then finds it for either member (200)', async () => {
      const alice = await member({ name: 'Alice Sender', avatar: CUSTOM_AVATAR });
      const bob = await member({ name: 'Bob Receiver' });

      const started = await alice.agent.post(conversationsUrl, { user_id: bob.row.id });
      expect(started.statusCode, started.body).toBe(201);
      const item = started.json<Item>();
      expect(item).toEqual({
        id: expect.any(Number),
        message_id: null,
        url: `/messages?chat=${item.id}`,
        preview: '',
        last_message_time: expect.stringMatching(ISO),
        user: {
          id: bob.row.id,
          name: 'Bob Receiver',
          userName: bob.row.userName,
          avatar: DEFAULT_AVATAR,
        },
        read_at: null,
        unread_count: 0,
        other_last_read_message_id: 0,
      });

      const again = await alice.agent.post(conversationsUrl, { user_id: bob.row.id });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Item>()).toEqual(item);

      const fromBob = await bob.agent.post(conversationsUrl, { user_id: alice.row.id });
      expect(fromBob.statusCode, fromBob.body).toBe(200);
      expect(fromBob.json<Item>()).toEqual({
        ...item,
        user: {
          id: alice.row.id,
          name: 'Alice Sender',
          userName: alice.row.userName,
          avatar: CUSTOM_AVATAR,
        },
      });

      expect(await db().$count(conversations)).toBe(1);
      expect(
        (await db().select().from(conversationMembers))
          .map((row) => [row.conversationId, row.userId, row.lastReadMessageId, row.lastReadAt])
          .sort((a, b) => Number(a[1]) - Number(b[1])),
      ).toEqual([
        [item.id, alice.row.id, 0, null],
        [item.id, bob.row.id, 0, null],
      ]);
      // Both list it, before any message.
      expect(await listOf(alice)).toEqual([item]);
      expect((await listOf(bob)).map((entry) => entry.id)).toEqual([item.id]);
      // Starting tells nobody anything.
      expect(publish).not.toHaveBeenCalled();
    });

    it('refuses oneself (422), an unknown member (404), a visitor (401) and no CSRF (419)', async () => {
      const alice = await member();
      const bob = await member();

      const self = await alice.agent.post(conversationsUrl, { user_id: alice.row.id });
      expect(self.statusCode).toBe(422);
      expect(self.json()).toMatchObject({
        code: 'SELF_MESSAGE',
        message: 'You cannot send messages to yourself.',
      });

      const unknown = await alice.agent.post(conversationsUrl, { user_id: 99999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This member does not exist.',
      });

      for (const body of [{}, { user_id: 0 }, { user_id: 'bob' }]) {
        const malformed = await alice.agent.post(conversationsUrl, body);
        expect(malformed.statusCode, JSON.stringify(body)).toBe(422);
        expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }

      const visitor = await createAgent(app).post(conversationsUrl, { user_id: bob.row.id });
      expect(visitor.statusCode).toBe(401);
      expect((await createAgent(app).get(conversationsUrl)).statusCode).toBe(401);

      const forged = await alice.agent.post(
        conversationsUrl,
        { user_id: bob.row.id },
        { csrf: false },
      );
      expect(forged.statusCode).toBe(419);

      expect(await db().$count(conversations)).toBe(0);
      expect(await db().$count(conversationMembers)).toBe(0);
      expect(publish).not.toHaveBeenCalled();
    });

    it('gives two members starting at the same time one conversation', async () => {
      const alice = await member();
      const bob = await member();

      const answers = await Promise.all([
        alice.agent.post(conversationsUrl, { user_id: bob.row.id }),
        bob.agent.post(conversationsUrl, { user_id: alice.row.id }),
        alice.agent.post(conversationsUrl, { user_id: bob.row.id }),
        bob.agent.post(conversationsUrl, { user_id: alice.row.id }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
      const ids = new Set(answers.map((answer) => answer.json<Item>().id));
      expect(ids.size).toBe(1);
      expect(await db().$count(conversations)).toBe(1);
      expect(await db().$count(conversationMembers)).toBe(2);
      const [alicesView, bobsView] = answers.map((answer) => answer.json<Item>());
      expect(alicesView?.user.id).toBe(bob.row.id);
      expect(bobsView?.user.id).toBe(alice.row.id);
    });
  });

  describe('POST /api/conversations/:conversationId/messages', () => {
    it('sends a trimmed message and tells both members, each with their own view', async () => {
      const alice = await member({ name: 'Alice Sender' });
      const bob = await member({ name: 'Bob Receiver' });
      const { id } = await start(alice, bob);
      publish.mockClear();

      const sent = await alice.agent.post(messagesUrl(id), { text: '  Hello, Bob!  \n' });
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json<Message>();
      expect(message).toEqual({
        id: expect.any(Number),
        conversation_id: id,
        text: 'Hello, Bob!',
        user_id: alice.row.id,
        user: { id: alice.row.id, name: 'Alice Sender', avatar: DEFAULT_AVATAR },
        created_at: expect.stringMatching(ISO),
        edited_at: null,
      });
      expect(await messageText(message.id)).toBe('Hello, Bob!');

      // The recipient: one unread message in one unread conversation; the sender has read it.
      const bobEvents = eventsOn(channel(bob.row.id));
      expect(bobEvents.map(([event]) => event)).toEqual(['broadcast notification']);
      const bobEvent = bobEvents[0]?.[1] as NewMessageEvent;
      expect(bobEvent.conversation).toEqual({
        id,
        message_id: message.id,
        url: `/messages?chat=${id}`,
        preview: 'Hello, Bob!',
        last_message_time: message.created_at,
        user: seen(alice),
        read_at: null,
        unread_count: 1,
        other_last_read_message_id: message.id,
      });
      expect(bobEvent.unread).toEqual(unreadMessages(1));
      // Exactly the message as answered: never more of the sender (their email, password hash…).
      expect(bobEvent.message).toEqual(message);

      const aliceEvents = eventsOn(channel(alice.row.id));
      expect(aliceEvents.map(([event]) => event)).toEqual(['broadcast notification']);
      const aliceEvent = aliceEvents[0]?.[1] as NewMessageEvent;
      expect(aliceEvent.conversation).toEqual({
        id,
        message_id: message.id,
        url: `/messages?chat=${id}`,
        preview: 'Hello, Bob!',
        last_message_time: message.created_at,
        user: seen(bob),
        read_at: message.created_at,
        unread_count: 0,
        other_last_read_message_id: 0,
      });
      expect(aliceEvent.unread).toEqual(noUnread);
      expect(aliceEvent.message).toEqual(message);
      expect(publish).toHaveBeenCalledTimes(2);

      // The lists and the badges agree with what was published.
      expect(await itemOf(bob, id)).toEqual(bobEvent.conversation);
      expect(await itemOf(alice, id)).toEqual(aliceEvent.conversation);
      expect((await summaryOf(bob)).unread).toEqual(unreadMessages(1));
      expect((await summaryOf(alice)).unread).toEqual(noUnread);
    });

    it('refuses an empty or too long text (422) and accepts 2000 characters', async () => {
      const alice = await member();
      const bob = await member();
      const { id } = await start(alice, bob);
      publish.mockClear();

      for (const text of ['', '   ', ' \n\t ']) {
        const empty = await alice.agent.post(messagesUrl(id), { text });
        expect(empty.statusCode, JSON.stringify(text)).toBe(422);
        expect(empty.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Write a message first.',
          errors: { text: ['Write a message first.'] },
        });
      }
      const tooLong = await alice.agent.post(messagesUrl(id), { text: 'x'.repeat(2001) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'A message can be at most 2000 characters.',
        errors: { text: ['A message can be at most 2000 characters.'] },
      });
      const wayTooLong = await alice.agent.post(messagesUrl(id), { text: 'x'.repeat(5000) });
      expect(wayTooLong.statusCode).toBe(422);
      expect(wayTooLong.json().errors.text).toHaveLength(1);
      const missing = await alice.agent.post(messagesUrl(id), {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toHaveProperty('text');

      expect(await db().$count(directMessages)).toBe(0);
      expect(publish).not.toHaveBeenCalled();

      // 2000 characters once trimmed is the most there can be.
      const longest = await send(alice, id, `   ${'y'.repeat(2000)}   `);
      expect(longest.text).toBe('y'.repeat(2000));
    });

    it('refuses a non-member (403), an unknown conversation (404), a visitor and no CSRF', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const { id } = await start(alice, bob);
      publish.mockClear();

      const outsider = await carol.agent.post(messagesUrl(id), { text: 'Let me in' });
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are not in this conversation.',
      });

      const unknown = await alice.agent.post(messagesUrl(99999), { text: 'Anyone?' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This conversation does not exist.',
      });

      const malformed = await alice.agent.post('/api/conversations/abc/messages', { text: 'Hi' });
      expect(malformed.statusCode).toBe(422);

      const visitor = await createAgent(app).post(messagesUrl(id), { text: 'Hi' });
      expect(visitor.statusCode).toBe(401);

      const forged = await alice.agent.post(messagesUrl(id), { text: 'Hi' }, { csrf: false });
      expect(forged.statusCode).toBe(419);

      expect(await db().$count(directMessages)).toBe(0);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('GET /api/conversations', () => {
    it('lists the member’s own conversations, most recent first, with previews and unread counts', async () => {
      const alice = await member({ name: 'Alice Reader', userName: 'alice' });
      const bob = await member({ name: 'Bob Stone', userName: 'stonks' });
      const carol = await member({ name: 'Carol 100% Long', userName: 'carol_c' });
      const dave = await member({ name: 'Dave Bear', userName: 'dave_x' });
      const erin = await member({ name: 'Erin Else', userName: 'erin' });

      const withBob = await start(alice, bob);
      const withCarol = await start(carol, alice);
      const withDave = await start(alice, dave);
      // A conversation Alice is not in.
      const bobErin = await start(erin, bob);
      expect(await listOf(alice)).toHaveLength(3);

      const long = `${'a'.repeat(100)}${'b'.repeat(40)}`;
      await send(carol, withCarol.id, 'Carol one');
      const carolTwo = await send(carol, withCarol.id, 'Carol two');
      const daveLong = await send(dave, withDave.id, long);
      const aliceToBob = await send(alice, withBob.id, 'Hi Bob');
      const erinToBob = await send(erin, bobErin.id, 'Hi from Erin');

      const list = await listOf(alice);
      expect(list).toEqual([
        {
          id: withBob.id,
          message_id: aliceToBob.id,
          url: `/messages?chat=${withBob.id}`,
          preview: 'Hi Bob',
          last_message_time: aliceToBob.created_at,
          user: seen(bob),
          read_at: aliceToBob.created_at,
          unread_count: 0,
          other_last_read_message_id: 0,
        },
        {
          id: withDave.id,
          message_id: daveLong.id,
          url: `/messages?chat=${withDave.id}`,
          preview: `${'a'.repeat(100)}${'b'.repeat(19)}…`,
          last_message_time: daveLong.created_at,
          user: seen(dave),
          read_at: null,
          unread_count: 1,
          other_last_read_message_id: daveLong.id,
        },
        {
          id: withCarol.id,
          message_id: carolTwo.id,
          url: `/messages?chat=${withCarol.id}`,
          preview: 'Carol two',
          last_message_time: carolTwo.created_at,
          user: seen(carol),
          read_at: null,
          unread_count: 2,
          other_last_read_message_id: carolTwo.id,
        },
      ]);
      expect(list[1]?.preview).toHaveLength(120);
      const ids = (items: Item[]) => items.map((item) => item.id);

      // Unread ones first, each group most recent first.
      expect(ids(await listOf(alice, { unread_first: 'true' }))).toEqual([
        withDave.id,
        withCarol.id,
        withBob.id,
      ]);
      expect(ids(await listOf(alice, { unread_first: 'false' }))).toEqual(ids(list));

      // Bob's list holds his two conversations, not Alice's others.
      const bobs = await listOf(bob);
      expect(ids(bobs)).toEqual([bobErin.id, withBob.id]);
      expect(bobs[0]).toMatchObject({ preview: 'Hi from Erin', message_id: erinToBob.id });
      expect(bobs.map((item) => item.unread_count)).toEqual([1, 1]);

      // Search: the other member's name or user name, any case, `%` and `_` taken literally.
      const search = async (text: string) => ids(await listOf(alice, { search: text }));
      expect(await search('bob')).toEqual([withBob.id]);
      expect(await search('STONE')).toEqual([withBob.id]);
      expect(await search('Stonks')).toEqual([withBob.id]);
      expect(await search('  bob  ')).toEqual([withBob.id]);
      expect(await search('DAVE_X')).toEqual([withDave.id]);
      expect(await search('%')).toEqual([withCarol.id]);
      expect(await search('100%')).toEqual([withCarol.id]);
      expect(await search('_')).toEqual([withDave.id, withCarol.id]);
      expect(await search('L_C')).toEqual([withCarol.id]);
      expect(await search('b_b')).toEqual([]);
      expect(await search('a%e')).toEqual([]);
      expect(await search('\\')).toEqual([]);
      // Only the other member counts: not Alice herself, not someone else's conversation.
      expect(await search('alice')).toEqual([]);
      expect(await search('erin')).toEqual([]);
      expect(await search('nobody')).toEqual([]);
      expect(await search('')).toEqual(ids(list));
      expect(ids(await listOf(alice, { search: 'a', unread_first: 'true' }))).toEqual([
        withDave.id,
        withCarol.id,
      ]);
    });

    it('cuts a preview only past 120 characters', async () => {
      const alice = await member();
      const bob = await member();
      const { id } = await start(alice, bob);

      const exactly = 'e'.repeat(120);
      await send(alice, id, exactly);
      expect((await itemOf(alice, id)).preview).toBe(exactly);

      await send(bob, id, `${'f'.repeat(121)}`);
      const preview = (await itemOf(alice, id)).preview;
      expect(preview).toBe(`${'f'.repeat(119)}…`);
      expect(preview).toHaveLength(120);
    });

    it('refuses a visitor', async () => {
      expect((await createAgent(app).get(conversationsUrl)).statusCode).toBe(401);
    });
  });

  describe('GET /api/conversations/:conversationId/messages', () => {
    it('pages through the conversation, 30 at a time, newest first', async () => {
      const alice = await member({ name: 'Alice Pager' });
      const bob = await member({ name: 'Bob Pager' });
      const carol = await member();
      const { id } = await start(alice, bob);
      const other = await start(alice, carol);

      // Interleaved with another conversation's, so this one's ids are not contiguous.
      const sent: Message[] = [];
      for (let index = 0; index < 65; index += 1) {
        sent.push(await send(index % 3 === 0 ? bob : alice, id, `Message ${index}`));
        if (index % 10 === 0) await send(carol, other.id, `Elsewhere ${index}`);
      }
      const newestFirst = [...sent].reverse();

      const first = await pageOf(alice, id);
      expect(first.data).toEqual(newestFirst.slice(0, 30));
      expect(first.nextBefore).toBe(newestFirst[29]?.id);
      expect(first.conversation).toEqual(await itemOf(alice, id));
      expect(first.conversation).toMatchObject({
        id,
        message_id: newestFirst[0]?.id,
        preview: 'Message 64',
        user: seen(bob),
      });
      expect(first.data.find((message) => message.user_id === bob.row.id)?.user).toEqual({
        id: bob.row.id,
        name: 'Bob Pager',
        avatar: DEFAULT_AVATAR,
      });

      const second = await pageOf(alice, id, first.nextBefore ?? undefined);
      expect(second.data).toEqual(newestFirst.slice(30, 60));
      expect(second.nextBefore).toBe(newestFirst[59]?.id);

      const last = await pageOf(alice, id, second.nextBefore ?? undefined);
      expect(last.data).toEqual(newestFirst.slice(60));
      expect(last.nextBefore).toBeNull();

      // Bob reads the same messages, with the conversation as he lists it.
      const bobsFirst = await pageOf(bob, id);
      expect(bobsFirst.data).toEqual(first.data);
      expect(bobsFirst.conversation).toEqual(await itemOf(bob, id));
      expect(bobsFirst.conversation.user).toEqual(seen(alice));

      // Exactly one page: no cursor.
      const elsewhere = await pageOf(carol, other.id);
      expect(elsewhere.data.map((message) => message.text)).toEqual(
        [0, 10, 20, 30, 40, 50, 60].reverse().map((index) => `Elsewhere ${index}`),
      );
      expect(elsewhere.nextBefore).toBeNull();

      // Reading the messages does not mark them read: Bob has not read Alice's last one.
      expect((await itemOf(bob, id)).unread_count).toBe(1);
    });

    it('answers an empty page for a new conversation', async () => {
      const alice = await member();
      const bob = await member();
      const item = await start(alice, bob);
      expect(await pageOf(alice, item.id)).toEqual({
        data: [],
        nextBefore: null,
        conversation: item,
      });
    });

    it('refuses a non-member (403), an unknown conversation (404), a visitor and a bad cursor', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const { id } = await start(alice, bob);
      await send(alice, id, 'Private');

      const outsider = await carol.agent.get(messagesUrl(id));
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are not in this conversation.',
      });
      expect(outsider.body).not.toContain('Private');

      const unknown = await alice.agent.get(messagesUrl(99999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'This conversation does not exist.' });

      const visitor = await createAgent(app).get(messagesUrl(id));
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain('Private');

      for (const before of ['0', 'abc', '-3']) {
        const bad = await alice.agent.get(messagesUrl(id), { query: { before } });
        expect(bad.statusCode, before).toBe(422);
      }
    });
  });

  describe('PUT and DELETE /api/conversations/:conversationId/messages/:messageId', () => {
    it('lets only the sender edit or delete a message of this conversation', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const { id } = await start(alice, bob);
      const withCarol = await start(alice, carol);
      const first = await send(alice, id, 'First from Alice');
      await send(bob, id, 'Reply from Bob');
      const elsewhere = await send(alice, withCarol.id, 'To Carol');
      publish.mockClear();

      // The other member: 403, nothing changes.
      const bobEdits = await bob.agent.put(messageUrl(id, first.id), { text: 'Hijacked' });
      expect(bobEdits.statusCode).toBe(403);
      expect(bobEdits.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only change your own messages.',
      });
      const bobDeletes = await bob.agent.delete(messageUrl(id, first.id));
      expect(bobDeletes.statusCode).toBe(403);
      expect(bobDeletes.json()).toMatchObject({
        message: 'You can only change your own messages.',
      });

      // Someone outside the conversation: 403 for the conversation.
      const carolEdits = await carol.agent.put(messageUrl(id, first.id), { text: 'Hijacked' });
      expect(carolEdits.statusCode).toBe(403);
      expect(carolEdits.json()).toMatchObject({ message: 'You are not in this conversation.' });
      expect((await carol.agent.delete(messageUrl(id, first.id))).statusCode).toBe(403);

      // An unknown message, or one of another conversation: 404.
      for (const messageId of [99999, elsewhere.id]) {
        const edit = await alice.agent.put(messageUrl(id, messageId), { text: 'Moved' });
        expect(edit.statusCode, String(messageId)).toBe(404);
        expect(edit.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'This message does not exist.',
        });
        const remove = await alice.agent.delete(messageUrl(id, messageId));
        expect(remove.statusCode, String(messageId)).toBe(404);
      }
      // An unknown conversation: 404.
      expect((await alice.agent.delete(messageUrl(99999, first.id))).statusCode).toBe(404);

      // The sender: but not with an empty text, nor without CSRF, nor logged out.
      const empty = await alice.agent.put(messageUrl(id, first.id), { text: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ errors: { text: ['Write a message first.'] } });
      const tooLong = await alice.agent.put(messageUrl(id, first.id), { text: 'z'.repeat(2001) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toMatchObject({
        errors: { text: ['A message can be at most 2000 characters.'] },
      });
      expect(
        (await alice.agent.put(messageUrl(id, first.id), { text: 'x' }, { csrf: false }))
          .statusCode,
      ).toBe(419);
      expect(
        (await alice.agent.delete(messageUrl(id, first.id), undefined, { csrf: false })).statusCode,
      ).toBe(419);
      expect((await createAgent(app).put(messageUrl(id, first.id), { text: 'x' })).statusCode).toBe(
        401,
      );
      expect((await createAgent(app).delete(messageUrl(id, first.id))).statusCode).toBe(401);

      expect(await messageText(first.id)).toBe('First from Alice');
      expect(await messageText(elsewhere.id)).toBe('To Carol');
      expect(await db().$count(directMessages)).toBe(3);
      expect(publish).not.toHaveBeenCalled();
    });

    it('edits: sets edited_at and publishes MessageUpdated with the message to both', async () => {
      const alice = await member({ name: 'Alice Editor' });
      const bob = await member();
      const { id } = await start(alice, bob);
      await send(alice, id, 'One');
      const two = await send(bob, id, 'Two');
      const three = await send(alice, id, 'Thre');
      publish.mockClear();

      const edited = await alice.agent.put(messageUrl(id, three.id), { text: '  Three  ' });
      expect(edited.statusCode, edited.body).toBe(200);
      const message = edited.json<Message>();
      expect(message).toEqual({
        ...three,
        text: 'Three',
        edited_at: expect.stringMatching(ISO),
      });
      expect(Date.parse(message.edited_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(three.created_at),
      );
      expect(await messageText(three.id)).toBe('Three');

      for (const [who, other] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        const item = await itemOf(who, id);
        expect(item).toMatchObject({ message_id: three.id, preview: 'Three', user: seen(other) });
        expect(eventsOn(channel(who.row.id))).toEqual([
          ['MessageUpdated', { conversation: item, message, deleted_id: null }],
        ]);
      }
      expect(publish).toHaveBeenCalledTimes(2);
      // Editing is no news: Bob still has one unread message (the edited one), no more.
      expect((await itemOf(bob, id)).unread_count).toBe(1);
      expect((await pageOf(bob, id)).data.map((m) => m.text)).toEqual(['Three', 'Two', 'One']);

      // Editing an older one keeps the preview on the newest.
      publish.mockClear();
      const older = await bob.agent.put(messageUrl(id, two.id), { text: 'Two, edited' });
      expect(older.statusCode, older.body).toBe(200);
      expect((await itemOf(alice, id)).preview).toBe('Three');
      expect(eventsOn(channel(alice.row.id))).toEqual([
        [
          'MessageUpdated',
          { conversation: await itemOf(alice, id), message: older.json(), deleted_id: null },
        ],
      ]);
    });

    it('deletes: publishes MessageUpdated with deleted_id, and the preview falls back', async () => {
      const alice = await member();
      const bob = await member();
      const { id } = await start(alice, bob);
      const one = await send(alice, id, 'One');
      const two = await send(bob, id, 'Two');
      const three = await send(alice, id, 'Three');
      expect((await itemOf(bob, id)).unread_count).toBe(1);
      publish.mockClear();

      const deleted = await alice.agent.delete(messageUrl(id, three.id));
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: 'Message deleted.' });
      expect(
        await db().select().from(directMessages).where(eq(directMessages.id, three.id)),
      ).toEqual([]);

      for (const [who, other] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        const item = await itemOf(who, id);
        expect(item).toMatchObject({ message_id: two.id, preview: 'Two', user: seen(other) });
        expect(eventsOn(channel(who.row.id))).toEqual([
          ['MessageUpdated', { conversation: item, message: null, deleted_id: three.id }],
        ]);
      }
      expect(publish).toHaveBeenCalledTimes(2);
      // The deleted message was Bob's only unread one.
      expect((await itemOf(bob, id)).unread_count).toBe(0);
      expect((await summaryOf(bob)).unread.message).toBe(0);
      expect((await pageOf(alice, id)).data.map((m) => m.id)).toEqual([two.id, one.id]);

      const again = await alice.agent.delete(messageUrl(id, three.id));
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: 'This message does not exist.' });

      // Deleting them all leaves the conversation with an empty preview.
      expect((await alice.agent.delete(messageUrl(id, one.id))).statusCode).toBe(200);
      expect((await bob.agent.delete(messageUrl(id, two.id))).statusCode).toBe(200);
      expect(await itemOf(alice, id)).toMatchObject({ message_id: null, preview: '' });
      expect(await pageOf(bob, id)).toMatchObject({ data: [], nextBefore: null });
    });
  });

  describe('POST /api/conversations/:conversationId/read', () => {
    it('marks read, lowers the badge, tells both members once, and shows the read state', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const withBob = await start(bob, alice);
      const withCarol = await start(carol, alice);
      await send(bob, withBob.id, 'Bob 1');
      await send(bob, withBob.id, 'Bob 2');
      const bobLast = await send(bob, withBob.id, 'Bob 3');
      await send(carol, withCarol.id, 'Carol 1');

      expect((await summaryOf(alice)).unread).toEqual(unreadMessages(2));
      // Bob sees that Alice has read nothing yet.
      expect(await itemOf(bob, withBob.id)).toMatchObject({
        unread_count: 0,
        other_last_read_message_id: 0,
      });
      publish.mockClear();

      const answer = await read(alice, withBob.id);
      expect(answer.unread).toEqual(unreadMessages(1));
      expect(answer.conversation).toEqual({
        id: withBob.id,
        message_id: bobLast.id,
        url: `/messages?chat=${withBob.id}`,
        preview: 'Bob 3',
        last_message_time: bobLast.created_at,
        user: seen(bob),
        read_at: expect.stringMatching(ISO),
        unread_count: 0,
        other_last_read_message_id: bobLast.id,
      });
      expect(await itemOf(alice, withBob.id)).toEqual(answer.conversation);

      const event: ReadEvent = {
        conversation_id: withBob.id,
        reader_id: alice.row.id,
        last_read_message_id: bobLast.id,
        read_at: answer.conversation.read_at ?? '',
        unread: unreadMessages(1),
      };
      expect(eventsOn(channel(alice.row.id))).toEqual([['conversation-read', event]]);
      expect(eventsOn(channel(bob.row.id))).toEqual([['conversation-read', event]]);
      expect(eventsOn(channel(carol.row.id))).toEqual([]);
      expect(publish).toHaveBeenCalledTimes(2);

      // Bob's list shows how far Alice has read (his messages' delivery/read state).
      expect(await itemOf(bob, withBob.id)).toMatchObject({
        other_last_read_message_id: bobLast.id,
        unread_count: 0,
      });

      // Again, with nothing new: the same answer, nothing published.
      publish.mockClear();
      const again = await read(alice, withBob.id);
      expect(again).toEqual(answer);
      expect(publish).not.toHaveBeenCalled();

      // The notifications summary: `message` is the list of conversations, the badge agrees.
      const summary = await summaryOf(alice);
      expect(summary.unread).toEqual(unreadMessages(1));
      expect(summary.message).toEqual(await listOf(alice));
      expect(summary.message.filter((item) => item.unread_count > 0).map((i) => i.id)).toEqual([
        withCarol.id,
      ]);

      // A new message makes it unread again.
      const bobNew = await send(bob, withBob.id, 'Bob 4');
      expect(await itemOf(alice, withBob.id)).toMatchObject({
        unread_count: 1,
        message_id: bobNew.id,
        read_at: answer.conversation.read_at,
      });
      expect((await summaryOf(alice)).unread).toEqual(unreadMessages(2));

      const both = await read(alice, withBob.id);
      expect(both.unread).toEqual(unreadMessages(1));
      const last = await read(alice, withCarol.id);
      expect(last.unread).toEqual(noUnread);
      expect((await summaryOf(alice)).unread).toEqual(noUnread);
    });

    it('publishes nothing for a conversation without messages, or only the reader’s own', async () => {
      const alice = await member();
      const bob = await member();
      const { id } = await start(alice, bob);
      publish.mockClear();

      const empty = await read(alice, id);
      expect(empty).toEqual({
        conversation: expect.objectContaining({ id, read_at: null, unread_count: 0 }),
        unread: noUnread,
      });
      expect(publish).not.toHaveBeenCalled();

      await send(alice, id, 'Mine');
      publish.mockClear();
      const own = await read(alice, id);
      expect(own.conversation.unread_count).toBe(0);
      expect(publish).not.toHaveBeenCalled();
    });

    it('refuses a non-member (403), an unknown conversation (404), a visitor and no CSRF', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const { id } = await start(alice, bob);
      await send(bob, id, 'Unread');
      publish.mockClear();

      const outsider = await carol.agent.post(`/api/conversations/${id}/read`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({ message: 'You are not in this conversation.' });
      const unknown = await alice.agent.post('/api/conversations/99999/read');
      expect(unknown.statusCode).toBe(404);
      expect((await createAgent(app).post(`/api/conversations/${id}/read`)).statusCode).toBe(401);
      const forged = await alice.agent.post(`/api/conversations/${id}/read`, {}, { csrf: false });
      expect(forged.statusCode).toBe(419);

      expect((await itemOf(alice, id)).unread_count).toBe(1);
      expect(publish).not.toHaveBeenCalled();
    });
  });

  describe('unread counts', () => {
    it('stay exact under concurrent messages in two conversations', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const withBob = await start(bob, alice);
      const withCarol = await start(carol, alice);
      publish.mockClear();

      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, index) =>
          bob.agent.post(messagesUrl(withBob.id), { text: `Bob ${index}` }),
        ),
        ...Array.from({ length: 5 }, (_, index) =>
          carol.agent.post(messagesUrl(withCarol.id), { text: `Carol ${index}` }),
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
      expect(new Set(answers.map((answer) => answer.json<Message>().id)).size).toBe(15);

      expect((await summaryOf(alice)).unread).toEqual(unreadMessages(2));
      const counts = async () =>
        Object.fromEntries((await listOf(alice)).map((item) => [item.id, item.unread_count]));
      expect(await counts()).toEqual({ [withBob.id]: 10, [withCarol.id]: 5 });
      expect((await pageOf(alice, withBob.id)).data).toHaveLength(10);

      // Messages of one conversation are added one at a time: Alice was told 1, 2, … 10 unread.
      const told = (conversationId: number) =>
        eventsOn(channel(alice.row.id))
          .map(([, data]) => (data as NewMessageEvent).conversation)
          .filter((item) => item.id === conversationId)
          .map((item) => item.unread_count)
          .sort((a, b) => a - b);
      expect(told(withBob.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(told(withCarol.id)).toEqual([1, 2, 3, 4, 5]);
      expect(eventsOn(channel(bob.row.id))).toHaveLength(10);
      expect(eventsOn(channel(carol.row.id))).toHaveLength(5);
      // Alice's badges change one at a time across both conversations: the last event she was
      // told says 2 conversations unread, and none ever said more.
      const badges = eventsOn(channel(alice.row.id)).map(
        ([, data]) => (data as NewMessageEvent).unread.message,
      );
      expect(badges.at(-1)).toBe(2);
      expect(Math.max(...badges)).toBe(2);

      const reads = await Promise.all([
        alice.agent.post(`/api/conversations/${withBob.id}/read`),
        alice.agent.post(`/api/conversations/${withCarol.id}/read`),
      ]);
      expect(reads.map((answer) => answer.statusCode)).toEqual([200, 200]);
      // Read one after the other: one answer counts the other conversation still unread, one none.
      expect(
        reads.map((answer) => answer.json<{ unread: { message: number } }>().unread.message).sort(),
      ).toEqual([0, 1]);
      expect((await summaryOf(alice)).unread).toEqual(noUnread);
      expect(await counts()).toEqual({ [withBob.id]: 0, [withCarol.id]: 0 });
    });
  });

  describe('POST /api/conversations/:conversationId/typing', () => {
    it('tells only the other member (204)', async () => {
      const alice = await member();
      const bob = await member();
      const carol = await member();
      const { id } = await start(alice, bob);
      publish.mockClear();

      const typing = await alice.agent.post(`/api/conversations/${id}/typing`);
      expect(typing.statusCode, typing.body).toBe(204);
      expect(typing.body).toBe('');
      expect(publish.mock.calls).toEqual([
        [channel(bob.row.id), 'typing', { conversation_id: id, user_id: alice.row.id }],
      ]);

      publish.mockClear();
      expect((await bob.agent.post(`/api/conversations/${id}/typing`)).statusCode).toBe(204);
      expect(publish.mock.calls).toEqual([
        [channel(alice.row.id), 'typing', { conversation_id: id, user_id: bob.row.id }],
      ]);

      publish.mockClear();
      const outsider = await carol.agent.post(`/api/conversations/${id}/typing`);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json()).toMatchObject({ message: 'You are not in this conversation.' });
      expect((await alice.agent.post('/api/conversations/99999/typing')).statusCode).toBe(404);
      expect((await createAgent(app).post(`/api/conversations/${id}/typing`)).statusCode).toBe(401);
      const forged = await alice.agent.post(
        `/api/conversations/${id}/typing`,
        {},
        {
          csrf: false,
        },
      );
      expect(forged.statusCode).toBe(419);
      expect(publish).not.toHaveBeenCalled();
      // Nothing is stored.
      expect(await db().$count(directMessages)).toBe(0);
    });
  });
});
