/**
 * `pnpm symbols:import [file]`: loads a symbols CSV (default `reference/symbols.csv`) into the
 * database the server would use (same environment variables), after applying the migrations.
 * All or nothing: a file with any problem is refused with every problem listed by line, and
 * nothing is written. Known tickers are updated in place, new ones added. Stop the server first
 * when it runs on the embedded PGlite: that database is open in one process at a time.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  importSymbols,
  SYMBOLS_FILE,
  SymbolsImportError,
} from '../src/modules/symbols/symbols.import.ts';

/** Problems printed before the rest are only counted: a wrong file can have one on every line. */
const SHOWN_ERRORS = 50;

// pnpm runs package scripts in apps/server; INIT_CWD is where the command was typed.
const argument = process.argv[2];
const file = argument
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
  : SYMBOLS_FILE;

let config: ReturnType<typeof loadConfig>;
let text: string;
try {
  config = loadConfig();
  text = await readFile(file, 'utf8');
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`symbols:import: ${error.message}`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`symbols:import: no file ${file}`);
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
  const { inserted, updated } = await importSymbols(handle.db, text);
  console.log(
    `Imported ${inserted + updated} symbols (${inserted} new, ${updated} updated) from ${file}`,
  );
} catch (error) {
  if (!(error instanceof SymbolsImportError)) throw error;
  console.error(`symbols:import: ${file} refused, nothing was imported:`);
  for (const problem of error.errors.slice(0, SHOWN_ERRORS)) console.error(`  ${problem}`);
  if (error.errors.length > SHOWN_ERRORS) {
    console.error(`  … and ${error.errors.length - SHOWN_ERRORS} more`);
  }
  process.exitCode = 1;
} finally {
  await handle.close();
}
