import fp from 'fastify-plugin';
import type { RateLimitName } from '../../modules/rate-limits/rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The rate limit each request to this route counts against (modules/rate-limits), once it has
     * passed the session, CSRF and schema checks. The route must document its 429 answer.
     */
    rateLimit?: RateLimitName;
  }
}

/**
 * Rate limits by route: `config: { rateLimit: 'post' }` counts each request against that limit
 * before the handler runs; past it the request is refused with 429, a message saying how long to
 * wait and a `Retry-After` header, and nothing is written. The counters live in the database, so
 * every server process shares them.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const name = route.config?.rateLimit;
      if (name === undefined) return;
      const responses = route.schema?.response as Record<string, unknown> | undefined;
      if (!responses?.[429]) {
        throw new Error(
          `${String(route.method)} ${route.url} counts against the "${name}" rate limit but its schema does not document the 429 answer`,
        );
      }
    });

    app.addHook('preHandler', async (request) => {
      const name = request.routeOptions.config.rateLimit;
      if (name === undefined) return;
      const email = (request.body as { email?: unknown } | undefined)?.email;
      await app.services.rateLimits.take(name, {
        member: request.user?.id,
        address: request.ip,
        email: typeof email === 'string' ? email.trim().toLowerCase() : undefined,
      });
    });
  },
  { name: 'rate-limits', dependencies: ['auth', 'modules'] },
);
