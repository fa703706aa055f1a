import path from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { priceAlerts } from '../../../src/db/schema/index.ts';
import { EVALUATE_ALERTS_CRON, EVALUATE_ALERTS_JOB } from '../../../src/modules/alerts/plugin.ts';
import { JOBS_SCHEMA, JobQueue } from '../../../src/plugins/app/jobs.ts';
import { MAIL_JOB } from '../../../src/plugins/app/mailer.ts';
import { buildTestApp, testConfig } from '../../helpers/app.ts';
import { drivers, queryRows, useTestDatabase } from '../../helpers/database.ts';
import { createMember, createSymbol } from '../../helpers/factories.ts';
import { readOutbox } from '../../helpers/mail.ts';

describe.each(drivers)('job queue on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  it('keeps a job queued while no process works it, then a worker runs it end to end', async () => {
    // A process with JOBS off (as every test app) queues; the job waits in PostgreSQL.
    const queuing = await buildTestApp(database.handle);
    await queuing.jobs.send(MAIL_JOB, { to: 'ada@example.com', subject: 'Queued', text: 'Hi' });
    await queuing.close();

    // A process that works the queue (a restart, or another process) picks it up.
    const app = await buildTestApp(database.handle, { JOBS: 'on' });
    const outbox = path.join(testConfig(app).dataDir, 'outbox');
    await vi.waitFor(async () => expect(await readOutbox(outbox)).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await readOutbox(outbox))[0]).toContain('Subject: Queued');

    // The evaluation is on the queue's cron schedule, stored in the database.
    const schedules = await queryRows<{ name: string; cron: string }>(
      database.handle,
      sql.raw(`select name, cron from ${JOBS_SCHEMA}.schedule`),
    );
    expect(schedules).toContainEqual({ name: EVALUATE_ALERTS_JOB, cron: EVALUATE_ALERTS_CRON });

    // An evaluation job fires a met alert, whose mail job the worker then sends.
    const member = await createMember(db());
    const symbol = await createSymbol(db(), { symbol: 'QQQ' });
    await db()
      .insert(priceAlerts)
      .values({ userId: member.id, symbolId: symbol.id, direction: 'above', price: 0.01 });
    await app.jobs.send(EVALUATE_ALERTS_JOB, {});
    await vi.waitFor(async () => expect(await readOutbox(outbox)).toHaveLength(2), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await readOutbox(outbox))[1]).toContain('Subject: Price alert: QQQ is above 0.01000');
    expect((await db().select().from(priceAlerts))[0]?.triggeredAt).toBeInstanceOf(Date);
  }, 60_000);

  it('holds a job sent with startAfter until then, in or out of a transaction', async () => {
    const app = await buildTestApp(database.handle);
    const outbox = path.join(testConfig(app).dataDir, 'outbox');
    const later = new Date(Date.now() + 3_600_000);
    const mail = (subject: string) => ({ to: 'ada@example.com', subject, text: 'Hi' });
    const laterId = await app.jobs.send(MAIL_JOB, mail('Later'), undefined, { startAfter: later });
    await app.jobs.start();
    const inTransactionId = await db().transaction((tx) =>
      app.jobs.send(MAIL_JOB, mail('Later too'), tx, { startAfter: later }),
    );
    await app.jobs.send(MAIL_JOB, mail('Due'), undefined, {
      startAfter: new Date(Date.now() - 1000),
    });
    await app.jobs.send(MAIL_JOB, mail('Now'));

    // Only the due ones run; the others wait in the queue for their time.
    expect(await app.jobs.runQueued(MAIL_JOB)).toBe(2);
    const sent = await readOutbox(outbox);
    expect(sent.map((each) => /Subject: (.*)/.exec(each)?.[1]?.trim()).sort()).toEqual([
      'Due',
      'Now',
    ]);
    const waiting = await queryRows<{ id: string; start_after: Date | string; state: string }>(
      database.handle,
      sql.raw(
        `select id, start_after, state from ${JOBS_SCHEMA}.job where name = '${MAIL_JOB}' and id in ('${laterId}', '${inTransactionId}')`,
      ),
    );
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      expect(job.state).toBe('created');
      expect(new Date(job.start_after).getTime()).toBe(later.getTime());
    }
  });

  it('retries an attempt whose process died under it, in a process that lives, once it expires', async () => {
    const handle = database.handle;
    const log = { error: () => {} };
    const JOB = 'test.crash';
    const ran: unknown[] = [];
    // The queue, with attempts that expire after a second; the job is sent.
    const sender = new JobQueue(handle, { work: false, log });
    sender.define(JOB, async () => {}, { expireInSeconds: 1 });
    await sender.send(JOB, { order: 7 });
    await sender.stop();
    // The process that dies: its worker fetched the job (now active) and never finished it.
    const dying = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
    });
    dying.on('error', () => {});
    await dying.start();
    expect(await dying.fetch(JOB)).toHaveLength(1);
    await dying.stop({ graceful: false, wait: false });

    // A process that lives works the queue: the attempt expires and the job runs there.
    const survivor = new JobQueue(handle, {
      work: true,
      log,
      pollingIntervalSeconds: 1,
      maintenanceIntervalSeconds: 1,
    });
    survivor.define(JOB, async (data) => void ran.push(data), { expireInSeconds: 1 });
    try {
      await survivor.start();
      await vi.waitFor(() => expect(ran).toEqual([{ order: 7 }]), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await survivor.stop();
    }
    const [job] = await queryRows<{ state: string; retry_count: number }>(
      handle,
      sql.raw(`select state, retry_count from ${JOBS_SCHEMA}.job where name = '${JOB}'`),
    );
    expect(job).toMatchObject({ retry_count: 1 });
  }, 60_000);
});
