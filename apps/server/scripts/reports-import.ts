/**
 * `pnpm reports:import [folder]`: loads the specialized reports from their files (default:
 * content/reports; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any
 * problem is refused with every problem listed as file:line, and nothing is written. Reports are
 * upserted by slug, so running it twice changes nothing; a report whose file is gone is kept and
 * reported. Stop the server first when it runs on the embedded PGlite: that database is open in
 * one process at a time.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  formatProblem,
  loadReportsContent,
  type ReportContent,
  ReportsContentError,
} from '../src/modules/reports/reports-content.ts';
import {
  importReportsContent,
  REPORTS_CONTENT_DIR,
} from '../src/modules/reports/reports-import.ts';

/** Problems printed before the rest are only counted. */
const SHOWN_ERRORS = 50;

const [argument, extra] = process.argv.slice(2);
if (extra !== undefined || argument === '--help' || argument === '-h') {
  console.error(
    'usage: reports:import [folder]   (default: content/reports; format in content/reports/README.md)',
  );
  process.exit(1);
}
// pnpm runs package scripts in apps/server; INIT_CWD is where the command was typed.
const dir = argument
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : REPORTS_CONTENT_DIR;

const isFolder = await stat(dir).then(
  (found) => found.isDirectory(),
  () => false,
);
if (!isFolder) {
  console.error(`reports:import: no folder ${dir}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
let content: ReportContent[];
try {
  config = loadConfig();
  content = await loadReportsContent(dir);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`reports:import: ${error.message}`);
    process.exit(1);
  }
  if (!(error instanceof ReportsContentError)) throw error;
  console.error(`reports:import: ${dir} refused, nothing was imported:`);
  for (const problem of error.problems.slice(0, SHOWN_ERRORS))
    console.error(`  ${formatProblem(problem)}`);
  if (error.problems.length > SHOWN_ERRORS) {
    console.error(`  … and ${error.problems.length - SHOWN_ERRORS} more`);
  }
  process.exit(1);
}

const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  await handle.migrate();
  const { reports, warnings } = await importReportsContent(handle.db, content);
  console.log(`Imported ${reports} reports from ${dir}`);
  for (const warning of warnings) console.warn(`  warning: ${warning}`);
} finally {
  await handle.close();
}
