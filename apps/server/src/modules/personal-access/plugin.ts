import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { PersonalAccessRepository } from './personal-access.repository.ts';
import { PersonalAccessService } from './personal-access.service.ts';

declare module '../index.ts' {
  interface Repositories {
    personalAccess: PersonalAccessRepository;
  }
  interface Services {
    personalAccess: PersonalAccessService;
  }
}

/**
 * Personal access (issue 20): the analysts imported from content/personal-access and the one-to-one
 * sessions pro members book with them. Slots are computed from each host's weekly availability
 * when read (personal-access-slots.ts); only bookings are stored. The clock is the quotes'
 * (`quotes.now`), which tests fix, as billing's is.
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new PersonalAccessRepository(app.database.db);
    app.repositories.personalAccess = repository;
    app.services.personalAccess = new PersonalAccessService({
      db: app.database.db,
      repository,
      jobs: app.jobs,
      appUrl: config.appUrl,
      now: () => app.services.quotes.now(),
    });
  },
  {
    name: 'module:personal-access',
    dependencies: ['database', 'jobs', 'mailer', 'module:users', 'module:quotes'],
  },
);
