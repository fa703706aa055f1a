/**
 * `pnpm school:import [folder]`: loads the trading school's courses, lessons and exams from their
 * files (default: content/school; format in its README.md) into the database the server would
 * use (same environment variables), after applying the migrations. All or nothing: content with
 * any problem is refused with every problem listed as file:line, and nothing is written. Courses
 * and exams are upserted by slug, lessons by course and slug; a course or exam whose file is gone
 * is kept and reported. Stop the server first when it runs on the embedded PGlite: that database
 * is open in one process at a time.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  formatProblem,
  loadSchoolContent,
  type SchoolContent,
  SchoolContentError,
} from '../src/modules/school/school-content.ts';
import { importSchoolContent, SCHOOL_CONTENT_DIR } from '../src/modules/school/school-import.ts';

/** Problems printed before the rest are only counted. */
const SHOWN_ERRORS = 50;

const [argument, extra] = process.argv.slice(2);
if (extra !== undefined || argument === '--help' || argument === '-h') {
  console.error(
    'usage: school:import [folder]   (default: content/school; format in content/school/README.md)',
  );
  process.exit(1);
}
// pnpm runs package scripts in apps/server; INIT_CWD is where the command was typed.
const dir = argument
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : SCHOOL_CONTENT_DIR;

const isFolder = await stat(dir).then(
  (found) => found.isDirectory(),
  () => false,
);
if (!isFolder) {
  console.error(`school:import: no folder ${dir}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
let content: SchoolContent;
try {
  config = loadConfig();
  content = await loadSchoolContent(dir);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`school:import: ${error.message}`);
    process.exit(1);
  }
  if (!(error instanceof SchoolContentError)) throw error;
  console.error(`school:import: ${dir} refused, nothing was imported:`);
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
  const { courses, lessons, exams, warnings } = await importSchoolContent(handle.db, content);
  console.log(`Imported ${courses} courses, ${lessons} lessons and ${exams} exams from ${dir}`);
  for (const warning of warnings) console.warn(`  warning: ${warning}`);
} finally {
  await handle.close();
}
