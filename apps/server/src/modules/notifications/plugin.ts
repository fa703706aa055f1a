import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import { NotificationsService } from './notifications.service.ts';

declare module '../index.ts' {
  interface Services {
    notifications: NotificationsService;
  }
  interface Repositories {
    notifications: NotificationsRepository;
  }
}

/**
 * A member's notifications: the lists, the unread badges, the read markers and the kinds they
 * muted (kept on their user row).
 */
export default fp<ModuleOptions>(
  async (app) => {
    const notifications = new NotificationsRepository(app.database.db);
    app.repositories.notifications = notifications;
    app.services.notifications = new NotificationsService({
      db: app.database.db,
      notifications,
      users: app.repositories.users,
      broadcaster: app.broadcaster,
    });
  },
  { name: 'module:notifications', dependencies: ['database', 'realtime', 'module:users'] },
);
