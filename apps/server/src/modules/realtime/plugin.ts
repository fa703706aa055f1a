import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { RealtimeService } from './realtime.service.ts';

declare module '../index.ts' {
  interface Services {
    realtime: RealtimeService;
  }
}

/** Members' real-time tokens, with exactly the channels they may use. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    app.services.realtime = new RealtimeService({
      key: config.ablyKey,
      groups: app.repositories.groups,
    });
  },
  { name: 'module:realtime', dependencies: ['module:groups'] },
);
