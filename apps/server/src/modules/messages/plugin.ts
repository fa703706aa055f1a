import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { MessagesRepository } from './messages.repository.ts';
import { MessagesService } from './messages.service.ts';

declare module '../index.ts' {
  interface Services {
    messages: MessagesService;
  }
}

/** Direct messages between members: conversations, messages and read markers. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.messages = new MessagesService({
      db: app.database.db,
      messages: new MessagesRepository(app.database.db),
      notifications: app.repositories.notifications,
      users: app.repositories.users,
      broadcaster: app.broadcaster,
    });
  },
  {
    name: 'module:messages',
    dependencies: ['database', 'realtime', 'module:users', 'module:notifications'],
  },
);
