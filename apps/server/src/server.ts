import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { RealtimeBroker } from './broker/index.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

/** A worker that does not stop within this after SIGTERM is killed (its own limit is 10 s). */
const WORKER_STOP_MS = 12_000;
/** A worker that dies is replaced after this pause, so a crash at start does not spin. */
const RESTART_DELAY_MS = 1_000;

/** One server process: the whole app on `config.port` (a cluster worker shares it). */
async function runServer(config: Config) {
  const app = await buildApp({ config });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: app.database.driver,
      dataDir: config.dataDir,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    'TapeTV is running',
  );
}

const listening = (worker: Worker) =>
  new Promise<void>((resolve, reject) => {
    const exited = (code: number | null, signal: string | null) =>
      reject(new Error(`worker ${worker.id} exited (${signal ?? code}) before it listened`));
    worker.once('exit', exited);
    worker.once('listening', () => {
      worker.off('exit', exited);
      resolve();
    });
  });

/**
 * WEB_CONCURRENCY above 1: this process (node:cluster's primary) runs the embedded broker, when
 * there is one, and `webConcurrency` workers that share the port and publish to that broker. The
 * first worker migrates and seeds the database alone; the others start once it listens. A worker
 * that dies is replaced; SIGTERM or SIGINT stops the workers gracefully, then the broker.
 */
async function runPrimary(config: Config) {
  const log = pino({
    level: config.logLevel,
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
  let broker: RealtimeBroker | null = null;
  const workerEnv: Record<string, string> = {};
  if (config.embeddedBroker && config.realtimeBroker === 'in-process') {
    broker = new RealtimeBroker({ key: config.ablyKey, log: log.child({ component: 'realtime' }) });
    const port = await broker.listen(config.realtimePort, config.host);
    Object.assign(workerEnv, { REALTIME_BROKER: 'external', REALTIME_PORT: String(port) });
  }

  let stopping = false;
  const fork = () => cluster.fork(workerEnv);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.id, code, signal }, 'a server process died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stop = async (signal: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await broker?.close();
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));

  try {
    await listening(fork());
    await Promise.all(Array.from({ length: config.webConcurrency - 1 }, () => listening(fork())));
  } catch (error) {
    log.error({ err: error }, 'TapeTV could not start its server processes');
    await stop('start-failure', 1);
    return;
  }
  log.info(
    {
      url: `http://localhost:${config.port}`,
      processes: config.webConcurrency,
      ...(broker ? { realtimePort: broker.port } : {}),
    },
    'TapeTV is running on several processes',
  );
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`TapeTV cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
  else await runServer(config);
}

main().catch((error: unknown) => {
  console.error('TapeTV failed to start:', error);
  process.exit(1);
});
