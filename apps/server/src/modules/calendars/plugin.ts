import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { CalendarsService } from './calendars.service.ts';

declare module '../index.ts' {
  interface Services {
    calendars: CalendarsService;
  }
}

/** The market calendars (issue 18): holidays and futures expiries computed from rules. */
export default fp<ModuleOptions>(
  async (app) => {
    app.services.calendars = new CalendarsService();
  },
  { name: 'module:calendars' },
);
