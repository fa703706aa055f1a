import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { type DatabaseHandle, type Executor, rowsOf, withParams } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The schema pg-boss keeps its tables in, beside the app's `public` ones. */
export const JOBS_SCHEMA = 'pgboss';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobOptions {
  /** A cron expression (UTC, minute granularity): pg-boss queues one job per tick. */
  cron?: string;
  /** Retries after a failed attempt (pg-boss's default is 2). */
  retryLimit?: number;
  /**
   * How long one attempt may run (`JOB_EXPIRE_SECONDS` by default). An attempt that outlasts it,
   * or whose process died under it, counts as failed and is retried: this bounds how long a job
   * waits after a crash (plus pg-boss's maintenance interval, 2 minutes).
   */
  expireInSeconds?: number;
}

/** Every job of the product takes seconds (a mail, an alert evaluation, a calendar refresh). */
export const JOB_EXPIRE_SECONDS = 5 * 60;

export interface SendOptions {
  /**
   * Not before this instant, or this many seconds from now by the database's clock (pg-boss's
   * `startAfter`); at once when absent.
   */
  startAfter?: Date | number;
}

interface Definition {
  handler: JobHandler<never>;
  options: JobOptions;
}

/**
 * pg-boss's parameters as postgres.js binds them: a job's data (a `jsonb` parameter) as JSON text,
 * an option left out (undefined) as null. PGlite takes either form.
 */
const asParameter = (value: unknown) => {
  if (value === undefined) return null;
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date)
  )
    return JSON.stringify(value);
  return value;
};

/** pg-boss's `db` contract over a transaction a service opened: the job commits with its change. */
function inTransaction(tx: Executor): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: rowsOf(await tx.execute(withParams(text, (values ?? []).map(asParameter)))),
    }),
  };
}

/**
 * Scheduled and deferred work on pg-boss, in the app's own database (PGlite or PostgreSQL, over
 * the app's connection: `DatabaseHandle.executeSql`), so jobs survive restarts and several
 * processes share them (a job is fetched with `FOR UPDATE SKIP LOCKED`; each cron tick is queued
 * once, whichever process's clock sees it). Modules `define` their jobs while the app registers;
 * with `work` on, this process runs them and keeps the schedules; off, it only queues them
 * (pg-boss starts on the first `send`), and `runQueued` runs what is waiting (tests).
 */
export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private stopped = false;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'executeSql'>,
    private readonly options: {
      work: boolean;
      log: { error(details: object, message: string): void };
      /** How often an idle worker looks for jobs (pg-boss's default is 2 s). */
      pollingIntervalSeconds?: number;
      /** How often expired attempts are found and retried (pg-boss's default is 120 s). */
      maintenanceIntervalSeconds?: number;
    },
  ) {}

  get working(): boolean {
    return this.options.work;
  }

  /** Names a job and its handler; call while the app registers, before it is ready. */
  define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    if (this.starting) throw new Error(`job "${name}" defined after the queue started`);
    if (this.definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
    this.definitions.set(name, { handler: handler as JobHandler<never>, options });
  }

  /**
   * Queues a job; inside `tx` it exists only if that transaction commits (a mail queued with the
   * change it tells of). Answers the job's id. Before sending inside a transaction, `await
   * start()` outside it: starting needs the connection, and PGlite's only one is the transaction's.
   * With `startAfter` the job waits in the queue until then (a reminder due at a set time): no
   * worker fetches it earlier, and it survives restarts meanwhile.
   */
  async send<T extends object>(
    name: string,
    data: T,
    tx?: Executor,
    options: SendOptions = {},
  ): Promise<string | null> {
    this.definition(name);
    if (tx && !this.boss)
      throw new Error(`start the job queue before sending "${name}" in a transaction`);
    const boss = await this.start();
    return boss.send(name, data, {
      ...(tx ? { db: inTransaction(tx) } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    });
  }

  /** Runs a job's handler here and now, outside the queue (tests, tools). */
  run<T extends object>(name: string, data: T): Promise<void> {
    return (this.definition(name).handler as JobHandler<T>)(data);
  }

  /**
   * Fetches the queued jobs of `name` and runs each in this process, marking it done or failed
   * as a worker would; answers how many ran. For tests and processes with `work` off.
   */
  async runQueued(name: string): Promise<number> {
    const { handler } = this.definition(name);
    const boss = await this.start();
    // pg-boss fetches only jobs with `start_after < now()`, and PGlite's clock counts whole
    // milliseconds: a job sent in the same millisecond as this fetch would be missed. One
    // millisecond's wait puts every job sent before this call in the past.
    await new Promise((resolve) => setTimeout(resolve, 2));
    let ran = 0;
    for (;;) {
      const jobs = await boss.fetch<object>(name, { batchSize: 50 });
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        try {
          await (handler as JobHandler<object>)(job.data);
          await boss.complete(name, job.id);
        } catch (error) {
          this.options.log.error({ err: error, job: name }, 'job failed');
          await boss.fail(name, job.id, { message: String(error) });
        }
        ran += 1;
      }
    }
  }

  /**
   * Starts pg-boss once (creating or upgrading its schema), creates each defined queue and, with
   * `work` on, subscribes a worker to each and stores the cron schedules.
   */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue has stopped'));
    this.starting ??= this.boot();
    return this.starting;
  }

  private async boot(): Promise<PgBoss> {
    const work = this.options.work;
    const boss = new PgBoss({
      db: {
        executeSql: (text, values) => this.database.executeSql(text, values?.map(asParameter)),
      },
      schema: JOBS_SCHEMA,
      // Maintenance (expiring, archiving) and the cron clock run only where jobs are worked.
      supervise: work,
      schedule: work,
      ...(this.options.maintenanceIntervalSeconds === undefined
        ? {}
        : { maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds }),
    });
    boss.on('error', (error) => this.options.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [name, { options }] of this.definitions) {
      const queue = {
        name,
        expireInSeconds: options.expireInSeconds ?? JOB_EXPIRE_SECONDS,
        ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
      };
      // createQueue leaves a queue that exists as it was: updateQueue applies today's settings.
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue);
      if (!work) continue;
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await this.run(name, job.data);
        },
      );
      if (options.cron) await boss.schedule(name, options.cron);
      else await boss.unschedule(name);
    }
    return boss;
  }

  /** Stops the workers, waiting for running jobs (up to `timeoutMs`); the database stays open. */
  async stop(timeoutMs = 8000): Promise<void> {
    this.stopped = true;
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    const boss = this.boss;
    if (!boss) return;
    // wait: resolves once running jobs have finished (or `timeoutMs` passed and they were failed).
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  private definition(name: string): Definition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job named "${name}"`);
    return definition;
  }
}

export interface JobsPluginOptions {
  /** JOBS: work the queue in this process (workers, schedules, maintenance). */
  work: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * `app.jobs`, the job queue: modules define their jobs while the app registers; once it is ready
 * and `work` is on, pg-boss starts working them. Stopped before the database closes (hooks close
 * in reverse order), after the jobs running then have finished.
 */
export default fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs = new JobQueue(app.database, {
      work: options.work,
      log: app.log,
      ...(options.pollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    });
    app.decorate('jobs', jobs);
    if (options.work) app.addHook('onReady', async () => void (await jobs.start()));
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
