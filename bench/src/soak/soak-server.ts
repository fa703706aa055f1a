/**
 * The server side of the soak (soak.ts), in a process of its own started with `--expose-gc`: the
 * real app (`buildApp`, production settings, the demo data seeded as on a first start) with its
 * embedded broker on a fixed port, on PGlite in the DATA_DIR it is given (the default set-up) or
 * on SOAK_DATABASE_URL. Over IPC it
 * - seeds members (one password, joined a month ago) spread over groups, each following the next
 *   ten, in four statements;
 * - samples itself: heap after a full collection, RSS, the handles Node keeps the loop alive
 *   with (by kind), the database connections, event-loop utilisation and CPU since the last one;
 * - restarts its broker: closes it (clients are told DISCONNECTED and every connection, channel
 *   and presence is forgotten, as when a broker process dies) and listens again on the same port;
 * - stops.
 * Its log (level warn) goes to stdout, which the parent keeps in a file and reads at the end.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import { hashPassword } from '@tapetv/server/password';

export type ToServer =
  | { type: 'seed'; members: number; groups: number; password: string }
  | { type: 'sample' }
  | { type: 'restart-broker' }
  | { type: 'stop' };

export interface SeededMember {
  id: number;
  email: string;
  groupId: number;
}

export interface ServerSample {
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
  /** process.getActiveResourcesInfo(), counted by kind. */
  handles: Record<string, number>;
  /** PostgreSQL backends of this database; null on PGlite (in the process, no connections). */
  databaseConnections: number | null;
  /** Event-loop utilisation since the previous sample, 0–1. */
  loopBusy: number;
  /** CPU time (user + system) since the previous sample, as a share of one core. */
  cpu: number;
}

export type FromServer =
  | { type: 'ready'; port: number; brokerPort: number }
  | { type: 'seeded'; members: SeededMember[]; groupIds: number[] }
  | ({ type: 'sample' } & ServerSample)
  | { type: 'broker-restarted'; downMs: number }
  | { type: 'error'; message: string };

const [dataDir = '', realtimePort = ''] = process.argv.slice(2);
if (!dataDir || !realtimePort) throw new Error('usage: soak-server.ts <dataDir> <realtimePort>');

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.SOAK_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    REALTIME_PORT: realtimePort,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // A few hundred members acting for ten minutes, far past one person's allowances.
    RATE_LIMIT_SCALE: '1000000',
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const { broker, brokerPort } = app.realtime;
if (!address || typeof address === 'string' || !broker || brokerPort === null) {
  throw new Error('the app has no TCP address or no embedded broker');
}

const send = (message: FromServer) => process.send?.(message);

/** Rows of a raw statement, whichever driver ran it (PGlite answers {rows}, postgres.js an array). */
async function rows<T>(statement: string): Promise<T[]> {
  const result: unknown = await app.database.db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

async function seed(count: number, groups: number, password: string): Promise<FromServer> {
  const hash = (await hashPassword(password)).replaceAll("'", "''");
  const groupRows = await rows<{ id: number }>(
    `insert into groups (name, title)
     select 'soak-' || g, 'Soak ' || g from generate_series(1, ${groups}) g returning id`,
  );
  const groupIds = groupRows.map((row) => row.id).sort((a, b) => a - b);
  const members = await rows<{ id: number; email: string }>(
    `insert into users (name, user_name, email, password_hash, created_at)
     select 'Soak Member ' || i, 'soak_' || i, 'soak' || i || '@bench.tapetv.dev', '${hash}',
       now() - interval '30 days'
     from generate_series(1, ${count}) i
     returning id, email`,
  );
  members.sort((a, b) => a.id - b.id);
  const seeded = members.map((member, index) => ({
    ...member,
    groupId: groupIds[index % groupIds.length] as number,
  }));
  await app.database.db.execute(
    `insert into group_members (group_id, user_id, role)
     select g, u, 'member' from unnest(array[${seeded.map((m) => m.groupId).join(',')}]::int[],
       array[${seeded.map((m) => m.id).join(',')}]::int[]) as t(g, u)`,
  );
  // Each member follows the next ten, so a feed page comes from others' posts too.
  await app.database.db.execute(
    `insert into follows (follower_id, followee_id)
     select a.id, b.id from users a join users b on b.id <> a.id
       and (b.id - a.id + ${count}) % ${count} between 1 and 10
     where a.user_name like 'soak\\_%' and b.user_name like 'soak\\_%'`,
  );
  return { type: 'seeded', members: seeded, groupIds };
}

let lastLoop = performance.eventLoopUtilization();
let lastCpu = process.cpuUsage();
let lastAt = performance.now();

async function sample(): Promise<FromServer> {
  // What is still referenced, not what the collector has not reached yet.
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const handles: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  const [connections] =
    app.database.driver === 'pglite'
      ? [null]
      : await rows<{ count: number }>(
          'select count(*)::int as count from pg_stat_activity where datname = current_database()',
        );
  const loop = performance.eventLoopUtilization(lastLoop);
  const cpu = process.cpuUsage(lastCpu);
  const now = performance.now();
  const elapsedMs = now - lastAt;
  lastLoop = performance.eventLoopUtilization();
  lastCpu = process.cpuUsage();
  lastAt = now;
  const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
  return {
    type: 'sample',
    heapUsedMb: mb(memory.heapUsed),
    rssMb: mb(memory.rss),
    externalMb: mb(memory.external),
    handles,
    databaseConnections: connections ? Number(connections.count) : null,
    loopBusy: loop.utilization,
    cpu: (cpu.user + cpu.system) / 1000 / elapsedMs,
  };
}

async function restartBroker(): Promise<FromServer> {
  const started = performance.now();
  await broker?.close();
  await broker?.listen(brokerPort ?? 0, '127.0.0.1');
  return { type: 'broker-restarted', downMs: Math.round(performance.now() - started) };
}

process.on('message', async (message: ToServer) => {
  try {
    if (message.type === 'seed')
      send(await seed(message.members, message.groups, message.password));
    else if (message.type === 'sample') send(await sample());
    else if (message.type === 'restart-broker') send(await restartBroker());
    else if (message.type === 'stop') {
      await app.close();
      process.exit(0);
    }
  } catch (error) {
    send({ type: 'error', message: String((error as Error).stack ?? error) });
  }
});
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', port: address.port, brokerPort });
