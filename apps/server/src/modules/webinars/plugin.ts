import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { WebinarsRepository } from './webinars.repository.ts';
import { WEBINAR_REMIND_JOB, type WebinarRemindJob, WebinarsService } from './webinars.service.ts';

declare module '../index.ts' {
  interface Repositories {
    webinars: WebinarsRepository;
  }
  interface Services {
    webinars: WebinarsService;
  }
}

/**
 * Webinars (issue 20, `/webinar`): imported from content/webinars, registration with a
 * confirmation mail, and the reminder job (`webinars.remind`). The clock is the quotes'
 * (`quotes.now`), which tests fix, as the exams, reminders and billing do.
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new WebinarsRepository(app.database.db);
    app.repositories.webinars = repository;
    const webinars = new WebinarsService({
      db: app.database.db,
      repository,
      broadcaster: app.broadcaster,
      jobs: app.jobs,
      appUrl: config.appUrl,
      now: () => app.services.quotes.now(),
    });
    app.services.webinars = webinars;
    app.jobs.define<WebinarRemindJob>(WEBINAR_REMIND_JOB, async (job) => {
      const outcome = await webinars.remind(job);
      if (outcome !== 'stale')
        app.log.info({ registrationId: job.registrationId, outcome }, 'webinar reminder');
    });
  },
  {
    name: 'module:webinars',
    dependencies: [
      'database',
      'realtime',
      'jobs',
      'mailer',
      'module:quotes',
      'module:notifications',
    ],
  },
);
