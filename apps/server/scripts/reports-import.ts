/**
 * `pnpm reports:import [folder]`: loads the specialized reports from their files (default:
 * content/reports; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any
 * problem is refused with every problem listed as file:line, and nothing is written. Reports are
 * upserted by slug, so running it twice changes nothing; a report whose file is gone is kept and
 * reported. Stop the server first when it runs on the embedded PGlite: that database is open in
 * one process at a time.
 */
import { reportAlertsQueue } from '../src/modules/email-alerts/report-alerts-queue.ts';
import { loadReportsContent, ReportsContentError } from '../src/modules/reports/reports-content.ts';
import {
  importReportsContent,
  REPORTS_CONTENT_DIR,
} from '../src/modules/reports/reports-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'reports:import',
  defaultDir: REPORTS_CONTENT_DIR,
  formatDoc: 'content/reports/README.md',
  load: loadReportsContent,
  isRefusal: (error) => error instanceof ReportsContentError,
  write: async (db, content, handle) => {
    // Each report it adds queues its email alert, sent by the server's job queue.
    const alerts = await reportAlertsQueue(handle);
    try {
      const { reports, warnings } = await importReportsContent(db, content, alerts.hooks);
      return { done: `Imported ${reports} reports`, warnings };
    } finally {
      await alerts.stop();
    }
  },
});
