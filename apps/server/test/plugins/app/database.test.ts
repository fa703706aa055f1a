import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { RunningRequests } from '../../../src/plugins/app/database.ts';

/** A promise the test settles when it wants to. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** An app that opens and owns its database (PGlite in memory), so closing it closes the database. */
async function appOwningItsDatabase(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-db-plugin-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    SEED: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  return buildApp({ config, logger: false });
}

/** Sends GET `url` to the listening app and hangs up as soon as `started` resolves. */
async function hangUpOnce(app: FastifyInstance, url: string, started: Promise<void>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  const outgoing = request({ host: '127.0.0.1', port: address.port, path: url });
  outgoing.on('error', () => {});
  outgoing.end();
  await started;
  outgoing.destroy();
}

/** Lets every callback already due run (timers included), a few rounds over. */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((done) => setTimeout(done, 0));
};

describe('the database plugin on close', () => {
  it('waits for a handler whose client hung up before it closes the database', async () => {
    const app = await appOwningItsDatabase();
    const started = deferred();
    const gate = deferred();
    const outcome = deferred<unknown>();
    app.get('/slow', async () => {
      started.resolve();
      await gate.promise;
      try {
        outcome.resolve(await app.database.db.execute(sql`select 1 as one`));
      } catch (error) {
        outcome.resolve(error);
      }
      return { ok: true };
    });
    await hangUpOnce(app, '/slow', started.promise);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await settle();
    expect(closed).toBe(false);

    gate.resolve();
    await closing;
    const result = await outcome.promise;
    expect(result).not.toBeInstanceOf(Error);
    expect(JSON.stringify(result)).toContain('"one":1');
    // And the database did close after it.
    await expect(app.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

describe('RunningRequests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const request = () => ({}) as FastifyRequest;

  it('is idle once every request started has ended, each counted once', async () => {
    const running = new RunningRequests();
    const [a, b] = [request(), request()];
    running.start(a);
    running.start(b);
    let idle: boolean | undefined;
    void running.idle(1000).then((value) => {
      idle = value;
    });

    running.end(a);
    running.end(a);
    await Promise.resolve();
    expect(running.size).toBe(1);
    expect(idle).toBeUndefined();

    running.end(b);
    await Promise.resolve();
    expect(idle).toBe(true);
    expect(await running.idle(1000)).toBe(true);
  });

  it('gives up waiting after the timeout while a request still runs', async () => {
    vi.useFakeTimers();
    const running = new RunningRequests();
    running.start(request());
    const idle = running.idle(8000);

    await vi.advanceTimersByTimeAsync(7999);
    let answered = false;
    void idle.then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await idle).toBe(false);
    expect(running.size).toBe(1);
  });
});
