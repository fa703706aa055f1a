import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { UsersRepository } from './users.repository.ts';
import { UsersService } from './users.service.ts';

declare module '../index.ts' {
  interface Services {
    users: UsersService;
  }
  interface Repositories {
    users: UsersRepository;
  }
}

/** Members: their data and its rules (unique names and emails). */
export default fp<ModuleOptions>(
  async (app) => {
    const users = new UsersRepository(app.database.db);
    app.repositories.users = users;
    app.services.users = new UsersService(users);
    // A member's row changed here: the other server processes forget what they hold of them
    // (ADR 0012). What they tell this process is announced here, and not sent back.
    let relaying = false;
    users.onChange((userId) => {
      if (!relaying) app.signals.send('member-changed', { userId });
    });
    app.signals.on('member-changed', ({ userId }) => {
      relaying = true;
      try {
        users.announceChange(userId);
      } finally {
        relaying = false;
      }
    });
  },
  { name: 'module:users', dependencies: ['database', 'signals'] },
);
