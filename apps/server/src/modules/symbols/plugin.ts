import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { SymbolsRepository } from './symbols.repository.ts';

declare module '../index.ts' {
  interface Repositories {
    symbols: SymbolsRepository;
  }
}

/** Instruments: what markets, quotes, search and cashtags build on. */
export default fp<ModuleOptions>(
  async (app) => {
    app.repositories.symbols = new SymbolsRepository(app.database.db);
  },
  { name: 'module:symbols', dependencies: ['database'] },
);
