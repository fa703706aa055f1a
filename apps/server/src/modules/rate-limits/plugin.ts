import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { RateLimitsRepository } from './rate-limits.repository.ts';
import { RateLimitsService } from './rate-limits.service.ts';

declare module '../index.ts' {
  interface Services {
    rateLimits: RateLimitsService;
  }
}

/** The job that forgets rate-limit keys whose limits have reset; queued every hour. */
export const SWEEP_RATE_LIMITS_JOB = 'rate-limits.sweep';
export const SWEEP_RATE_LIMITS_CRON = '23 * * * *';

/** Rate limits on writes and on the account forms (issue 22), counted in the database. */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const service = new RateLimitsService({
      repository: new RateLimitsRepository(app.database.db),
      scale: config.rateLimitScale,
    });
    app.services.rateLimits = service;
    app.jobs.define(
      SWEEP_RATE_LIMITS_JOB,
      async () => {
        const swept = await service.sweep();
        if (swept > 0) app.log.debug({ swept }, 'rate-limit keys swept');
      },
      // Not retried: the next hour's run sweeps whatever this one left.
      { cron: SWEEP_RATE_LIMITS_CRON, retryLimit: 0 },
    );
  },
  { name: 'module:rate-limits', dependencies: ['database', 'jobs'] },
);
