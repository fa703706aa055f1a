import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  earningsEvents,
  emailAlertDeliveries,
  emailAlertSubscriptions,
  watchlistSymbols,
  watchlists,
} from '../../src/db/schema/index.ts';
import {
  CONFIRM_EXPIRED,
  CONFIRM_INVALID,
  UNSUBSCRIBE_INVALID,
} from '../../src/modules/email-alerts/email-alerts.service.ts';
import {
  DAILY_WRAP_JOB,
  NEW_REPORT_JOB,
  queueNewReportAlert,
  WATCHLIST_EARNINGS_JOB,
} from '../../src/modules/email-alerts/plugin.ts';
import type { ReportContent } from '../../src/modules/reports/reports-content.ts';
import { importReportsContent, seedReports } from '../../src/modules/reports/reports-import.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import type { EmailAlertsView } from '../../src/schemas/email-alerts.ts';
import {
  type Agent,
  buildTestApp,
  createAgent,
  loggedInMember,
  testConfig,
} from '../helpers/app.ts';
import { clearJobQueue, drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';

// Tuesday 6 January 2026, 22:00 UTC: after the New York close (17:00 there).
const TUESDAY = Date.UTC(2026, 0, 6, 22);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The confirmation token of a mail's `/email-alerts?confirm=` link. */
function confirmTokenIn(message: string): string {
  const token = /\/email-alerts\?confirm=([A-Za-z0-9_-]+)/.exec(message)?.[1];
  if (!token) throw new Error(`no confirmation link in the message:\n${message}`);
  return token;
}

/** A mail's header, unfolded (RFC 5322 folding: a line break before whitespace). */
function headerIn(message: string, name: string): string | undefined {
  const head = message.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head
    .split(/\r?\n/)
    .find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The unsubscribe token of a mail's List-Unsubscribe header. */
function unsubscribeTokenIn(message: string): string {
  const token = /\/api\/emailAlerts\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(
    headerIn(message, 'List-Unsubscribe') ?? '',
  )?.[1];
  if (!token) throw new Error(`no List-Unsubscribe header in the message:\n${message}`);
  return token;
}

const subjectOf = (message: string) => headerIn(message, 'Subject') ?? '';

const report = (slug: string): ReportContent => ({
  slug,
  title: `Report ${slug}`,
  summary: `What ${slug} is about.`,
  market: 'stocks',
  symbols: ['AAPL'],
  author: 'TapeTV Research',
  publishedAt: new Date('2026-01-06T09:00:00Z'),
  proOnly: false,
  blocks: [{ type: 'html', html: '<p>Body.</p>' }],
  readingMinutes: 2,
});

describe.each(drivers)('email alerts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let now = TUESDAY;

  beforeEach(async () => {
    now = TUESDAY;
    await clearJobQueue(database.handle);
    app = await buildTestApp(database.handle);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => now);
  });

  const outbox = () => readOutbox(path.join(testConfig(app).dataDir, 'outbox'));
  /** Sends what the mail job has queued, as the worker would, and answers the outbox. */
  async function mailed(): Promise<string[]> {
    await app.jobs.runQueued(MAIL_JOB);
    return outbox();
  }
  /** Queues a job as its cron tick would and runs it. */
  async function runJob(name: string, data: object = {}): Promise<void> {
    await app.jobs.send(name, data);
    await app.jobs.runQueued(name);
  }

  async function statusOf(agent: Agent, list: string) {
    const response = await agent.get('/api/emailAlerts');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as EmailAlertsView).lists.find((each) => each.list === list)?.status;
  }

  /** A member with `list` turned on and confirmed; answers the confirmation mail's token too. */
  async function subscribed(list = 'daily_wrap') {
    const member = await loggedInMember(app, db());
    expect((await member.agent.post(`/api/emailAlerts/${list}`)).statusCode).toBe(200);
    const mail = (await mailed()).find(
      (message) => message.includes(`To: ${member.row.email}`) && message.includes('confirm='),
    );
    const token = confirmTokenIn(mail ?? '');
    const confirmed = await member.agent.post('/api/emailAlerts/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...member, confirmToken: token };
  }

  async function usStocks() {
    await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
    await createSymbol(db(), { symbol: 'MSFT', name: 'Microsoft Corp.' });
    await createSymbol(db(), { symbol: 'NVDA', name: 'NVIDIA Corp.' });
  }

  describe('double opt-in', () => {
    it('keeps a list pending, with no alert mail, until the mailed link is opened', async () => {
      await usStocks();
      const { agent, row } = await loggedInMember(app, db());

      const before = (await agent.get('/api/emailAlerts')).json() as EmailAlertsView;
      expect(before.email).toBe(row.email);
      expect(before.lists.map((each) => [each.list, each.status])).toEqual([
        ['daily_wrap', 'off'],
        ['watchlist_earnings', 'off'],
        ['new_reports', 'off'],
      ]);

      const on = await agent.post('/api/emailAlerts/daily_wrap');
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({
        list: 'daily_wrap',
        status: 'pending',
        resend_available_at: new Date(TUESDAY + 60_000).toISOString(),
      });
      const [confirmation, ...others] = await mailed();
      expect(others).toEqual([]);
      expect(subjectOf(confirmation ?? '')).toBe(
        'Confirm your TapeTV email alert: Daily market wrap',
      );
      expect(confirmation).toContain(`To: ${row.email}`);
      expect(confirmation).toContain('http://localhost:3000/email-alerts?confirm=');
      // Not an alert: it carries no unsubscribe header.
      expect(headerIn(confirmation ?? '', 'List-Unsubscribe')).toBeUndefined();
      // Only the token's hash is stored.
      const token = confirmTokenIn(confirmation ?? '');
      const [stored] = await db().select().from(emailAlertSubscriptions);
      expect(JSON.stringify(stored)).not.toContain(token);

      // The wrap goes out: a pending subscription gets none of it.
      await runJob(DAILY_WRAP_JOB);
      expect(await mailed()).toHaveLength(1);
      expect(await statusOf(agent, 'daily_wrap')).toBe('pending');

      const confirmed = await agent.post('/api/emailAlerts/confirm', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ list: 'daily_wrap', status: 'active' });
      expect(await statusOf(agent, 'daily_wrap')).toBe('active');
      // Opening the link again is fine.
      expect((await agent.post('/api/emailAlerts/confirm', { token })).statusCode).toBe(200);

      // Now the next session's wrap reaches them.
      now = TUESDAY + DAY;
      await runJob(DAILY_WRAP_JOB);
      const messages = await mailed();
      expect(messages).toHaveLength(2);
      expect(subjectOf(messages[1] ?? '')).toBe('Market wrap: Wednesday 7 January 2026');
    });

    it('confirms from the link without a session (another device)', async () => {
      const { agent } = await loggedInMember(app, db());
      await agent.post('/api/emailAlerts/new_reports');
      const token = confirmTokenIn((await mailed())[0] ?? '');

      const visitor = createAgent(app);
      const confirmed = await visitor.post('/api/emailAlerts/confirm', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().title).toBe('New reports');
      expect(await statusOf(agent, 'new_reports')).toBe('active');
    });

    it('refuses a token it does not know (400) and an expired one (410)', async () => {
      const { agent } = await loggedInMember(app, db());
      const unknown = await agent.post('/api/emailAlerts/confirm', { token: 'not-a-real-token' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'CONFIRM_INVALID', message: CONFIRM_INVALID });
      const empty = await agent.post('/api/emailAlerts/confirm', { token: '' });
      expect(empty.statusCode).toBe(422);

      await agent.post('/api/emailAlerts/daily_wrap');
      const token = confirmTokenIn((await mailed())[0] ?? '');
      now = TUESDAY + 48 * HOUR;
      const expired = await agent.post('/api/emailAlerts/confirm', { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'CONFIRM_EXPIRED', message: CONFIRM_EXPIRED });
      expect(await statusOf(agent, 'daily_wrap')).toBe('pending');
    });

    it('re-sends a new link while pending, but not within a minute of the last', async () => {
      const { agent } = await loggedInMember(app, db());
      await agent.post('/api/emailAlerts/watchlist_earnings');
      const first = confirmTokenIn((await mailed())[0] ?? '');

      const soon = await agent.post('/api/emailAlerts/watchlist_earnings');
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toContain('Check your inbox');
      expect(await mailed()).toHaveLength(1);

      now = TUESDAY + 61_000;
      const again = await agent.post('/api/emailAlerts/watchlist_earnings');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().status).toBe('pending');
      const messages = await mailed();
      expect(messages).toHaveLength(2);
      const second = confirmTokenIn(messages[1] ?? '');
      expect(second).not.toBe(first);
      // The newest link is the one that works.
      expect((await agent.post('/api/emailAlerts/confirm', { token: first })).statusCode).toBe(400);
      expect((await agent.post('/api/emailAlerts/confirm', { token: second })).statusCode).toBe(
        200,
      );
      // Active already: asking again changes nothing and mails nothing.
      const active = await agent.post('/api/emailAlerts/watchlist_earnings');
      expect(active.json().status).toBe('active');
      expect(await mailed()).toHaveLength(2);
    });

    it('turns a list off from the page, and its old link no longer turns it on', async () => {
      const { agent, confirmToken } = await subscribed('daily_wrap');
      const off = await agent.delete('/api/emailAlerts/daily_wrap');
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().status).toBe('off');
      expect(await statusOf(agent, 'daily_wrap')).toBe('off');
      const old = await agent.post('/api/emailAlerts/confirm', { token: confirmToken });
      expect(old.statusCode).toBe(400);
      expect(await statusOf(agent, 'daily_wrap')).toBe('off');
      // Off already: the same answer.
      expect((await agent.delete('/api/emailAlerts/daily_wrap')).json().status).toBe('off');
    });

    it('is for members, with CSRF on the page’s calls', async () => {
      const visitor = createAgent(app);
      expect((await visitor.get('/api/emailAlerts')).statusCode).toBe(401);
      expect((await visitor.post('/api/emailAlerts/daily_wrap')).statusCode).toBe(401);
      const { agent } = await loggedInMember(app, db());
      const forged = await agent.post('/api/emailAlerts/daily_wrap', {}, { csrf: false });
      expect(forged.statusCode).toBe(419);
      expect((await agent.post('/api/emailAlerts/weekly_gossip')).statusCode).toBe(422);
    });
  });

  describe('unsubscribe token', () => {
    /** A subscriber's daily wrap mail. */
    async function wrapMail() {
      await usStocks();
      const member = await subscribed('daily_wrap');
      await runJob(DAILY_WRAP_JOB);
      const all = await mailed();
      const mail = all.find((message) => subjectOf(message).startsWith('Market wrap'));
      if (!mail) throw new Error(`no wrap mail among: ${all.map(subjectOf).join(' | ')}`);
      return { ...member, mail };
    }

    it('carries the one-click headers and a visible link in every alert mail', async () => {
      const { mail } = await wrapMail();
      const token = unsubscribeTokenIn(mail);
      expect(headerIn(mail, 'List-Unsubscribe')).toBe(
        `<http://localhost:3000/api/emailAlerts/unsubscribe/${token}>`,
      );
      expect(headerIn(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail).toContain(
        `Unsubscribe from this list: http://localhost:3000/api/emailAlerts/unsubscribe/${token}`,
      );
      const [stored] = await db().select().from(emailAlertSubscriptions);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('unsubscribes with a one-click POST, no session and no CSRF token, idempotently', async () => {
      const { agent, mail } = await wrapMail();
      const token = unsubscribeTokenIn(mail);
      const oneClick = () =>
        app.inject({
          method: 'POST',
          url: `/api/emailAlerts/unsubscribe/${token}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });

      const first = await oneClick();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ list: 'daily_wrap', status: 'off' });
      expect(await statusOf(agent, 'daily_wrap')).toBe('off');
      const second = await oneClick();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      // RFC 8058 allows the same as multipart form data.
      const form = new FormData();
      form.append('List-Unsubscribe', 'One-Click');
      const multipart = await app.inject({
        method: 'POST',
        url: `/api/emailAlerts/unsubscribe/${token}`,
        payload: form,
      });
      expect(multipart.statusCode, multipart.body).toBe(200);
      expect(multipart.json()).toEqual(first.json());

      // The next wrap does not reach them.
      now = TUESDAY + DAY;
      await runJob(DAILY_WRAP_JOB);
      expect(
        (await mailed()).filter((message) => subjectOf(message).startsWith('Market wrap')),
      ).toHaveLength(1);
    });

    it('answers the link (GET) with a page that asks, changing nothing; its form unsubscribes', async () => {
      const { agent, mail } = await wrapMail();
      const token = unsubscribeTokenIn(mail);
      const url = `/api/emailAlerts/unsubscribe/${token}`;

      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Unsubscribe from “Daily market wrap”?');
      expect(page.body).toContain(`<form method="post" action="${url}">`);
      // A link scanner opening it twice changes nothing.
      await app.inject({ method: 'GET', url });
      expect(await statusOf(agent, 'daily_wrap')).toBe('active');

      // The page's button: a browser form post, which gets a page back.
      const posted = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        },
        payload: '',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.headers['content-type']).toContain('text/html');
      expect(posted.body).toContain('You are unsubscribed from “Daily market wrap”');
      expect(await statusOf(agent, 'daily_wrap')).toBe('off');
      const after = await app.inject({ method: 'GET', url });
      expect(after.body).toContain('You are unsubscribed');
      expect(after.body).not.toContain('<form');
    });

    it('is personal: another member’s list is untouched, and a made-up token is refused', async () => {
      const { mail, agent } = await wrapMail();
      const other = await subscribed('daily_wrap');
      const token = unsubscribeTokenIn(mail);
      const [mine, theirs] = await db()
        .select()
        .from(emailAlertSubscriptions)
        .orderBy(emailAlertSubscriptions.id);
      expect(mine?.unsubscribeTokenHash).not.toBe(theirs?.unsubscribeTokenHash);

      // Near misses of a real token and random ones find nothing.
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const guess of [flipped, 'A'.repeat(43), token.slice(0, 20), 'x']) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/emailAlerts/unsubscribe/${guess}`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(UNSUBSCRIBE_INVALID);
        const page = await app.inject({
          method: 'GET',
          url: `/api/emailAlerts/unsubscribe/${guess}`,
        });
        expect(page.statusCode).toBe(404);
        expect(page.body).toContain('This unsubscribe link is not valid');
      }
      expect(await statusOf(agent, 'daily_wrap')).toBe('active');
      expect(await statusOf(other.agent, 'daily_wrap')).toBe('active');

      await app.inject({ method: 'POST', url: `/api/emailAlerts/unsubscribe/${token}` });
      expect(await statusOf(agent, 'daily_wrap')).toBe('off');
      expect(await statusOf(other.agent, 'daily_wrap')).toBe('active');
    });

    it('escapes what the page shows', async () => {
      const page = await app.inject({
        method: 'GET',
        url: `/api/emailAlerts/unsubscribe/${encodeURIComponent('<script>alert(1)</script>')}`,
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('<script>');
    });
  });

  describe('jobs', () => {
    it('mails the daily wrap once per session, labelled as simulated, and not at weekends', async () => {
      await usStocks();
      await subscribed('daily_wrap');
      await subscribed('new_reports');

      await runJob(DAILY_WRAP_JOB);
      let wraps = (await mailed()).filter((message) =>
        subjectOf(message).startsWith('Market wrap'),
      );
      expect(wraps).toHaveLength(1);
      expect(subjectOf(wraps[0] ?? '')).toBe('Market wrap: Tuesday 6 January 2026');
      expect(wraps[0]).toContain('Simulated prices');
      expect(wraps[0]).toContain('Top gainers');
      expect(wraps[0]).toContain('Top losers');
      expect(wraps[0]).toMatch(/AAPL|MSFT|NVDA/);

      // The same session again (a retry, a second process): no second mail.
      now = TUESDAY + HOUR;
      await runJob(DAILY_WRAP_JOB);
      expect(await app.services.emailAlerts.sendDailyWrap()).toEqual({ sent: 0, skipped: 1 });
      wraps = (await mailed()).filter((message) => subjectOf(message).startsWith('Market wrap'));
      expect(wraps).toHaveLength(1);
      expect(await db().$count(emailAlertDeliveries)).toBe(1);

      // Saturday: the market is closed.
      now = TUESDAY + 4 * DAY;
      expect(await app.services.emailAlerts.sendDailyWrap()).toEqual({ sent: 0, skipped: 0 });
    });

    it('mails the coming week’s earnings of the watchlists, skipping members with none', async () => {
      const apple = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      const tesla = await createSymbol(db(), { symbol: 'TSLA', name: 'Tesla, Inc.' });
      const holder = await subscribed('watchlist_earnings');
      const empty = await subscribed('watchlist_earnings');
      const [list] = await db()
        .insert(watchlists)
        .values({ userId: holder.row.id, title: 'Core' })
        .returning();
      await db()
        .insert(watchlistSymbols)
        .values([{ watchlistId: list?.id ?? 0, symbolId: apple.id, position: 0 }]);
      const earnings = (externalId: string, symbolId: number, symbol: string, date: string) => ({
        source: 'sample' as const,
        externalId,
        symbolId,
        symbol,
        company: symbol,
        date,
        time: 'after_close' as const,
        fiscalQuarter: 'Q1 2026',
        epsForecast: 2.1,
        currency: 'USD',
      });
      await db()
        .insert(earningsEvents)
        .values([
          earnings('e1', apple.id, 'AAPL', '2026-01-08'),
          // Beyond the 7 days, and a symbol no watchlist holds.
          earnings('e2', apple.id, 'AAPL', '2026-01-13'),
          earnings('e3', tesla.id, 'TSLA', '2026-01-07'),
        ]);

      await runJob(WATCHLIST_EARNINGS_JOB);
      const alerts = (await mailed()).filter((message) =>
        subjectOf(message).startsWith('Earnings'),
      );
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toContain(`To: ${holder.row.email}`);
      expect(subjectOf(alerts[0] ?? '')).toBe(
        'Earnings this week: 1 of your watchlist symbol reports',
      );
      expect(alerts[0]).toContain('Thursday 8 January 2026, after the close: AAPL');
      expect(alerts[0]).toContain('EPS estimate 2.10 USD');
      expect(alerts[0]).toContain('Sample calendar');
      expect(alerts[0]).not.toContain('TSLA');
      expect(alerts[0]).not.toContain('13 January');
      expect(headerIn(alerts[0] ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(alerts.some((message) => message.includes(`To: ${empty.row.email}`))).toBe(false);

      // Twice the same day: nothing more.
      await runJob(WATCHLIST_EARNINGS_JOB);
      expect(
        (await mailed()).filter((message) => subjectOf(message).startsWith('Earnings')),
      ).toHaveLength(1);
    });

    it('queues a new report’s alert when reports:import adds it, once, and not at first-start seeding', async () => {
      await subscribed('new_reports');
      const pending = await loggedInMember(app, db());
      await pending.agent.post('/api/emailAlerts/new_reports');
      await mailed();
      await app.jobs.start();

      // First start: the demo reports are seeded without alerts.
      expect(await seedReports(db())).not.toBeNull();
      expect(await app.jobs.runQueued(NEW_REPORT_JOB)).toBe(0);

      const hooks = { onInserted: queueNewReportAlert(app.jobs) };
      await importReportsContent(db(), [report('fresh-setup')], hooks);
      expect(await app.jobs.runQueued(NEW_REPORT_JOB)).toBe(1);
      const notes = (await mailed()).filter((message) =>
        subjectOf(message).startsWith('New report'),
      );
      expect(notes).toHaveLength(1);
      expect(subjectOf(notes[0] ?? '')).toBe('New report: Report fresh-setup');
      expect(notes[0]).toContain('http://localhost:3000/single-report?slug=fresh-setup');
      expect(notes.some((message) => message.includes(`To: ${pending.row.email}`))).toBe(false);

      // The same files again: nothing is new, nothing is queued.
      await importReportsContent(db(), [report('fresh-setup')], hooks);
      expect(await app.jobs.runQueued(NEW_REPORT_JOB)).toBe(0);
      // The job run twice for one report (a retry) mails once.
      const [delivered] = await db().select().from(emailAlertDeliveries);
      expect(delivered?.periodKey).toMatch(/^report:\d+$/);
      const reportId = Number(delivered?.periodKey.split(':')[1]);
      await runJob(NEW_REPORT_JOB, { reportId });
      expect(
        (await mailed()).filter((message) => subjectOf(message).startsWith('New report')),
      ).toHaveLength(1);
      expect(
        await db().$count(
          emailAlertDeliveries,
          eq(emailAlertDeliveries.periodKey, `report:${reportId}`),
        ),
      ).toBe(1);
    });
  });
});
