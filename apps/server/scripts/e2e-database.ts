/**
 * A throwaway PostgreSQL database for the end-to-end run on several server processes
 * (`pnpm test:e2e:cluster`, issue 24): `create` prints the new database's URL, or exits 3 when no
 * PostgreSQL answers at TEST_DATABASE_URL (DATABASE_URL, or postgres@127.0.0.1:5432); `drop <url>`
 * removes it.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { postgresAdminUrl, postgresAnswers } from '../test/helpers/postgres-probe.ts';

const [command, target] = process.argv.slice(2);
const adminUrl = postgresAdminUrl();

if (command === 'create') {
  if (!(await postgresAnswers(adminUrl))) process.exit(3);
  const name = `tapetv_e2e_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(url.toString());
} else if (command === 'drop' && target) {
  const name = new URL(target).pathname.slice(1);
  if (!/^tapetv_e2e_[0-9a-f]{12}$/.test(name))
    throw new Error(`not an end-to-end database: ${name}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
} else {
  console.error('usage: e2e-database.ts create | drop <url>');
  process.exit(2);
}
