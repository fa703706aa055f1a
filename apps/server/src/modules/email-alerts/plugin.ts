import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import type { ModuleOptions } from '../index.ts';
import { EmailAlertsRepository } from './email-alerts.repository.ts';
import { EmailAlertsService } from './email-alerts.service.ts';

declare module '../index.ts' {
  interface Repositories {
    emailAlerts: EmailAlertsRepository;
  }
  interface Services {
    emailAlerts: EmailAlertsService;
  }
}

/** Weekdays at 21:30 UTC: after the US close (16:00 New York is 20:00 or 21:00 UTC). */
export const DAILY_WRAP_JOB = 'emailAlerts.dailyWrap';
export const DAILY_WRAP_CRON = '30 21 * * 1-5';
/** Daily at 11:00 UTC, before the US open. */
export const WATCHLIST_EARNINGS_JOB = 'emailAlerts.watchlistEarnings';
export const WATCHLIST_EARNINGS_CRON = '0 11 * * *';
/** Queued by `reports:import` for each report it adds (not by the first start's demo seeding). */
export const NEW_REPORT_JOB = 'emailAlerts.newReport';

export interface NewReportJob {
  reportId: number;
}

/**
 * The hook `importReportsContent` calls for each newly inserted report: queues its alert in the
 * import's transaction, so it exists only if the report does.
 */
export const queueNewReportAlert =
  (jobs: Pick<JobQueue, 'send'>) =>
  async (report: { id: number }, tx: Executor): Promise<void> => {
    await jobs.send<NewReportJob>(NEW_REPORT_JOB, { reportId: report.id }, tx);
  };

/** Email alerts: subscriptions with double opt-in, one-click unsubscribe, and their three jobs. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new EmailAlertsRepository(app.database.db);
    app.repositories.emailAlerts = repository;
    const service = new EmailAlertsService({
      db: app.database.db,
      repository,
      jobs: app.jobs,
      quotes: app.services.quotes,
      symbols: app.repositories.symbols,
      appUrl: config.appUrl,
      secret: config.sessionSecret,
      sampleCalendar: config.calendars.provider === 'sample',
    });
    app.services.emailAlerts = service;
    const logged = (job: string) => (result: { sent: number; skipped: number }) => {
      if (result.sent > 0) app.log.info({ job, ...result }, 'email alerts queued');
    };
    // Retried on failure: the deliveries table keeps a retry from mailing anyone twice.
    app.jobs.define(
      DAILY_WRAP_JOB,
      async () => logged(DAILY_WRAP_JOB)(await service.sendDailyWrap()),
      { cron: DAILY_WRAP_CRON },
    );
    app.jobs.define(
      WATCHLIST_EARNINGS_JOB,
      async () => logged(WATCHLIST_EARNINGS_JOB)(await service.sendWatchlistEarnings()),
      { cron: WATCHLIST_EARNINGS_CRON },
    );
    app.jobs.define<NewReportJob>(NEW_REPORT_JOB, async ({ reportId }) =>
      logged(NEW_REPORT_JOB)(await service.sendNewReport(reportId)),
    );
  },
  {
    name: 'module:email-alerts',
    dependencies: ['database', 'jobs', 'mailer', 'module:quotes', 'module:symbols'],
  },
);
