import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness with a database round trip',
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok', database: 'up' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'down' });
      }
    },
  );

  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['system'],
        operationId: 'getCsrfToken',
        summary: 'The CSRF token for this browser (also set as the XSRF-TOKEN cookie)',
        response: { 200: Type.Object({ token: Type.String() }) },
      },
    },
    async (request, reply) => ({ token: request.csrfToken(reply) }),
  );
};

export default health;
