import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { GroupsRepository } from './groups.repository.ts';

declare module '../index.ts' {
  interface Repositories {
    groups: GroupsRepository;
  }
}

/** Groups and their members (membership is asked about only through this repository). */
export default fp<ModuleOptions>(
  async (app) => {
    app.repositories.groups = new GroupsRepository(app.database.db);
  },
  { name: 'module:groups', dependencies: ['database'] },
);
