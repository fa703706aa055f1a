import type { DatabaseHandle } from '../../db/client.ts';
import { JobQueue } from '../../plugins/app/jobs.ts';
import type { ReportsImportHooks } from '../reports/reports-import.ts';
import { NEW_REPORT_JOB, queueNewReportAlert } from './plugin.ts';

/**
 * For `reports:import`, which runs without the server: a job queue over the same database that
 * only queues (a server with JOBS on works the jobs, now or after its next start), with the
 * import hook that queues a new report's alert.
 */
export async function reportAlertsQueue(
  database: Pick<DatabaseHandle, 'executeSql'>,
): Promise<{ hooks: ReportsImportHooks; stop: () => Promise<void> }> {
  const jobs = new JobQueue(database, { work: false, log: console });
  jobs.define(NEW_REPORT_JOB, async () => {
    throw new Error(`${NEW_REPORT_JOB} runs in the server, not in reports:import`);
  });
  // Started outside the import's transaction: PGlite's one connection is the transaction's then.
  await jobs.start();
  return { hooks: { onInserted: queueNewReportAlert(jobs) }, stop: () => jobs.stop() };
}
