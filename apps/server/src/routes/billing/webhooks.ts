import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookAck } from '../../schemas/billing.ts';
import { ErrorResponse, webhookSignature } from '../schemas.ts';

/**
 * The payment provider's webhook (issue 20): Stripe posts its events here, signed with
 * STRIPE_WEBHOOK_SECRET. The signature is computed over the exact bytes sent, so this plugin
 * (encapsulated: the rest of the app still parses JSON as usual) keeps the body as a Buffer. No
 * CSRF token: Stripe sends no cookies, and the signature is what proves the request.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/billing/webhooks/stripe',
    {
      config: { csrf: false },
      schema: {
        tags: ['billing'],
        operationId: 'stripeWebhook',
        summary:
          'Stripe’s events (checkout completed, invoice paid, subscription updated or deleted), verified by their signature; the same event twice changes nothing',
        security: webhookSignature,
        response: { 200: WebhookAck, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.services.billing.webhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};

export default routes;
