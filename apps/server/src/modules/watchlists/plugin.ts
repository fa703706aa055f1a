import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { WatchlistsRepository } from './watchlists.repository.ts';
import { WatchlistsService } from './watchlists.service.ts';

declare module '../index.ts' {
  interface Repositories {
    watchlists: WatchlistsRepository;
  }
  interface Services {
    watchlists: WatchlistsService;
  }
}

/** Members' watchlists, the ideas to copy and the pro picks. */
export default fp<ModuleOptions>(
  async (app) => {
    const watchlists = new WatchlistsRepository(app.database.db);
    app.repositories.watchlists = watchlists;
    app.services.watchlists = new WatchlistsService({
      db: app.database.db,
      watchlists,
      users: app.repositories.users,
      quotes: app.services.quotes,
    });
  },
  {
    name: 'module:watchlists',
    dependencies: ['database', 'module:users', 'module:symbols', 'module:quotes'],
  },
);
