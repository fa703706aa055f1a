import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { compilersFactory } from './lib/schema-compilers.ts';
import modules from './modules/index.ts';
import auth from './plugins/app/auth.ts';
import csrf from './plugins/app/csrf.ts';
import database from './plugins/app/database.ts';
import errorHandler from './plugins/app/error-handler.ts';
import jobs from './plugins/app/jobs.ts';
import mailer from './plugins/app/mailer.ts';
import rateLimits from './plugins/app/rate-limits.ts';
import realtime from './plugins/app/realtime.ts';
import signals from './plugins/app/signals.ts';
import web from './plugins/app/web.ts';
import { fileKeyword } from './plugins/external/multipart.ts';
import security from './plugins/external/security.ts';
import swagger from './plugins/external/swagger.ts';
import routes from './routes/index.ts';

export interface BuildOptions {
  config: Config;
  /** A database the caller opened and will close (tests share one per file). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Plugins in order: real time (its broker's port goes into the CSP and the pages), external,
 * then the app's own (database, signals between processes, job queue, mail), the product's modules (modules/index.ts, one plugin
 * each), security, then routes.
 */
export async function buildApp({
  config,
  database: handle,
  logger,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.trustProxy,
    // Opening, migrating and seeding a fresh embedded database can outlast avvio's 10 s default
    // on a busy two-core machine.
    pluginTimeout: 120_000,
    // Bodies are small JSON; uploads get their own limit where multipart is accepted.
    bodyLimit: 1024 * 1024,
    // fileKeyword: the file part of a multipart form (routes/uploads).
    ajv: { customOptions: { removeAdditional: 'all' }, plugins: [fileKeyword] },
    // Fastify's own compilers, each schema compiled once per process (lib/schema-compilers.ts).
    schemaController: { compilersFactory },
  });

  // Real time first: the CSP and the pages name the broker's port, known once it has started
  // (port 0 in tests).
  await app.register(realtime, { config });
  await app.register(security, { realtimeOrigins: app.realtime.connectOrigins });
  await app.register(swagger);
  await app.register(errorHandler);
  await app.register(database, {
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    seed: config.seed,
    handle,
  });
  await app.register(signals);
  await app.register(jobs, { work: config.jobs });
  await app.register(mailer, { config });
  await app.register(modules, { config });
  await app.register(csrf, { secret: config.sessionSecret, secure: config.secureCookies });
  await app.register(auth, { secure: config.secureCookies });
  await app.register(rateLimits);
  await app.register(routes);
  await app.register(web, {
    webDistDir: config.webDistDir,
    realtimePort: app.realtime.brokerPort,
  });
  return app;
}
