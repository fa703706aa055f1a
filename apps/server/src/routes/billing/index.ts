import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  BillingStatus,
  CheckoutBody,
  CheckoutResult,
  Order,
  OrderParams,
  PricingPlans,
  Quote,
  QuoteQuery,
  Subscription,
} from '../../schemas/billing.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/**
 * The pro tier (issue 20): plans (spec point 7 `GET /api/pricingPlans`, open to visitors), a
 * quote the server prices and taxes, the checkout, the member's order and subscription. The
 * payment provider's webhook is in `./webhooks.ts` (it needs the raw body and no CSRF token).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  app.get(
    '/api/pricingPlans',
    {
      schema: {
        tags: ['billing'],
        operationId: 'getPricingPlans',
        summary:
          'The plans with their monthly and yearly prices, the default cycle, the payment provider and the billing countries',
        response: { 200: PricingPlans },
      },
    },
    async () => app.services.billing.plans(),
  );

  app.get(
    '/api/checkout/quote',
    {
      schema: {
        tags: ['billing'],
        operationId: 'getCheckoutQuote',
        summary: 'The order summary of a plan and cycle in a billing country: price, tax, total',
        querystring: QuoteQuery,
        response: { 200: Quote, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => app.services.billing.quote(request.query),
  );

  app.post(
    '/api/checkout',
    {
      ...member,
      schema: {
        tags: ['billing'],
        operationId: 'checkout',
        summary:
          'Pays for a plan: with the test provider the card is charged at once; with Stripe the answer is the Checkout page to go to',
        security: memberOnly,
        body: CheckoutBody,
        response: {
          200: CheckoutResult,
          402: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.billing.checkout(currentUser(request), request.body),
  );

  app.get(
    '/api/checkout/orders/:orderId',
    {
      ...member,
      schema: {
        tags: ['billing'],
        operationId: 'getOrder',
        summary: 'One of the member’s orders, with the subscription it started',
        security: memberOnly,
        params: OrderParams,
        response: { 200: Order, 404: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.billing.order(currentUser(request), request.params.orderId),
  );

  app.get(
    '/api/billing/subscription',
    {
      ...member,
      schema: {
        tags: ['billing'],
        operationId: 'getBillingStatus',
        summary: 'Whether the member is pro, and their subscription',
        security: memberOnly,
        response: { 200: BillingStatus, ...memberErrors },
      },
    },
    async (request) => app.services.billing.status(currentUser(request)),
  );

  app.post(
    '/api/billing/subscription/cancel',
    {
      ...member,
      schema: {
        tags: ['billing'],
        operationId: 'cancelSubscription',
        summary: 'Ends the subscription at the end of the paid period (pro until then)',
        security: memberOnly,
        response: {
          200: Subscription,
          404: ErrorResponse,
          409: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.billing.cancel(currentUser(request)),
  );

  app.post(
    '/api/billing/subscription/resume',
    {
      ...member,
      schema: {
        tags: ['billing'],
        operationId: 'resumeSubscription',
        summary: 'Takes back a cancellation before the period ends: the subscription renews again',
        security: memberOnly,
        response: {
          200: Subscription,
          404: ErrorResponse,
          409: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.billing.resume(currentUser(request)),
  );
};

export default routes;
