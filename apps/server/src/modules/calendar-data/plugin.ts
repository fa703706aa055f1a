import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { CalendarDataRepository } from './calendar-data.repository.ts';
import { CalendarDataService } from './calendar-data.service.ts';
import { FinnhubCalendarSource } from './finnhub-calendar.ts';

declare module '../index.ts' {
  interface Repositories {
    calendarData: CalendarDataRepository;
  }
  interface Services {
    calendarData: CalendarDataService;
  }
}

/** The job that refreshes the provider's calendars; queued hourly by the queue's cron schedule. */
export const REFRESH_CALENDARS_JOB = 'calendars.refresh';
/** Hourly, at 7 past (off the hour, when every other client asks). */
export const REFRESH_CALENDARS_CRON = '7 * * * *';

/**
 * The data-backed calendars (issue 18 items 1–5): economic releases, earnings, dividends, splits
 * and IPOs, read from their tables. With CALENDAR_PROVIDER=finnhub a job refreshes the next four
 * weeks of Finnhub's economic, earnings and IPO calendars every hour (and once at start), and the
 * sample rows are no longer shown.
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new CalendarDataRepository(app.database.db);
    app.repositories.calendarData = repository;
    const provider = config.calendars;
    const service = new CalendarDataService({
      db: app.database.db,
      repository,
      quotes: app.services.quotes,
      users: app.repositories.users,
      sources: provider.provider === 'sample' ? ['sample', 'csv', 'finnhub'] : ['csv', 'finnhub'],
    });
    app.services.calendarData = service;
    if (provider.provider !== 'finnhub') return;
    const source = new FinnhubCalendarSource({
      apiKey: provider.finnhubApiKey,
      restUrl: provider.finnhubApiUrl,
    });
    app.jobs.define(
      REFRESH_CALENDARS_JOB,
      async () => {
        const result = await service.refresh(source);
        app.log.info({ result }, 'calendars refreshed from Finnhub');
      },
      // A failed refresh is not retried: the next hour's run fetches the whole window again.
      { cron: REFRESH_CALENDARS_CRON, retryLimit: 0 },
    );
    if (app.jobs.working) {
      app.addHook('onReady', async () => {
        await app.jobs.send(REFRESH_CALENDARS_JOB, {});
      });
    }
  },
  {
    name: 'module:calendar-data',
    dependencies: ['database', 'jobs', 'module:users', 'module:quotes', 'module:watchlists'],
  },
);
