import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COMPUTED_CALENDAR_DAYS_MAX,
  FuturesCalendar,
  FuturesQuery,
  HolidayCalendar,
  HolidaysQuery,
} from '../../schemas/calendars.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

/**
 * The market calendars (spec point 1, issue 18). Holidays and futures expiries are computed from
 * each exchange's and contract's rules for the asked range; member-only like the pages.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['calendars'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/calendars/holidays',
    {
      ...member,
      schema: schema(
        'getHolidayCalendar',
        `Exchange closures and early closes from one date to another (at most ${COMPUTED_CALENDAR_DAYS_MAX} days), computed from each exchange’s rules`,
        {
          querystring: HolidaysQuery,
          response: { 200: HolidayCalendar, 422: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.calendars.holidays(request.query),
  );

  app.get(
    '/api/calendars/futures-expiry',
    {
      ...member,
      schema: schema(
        'getFuturesExpiryCalendar',
        `Futures contract months whose last trading day or first notice day falls from one date to another (at most ${COMPUTED_CALENDAR_DAYS_MAX} days), computed from each contract’s rule`,
        {
          querystring: FuturesQuery,
          response: { 200: FuturesCalendar, 422: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.calendars.futures(request.query),
  );
};

export default routes;
