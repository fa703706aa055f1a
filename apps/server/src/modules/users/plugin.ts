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
    app.repositories.users = new UsersRepository(app.database.db);
    app.services.users = new UsersService(app.repositories.users);
  },
  { name: 'module:users', dependencies: ['database'] },
);
