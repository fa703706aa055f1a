import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { seedInterviews } from '../../modules/interviews/interviews-import.ts';
import { seedLiveShows } from '../../modules/live/live-import.ts';
import { seedPersonalAccess } from '../../modules/personal-access/personal-access-import.ts';
import { seedReports } from '../../modules/reports/reports-import.ts';
import { seedSchool } from '../../modules/school/school-import.ts';
import { seedTechnicalAnalyses } from '../../modules/technical-analysis/technical-analysis-import.ts';
import { seedWebinars } from '../../modules/webinars/webinars-import.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  url: string | undefined;
  poolSize: number;
  dataDir: string;
  seed: boolean;
  /** A handle opened by the caller (tests share one per file); it is not closed with the app. */
  handle?: DatabaseHandle;
  /** How long closing waits for running requests before it closes the database anyway. */
  drainTimeoutMs?: number;
}

/**
 * Requests whose work may still use the database: counted from `onRequest` until the reply is sent
 * (`onSend`, which also runs for errors and for replies to clients that have gone) or, failing
 * that, the response ends. A client that hangs up does not stop its handler, and the server's
 * close does not wait for it; this does, so that no query meets a closed database.
 */
export class RunningRequests {
  private readonly running = new WeakSet<FastifyRequest>();
  private count = 0;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  start(request: FastifyRequest): void {
    this.running.add(request);
    this.count += 1;
  }

  end(request: FastifyRequest): void {
    if (!this.running.delete(request)) return;
    this.count -= 1;
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves true once none is running, or false when `timeoutMs` passes first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(wake);
    });
  }
}

/**
 * Opens the database, applies migrations, seeds an empty one, and closes it with the app, once the
 * requests still running have replied.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ??
      (await openDatabase({
        url: options.url,
        dataDir: options.dataDir,
        poolSize: options.poolSize,
      }));
    app.decorate('database', handle);

    const running = new RunningRequests();
    app.addHook('onRequest', async (request) => running.start(request));
    app.addHook('onSend', async (request, _reply, payload) => {
      running.end(request);
      return payload;
    });
    app.addHook('onResponse', async (request) => running.end(request));
    app.addHook('onClose', async () => {
      const waiting = running.size;
      if (!(await running.idle(options.drainTimeoutMs ?? 8000)))
        app.log.warn(
          { waiting, still: running.size },
          'closing the database under running requests',
        );
      if (!options.handle) await handle.close();
    });

    await handle.migrate();
    if (options.seed) {
      const seeded = await seedDemoData(handle.db);
      if (seeded) app.log.info(seeded, 'seeded demo data into an empty database');
      const school = await seedSchool(handle.db);
      if (school) app.log.info(school, 'imported the trading school content (no course yet)');
      const reports = await seedReports(handle.db);
      if (reports) app.log.info(reports, 'imported the specialized reports (none yet)');
      const interviews = await seedInterviews(handle.db);
      if (interviews) app.log.info(interviews, 'imported the CEO interviews (none yet)');
      const analyses = await seedTechnicalAnalyses(handle.db);
      if (analyses) app.log.info(analyses, 'imported the technical analyses (none yet)');
      const shows = await seedLiveShows(handle.db);
      if (shows) app.log.info(shows, 'imported the live shows (none yet)');
      const hosts = await seedPersonalAccess(handle.db);
      if (hosts) app.log.info(hosts, 'imported the personal access hosts (none yet)');
      const webinars = await seedWebinars(handle.db);
      if (webinars) app.log.info(webinars, 'imported the webinars (none yet)');
    }
  },
  { name: 'database' },
);
