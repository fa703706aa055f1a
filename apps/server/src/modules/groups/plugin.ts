import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { GroupImagesService } from './group-images.service.ts';
import { GroupsRepository } from './groups.repository.ts';
import { GroupsService } from './groups.service.ts';

declare module '../index.ts' {
  interface Repositories {
    groups: GroupsRepository;
  }
  interface Services {
    groups: GroupsService;
    groupImages: GroupImagesService;
  }
}

/**
 * Groups, their members, join requests and header images (membership is asked about only through
 * this repository).
 */
export default fp<ModuleOptions>(
  async (app) => {
    const groups = new GroupsRepository(app.database.db);
    app.repositories.groups = groups;
    app.services.groups = new GroupsService({
      db: app.database.db,
      groups,
      users: app.repositories.users,
    });
    app.services.groupImages = new GroupImagesService({ groups, uploads: app.services.uploads });
  },
  { name: 'module:groups', dependencies: ['database', 'module:users', 'module:uploads'] },
);
