import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the whole run. */
  requests: number;
}

/** Bounded load on a loopback address: a fixed duration and connection count, then it stops. */
export async function load(
  name: string,
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** Run the load generator in a worker thread, so this thread's CPU is the server's alone. */
    worker?: boolean;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.worker ? { workers: 1 } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** The ceiling on this machine: a bare Fastify answering a constant JSON body. */
export async function bareFastify(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ loggedIn: false }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The real server on an in-memory PGlite, logging off; demo data and the web build on request. */
export async function tapetvServer(
  options: { seed?: boolean; webDistDir?: string } = {},
): Promise<{ app: FastifyInstance; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    SEED: options.seed ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    // The app's embedded real-time broker takes a free port, so nothing running on 3001 clashes.
    REALTIME_PORT: '0',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    cleanup: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const addressOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
};

/** The load results as a table, each beside the first row (the run's bare-Fastify ceiling). */
export function printLoadTable(results: LoadResult[]): number {
  const ceiling = results[0]?.requestsPerSecond ?? 1;
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'of ceiling': `${Math.round((r.requestsPerSecond / ceiling) * 100)}%`,
      errors: r.errors,
    })),
  );
  return ceiling;
}
