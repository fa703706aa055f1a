import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { SearchRepository } from './search.repository.ts';
import { SearchService } from './search.service.ts';

declare module '../index.ts' {
  interface Services {
    search: SearchService;
  }
}

/**
 * Header search over symbols, groups and members. It reads their tables through its own
 * statements (one per answer, on the trigram indexes migration 0013 made for it), so it needs the
 * database and none of their repositories.
 */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.search = new SearchService({ search: new SearchRepository(app.database) });
  },
  { name: 'module:search', dependencies: ['database'] },
);
