import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { FollowsRepository } from './follows.repository.ts';
import { FollowsService } from './follows.service.ts';

declare module '../index.ts' {
  interface Services {
    follows: FollowsService;
  }
}

/** Who follows whom, and the follower notifications it causes. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.follows = new FollowsService({
      db: app.database.db,
      follows: new FollowsRepository(app.database.db),
      users: app.repositories.users,
      broadcaster: app.broadcaster,
    });
  },
  { name: 'module:follows', dependencies: ['database', 'realtime', 'module:users'] },
);
