import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql as sqlTag } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { SERVER_ROOT } from '../lib/server-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Either driver's database: repositories are written against this and run on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What a repository query runs on: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * One statement written in SQL with `$1…$n` parameters, for hot reads that are cheaper as one
   * hand-written statement than as several built by Drizzle on every call: on PostgreSQL it is a
   * prepared statement (parsed and planned once per connection, then only bound and executed).
   * Inside a transaction a service opened, pass it as `tx`: the same text runs there through
   * Drizzle, unprepared.
   */
  query<T>(text: string, params: readonly unknown[], tx?: Executor): Promise<T[]>;
  /**
   * pg-boss's `db` contract (`executeSql(text, values)` answering `{ rows }`), for the job queue
   * (plugins/app/jobs.ts) on the app's own connection: without values the text may hold several
   * statements (pg-boss sends `BEGIN; …; COMMIT;` as one text), answered by the last one's rows.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL's LISTEN: `onPayload` gets the payload of every NOTIFY on `channel`, from any
   * process on this database, this one included (PGlite: only this one). Resolves once listening;
   * the answer stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL's NOTIFY (`pg_notify`): at most 8000 bytes of payload. */
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; `memory://` for an in-memory PGlite; undefined for PGlite in `dataDir/db`. */
  url: string | undefined;
  dataDir: string;
  /** Pool size for a real PostgreSQL. */
  poolSize?: number;
  /**
   * Called with each statement the application's queries send (Drizzle's logger), e.g. to count the
   * statements a request costs (the feed benchmark does). Migrations are not reported.
   */
  logQuery?: (query: string, params: unknown[]) => void;
}

/** A statement's `$1…$n` text and its parameters as Drizzle SQL (for a transaction's executor). */
export function withParams(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sqlTag.raw(part));
    else {
      const n = Number(part);
      if (n < 1 || n > params.length) throw new Error(`parameter $${n} of ${params.length}`);
      chunks.push(sqlTag`${sqlTag.param(params[n - 1])}`);
    }
  });
  return sqlTag.join(chunks);
}

/** Rows of `execute`, whichever driver answered (PGlite gives `{ rows }`, postgres.js an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { logQuery } = options;
  const config = { schema, ...(logQuery ? { logger: { logQuery } } : {}) };
  if (options.url && options.url !== 'memory://') {
    const sql = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      // Prepared statements keep one generic plan instead of planning every execution: the page
      // statement (post-page.sql.ts) costs 0.4 ms to plan and 0.2 ms to run, and PostgreSQL's
      // heuristic kept re-planning it (ADR 0005). Every statement here is a short OLTP query.
      connection: { plan_cache_mode: 'force_generic_plan' },
    });
    const db = drizzlePostgres(sql, config) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      async query<T>(text: string, params: readonly unknown[], tx?: Executor) {
        if (tx && tx !== db) return rowsOf<T>(await tx.execute(withParams(text, params)));
        logQuery?.(text, [...params]);
        // postgres.js types the rows by its type parameter (a RowList of T is an array of T).
        return await sql.unsafe<T[]>(text, params as postgres.ParameterOrJSON<never>[], {
          prepare: true,
        });
      },
      async executeSql(text: string, values?: readonly unknown[]) {
        // Without parameters postgres.js uses the simple protocol, which runs several statements
        // and answers a list of results; with them, one unprepared statement on the pool.
        // A text holding BEGIN…COMMIT must keep one connection: postgres.js refuses it on the pool.
        if (!values?.length) {
          const reserved = await sql.reserve();
          try {
            const results: unknown = await reserved.unsafe(text);
            const list = results as unknown[];
            const last: unknown = Array.isArray(list.at(-1)) ? list.at(-1) : list;
            return { rows: [...(last as unknown[])] };
          } finally {
            reserved.release();
          }
        }
        const result = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
        return { rows: [...result] };
      },
      async listen(channel, onPayload) {
        const { unlisten } = await sql.listen(channel, onPayload);
        return unlisten;
      },
      async notify(channel, payload) {
        await sql.notify(channel, payload);
      },
      migrate: () => migratePostgres(drizzlePostgres(sql), { migrationsFolder }),
      ping: async () => {
        await sql`select 1`;
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }

  let dataPath: string | undefined;
  if (options.url !== 'memory://') {
    dataPath = path.join(options.dataDir, 'db');
    mkdirSync(dataPath, { recursive: true });
  }
  // pg_trgm backs search (migration 0013 creates it); PGlite loads extensions at start.
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, config) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async query<T>(text: string, params: readonly unknown[], tx?: Executor) {
      if (tx && tx !== db) return rowsOf<T>(await tx.execute(withParams(text, params)));
      logQuery?.(text, [...params]);
      return (await client.query<T>(text, [...params])).rows;
    },
    async executeSql(text: string, values?: readonly unknown[]) {
      if (values?.length) return await client.query(text, [...values]);
      // PGlite's exec runs several statements and holds the connection until the last is done.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    async listen(channel, onPayload) {
      return await client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
