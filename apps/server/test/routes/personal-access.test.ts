import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalAccessBookings, users } from '../../src/db/schema/index.ts';
import { PRO_ONLY_MESSAGE } from '../../src/lib/errors.ts';
import {
  BOOKING_LIMIT_MESSAGE,
  BOOKING_NOT_FOUND,
  CONFIRMATION_SUBJECT,
  NOT_A_SLOT_MESSAGE,
  OVERLAP_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  TOPIC_BLANK_MESSAGE,
  UNKNOWN_HOST_MESSAGE,
} from '../../src/modules/personal-access/personal-access.service.ts';
import type { HostContent } from '../../src/modules/personal-access/personal-access-content.ts';
import { importPersonalAccessContent } from '../../src/modules/personal-access/personal-access-import.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import type {
  BookingListView,
  BookingView,
  PersonalAccessView,
} from '../../src/schemas/personal-access.ts';
import { buildTestApp, createAgent, loggedInMember, testConfig } from '../helpers/app.ts';
import { clearJobQueue, drivers, useTestDatabase } from '../helpers/database.ts';
import { readOutbox } from '../helpers/mail.ts';

/** Friday 27 November 2026, 10:00 UTC. */
const NOW = Date.parse('2026-11-27T10:00:00Z');
const MONDAY_9 = '2026-11-30T09:00:00.000Z';
const MONDAY_10 = '2026-11-30T10:00:00.000Z';
const MONDAY_11 = '2026-11-30T11:00:00.000Z';

/** The text of a message's base64 attachment (the part after its Content-Disposition). */
function attachmentText(message: string): string {
  const start = message.indexOf('\n\n', message.indexOf('Content-Disposition: attachment'));
  const base64 = message.slice(start).split('----')[0] ?? '';
  return Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8');
}

/** A host; `slug` and anything else overridden. */
const host = ({ slug, ...overrides }: Partial<HostContent> & { slug: string }): HostContent => ({
  slug,
  name: `Host ${slug}`,
  role: 'Analyst',
  speciality: 'Markets',
  bioHtml: `<p>About ${slug}.</p>`,
  timeZone: 'UTC',
  sessionMinutes: 60,
  availability: [{ weekday: 1, from: 9 * 60, to: 12 * 60 }],
  position: 0,
  ...overrides,
});

