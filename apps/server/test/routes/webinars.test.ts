import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, users, webinarRegistrations, webinars } from '../../src/db/schema/index.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  CANCELLED_MESSAGE,
  NOT_REGISTERED_MESSAGE,
  REGISTERED_MESSAGE,
  WEBINAR_ENDED_MESSAGE,
  WEBINAR_NOT_FOUND,
  WEBINAR_REMIND_JOB,
} from '../../src/modules/webinars/webinars.service.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import type {
  WebinarListView,
  WebinarRegistrationView,
  WebinarView,
} from '../../src/schemas/webinars.ts';
import { buildTestApp, createAgent, loggedInMember, testConfig } from '../helpers/app.ts';
import { clearJobQueue, drivers, queryRows, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';

type NewWebinar = typeof webinars.$inferInsert;

// Tuesday 10 March 2026, 15:00 UTC: the app's clock for the schedule's statuses.
const NOW = Date.UTC(2026, 2, 10, 15);
const MINUTE = 60_000;

/** A webinar row; `slug` and anything else overridden. An hour long, upcoming by default. */
const webinarRow = ({
  slug,
  ...overrides
}: Partial<NewWebinar> & { slug: string }): NewWebinar => ({
  slug,
  title: `Webinar ${slug}`,
  host: 'TapeTV Desk',
  startsAt: new Date(NOW + 24 * 60 * MINUTE),
  durationMinutes: 60,
  summary: `What ${slug} is about.`,
  level: 'beginner',
  replayUrl: null,
  bodyHtml: '<p>Agenda.</p>',
  ...overrides,
});

describe.each(drivers)('webinars on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let clock = NOW;

  beforeEach(async () => {
    await clearJobQueue(database.handle);
    clock = NOW;
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => clock);
  });

  /** Jobs of `name` waiting in the queue, with when each may start. */
  const queued = (name: string) =>
    queryRows<{ data: { registrationId: number; startsAt: string }; start_after: Date }>(
      database.handle,
      sql`select data, start_after from pgboss.job where name = ${name} and state = 'created'`,
    );
  const outbox = (target: FastifyInstance = app) =>
    readOutbox(path.join(testConfig(target).dataDir, 'outbox'));

  describe('GET /api/webinars', () => {
    it('splits upcoming and live from ended, with statuses, seats and replays', async () => {
      await db()
        .insert(webinars)
        .values([
          webinarRow({ slug: 'next-week', startsAt: new Date(NOW + 7 * 24 * 60 * MINUTE) }),
          webinarRow({
            slug: 'tomorrow',
            replayUrl: 'https://media.example/tomorrow.mp4',
          }),
          webinarRow({ slug: 'on-now', startsAt: new Date(NOW - 10 * MINUTE) }),
          webinarRow({
            slug: 'last-month',
            startsAt: new Date(NOW - 30 * 24 * 60 * MINUTE),
            replayUrl: 'https://media.example/last-month.mp4',
          }),
          webinarRow({
            slug: 'just-ended',
            startsAt: new Date(NOW - 60 * MINUTE),
            durationMinutes: 60,
          }),
        ]);
      const { agent } = await loggedInMember(app, db());
      const other = await loggedInMember(app, db());
      expect((await other.agent.post('/api/webinars/tomorrow/registration')).statusCode).toBe(200);
      expect((await agent.post('/api/webinars/tomorrow/registration')).statusCode).toBe(200);

      const response = await agent.get('/api/webinars');

      expect(response.statusCode).toBe(200);
      const list = response.json<WebinarListView>();
      expect(list.now).toBe(new Date(NOW).toISOString());
      expect(list.upcoming.map((w) => [w.slug, w.status])).toEqual([
        ['on-now', 'live'],
        ['tomorrow', 'upcoming'],
        ['next-week', 'upcoming'],
      ]);
      // An hour-long webinar that started an hour ago has just ended.
      expect(list.past.map((w) => [w.slug, w.status])).toEqual([
        ['just-ended', 'ended'],
        ['last-month', 'ended'],
      ]);
      expect(list.upcoming[1]).toEqual({
        slug: 'tomorrow',
        title: 'Webinar tomorrow',
        host: 'TapeTV Desk',
        summary: 'What tomorrow is about.',
        level: 'beginner',
        starts_at: '2026-03-11T15:00:00.000Z',
        ends_at: '2026-03-11T16:00:00.000Z',
        duration_minutes: 60,
        status: 'upcoming',
        registered: true,
        registrant_count: 2,
        // Not before it has ended.
        replay_url: null,
      });
      expect(list.past[1]?.replay_url).toBe('https://media.example/last-month.mp4');
      expect(list.past[0]?.replay_url).toBeNull();
      expect(list.upcoming[2]).toMatchObject({ registered: false, registrant_count: 0 });
    });

    it('answers one webinar with its description, and 404 for an unknown one', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'dot-plot' }));
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/webinars/dot-plot');
      expect(response.statusCode).toBe(200);
      expect(response.json<WebinarView>()).toMatchObject({
        slug: 'dot-plot',
        status: 'upcoming',
        registered: false,
        body_html: '<p>Agenda.</p>',
      });

      const missing = await agent.get('/api/webinars/no-such-webinar');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(WEBINAR_NOT_FOUND);
    });

    it('is for members: a visitor gets 401 from every webinar route', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'dot-plot' }));
      const visitor = createAgent(app);
      for (const [method, url] of [
        ['GET', '/api/webinars'],
        ['GET', '/api/webinars/dot-plot'],
        ['POST', '/api/webinars/dot-plot/registration'],
        ['DELETE', '/api/webinars/dot-plot/registration'],
      ] as const) {
        const response = await visitor.request(method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      expect(await db().$count(webinarRegistrations)).toBe(0);
    });
  });

  describe('registration', () => {
    it('registers once however often it is asked, with one mail and one reminder', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'dot-plot', title: 'Reading the dot plot' }));
      // A member in Paris (saved before logging in, so the session reads it).
      const member = await createMember(db(), {});
      await db().update(users).set({ timeZone: 'Europe/Paris' }).where(eq(users.id, member.id));
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const first = await agent.post('/api/webinars/dot-plot/registration');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<WebinarRegistrationView>()).toMatchObject({
        message: REGISTERED_MESSAGE,
        webinar: { slug: 'dot-plot', registered: true, registrant_count: 1 },
      });
      const again = await agent.post('/api/webinars/dot-plot/registration');
      expect(again.statusCode).toBe(200);
      expect(again.json<WebinarRegistrationView>()).toMatchObject({
        message: ALREADY_REGISTERED_MESSAGE,
        webinar: { registered: true, registrant_count: 1 },
      });

      expect(await db().$count(webinarRegistrations)).toBe(1);
      // One reminder, due an hour before the start.
      const reminders = await queued(WEBINAR_REMIND_JOB);
      expect(reminders).toHaveLength(1);
      expect(new Date(reminders[0]?.start_after ?? 0).toISOString()).toBe(
        new Date(NOW + 23 * 60 * MINUTE).toISOString(),
      );
      expect(reminders[0]?.data.startsAt).toBe('2026-03-11T15:00:00.000Z');
      // One confirmation, in the member's zone, linking to the webinar.
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(1);
      const [mail] = await outbox();
      expect(mail).toContain(`To: ${member.email}`);
      expect(mail).toContain('Subject: You are registered: Reading the dot plot');
      expect(mail).toContain('Wed 11 Mar 2026, 16:00 (Europe/Paris)');
      expect(mail).toContain('/webinar?webinar=dot-plot');
    });

    it('refuses a webinar that has ended with 409, and an unknown one with 404', async () => {
      await db()
        .insert(webinars)
        .values(
          webinarRow({
            slug: 'old-one',
            startsAt: new Date(NOW - 2 * 60 * MINUTE),
            replayUrl: 'https://media.example/old-one.mp4',
          }),
        );
      const { agent } = await loggedInMember(app, db());

      const ended = await agent.post('/api/webinars/old-one/registration');
      expect(ended.statusCode).toBe(409);
      expect(ended.json()).toMatchObject({ code: 'WEBINAR_ENDED', message: WEBINAR_ENDED_MESSAGE });
      const unknown = await agent.post('/api/webinars/nope/registration');
      expect(unknown.statusCode).toBe(404);

      expect(await db().$count(webinarRegistrations)).toBe(0);
      expect(await queued(WEBINAR_REMIND_JOB)).toHaveLength(0);
      expect(await queued(MAIL_JOB)).toHaveLength(0);
    });

    it('accepts a live webinar, reminding at once', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'on-now', startsAt: new Date(NOW - 5 * MINUTE) }));
      const { agent } = await loggedInMember(app, db());

      const response = await agent.post('/api/webinars/on-now/registration');

      expect(response.statusCode).toBe(200);
      const [reminder] = await queued(WEBINAR_REMIND_JOB);
      // Queued without a delay: due when it was queued.
      expect(new Date(reminder?.start_after ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('cancels a seat, and cancelling again changes nothing', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'dot-plot' }));
      const { agent } = await loggedInMember(app, db());
      await agent.post('/api/webinars/dot-plot/registration');

      const cancelled = await agent.delete('/api/webinars/dot-plot/registration');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<WebinarRegistrationView>()).toMatchObject({
        message: CANCELLED_MESSAGE,
        webinar: { registered: false, registrant_count: 0 },
      });
      const again = await agent.delete('/api/webinars/dot-plot/registration');
      expect(again.statusCode).toBe(200);
      expect(again.json<WebinarRegistrationView>().message).toBe(NOT_REGISTERED_MESSAGE);
      expect((await agent.get('/api/webinars')).json<WebinarListView>().upcoming[0]).toMatchObject({
        registered: false,
        registrant_count: 0,
      });
      expect((await agent.delete('/api/webinars/nope/registration')).statusCode).toBe(404);
    });

    it('needs the CSRF token to register', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'dot-plot' }));
      const { agent } = await loggedInMember(app, db());

      const response = await agent.post('/api/webinars/dot-plot/registration', {}, { csrf: false });

      expect(response.statusCode).toBe(419);
      expect(await db().$count(webinarRegistrations)).toBe(0);
    });
  });

  describe('the reminder job', () => {
    it('reminds once, after a restart, with a notification and a mail', async () => {
      // Due now by the database's clock: the webinar starts in half an hour of real time.
      clock = Date.now();
      await db()
        .insert(webinars)
        .values(
          webinarRow({
            slug: 'soon',
            title: 'Options greeks',
            host: 'Daniel Reyes',
            startsAt: new Date(clock + 30 * MINUTE),
          }),
        );
      const { agent, row: member } = await loggedInMember(app, db());
      expect((await agent.post('/api/webinars/soon/registration')).statusCode).toBe(200);
      await app.close();

      // A new process on the same database.
      const restarted = await buildTestApp(database.handle);
      vi.spyOn(restarted.services.quotes, 'now').mockImplementation(() => clock);
      const publish = vi.spyOn(restarted.broadcaster, 'publish').mockResolvedValue(undefined);
      expect(await restarted.jobs.runQueued(WEBINAR_REMIND_JOB)).toBe(1);

      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.id));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'webinarReminder',
        actorId: null,
        url: '/webinar?webinar=soon',
        title: 'Starting soon: Options greeks',
      });
      expect(told[0]?.description).toMatch(/\d{2}:\d{2} \(UTC\) · with Daniel Reyes$/);
      await vi.waitFor(() =>
        expect(publish).toHaveBeenCalledWith(
          `private:users.${member.id}.notifications`,
          'notification',
          expect.objectContaining({
            notification: expect.objectContaining({ kind: 'webinarReminder' }),
          }),
        ),
      );
      // The confirmation and the reminder.
      expect(await restarted.jobs.runQueued(MAIL_JOB)).toBe(2);
      const mails = await outbox(restarted);
      const reminder = mails.find((mail) =>
        mail.includes('Subject: Starting soon: Options greeks'),
      );
      expect(reminder).toContain(`To: ${member.email}`);
      expect(reminder).toContain('/webinar?webinar=soon');

      // The member's summary lists it (the header's activity list).
      const summary = await restarted.services.notifications.summary(member, member.id);
      expect(summary.webinarReminder.map((item) => item.title)).toEqual([
        'Starting soon: Options greeks',
      ]);
      expect(summary.unread.activity).toBe(1);

      // Run again (the queue, or the job by hand): nothing more.
      const [registration] = await db().select().from(webinarRegistrations);
      expect(registration?.remindedAt).toBeInstanceOf(Date);
      expect(await restarted.jobs.runQueued(WEBINAR_REMIND_JOB)).toBe(0);
      expect(
        await restarted.services.webinars.remind({
          registrationId: registration?.id ?? 0,
          startsAt: new Date(clock + 30 * MINUTE).toISOString(),
        }),
      ).toBe('already-sent');
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(1);
      expect(await restarted.jobs.runQueued(MAIL_JOB)).toBe(0);
    });

    it('does nothing for a cancelled seat, and registering again reminds once', async () => {
      clock = Date.now();
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'soon', startsAt: new Date(clock + 30 * MINUTE) }));
      const { agent, row: member } = await loggedInMember(app, db());
      await agent.post('/api/webinars/soon/registration');
      await agent.delete('/api/webinars/soon/registration');

      // The cancelled seat's job is due and finds nothing to do.
      expect(await app.jobs.runQueued(WEBINAR_REMIND_JOB)).toBe(1);
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(0);

      // Cancel, register, register again (idempotent): one job more, one reminder.
      await agent.post('/api/webinars/soon/registration');
      await agent.delete('/api/webinars/soon/registration');
      await agent.post('/api/webinars/soon/registration');
      await agent.post('/api/webinars/soon/registration');
      expect(await app.jobs.runQueued(WEBINAR_REMIND_JOB)).toBe(2);
      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.id));
      expect(told.map((row) => row.kind)).toEqual(['webinarReminder']);
    });

    it('waits for a webinar moved later, and says nothing about one that is over', async () => {
      await db()
        .insert(webinars)
        .values(webinarRow({ slug: 'moved' }));
      const { agent, row: member } = await loggedInMember(app, db());
      await agent.post('/api/webinars/moved/registration');
      const [registration] = await db().select().from(webinarRegistrations);
      const registrationId = registration?.id ?? 0;
      await clearJobQueue(database.handle);

      // The file moved the webinar a day later: the old job queues one for the new time.
      const later = new Date(NOW + 48 * 60 * MINUTE);
      await db().update(webinars).set({ startsAt: later }).where(eq(webinars.slug, 'moved'));
      const oldTime = new Date(NOW + 24 * 60 * MINUTE).toISOString();
      expect(await app.services.webinars.remind({ registrationId, startsAt: oldTime })).toBe(
        'moved',
      );
      const [requeued] = await queued(WEBINAR_REMIND_JOB);
      expect(requeued?.data).toEqual({ registrationId, startsAt: later.toISOString() });
      expect(new Date(requeued?.start_after ?? 0).toISOString()).toBe(
        new Date(later.getTime() - 60 * MINUTE).toISOString(),
      );

      // Over by the time the job runs (a queue that was down): no reminder.
      clock = later.getTime() + 2 * 60 * MINUTE;
      expect(
        await app.services.webinars.remind({ registrationId, startsAt: later.toISOString() }),
      ).toBe('ended');
      expect(await db().$count(notifications, eq(notifications.userId, member.id))).toBe(0);
    });
  });
});
