import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { MyWeekRepository } from './my-week.repository.ts';
import { MyWeekService } from './my-week.service.ts';
import {
  CALENDAR_REMINDER_JOB,
  CalendarRemindersService,
  type ReminderJob,
} from './reminders.service.ts';

declare module '../index.ts' {
  interface Repositories {
    myWeek: MyWeekRepository;
  }
  interface Services {
    myWeek: MyWeekService;
    calendarReminders: CalendarRemindersService;
  }
}

/**
 * My week, calendar reminders and the .ics feeds (issue 18 "Beyond the spec"). The clock is the
 * quotes' (`quotes.now`), which tests fix, as the price alerts do.
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new MyWeekRepository(app.database.db);
    app.repositories.myWeek = repository;
    const now = () => app.services.quotes.now();
    const myWeek = new MyWeekService({
      repository,
      calendarData: app.services.calendarData,
      calendarDataRepository: app.repositories.calendarData,
      appUrl: config.appUrl,
      now,
    });
    app.services.myWeek = myWeek;
    const reminders = new CalendarRemindersService({
      db: app.database.db,
      repository,
      myWeek,
      broadcaster: app.broadcaster,
      jobs: app.jobs,
      appUrl: config.appUrl,
      now,
    });
    app.services.calendarReminders = reminders;
    app.jobs.define<ReminderJob>(CALENDAR_REMINDER_JOB, async (job) => {
      if (await reminders.fire(job)) app.log.info({ reminderId: job.reminderId }, 'reminder sent');
    });
  },
  {
    name: 'module:my-week',
    dependencies: [
      'database',
      'realtime',
      'jobs',
      'mailer',
      'module:quotes',
      'module:notifications',
      'module:calendar-data',
      'module:calendars',
    ],
  },
);
