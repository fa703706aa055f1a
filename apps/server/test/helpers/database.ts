import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

export type Driver = DatabaseHandle['driver'];

declare module 'vitest' {
  interface ProvidedContext {
    /** Admin URL of a PostgreSQL that answered in the global setup, or null when none did. */
    postgresUrl: string | null;
  }
}

// drizzle keeps its journal in the "drizzle" schema; the name is excluded in case it ever moves.
export const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * The drivers every database test runs against: PGlite always, PostgreSQL when the global setup
 * (test/global-setup.ts) found one answering.
 */
export const drivers: Driver[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/** Rows of a raw query, whichever driver ran it (PGlite answers {rows}, postgres.js an array). */
export async function queryRows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  const result: unknown = await handle.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

export interface TestDatabase {
  /** The open, migrated database; available inside tests and hooks. */
  readonly handle: DatabaseHandle;
  /** The application tables (everything in schema public but the migrations journal). */
  readonly tables: readonly string[];
}

/**
 * One database per test file and driver, opened in beforeAll (PGlite costs a few seconds to open)
 * and emptied before each test, so tests never see each other's rows. For PostgreSQL a throwaway
 * database `tapetv_test_<random>` is created and dropped afterwards.
 */
export function useTestDatabase(driver: Driver): TestDatabase {
  let handle: DatabaseHandle | undefined;
  let tables: string[] = [];
  let dataDir: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-db-'));
    if (driver === 'pglite') {
      handle = await openDatabase({ url: 'memory://', dataDir });
    } else {
      const adminUrl = inject('postgresUrl');
      if (!adminUrl) throw new Error('PostgreSQL tests registered without a PostgreSQL');
      const name = `tapetv_test_${randomBytes(6).toString('hex')}`;
      const admin = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE "${name}"`).catch(async (error: unknown) => {
        await admin.end({ timeout: 5 });
        throw error;
      });
      dropDatabase = async () => {
        try {
          await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await admin.end({ timeout: 5 });
        }
      };
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      handle = await openDatabase({ url: url.toString(), dataDir, poolSize: 4 });
    }
    await handle.migrate();
    const rows = await queryRows<{ tablename: string }>(
      handle,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = rows.map((row) => row.tablename).filter((table) => table !== MIGRATIONS_TABLE);
  });

  beforeEach(async () => {
    if (!handle) throw new Error('test database is not open');
    if (tables.length === 0) return;
    // Only the tables the last test used: truncating all of them every time (each a new file on
    // disk in PostgreSQL) was most of the time of a short test.
    const used = await usedTables(handle, tables);
    if (used.length === 0) return;
    const list = used.map((table) => `"public"."${table}"`).join(', ');
    await handle.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
  });

  afterAll(async () => {
    try {
      await handle?.close();
    } finally {
      handle = undefined;
      await dropDatabase?.();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });

  return {
    get handle() {
      if (!handle) throw new Error('test database is not open yet: use it inside tests or hooks');
      return handle;
    },
    get tables() {
      return tables;
    },
  };
}

/**
 * The tables holding a row, or whose identity sequence has handed out a value since it was last
 * restarted (a row written and deleted again): after the truncation of these, every table is
 * empty and every id starts at 1 again. One statement.
 */
async function usedTables(handle: DatabaseHandle, tables: readonly string[]): Promise<string[]> {
  const holding = tables.map(
    (table) => `select '${table}' as name where exists (select from "public"."${table}")`,
  );
  const sequenced = `select t.relname from pg_sequences s
    join pg_class q on q.relname = s.sequencename and q.relnamespace = 'public'::regnamespace
    join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = q.oid
      and d.refclassid = 'pg_class'::regclass
    join pg_class t on t.oid = d.refobjid
    where s.schemaname = 'public' and s.last_value is not null`;
  const rows = await queryRows<{ name: string }>(
    handle,
    sql.raw(`${holding.join(' union ')} union ${sequenced}`),
  );
  const known = new Set(tables);
  return rows.map((row) => row.name).filter((name) => known.has(name));
}

/**
 * Empties the job queue (pg-boss's tables live in their own schema, which the truncation before
 * each test leaves alone), so a test that runs the queue runs only the jobs it queued: a job left
 * by an earlier test could otherwise name a row id the restarted identities give again.
 */
export async function clearJobQueue(handle: DatabaseHandle): Promise<void> {
  const [found] = await queryRows<{ table: string | null }>(
    handle,
    sql`select to_regclass('pgboss.job')::text as table`,
  );
  if (found?.table) await handle.db.execute(sql`delete from pgboss.job`);
}
