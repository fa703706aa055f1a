import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { MenuRepository } from './menu.repository.ts';
import { MenuService } from './menu.service.ts';

declare module '../index.ts' {
  interface Services {
    menu: MenuService;
  }
}

/** The header's mega-menu, as stored. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.menu = new MenuService(new MenuRepository(app.database.db));
  },
  { name: 'module:menu', dependencies: ['database'] },
);
