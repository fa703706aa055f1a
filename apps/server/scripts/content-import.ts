/**
 * What `school:import` and `reports:import` share: read a folder of content files (the one named
 * on the command line, else the default), refuse it with every problem listed as file:line and
 * nothing written, or import it in one go into the database the server would use (same
 * environment variables) after applying the migrations.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { type ContentProblem, formatProblem } from '../src/modules/school/school-content.ts';

/** Problems printed before the rest are only counted. */
const SHOWN_ERRORS = 50;

export interface ContentImport<Content> {
  /** The command's name, e.g. `school:import`. */
  command: string;
  defaultDir: string;
  /** Where the format is written, for the usage line, e.g. `content/school/README.md`. */
  formatDoc: string;
  /** Reads and checks the folder; throws an error with `problems` when the content is refused. */
  load: (dir: string) => Promise<Content>;
  isRefusal: (error: unknown) => error is Error & { problems: ContentProblem[] };
  /** Writes the content; answers the line to print and any warnings. */
  write: (
    db: Database,
    content: Content,
    handle: DatabaseHandle,
  ) => Promise<{ done: string; warnings: string[] }>;
}

export async function runContentImport<Content>(job: ContentImport<Content>): Promise<void> {
  const [argument, extra] = process.argv.slice(2);
  if (extra !== undefined || argument === '--help' || argument === '-h') {
    console.error(`usage: ${job.command} [folder]   (format in ${job.formatDoc})`);
    process.exit(1);
  }
  // pnpm runs package scripts in apps/server; INIT_CWD is where the command was typed.
  const dir = argument
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
    : job.defaultDir;
  const isFolder = await stat(dir).then(
    (found) => found.isDirectory(),
    () => false,
  );
  if (!isFolder) {
    console.error(`${job.command}: no folder ${dir}`);
    process.exit(1);
  }

  let config: ReturnType<typeof loadConfig>;
  let content: Content;
  try {
    config = loadConfig();
    content = await job.load(dir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${job.command}: ${error.message}`);
      process.exit(1);
    }
    if (!job.isRefusal(error)) throw error;
    console.error(`${job.command}: ${dir} refused, nothing was imported:`);
    for (const problem of error.problems.slice(0, SHOWN_ERRORS))
      console.error(`  ${formatProblem(problem)}`);
    if (error.problems.length > SHOWN_ERRORS)
      console.error(`  … and ${error.problems.length - SHOWN_ERRORS} more`);
    process.exit(1);
  }

  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    await handle.migrate();
    const { done, warnings } = await job.write(handle.db, content, handle);
    console.log(`${done} from ${dir}`);
    for (const warning of warnings) console.warn(`  warning: ${warning}`);
  } finally {
    await handle.close();
  }
}
