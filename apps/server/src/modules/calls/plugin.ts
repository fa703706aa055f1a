import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { CallsRepository } from './calls.repository.ts';
import { CallsService } from './calls.service.ts';

declare module '../index.ts' {
  interface Services {
    calls: CallsService;
  }
}

/**
 * A member's calls (issue 16, point 5): their bullish and bearish posts on symbols, scored
 * against the price now. Reads what the posts module writes (`posts.sentiment`, `post_symbols`)
 * under its visibility rule, and the quotes module's prices.
 */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.calls = new CallsService({
      calls: new CallsRepository(app.database),
      users: app.repositories.users,
      quotes: app.services.quotes,
    });
  },
  {
    name: 'module:calls',
    dependencies: ['database', 'module:users', 'module:quotes', 'module:posts'],
  },
);
