/**
 * `pnpm db:reset`: wipes the database the server would use (same environment variables),
 * applies the migrations and loads the demo data again. Stop the server first: an embedded
 * PGlite database is open in one process at a time.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`db:reset: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

if (config.databaseUrl && config.databaseUrl !== 'memory://') {
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
  );
  await sql.end();
  console.log(
    `db:reset: emptied ${new URL(config.databaseUrl).pathname.slice(1)} on ${new URL(config.databaseUrl).host}`,
  );
} else {
  const folder = path.join(config.dataDir, 'db');
  rmSync(folder, { recursive: true, force: true });
  console.log(`db:reset: removed ${folder}`);
}

const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
const seeded = await seedDemoData(handle.db);
await handle.close();
console.log(
  `db:reset: migrated and seeded ${seeded?.members ?? 0} members and ${seeded?.posts ?? 0} posts`,
);
