import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  Booking,
  BookingList,
  BookingParams,
  BookSession,
  PersonalAccess,
} from '../../schemas/personal-access.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/**
 * Personal access (issue 20): one-to-one sessions with the channel's analysts. Every member sees
 * the hosts and their open slots (a preview without pro); booking is for pro members (403
 * `PRO_ONLY` otherwise). Seeing and cancelling one's own sessions stays open to a member whose pro
 * has ended, so nobody is left holding a session they cannot cancel.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const pro = { onRequest: app.requirePro } as const;

  app.get(
    '/api/personalAccess',
    {
      ...member,
      schema: {
        tags: ['personal-access'],
        operationId: 'getPersonalAccess',
        summary:
          'The hosts with their open slots of the next 14 days, and whether the viewer may book (pro)',
        security: memberOnly,
        response: { 200: PersonalAccess, ...memberErrors },
      },
    },
    async (request) => app.services.personalAccess.overview(currentUser(request)),
  );

  app.get(
    '/api/personalAccess/bookings',
    {
      ...member,
      schema: {
        tags: ['personal-access'],
        operationId: 'getPersonalAccessBookings',
        summary: 'The viewer’s sessions that have not ended, earliest first',
        security: memberOnly,
        response: { 200: BookingList, ...memberErrors },
      },
    },
    async (request) => app.services.personalAccess.bookings(currentUser(request)),
  );

  app.post(
    '/api/personalAccess/bookings',
    {
      ...pro,
      schema: {
        tags: ['personal-access'],
        operationId: 'bookPersonalAccessSession',
        summary:
          'Books an open slot (pro members; 403 PRO_ONLY otherwise); 409 SLOT_TAKEN when someone just took it, BOOKING_LIMIT at 2 upcoming sessions, BOOKING_OVERLAP over one of the viewer’s own; 422 for a time that is no open slot',
        security: memberOnly,
        body: BookSession,
        response: {
          201: Booking,
          403: ErrorResponse,
          409: ErrorResponse,
          ...writeErrors,
          ...memberErrors,
        },
      },
    },
    async (request, reply) => {
      const booking = await app.services.personalAccess.book(currentUser(request), request.body);
      return reply.code(201).send(booking);
    },
  );

  app.delete(
    '/api/personalAccess/bookings/:id',
    {
      ...member,
      schema: {
        tags: ['personal-access'],
        operationId: 'cancelPersonalAccessSession',
        summary: 'Cancels one of the viewer’s sessions, freeing its slot; 404 for anyone else’s',
        security: memberOnly,
        params: BookingParams,
        response: { 204: Type.Null(), 404: ErrorResponse, ...writeErrors, ...memberErrors },
      },
    },
    async (request, reply) => {
      await app.services.personalAccess.cancel(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
