import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Ably from 'ably';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { liveChatMessages, liveShows } from '../../src/db/schema/index.ts';
import {
  LIVE_DELETE_REFUSED,
  LIVE_MESSAGE_NOT_FOUND,
  LIVE_RATE_LIMITED,
} from '../../src/modules/live/live.service.ts';
import { LiveContentError, loadLiveContent } from '../../src/modules/live/live-content.ts';
import {
  importLiveContent,
  LIVE_CONTENT_DIR,
  seedLiveShows,
} from '../../src/modules/live/live-import.ts';
import {
  LIVE_MESSAGE_PAGE_SIZE,
  type LiveChatMessageView,
  type LiveStatusView,
} from '../../src/schemas/live.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { eventually, realtimeClient } from '../helpers/realtime.ts';

const STREAM = 'https://cdn.example/live/tapetv.m3u8';
const CHANNEL = 'private:live.chat';
/** Wednesday 25 November 2026, 09:10 in New York (14:10 UTC): The Opening Tape is on. */
const DURING_OPENING = Date.UTC(2026, 10, 25, 14, 10);
/** The same Wednesday, 11:00 in New York: nothing is scheduled until Midday Levels on Thursday. */
const BETWEEN_SHOWS = Date.UTC(2026, 10, 25, 16);

