/**
 * The server as `pnpm start` runs it, for the benches that time or kill it (start.ts,
 * durability.ts): spawned with production settings on a data folder and two ports, and awaited
 * until `GET /api/health` answers 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
/** `pnpm start`'s compiled bundle (`pnpm build` makes it). */
export const bundle = path.join(serverDir, 'dist/server.js');
/** `pnpm start`'s command: the compiled bundle with source maps. */
export const startCommand = [process.execPath, '--enable-source-maps', bundle];

/** Spawns `command` in apps/server with NODE_ENV=production, DATA_DIR and the ports; `env` adds. */
export function spawnServer(
  command: readonly string[],
  settings: {
    dataDir: string;
    port: number;
    realtimePort: number;
    env?: NodeJS.ProcessEnv;
    /** 'pipe' to read its log (e.g. to wait for every cluster worker); ignored by default. */
    stdout?: 'pipe' | 'ignore';
  },
): ChildProcess {
  const [file, ...args] = command;
  if (!file) throw new Error('no command');
  return spawn(file, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port),
      REALTIME_PORT: String(settings.realtimePort),
      DATABASE_URL: '',
      ...settings.env,
    },
    stdio: ['ignore', settings.stdout ?? 'ignore', 'inherit'],
  });
}

/**
 * Resolves once `GET {base}/api/health` answers 200; rejects when `child` exits first or nothing
 * answers within `timeoutMs`.
 */
export async function untilHealthy(
  base: string,
  child: ChildProcess,
  timeoutMs: number,
  pollMs = 25,
): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`the server did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
