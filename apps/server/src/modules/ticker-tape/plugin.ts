import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { TickerTapeService } from './ticker-tape.service.ts';

declare module '../index.ts' {
  interface Services {
    tickerTape: TickerTapeService;
  }
}

/** The ticker tape under the header: indices, the member's watchlist symbols, today's movers. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.tickerTape = new TickerTapeService({
      symbols: app.repositories.symbols,
      watchlists: app.repositories.watchlists,
      quotes: app.services.quotes,
    });
  },
  {
    name: 'module:ticker-tape',
    dependencies: ['database', 'module:symbols', 'module:quotes', 'module:watchlists'],
  },
);
