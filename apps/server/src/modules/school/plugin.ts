import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { type DeadlineJob, EXAM_DEADLINE_JOB, ExamsService } from './exams.service.ts';
import { SchoolRepository } from './school.repository.ts';
import { SchoolService } from './school.service.ts';

declare module '../index.ts' {
  interface Repositories {
    school: SchoolRepository;
  }
  interface Services {
    school: SchoolService;
    exams: ExamsService;
  }
}

/**
 * The trading school (issue 19): courses, lessons and progress; timed exams whose deadline job
 * runs on the queue. The clock is the quotes' (`quotes.now`), which tests fix, as the calendar
 * reminders do.
 */
export default fp<ModuleOptions>(
  async (app) => {
    const repository = new SchoolRepository(app.database.db);
    app.repositories.school = repository;
    const now = () => app.services.quotes.now();
    app.services.school = new SchoolService({ repository, now });
    const exams = new ExamsService({
      db: app.database.db,
      repository,
      users: app.repositories.users,
      jobs: app.jobs,
      now,
    });
    app.services.exams = exams;
    app.jobs.define<DeadlineJob>(EXAM_DEADLINE_JOB, async (job) => {
      if (await exams.fireDeadline(job))
        app.log.info({ attemptId: job.attemptId }, 'exam attempt submitted at its deadline');
    });
  },
  {
    name: 'module:school',
    dependencies: ['database', 'jobs', 'module:users', 'module:quotes'],
  },
);
