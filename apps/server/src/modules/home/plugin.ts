import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { HomeService } from './home.service.ts';

declare module '../index.ts' {
  interface Services {
    home: HomeService;
  }
}

/** The visitors' home page: the market now, popular posts, and what the channel shows. */
export default fp<ModuleOptions>(
  async (app) => {
    const { services } = app;
    app.services.home = new HomeService({
      tickerTape: services.tickerTape,
      posts: services.posts,
      live: services.live,
      webinars: services.webinars,
      calendar: services.calendarData,
      now: () => services.quotes.now(),
    });
  },
  {
    name: 'module:home',
    dependencies: [
      'module:ticker-tape',
      'module:posts',
      'module:live',
      'module:webinars',
      'module:calendar-data',
    ],
  },
);
