import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { MIGRATIONS_TABLE, queryRows } from './database.ts';

/** Per table of schema public, a hash of its rows (count and md5 of every row, in order). */
export type TableHashes = Map<string, string>;

/**
 * What every application table holds, read in one statement: to show a refused request changed
 * nothing, and to put back only the tables a request did change (`TableSnapshot`).
 */
export async function tableHasher(handle: DatabaseHandle): Promise<() => Promise<TableHashes>> {
  const tables = await applicationTables(handle);
  const statement = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as t, (select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "public"."${table}" x) as h`,
      )
      .join(' union all '),
  );
  return async () =>
    new Map(
      (await queryRows<{ t: string; h: string }>(handle, statement)).map((row) => [row.t, row.h]),
    );
}

async function applicationTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ tablename: string }>(
    handle,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.tablename).filter((table) => table !== MIGRATIONS_TABLE);
}

/**
 * The rows of every table and the value of every sequence at one moment, and `restore()` to put
 * back the tables that changed since (by their hashes), with foreign keys not checked while it
 * does (`session_replication_role = replica`, in one transaction), so any order works.
 */
export class TableSnapshot {
  private constructor(
    private readonly handle: DatabaseHandle,
    private readonly hashes: () => Promise<TableHashes>,
    private readonly taken: TableHashes,
    private readonly rows: Map<string, { columns: string[]; json: string }>,
    private readonly sequences: Array<{ name: string; value: string; called: boolean }>,
  ) {}

  static async take(handle: DatabaseHandle): Promise<TableSnapshot> {
    const hashes = await tableHasher(handle);
    const rows = new Map<string, { columns: string[]; json: string }>();
    for (const table of await applicationTables(handle)) {
      // Generated columns are computed again on insert; they cannot be written.
      const columns = await queryRows<{ column_name: string }>(
        handle,
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      const [data] = await queryRows<{ json: string }>(
        handle,
        sql.raw(`select coalesce(json_agg(x), '[]')::text as json from "public"."${table}" x`),
      );
      rows.set(table, {
        columns: columns.map((each) => each.column_name),
        json: data?.json ?? '[]',
      });
    }
    const sequences = await queryRows<{ name: string; value: string; called: boolean }>(
      handle,
      sql`select schemaname || '.' || sequencename as name, coalesce(last_value, 1)::text as value,
                 last_value is not null as called
          from pg_sequences where schemaname = 'public'`,
    );
    return new TableSnapshot(handle, hashes, await hashes(), rows, sequences);
  }

  /** Puts back the tables whose rows differ from the snapshot, and every sequence; answers them. */
  async restore(): Promise<string[]> {
    const now = await this.hashes();
    const changed = [...now].filter(([table, hash]) => this.taken.get(table) !== hash);
    await this.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [table] of changed) {
        const saved = this.rows.get(table);
        if (!saved) continue;
        const columns = saved.columns.map((column) => `"${column}"`).join(', ');
        await tx.execute(sql.raw(`delete from "public"."${table}"`));
        await tx.execute(
          sql`${sql.raw(`insert into "public"."${table}" (${columns}) overriding system value select ${columns} from json_populate_recordset(null::"public"."${table}", `)}${saved.json}::json)`,
        );
      }
      for (const sequence of this.sequences)
        await tx.execute(
          sql`select setval(${sequence.name}::regclass, ${sequence.value}::bigint, ${sequence.called})`,
        );
    });
    return changed.map(([table]) => table);
  }
}
