import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  DATA_CALENDAR_DAYS_MAX,
  DividendCalendar,
  DividendsQuery,
  EarningsCalendar,
  EarningsQuery,
  ECONOMIC_HISTORY_SIZE,
  EconomicCalendar,
  EconomicHistory,
  EconomicHistoryQuery,
  EconomicQuery,
  IpoCalendar,
  IposQuery,
  SplitCalendar,
  SplitsQuery,
  TimeZoneBody,
  TimeZoneDone,
} from '../../schemas/calendar-data.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

export const TIME_ZONE_SAVED = 'Time zone saved.';

/**
 * The data-backed market calendars (issue 18 items 1–5) and the member's time zone their days are
 * of. Member-only like the pages; each answer says whether it shows sample data.
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
  const range = `from one date to another (at most ${DATA_CALENDAR_DAYS_MAX} days)`;
  const readErrors = { 422: ErrorResponse, ...memberErrors } as const;

  app.get(
    '/api/calendars/economic',
    {
      ...member,
      schema: schema(
        'getEconomicCalendar',
        `Economic releases and central-bank events on the days of a time zone ${range}, by time`,
        { querystring: EconomicQuery, response: { 200: EconomicCalendar, ...readErrors } },
      ),
    },
    async (request) => app.services.calendarData.economic(request.query),
  );

  app.get(
    '/api/calendars/economic/:id/history',
    {
      ...member,
      schema: schema(
        'getEconomicEventHistory',
        `An economic event and the same indicator’s earlier releases (newest first, at most ${ECONOMIC_HISTORY_SIZE})`,
        {
          params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          querystring: EconomicHistoryQuery,
          response: { 200: EconomicHistory, 404: ErrorResponse, ...readErrors },
        },
      ),
    },
    async (request) =>
      app.services.calendarData.economicHistory(request.params.id, request.query.tz),
  );

  app.get(
    '/api/calendars/earnings',
    {
      ...member,
      schema: schema(
        'getEarningsCalendar',
        `Companies’ earnings reports ${range}, with their surprises once reported`,
        { querystring: EarningsQuery, response: { 200: EarningsCalendar, ...readErrors } },
      ),
    },
    async (request) => app.services.calendarData.earnings(currentUser(request), request.query),
  );

  app.get(
    '/api/calendars/dividends',
    {
      ...member,
      schema: schema(
        'getDividendCalendar',
        `Dividends by ex-dividend date ${range}, with their yield at the current price`,
        { querystring: DividendsQuery, response: { 200: DividendCalendar, ...readErrors } },
      ),
    },
    async (request) => app.services.calendarData.dividends(currentUser(request), request.query),
  );

  app.get(
    '/api/calendars/splits',
    {
      ...member,
      schema: schema('getSplitsCalendar', `Stock splits and reverse splits ${range}`, {
        querystring: SplitsQuery,
        response: { 200: SplitCalendar, ...readErrors },
      }),
    },
    async (request) => app.services.calendarData.splits(currentUser(request), request.query),
  );

  app.get(
    '/api/calendars/ipos',
    {
      ...member,
      schema: schema('getIpoCalendar', `Initial public offerings ${range}`, {
        querystring: IposQuery,
        response: { 200: IpoCalendar, ...readErrors },
      }),
    },
    async (request) => app.services.calendarData.ipos(currentUser(request), request.query),
  );

  app.put(
    '/api/user/time-zone',
    {
      ...member,
      schema: {
        tags: ['user'],
        operationId: 'setTimeZone',
        summary:
          'Sets the time zone the member’s calendars show days of (null: follow the browser’s); 422 for an unknown zone',
        security: memberOnly,
        body: TimeZoneBody,
        response: { 200: TimeZoneDone, ...memberErrors, ...writeErrors },
      },
    },
    async (request) => {
      const timeZone = await app.services.calendarData.setTimeZone(
        currentUser(request),
        request.body.time_zone,
      );
      return { success: true, message: TIME_ZONE_SAVED, time_zone: timeZone };
    },
  );
};

export default routes;
