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
});
