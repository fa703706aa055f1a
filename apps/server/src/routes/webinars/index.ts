import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  WEBINAR_REMINDER_MINUTES,
  Webinar,
  WebinarList,
  WebinarParams,
  WebinarRegistration,
} from '../../schemas/webinars.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/**
 * Webinars (issue 20, `/webinar`): the schedule and replays, one webinar, and the member's seat
 * (registering queues the confirmation mail and the reminder).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['webinars'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/webinars',
    {
      ...member,
      schema: schema(
        'getWebinars',
        'Upcoming and live webinars (soonest first) and ended ones with their replays (most recent first), each with the viewer’s seat and the registrant count',
        { response: { 200: WebinarList, ...memberErrors } },
      ),
    },
    async (request) => app.services.webinars.list(currentUser(request)),
  );

  app.get(
    '/api/webinars/:slug',
    {
      ...member,
      schema: schema('getWebinar', 'One webinar with its description (and replay once ended)', {
        params: WebinarParams,
        response: { 200: Webinar, 404: ErrorResponse, ...memberErrors },
      }),
    },
    async (request) => app.services.webinars.open(currentUser(request), request.params.slug),
  );

  app.post(
    '/api/webinars/:slug/registration',
    {
      ...member,
      schema: schema(
        'registerForWebinar',
        `Registers the member (again: nothing changes); a confirmation mail goes out and a reminder (mail and notification) ${WEBINAR_REMINDER_MINUTES} minutes before the start. 409 WEBINAR_ENDED once it has ended`,
        {
          params: WebinarParams,
          response: {
            200: WebinarRegistration,
            404: ErrorResponse,
            409: ErrorResponse,
            ...memberErrors,
            ...writeErrors,
          },
        },
      ),
    },
    async (request) => app.services.webinars.register(currentUser(request), request.params.slug),
  );

  app.delete(
    '/api/webinars/:slug/registration',
    {
      ...member,
      schema: schema(
        'cancelWebinarRegistration',
        'Gives up the member’s seat (no reminder follows); not registered: nothing changes',
        {
          params: WebinarParams,
          response: {
            200: WebinarRegistration,
            404: ErrorResponse,
            ...memberErrors,
            ...writeErrors,
          },
        },
      ),
    },
    async (request) => app.services.webinars.unregister(currentUser(request), request.params.slug),
  );
};

export default routes;
