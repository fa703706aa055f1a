import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { eventSchemas } from '../../schemas/events.ts';
import { groupChatEventSchemas } from '../../schemas/group-chat.ts';
import { liveEventSchemas } from '../../schemas/live.ts';
import { messageEventSchemas } from '../../schemas/messages.ts';

/** The OpenAPI 3.1 document built from the route schemas, and its browsable reference at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'TapeTV API',
          version: '1.0.0',
          description:
            'The contract between the TapeTV web app and server. State-changing calls need the CSRF token ' +
            '(X-CSRF-TOKEN from the page meta tag, or X-XSRF-TOKEN from the XSRF-TOKEN cookie); without it they answer 419.',
        },
        components: {
          // Real-time payloads: published, not answered, so no route names them (schemas/events.ts).
          schemas: {
            ...eventSchemas,
            ...messageEventSchemas,
            ...groupChatEventSchemas,
            ...liveEventSchemas,
          },
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'tapetv_session' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
            webhookSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
            unsubscribeToken: {
              type: 'apiKey',
              in: 'query',
              name: 'token',
              description: 'The unsubscribe token of an alert mail, in the path',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
