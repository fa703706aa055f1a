import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { priceAlerts } from '../../../src/db/schema/index.ts';
import { EVALUATE_ALERTS_CRON, EVALUATE_ALERTS_JOB } from '../../../src/modules/alerts/plugin.ts';
import { JOBS_SCHEMA } from '../../../src/plugins/app/jobs.ts';
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
});
