import fp from 'fastify-plugin';
import { localSignals, postgresSignals, type Signals } from '../../lib/signals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signals: Signals;
  }
}

/**
 * `app.signals`: what this process tells the other server processes on the same PostgreSQL
 * database, and hears from them (LISTEN/NOTIFY; ADR 0012), so the caches each keeps in memory
 * forget what a write elsewhere changed. On PGlite there is only this process: nothing is sent.
 */
export default fp(
  async (app) => {
    if (app.database.driver !== 'postgres') {
      app.decorate('signals', localSignals());
      return;
    }
    const signals = postgresSignals(app.database, app.log.child({ component: 'signals' }));
    await signals.start();
    app.decorate('signals', signals);
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await signals.stop();
    });
  },
  { name: 'signals', dependencies: ['database'] },
);
