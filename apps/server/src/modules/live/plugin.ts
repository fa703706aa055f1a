import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { LiveRepository } from './live.repository.ts';
import { LiveService } from './live.service.ts';

declare module '../index.ts' {
  interface Services {
    live: LiveService;
  }
}

/** The live show (issue 20): the weekly programme, the stream's on/off air state, the chat. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    app.services.live = new LiveService({
      db: app.database.db,
      repository: new LiveRepository(app.database.db),
      broadcaster: app.broadcaster,
      streamUrl: config.liveStreamUrl,
    });
  },
  { name: 'module:live', dependencies: ['database', 'realtime', 'module:users'] },
);
