import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { seedDemoData } from '../../modules/seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  url: string | undefined;
  dataDir: string;
  seed: boolean;
  /** A handle opened by the caller (tests share one per file); it is not closed with the app. */
  handle?: DatabaseHandle;
}

/** Opens the database, applies migrations, seeds an empty one, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ?? (await openDatabase({ url: options.url, dataDir: options.dataDir }));
    app.decorate('database', handle);
    if (!options.handle) {
      app.addHook('onClose', async () => {
        await handle.close();
      });
    }
    await handle.migrate();
    if (options.seed) {
      const seeded = await seedDemoData(handle.db);
      if (seeded) app.log.info(seeded, 'seeded demo data into an empty database');
    }
  },
  { name: 'database' },
);
