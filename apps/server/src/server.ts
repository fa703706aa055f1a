import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`TapeTV cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

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
    },
    'TapeTV is running',
  );
}

main().catch((error: unknown) => {
  console.error('TapeTV failed to start:', error);
  process.exit(1);
});