describe.each(drivers)('the live show on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let clock: number;
  let publish: ReturnType<typeof vi.spyOn>;

  /** The app with LIVE_STREAM_URL set to `stream` (or not), its clock at `at`. */
  async function build(stream: string | undefined, at = DURING_OPENING) {
    app = await buildTestApp(database.handle, stream ? { LIVE_STREAM_URL: stream } : {});
    clock = at;
    vi.spyOn(app.services.live, 'now').mockImplementation(() => clock);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    await seedLiveShows(db());
    return app;
  }

  const eventsOn = (channel: string) =>
    (publish.mock.calls as [string, string, unknown][])
      .filter(([name]) => name === channel)
      .map(([, event, data]) => [event, data]);

  describe('content', () => {
    it('imports the four shows of content/live once, and a second import changes nothing', async () => {
      expect(await seedLiveShows(db())).toEqual({ shows: 4, removed: [] });
      expect(await seedLiveShows(db())).toBeNull();
      const again = await importLiveContent(db(), await loadLiveContent(LIVE_CONTENT_DIR));
      expect(again).toEqual({ shows: 4, removed: [] });

      const rows = await db().select().from(liveShows).orderBy(asc(liveShows.slug));
      expect(rows.map((row) => row.slug)).toEqual([
        'closing-bell-debrief',
        'midday-levels',
        'opening-tape',
        'weekend-chart-clinic',
      ]);
      expect(rows.find((row) => row.slug === 'opening-tape')).toMatchObject({
        title: 'The Opening Tape',
        host: 'Maya Okafor',
        weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        startMinutes: 9 * 60,
        durationMinutes: 30,
      });
    });

    it('takes off the schedule a show whose file is gone', async () => {
      await seedLiveShows(db());
      const content = await loadLiveContent(LIVE_CONTENT_DIR);

      const result = await importLiveContent(
        db(),
        content.filter((show) => show.slug !== 'midday-levels'),
      );

      expect(result).toEqual({ shows: 3, removed: ['midday-levels'] });
      expect(await db().$count(liveShows)).toBe(3);
    });

    it('refuses a folder with problems, every one by file and line', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-live-'));
      onTestFinished(() => rm(dir, { recursive: true, force: true }));
      await writeFile(
        path.join(dir, 'bad-show.md'),
        '---\ntitle: Bad\nhost: Someone\nweekdays: [mon, funday]\nstart: "25:00"\nduration_minutes: 2\n---\nText.\n',
      );
      await writeFile(path.join(dir, 'Not A Slug.md'), '---\ntitle: x\n---\n');

      const error = await loadLiveContent(dir).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(LiveContentError);
      expect((error as LiveContentError).problems).toEqual([
        {
          file: 'Not A Slug.md',
          line: 1,
          message: expect.stringContaining("a show file's name is its slug"),
        },
        {
          file: 'bad-show.md',
          line: 4,
          message: 'weekdays: "funday" must be one of sun, mon, tue, wed, thu, fri, sat',
        },
        { file: 'bad-show.md', line: 5, message: 'start "25:00" must be a 24-hour time, "09:30"' },
        { file: 'bad-show.md', line: 6, message: expect.stringContaining('duration_minutes') },
      ]);
    });
  });

  describe('GET /api/live', () => {
    it('is off the air without a stream, even while a show is scheduled, and names the next show', async () => {
      await build(undefined, DURING_OPENING);
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/live');

      expect(response.statusCode).toBe(200);
      const live = response.json<LiveStatusView>();
      expect(live.onAir).toBe(false);
      expect(live.streamUrl).toBeNull();
      expect(live.currentShow).toMatchObject({
        show: 'opening-tape',
        starts_at: '2026-11-25T14:00:00.000Z',
        ends_at: '2026-11-25T14:30:00.000Z',
      });
      expect(live.nextShow).toMatchObject({
        show: 'closing-bell-debrief',
        title: 'Closing Bell Debrief',
        host: 'Priya Natarajan',
        starts_at: '2026-11-25T21:15:00.000Z',
      });
    });

    it('is on the air with a stream while a show is scheduled, and gives the stream', async () => {
      await build(STREAM, DURING_OPENING);
      const { agent } = await loggedInMember(app, db());

      const live = (await agent.get('/api/live')).json<LiveStatusView>();

      expect(live.onAir).toBe(true);
      expect(live.streamUrl).toBe(STREAM);
      expect(live.currentShow?.show).toBe('opening-tape');
    });

    it('is off the air between shows, stream or not, and never hands out the stream then', async () => {
      await build(STREAM, BETWEEN_SHOWS);
      const { agent } = await loggedInMember(app, db());

      const live = (await agent.get('/api/live')).json<LiveStatusView>();

      expect(live).toMatchObject({ onAir: false, streamUrl: null, currentShow: null });
      expect(live.nextShow?.show).toBe('closing-bell-debrief');
      // The moment the next show starts, the channel is on the air.
      clock = Date.parse(live.nextShow?.starts_at ?? '');
      expect((await agent.get('/api/live')).json<LiveStatusView>()).toMatchObject({
        onAir: true,
        streamUrl: STREAM,
        currentShow: { show: 'closing-bell-debrief' },
      });
    });

    it('lists the next seven days in start order, and the shows with their New York times', async () => {
      await build(undefined, BETWEEN_SHOWS);
      const { agent } = await loggedInMember(app, db());

      const live = (await agent.get('/api/live')).json<LiveStatusView>();

      // Wednesday 11:00 to the next Wednesday 11:00: 5 + 2 + 3 + 1 airings, less Wednesday's
      // opening (over) plus next Wednesday's (09:00, before 11:00).
      expect(live.schedule).toHaveLength(11);
      expect(live.schedule.map((airing) => airing.starts_at)).toEqual(
        [...live.schedule.map((airing) => airing.starts_at)].sort(),
      );
      expect(live.schedule.at(-1)).toMatchObject({
        show: 'opening-tape',
        starts_at: '2026-12-02T14:00:00.000Z',
      });
      expect(live.shows.find((show) => show.slug === 'midday-levels')).toEqual({
        slug: 'midday-levels',
        title: 'Midday Levels',
        host: 'Daniel Ruiz',
        description: expect.stringContaining('lunchtime walk'),
        weekdays: ['tue', 'thu'],
        start_time: '12:30',
        time_zone: 'America/New_York',
        duration_minutes: 45,
      });
    });

    it('is for members only', async () => {
      await build(STREAM);
      expect((await createAgent(app).get('/api/live')).statusCode).toBe(401);
      expect((await createAgent(app).get('/api/live/chat')).statusCode).toBe(401);
      expect((await createAgent(app).post('/api/live/chat', { text: 'Hi' })).statusCode).toBe(401);
    });
  });

  describe('the live chat', () => {
    it('sends a trimmed message as the member, lists it and publishes it on the show channel', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db(), { name: 'Dana Demo' });

      const sent = await dana.agent.post('/api/live/chat', {
        text: '  Morning, all!  ',
        userId: 1,
      });

      expect(sent.statusCode, sent.body).toBe(201);
      const data = sent.json<{ data: LiveChatMessageView }>().data;
      expect(data).toMatchObject({
        text: 'Morning, all!',
        userId: dana.row.id,
        user: { id: dana.row.id, name: 'Dana Demo' },
        created_at: new Date(DURING_OPENING).toISOString(),
      });
      expect(eventsOn(CHANNEL)).toEqual([['new-message', data]]);
      const list = await dana.agent.get('/api/live/chat');
      expect(list.json()).toEqual({ data: [data], hasMore: false });
    });

    it('pages the chat newest first, 50 at a time, with a before cursor', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db());
      await db()
        .insert(liveChatMessages)
        .values(
          Array.from({ length: LIVE_MESSAGE_PAGE_SIZE + 5 }, (_, index) => ({
            userId: dana.row.id,
            text: `Message ${index + 1}`,
          })),
        );

      const first = (await dana.agent.get('/api/live/chat')).json<{
        data: LiveChatMessageView[];
        hasMore: boolean;
      }>();
      expect(first.data).toHaveLength(LIVE_MESSAGE_PAGE_SIZE);
      expect(first.data[0]?.text).toBe('Message 55');
      expect(first.hasMore).toBe(true);
      const oldest = first.data.at(-1)?.id ?? 0;

      const second = (await dana.agent.get(`/api/live/chat?before=${oldest}`)).json<{
        data: LiveChatMessageView[];
        hasMore: boolean;
      }>();
      expect(second.data.map((message) => message.text)).toEqual([
        'Message 5',
        'Message 4',
        'Message 3',
        'Message 2',
        'Message 1',
      ]);
      expect(second.hasMore).toBe(false);
      expect((await dana.agent.get('/api/live/chat?before=0')).statusCode).toBe(422);
    });

    it('refuses an empty, blank or overlong message with a clear 422, and stores nothing', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db());

      const blank = await dana.agent.post('/api/live/chat', { text: '   ' });
      const empty = await dana.agent.post('/api/live/chat', { text: '' });
      const long = await dana.agent.post('/api/live/chat', { text: 'x'.repeat(501) });
      const missing = await dana.agent.post('/api/live/chat', {});

      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The text cannot be empty.',
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('The text cannot be empty.');
      expect(long.statusCode).toBe(422);
      expect(long.json().message).toBe('The text must not be greater than 500 characters.');
      expect(missing.statusCode).toBe(422);
      expect(await db().$count(liveChatMessages)).toBe(0);
      expect(publish).not.toHaveBeenCalled();
      // 500 characters, an emoji counting as one, is fine.
      const longest = await dana.agent.post('/api/live/chat', { text: `${'x'.repeat(499)}📈` });
      expect(longest.statusCode).toBe(201);
    });

    it('refuses a sixth message within 30 seconds with a clear 429, and takes one again after', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db());
      const sam = await loggedInMember(app, db());
      for (let index = 1; index <= 5; index += 1) {
        const sent = await dana.agent.post('/api/live/chat', { text: `Quick ${index}` });
        expect(sent.statusCode).toBe(201);
        clock += 1000;
      }

      const sixth = await dana.agent.post('/api/live/chat', { text: 'One too many' });

      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: LIVE_RATE_LIMITED });
      expect(LIVE_RATE_LIMITED).toBe(
        'You are sending messages too quickly: at most 5 every 30 seconds. Wait a moment and try again.',
      );
      expect(await db().$count(liveChatMessages)).toBe(5);
      // The limit is per member: another member still writes.
      expect((await sam.agent.post('/api/live/chat', { text: 'Hello' })).statusCode).toBe(201);
      // 30 seconds after the first message, there is room for one more.
      clock = DURING_OPENING + 30_000;
      expect((await dana.agent.post('/api/live/chat', { text: 'Again' })).statusCode).toBe(201);
    });

    it('deletes the member’s own message only, and publishes the deletion', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db());
      const sam = await loggedInMember(app, db());
      const mine = (await dana.agent.post('/api/live/chat', { text: 'Mine' })).json<{
        data: LiveChatMessageView;
      }>().data;
      publish.mockClear();

      const refused = await sam.agent.delete(`/api/live/chat/${mine.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(LIVE_DELETE_REFUSED);
      expect(await db().$count(liveChatMessages)).toBe(1);
      expect(publish).not.toHaveBeenCalled();

      const deleted = await dana.agent.delete(`/api/live/chat/${mine.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true, message: 'Message deleted.', id: mine.id });
      expect(eventsOn(CHANNEL)).toEqual([['message-deleted', { id: mine.id }]]);
      expect(await db().$count(liveChatMessages)).toBe(0);

      const again = await dana.agent.delete(`/api/live/chat/${mine.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(LIVE_MESSAGE_NOT_FOUND);
      expect((await dana.agent.delete('/api/live/chat/abc')).statusCode).toBe(422);
    });

    it('needs the CSRF token to write', async () => {
      await build(undefined);
      const dana = await loggedInMember(app, db());
      const sent = await dana.agent.post('/api/live/chat', { text: 'Hi' }, { csrf: false });
      expect(sent.statusCode).toBe(419);
      expect(await db().$count(liveChatMessages)).toBe(0);
    });
  });
});

describe('the live chat through the embedded broker', () => {
  const database = useTestDatabase('pglite');

  it('delivers a sent message to every member subscribed to the show channel', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await loggedInMember(app, database.handle.db, { name: 'Dana Demo' });
    const sam = await loggedInMember(app, database.handle.db);
    const channel = realtimeClient(app, sam.agent).channels.get(CHANNEL);
    const received = eventually<Ably.Message>('new-message', (resolve) => {
      void channel.subscribe('new-message', resolve);
    });
    const deleted = eventually<Ably.Message>('message-deleted', (resolve) => {
      void channel.subscribe('message-deleted', resolve);
    });
    await channel.attach();

    const sent = await dana.agent.post('/api/live/chat', { text: 'Morning' });
    expect(sent.statusCode, sent.body).toBe(201);
    const data = sent.json<{ data: LiveChatMessageView }>().data;
    expect((await received).data).toEqual(data);

    await dana.agent.delete(`/api/live/chat/${data.id}`);
    expect((await deleted).data).toEqual({ id: data.id });
  });
});