describe.each(drivers)('personal access on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    await clearJobQueue(database.handle);
    app = await buildTestApp(database.handle);
    clock = NOW;
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => clock);
    // Ana: Mondays 09:00-12:00 UTC, hour sessions. Ben: Mondays 09:30-11:00 UTC, half hours.
    await importPersonalAccessContent(db(), [
      host({ slug: 'ana', name: 'Ana Analyst' }),
      host({
        slug: 'ben',
        name: 'Ben Broker',
        sessionMinutes: 30,
        availability: [{ weekday: 1, from: 9 * 60 + 30, to: 11 * 60 }],
        position: 1,
      }),
    ]);
  });

  const overview = async (agent: ReturnType<typeof createAgent>) => {
    const response = await agent.get('/api/personalAccess');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PersonalAccessView>();
  };
  const slotsOf = (view: PersonalAccessView, slug: string) =>
    view.hosts.find((each) => each.slug === slug)?.slots.map((slot) => slot.starts_at);
  const book = (
    agent: ReturnType<typeof createAgent>,
    body: { host?: string; starts_at?: string; topic?: string } = {},
  ) =>
    agent.post('/api/personalAccess/bookings', {
      host: 'ana',
      starts_at: MONDAY_9,
      topic: 'Sizing into earnings',
      ...body,
    });
  const myBookings = async (agent: ReturnType<typeof createAgent>) =>
    (await agent.get('/api/personalAccess/bookings')).json<BookingListView>().bookings;
  const outbox = () => readOutbox(path.join(testConfig(app).dataDir, 'outbox'));

  describe('who may do what', () => {
    it('answers 401 to a visitor on every call', async () => {
      const visitor = createAgent(app);

      expect((await visitor.get('/api/personalAccess')).statusCode).toBe(401);
      expect((await visitor.get('/api/personalAccess/bookings')).statusCode).toBe(401);
      expect((await book(visitor)).statusCode).toBe(401);
      expect((await visitor.delete('/api/personalAccess/bookings/1')).statusCode).toBe(401);
    });

    it('shows a member without pro the hosts and slots as a preview, and refuses booking with 403 PRO_ONLY', async () => {
      const { agent } = await loggedInMember(app, db());

      const view = await overview(agent);
      expect(view.can_book).toBe(false);
      expect(view.hosts.map((each) => each.name)).toEqual(['Ana Analyst', 'Ben Broker']);
      expect(slotsOf(view, 'ana')).toContain(MONDAY_9);

      const refused = await book(agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'PRO_ONLY', message: PRO_ONLY_MESSAGE });
      expect(await db().select().from(personalAccessBookings)).toEqual([]);
    });

    it('refuses booking with 403 PRO_ONLY before reading the body (even an invalid one)', async () => {
      const { agent } = await loggedInMember(app, db());

      const refused = await agent.post('/api/personalAccess/bookings', { topic: '' });

      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PRO_ONLY');
    });
  });

  describe('GET /api/personalAccess', () => {
    it('lists the hosts with their open slots of the next 14 days for a pro member', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      const view = await overview(agent);

      expect(view).toMatchObject({ can_book: true, days: 14, max_upcoming: 2 });
      expect(view.hosts[0]).toEqual({
        slug: 'ana',
        name: 'Ana Analyst',
        role: 'Analyst',
        speciality: 'Markets',
        bio_html: '<p>About ana.</p>',
        time_zone: 'UTC',
        session_minutes: 60,
        slots: [
          { starts_at: MONDAY_9, ends_at: MONDAY_10 },
          { starts_at: MONDAY_10, ends_at: MONDAY_11 },
          { starts_at: MONDAY_11, ends_at: '2026-11-30T12:00:00.000Z' },
          { starts_at: '2026-12-07T09:00:00.000Z', ends_at: '2026-12-07T10:00:00.000Z' },
          { starts_at: '2026-12-07T10:00:00.000Z', ends_at: '2026-12-07T11:00:00.000Z' },
          { starts_at: '2026-12-07T11:00:00.000Z', ends_at: '2026-12-07T12:00:00.000Z' },
        ],
      });
    });

    it('leaves out hosts whose file was removed', async () => {
      await importPersonalAccessContent(db(), [host({ slug: 'ana', name: 'Ana Analyst' })]);
      const { agent } = await loggedInMember(app, db());

      expect((await overview(agent)).hosts.map((each) => each.slug)).toEqual(['ana']);
    });
  });

  describe('POST /api/personalAccess/bookings', () => {
    it('books an open slot: it is mine, gone from the open slots, and a confirmation with an .ics is mailed', async () => {
      const { agent, row } = await loggedInMember(app, db(), { isPro: true });

      const response = await book(agent, { topic: '  Sizing into earnings  ' });

      expect(response.statusCode, response.body).toBe(201);
      const booking = response.json<BookingView>();
      expect(booking).toMatchObject({
        host: { slug: 'ana', name: 'Ana Analyst', role: 'Analyst' },
        starts_at: MONDAY_9,
        ends_at: MONDAY_10,
        topic: 'Sizing into earnings',
      });
      expect(await myBookings(agent)).toEqual([booking]);
      expect(slotsOf(await overview(agent), 'ana')).not.toContain(MONDAY_9);
      // Ben's slots are his own: Ana's booking takes none of them.
      expect(slotsOf(await overview(agent), 'ben')).toContain('2026-11-30T09:30:00.000Z');

      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
      const [mail] = await outbox();
      expect(mail).toContain(`To: ${row.email}`);
      expect(mail).toContain(`Subject: ${CONFIRMATION_SUBJECT}`);
      expect(mail).toContain('Your one-to-one session with Ana Analyst (Analyst) is booked:');
      expect(mail).toContain('Monday, 30 November 2026, 09:00–10:00 (UTC)');
      expect(mail).toContain('Your topic: Sizing into earnings');
      expect(mail).toContain('Content-Disposition: attachment; filename=tapetv-session.ics');
      const ics = attachmentText(mail ?? '');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('UID:personal-access-');
      expect(ics).toContain('DTSTART:20261130T090000Z');
      expect(ics).toContain('DTEND:20261130T100000Z');
      expect(ics).toContain('SUMMARY:TapeTV personal access with Ana Analyst');
    });

    it('answers 409 SLOT_TAKEN to the second member asking for a slot', async () => {
      const first = await loggedInMember(app, db(), { isPro: true });
      const second = await loggedInMember(app, db(), { isPro: true });
      expect((await book(first.agent)).statusCode).toBe(201);

      const response = await book(second.agent);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
      expect(await myBookings(second.agent)).toEqual([]);
    });

    it('gives a slot to exactly one of several members asking at the same time', async () => {
      const members = await Promise.all(
        [1, 2, 3, 4].map(() => loggedInMember(app, db(), { isPro: true })),
      );
      // Each has its CSRF cookie before the race, so the requests go out together.
      await Promise.all(members.map(({ agent }) => agent.csrfToken()));

      const responses = await Promise.all(members.map(({ agent }) => book(agent)));

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(await db().select().from(personalAccessBookings)).toHaveLength(1);
    });

    it('refuses a time that is no open slot (past, off the grid, beyond 14 days) with 422', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      for (const startsAt of [
        '2026-11-23T09:00:00.000Z', // last Monday: past
        '2026-11-30T09:15:00.000Z', // not a session start
        '2026-11-30T08:00:00.000Z', // outside the window
        '2026-12-14T09:00:00.000Z', // 17 days ahead
      ]) {
        const response = await book(agent, { starts_at: startsAt });
        expect(response.statusCode, startsAt).toBe(422);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: NOT_A_SLOT_MESSAGE,
          errors: { starts_at: [NOT_A_SLOT_MESSAGE] },
        });
      }
      expect(await db().select().from(personalAccessBookings)).toEqual([]);
    });

    it('refuses a slot that has started since the page was read', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });
      clock = Date.parse('2026-11-30T09:00:00Z');

      expect((await book(agent)).statusCode).toBe(422);
    });

    it('refuses an unknown host, a removed host and a topic that is blank or too long', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      const unknown = await book(agent, { host: 'nobody' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ host: [UNKNOWN_HOST_MESSAGE] });

      const blank = await book(agent, { topic: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ topic: [TOPIC_BLANK_MESSAGE] });

      const empty = await book(agent, { topic: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('The topic cannot be empty.');

      const long = await book(agent, { topic: 'x'.repeat(501) });
      expect(long.statusCode).toBe(422);
      expect(long.json().message).toBe('The topic must not be greater than 500 characters.');
      expect((await book(agent, { topic: 'x'.repeat(500) })).statusCode).toBe(201);

      await importPersonalAccessContent(db(), [host({ slug: 'ben' })]);
      const removed = await book(agent, { starts_at: MONDAY_10 });
      expect(removed.statusCode).toBe(422);
      expect(removed.json().errors).toEqual({ host: [UNKNOWN_HOST_MESSAGE] });
    });

    it('holds a member to 2 upcoming sessions, and frees a place when one is cancelled', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });
      const first = (await book(agent)).json<BookingView>();
      expect((await book(agent, { starts_at: MONDAY_10 })).statusCode).toBe(201);

      const third = await book(agent, { starts_at: MONDAY_11 });

      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({ code: 'BOOKING_LIMIT', message: BOOKING_LIMIT_MESSAGE });
      expect(await agent.delete(`/api/personalAccess/bookings/${first.id}`)).toMatchObject({
        statusCode: 204,
      });
      expect((await book(agent, { starts_at: MONDAY_11 })).statusCode).toBe(201);
    });

    it('counts only sessions that have not ended toward the limit', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });
      await book(agent);
      await book(agent, { starts_at: MONDAY_10 });
      clock = Date.parse('2026-11-30T10:30:00Z');

      expect((await myBookings(agent)).map((booking) => booking.starts_at)).toEqual([MONDAY_10]);
      expect((await book(agent, { starts_at: MONDAY_11 })).statusCode).toBe(201);
    });

    it('refuses a session over one of my own with another host', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });
      await book(agent);

      const response = await book(agent, { host: 'ben', starts_at: '2026-11-30T09:30:00.000Z' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'BOOKING_OVERLAP', message: OVERLAP_MESSAGE });
    });

    it('refuses a write without the CSRF token', async () => {
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      const response = await agent.post(
        '/api/personalAccess/bookings',
        { host: 'ana', starts_at: MONDAY_9, topic: 'x' },
        { csrf: false },
      );

      expect(response.statusCode).toBe(419);
    });
  });

  describe('DELETE /api/personalAccess/bookings/{id}', () => {
    it('cancels my session and puts its slot back; another member’s is a 404 and stays', async () => {
      const mine = await loggedInMember(app, db(), { isPro: true });
      const other = await loggedInMember(app, db(), { isPro: true });
      const booking = (await book(mine.agent)).json<BookingView>();

      const refused = await other.agent.delete(`/api/personalAccess/bookings/${booking.id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: BOOKING_NOT_FOUND });
      expect(await myBookings(mine.agent)).toHaveLength(1);

      const cancelled = await mine.agent.delete(`/api/personalAccess/bookings/${booking.id}`);
      expect(cancelled.statusCode).toBe(204);
      expect(await myBookings(mine.agent)).toEqual([]);
      expect(slotsOf(await overview(mine.agent), 'ana')).toContain(MONDAY_9);
      expect((await book(other.agent)).statusCode).toBe(201);

      expect(
        (await mine.agent.delete(`/api/personalAccess/bookings/${booking.id}`)).statusCode,
      ).toBe(404);
    });

    it('lets a member whose pro has ended still see and cancel their session', async () => {
      const { agent, row } = await loggedInMember(app, db(), { isPro: true });
      const booking = (await book(agent)).json<BookingView>();
      await db().update(users).set({ isPro: false }).where(eq(users.id, row.id));
      // A fresh login reads the member row again (sessions cache it briefly).
      const later = createAgent(app);
      await later.login(row.email, row.password);

      expect((await overview(later)).can_book).toBe(false);
      expect(await myBookings(later)).toHaveLength(1);
      expect((await book(later, { starts_at: MONDAY_10 })).statusCode).toBe(403);
      expect((await later.delete(`/api/personalAccess/bookings/${booking.id}`)).statusCode).toBe(
        204,
      );
    });
  });
});
