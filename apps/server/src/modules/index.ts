import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import alerts from './alerts/plugin.ts';
import auth from './auth/plugin.ts';
import billing from './billing/plugin.ts';
import calendarData from './calendar-data/plugin.ts';
import calendars from './calendars/plugin.ts';
import calls from './calls/plugin.ts';
import emailAlerts from './email-alerts/plugin.ts';
import groupChat from './group-chat/plugin.ts';
import groups from './groups/plugin.ts';
import home from './home/plugin.ts';
import interviews from './interviews/plugin.ts';
import live from './live/plugin.ts';
import menu from './menu/plugin.ts';
import messages from './messages/plugin.ts';
import myWeek from './my-week/plugin.ts';
import notifications from './notifications/plugin.ts';
import personalAccess from './personal-access/plugin.ts';
import posts from './posts/plugin.ts';
import profiles from './profiles/plugin.ts';
import quotes from './quotes/plugin.ts';
import rateLimits from './rate-limits/plugin.ts';
import realtime from './realtime/plugin.ts';
import reports from './reports/plugin.ts';
import school from './school/plugin.ts';
import search from './search/plugin.ts';
import symbols from './symbols/plugin.ts';
import technicalAnalysis from './technical-analysis/plugin.ts';
import tickerTape from './ticker-tape/plugin.ts';
import uploads from './uploads/plugin.ts';
import users from './users/plugin.ts';
import watchlists from './watchlists/plugin.ts';
import webinars from './webinars/plugin.ts';

/**
 * What the modules offer, filled in by each module's own plugin: a module adds its entries to
 * these interfaces (declaration merging in its `plugin.ts`) and sets them when it registers.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each module's plugin.ts merges its services in.
export interface Services {}
// biome-ignore lint/suspicious/noEmptyInterface: each module's plugin.ts merges its repositories in.
export interface Repositories {}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules, by module: routes call these. */
    services: Services;
    /** Queries other modules build on (a post's author is a user, its group a group). */
    repositories: Repositories;
  }
}

export interface ModuleOptions {
  config: Config;
}

/**
 * The product's modules. Each is a folder with a Fastify plugin (`plugin.ts`) that names the
 * modules it needs; adding one is its folder and one line here. Listed so that a module comes
 * after the ones it depends on (fastify-plugin checks that order at start).
 */
const MODULES = [
  rateLimits,
  users,
  uploads,
  groups,
  menu,
  symbols,
  quotes,
  search,
  realtime,
  notifications,
  messages,
  groupChat,
  posts,
  profiles,
  calls,
  watchlists,
  tickerTape,
  alerts,
  calendarData,
  calendars,
  myWeek,
  school,
  reports,
  interviews,
  live,
  technicalAnalysis,
  personalAccess,
  webinars,
  home,
  emailAlerts,
  billing,
  auth,
];

export default fp<ModuleOptions>(
  async (app, options) => {
    // Empty until each module's plugin below sets its own entries, before the app is ready.
    app.decorate('services', {} as Services);
    app.decorate('repositories', {} as Repositories);
    for (const module of MODULES) await app.register(module, options);
  },
  { name: 'modules', dependencies: ['database', 'realtime', 'mailer', 'jobs'] },
);
