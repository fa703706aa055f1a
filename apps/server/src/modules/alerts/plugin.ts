import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { AlertsRepository } from './alerts.repository.ts';
import { AlertsService } from './alerts.service.ts';

declare module '../index.ts' {
  interface Repositories {
    alerts: AlertsRepository;
  }
  interface Services {
    alerts: AlertsService;
  }
}

/** The job that fires met price alerts; queued every minute by the queue's cron schedule. */
export const EVALUATE_ALERTS_JOB = 'alerts.evaluate';
export const EVALUATE_ALERTS_CRON = '* * * * *';

/** Members' price alerts and the job that evaluates them. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const alerts = new AlertsRepository(app.database.db);
    app.repositories.alerts = alerts;
    const service = new AlertsService({
      db: app.database.db,
      alerts,
      quotes: app.services.quotes,
      broadcaster: app.broadcaster,
      jobs: app.jobs,
      appUrl: config.appUrl,
    });
    app.services.alerts = service;
    app.jobs.define(
      EVALUATE_ALERTS_JOB,
      async () => {
        const { checked, triggered } = await service.evaluate();
        if (triggered > 0) app.log.info({ checked, triggered }, 'price alerts fired');
      },
      // A failed run is not retried: the next minute's run looks at every active alert again.
      { cron: EVALUATE_ALERTS_CRON, retryLimit: 0 },
    );
  },
  {
    name: 'module:alerts',
    dependencies: ['database', 'realtime', 'jobs', 'module:quotes', 'module:notifications'],
  },
);
