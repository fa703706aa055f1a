/**
 * How long the server takes to answer its first request: `pnpm start`'s compiled bundle
 * (`node apps/server/dist/server.js`) beside the same sources through tsx, each cold (an empty
 * data folder: the database is created, migrated and the demo data loaded) and warm (the same
 * folder again). Each run is a process of its own on the embedded PGlite, timed from spawn to the
 * first `GET /api/health` that answers 200, then stopped with SIGTERM. Run `pnpm build` first.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { bundle, serverDir, spawnServer, startCommand, untilHealthy } from './server-process.ts';

const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
const TIMEOUT_MS = 120_000;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Milliseconds from spawn to the first healthy answer. */
async function timeStart(command: string[], dataDir: string): Promise<number> {
  const [port, realtimePort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawnServer(command, {
    dataDir,
    port,
    realtimePort,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    await untilHealthy(`http://127.0.0.1:${port}`, child, TIMEOUT_MS);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
}

export async function measureStart(): Promise<Record<string, string | number>[]> {
  if (!existsSync(bundle)) throw new Error('no apps/server/dist/server.js: run `pnpm build` first');
  const ways = [
    {
      way: 'pnpm start: node dist/server.js (compiled at build time)',
      command: startCommand,
    },
    { way: 'tsx src/server.ts (TypeScript compiled at start)', command: [tsx, 'src/server.ts'] },
  ];
  const rows = [];
  for (const { way, command } of ways) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-start-'));
    try {
      const cold = await timeStart(command, dataDir);
      const warm = [];
      for (let run = 0; run < 3; run += 1) warm.push(await timeStart(command, dataDir));
      warm.sort((a, b) => a - b);
      rows.push({
        way,
        'cold s (new database, demo data)': Number((cold / 1000).toFixed(2)),
        'warm s (median of 3)': Number(((warm[1] ?? 0) / 1000).toFixed(2)),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
