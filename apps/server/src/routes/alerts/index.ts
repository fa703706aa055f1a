import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  NewPriceAlert,
  PRICE_ALERTS_MAX,
  PriceAlertDone,
  PriceAlertList,
} from '../../schemas/alerts.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  SuccessMessage,
  writeErrors,
} from '../schemas.ts';

/**
 * Price alerts (issue 17 "Beyond the spec"): a member's alerts, one more, one fewer. The job that
 * fires them lives in modules/alerts. Another member's alert is 404, as an unknown one is.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['alerts'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/alerts',
    {
      ...member,
      schema: schema(
        'getPriceAlerts',
        'The member’s price alerts: active first (newest first), then the ones that fired',
        { response: { 200: PriceAlertList, ...memberErrors } },
      ),
    },
    async (request) => ({
      data: await app.services.alerts.list(currentUser(request)),
      max_active: PRICE_ALERTS_MAX,
    }),
  );

  app.post(
    '/api/alerts',
    {
      ...member,
      schema: schema(
        'createPriceAlert',
        `Sets an alert for when a symbol’s price is at or above (or at or below) a level; 422 when it is met already or the member has ${PRICE_ALERTS_MAX} active ones`,
        {
          body: NewPriceAlert,
          response: { 201: PriceAlertDone, 404: ErrorResponse, ...memberErrors, ...writeErrors },
        },
      ),
    },
    async (request, reply) => {
      const alert = await app.services.alerts.create(currentUser(request), request.body);
      return reply.code(201).send({ success: true, message: 'Price alert set.', alert });
    },
  );

  app.delete(
    '/api/alerts/:id',
    {
      ...member,
      schema: schema('deletePriceAlert', 'Deletes one of the member’s price alerts', {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: SuccessMessage, 404: ErrorResponse, ...memberErrors, ...writeErrors },
      }),
    },
    async (request) => {
      await app.services.alerts.remove(currentUser(request), request.params.id);
      return { success: true, message: 'Price alert deleted.' };
    },
  );
};

export default routes;
