/**
 * `pnpm calendars:import <kind> <file.csv>`: loads one data calendar's rows (kinds: economic,
 * earnings, dividends, splits, ipos; formats in reference/calendars/README.md) into the database
 * the server would use (same environment variables), after applying the migrations. All or
 * nothing: a file with any problem is refused with every problem listed by line, and nothing is
 * written. Rows are upserted by (source csv, external_id). Stop the server first when it runs on
 * the embedded PGlite: that database is open in one process at a time.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  CalendarImportError,
  importCalendar,
  isCalendarKind,
} from '../src/modules/calendar-data/calendar-data.import.ts';
import {
  CALENDAR_KINDS,
  CalendarDataRepository,
} from '../src/modules/calendar-data/calendar-data.repository.ts';

/** Problems printed before the rest are only counted: a wrong file can have one on every line. */
const SHOWN_ERRORS = 50;

const [kind, argument] = process.argv.slice(2);
if (!kind || !isCalendarKind(kind) || !argument) {
  console.error(
    `usage: calendars:import <kind> <file.csv>   (kind: ${CALENDAR_KINDS.join(', ')}; formats in reference/calendars/README.md)`,
  );
  process.exit(1);
}
// pnpm runs package scripts in apps/server; INIT_CWD is where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);

let config: ReturnType<typeof loadConfig>;
let text: string;
try {
  config = loadConfig();
  text = await readFile(file, 'utf8');
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`calendars:import: ${error.message}`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`calendars:import: no file ${file}`);
    process.exit(1);
  }
  throw error;
}

const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 1,
});
try {
  await handle.migrate();
  const repository = new CalendarDataRepository(handle.db);
  const { inserted, updated } = await importCalendar(handle.db, repository, kind, text);
  console.log(
    `Imported ${inserted + updated} ${kind} rows (${inserted} new, ${updated} updated) from ${file}`,
  );
} catch (error) {
  if (!(error instanceof CalendarImportError)) throw error;
  console.error(`calendars:import: ${file} refused, nothing was imported:`);
  for (const problem of error.errors.slice(0, SHOWN_ERRORS)) console.error(`  ${problem}`);
  if (error.errors.length > SHOWN_ERRORS) {
    console.error(`  … and ${error.errors.length - SHOWN_ERRORS} more`);
  }
  process.exitCode = 1;
} finally {
  await handle.close();
}
