import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { BillingRepository } from './billing.repository.ts';
import { BillingService, RENEW_JOB, type RenewJob } from './billing.service.ts';
import { createPaymentProvider } from './providers/index.ts';

declare module '../index.ts' {
  interface Repositories {
    billing: BillingRepository;
  }
  interface Services {
    billing: BillingService;
  }
}

/**
 * The pro tier (issue 20): plans, checkout, subscriptions and their renewal job, with the payment
 * provider PAYMENT_PROVIDER names (the local test provider or Stripe). The clock is the quotes'
 * (`quotes.now`), which tests fix, as the exams and reminders do.
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const repository = new BillingRepository(app.database.db);
    app.repositories.billing = repository;
    const billing = new BillingService({
      db: app.database.db,
      repository,
      users: app.repositories.users,
      jobs: app.jobs,
      provider: createPaymentProvider(config.payments),
      appUrl: config.appUrl,
      now: () => app.services.quotes.now(),
      log: app.log,
    });
    app.services.billing = billing;
    app.jobs.define<RenewJob>(RENEW_JOB, async (job) => {
      const outcome = await billing.renew(job);
      if (outcome !== 'stale')
        app.log.info({ subscriptionId: job.subscriptionId, outcome }, 'subscription period end');
    });
  },
  {
    name: 'module:billing',
    dependencies: ['database', 'jobs', 'mailer', 'module:users', 'module:quotes'],
  },
);
