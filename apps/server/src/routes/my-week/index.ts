import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import { DATA_CALENDAR_DAYS_MAX } from '../../schemas/calendar-data.ts';
import {
  CALENDAR_REMINDERS_MAX,
  CalendarReminder,
  CalendarReminderList,
  CalendarSubscription,
  ICS_DAYS_BEFORE,
  ICS_WEEKS_AHEAD,
  IcsParams,
  IcsQuery,
  MyWeek,
  MyWeekQuery,
  NewCalendarReminder,
  REMINDER_LIST_SIZE,
  ReminderIdParams,
} from '../../schemas/my-week.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/**
 * Issue 18 "Beyond the spec": My week (the member's events across the calendars), reminders on
 * calendar events, and the .ics feeds a calendar app subscribes to with the member's secret token.
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
    '/api/calendars/my-week',
    {
      ...member,
      schema: schema(
        'getMyWeek',
        `The member’s events across the calendars from one date to another (at most ${DATA_CALENDAR_DAYS_MAX} days): their watchlist symbols’ earnings, dividends, splits and IPOs, economic releases of their countries, their exchanges’ holidays and the equity-index and VIX futures expiries`,
        {
          querystring: MyWeekQuery,
          response: { 200: MyWeek, 422: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => app.services.myWeek.myWeek(currentUser(request), request.query),
  );

  app.get(
    '/api/calendars/reminders',
    {
      ...member,
      schema: schema(
        'getCalendarReminders',
        `The member’s calendar reminders: upcoming first (soonest first), then sent ones (newest first); at most ${REMINDER_LIST_SIZE}`,
        { response: { 200: CalendarReminderList, ...memberErrors } },
      ),
    },
    async (request) => ({
      reminders: await app.services.calendarReminders.list(currentUser(request)),
    }),
  );

  app.post(
    '/api/calendars/reminders',
    {
      ...member,
      schema: schema(
        'setCalendarReminder',
        `Sets (or moves) the member’s reminder of a calendar event, minutes_before its start (an all-day event starts at 00:00 of the member’s saved zone); 404 for an unknown event, 422 when that moment has passed or the member has ${CALENDAR_REMINDERS_MAX} upcoming reminders`,
        {
          body: NewCalendarReminder,
          response: { 201: CalendarReminder, 404: ErrorResponse, ...memberErrors, ...writeErrors },
        },
      ),
    },
    async (request, reply) => {
      const reminder = await app.services.calendarReminders.set(currentUser(request), request.body);
      return reply.code(201).send(reminder);
    },
  );

  app.delete(
    '/api/calendars/reminders/:id',
    {
      ...member,
      schema: schema('deleteCalendarReminder', 'Deletes one of the member’s calendar reminders', {
        params: ReminderIdParams,
        response: { 204: Type.Null(), 404: ErrorResponse, ...memberErrors, ...writeErrors },
      }),
    },
    async (request, reply) => {
      await app.services.calendarReminders.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/calendars/subscription',
    {
      ...member,
      schema: schema(
        'getCalendarSubscription',
        'The member’s secret calendar-feed token and My week feed path (made on the first call, the same afterwards)',
        { response: { 200: CalendarSubscription, ...memberErrors, ...writeErrors } },
      ),
    },
    async (request) => app.services.calendarReminders.subscription(currentUser(request)),
  );

  app.post(
    '/api/calendars/subscription/reset',
    {
      ...member,
      schema: schema(
        'resetCalendarSubscription',
        'Replaces the member’s calendar-feed token: feeds subscribed with the old one stop working',
        { response: { 200: CalendarSubscription, ...memberErrors, ...writeErrors } },
      ),
    },
    async (request) => app.services.calendarReminders.resetSubscription(currentUser(request)),
  );

  app.get(
    '/api/calendars/ics/:token/:view.ics',
    {
      schema: {
        tags: ['calendars'],
        operationId: 'getCalendarFeed',
        summary: `A calendar view as an iCalendar feed (RFC 5545) from ${ICS_DAYS_BEFORE} days ago to ${ICS_WEEKS_AHEAD} weeks ahead, for calendar apps: the secret token in the path stands for the member (no session); 404 for an unknown token`,
        params: IcsParams,
        querystring: IcsQuery,
        response: {
          200: {
            description: 'An iCalendar document',
            content: { 'text/calendar': { schema: Type.String() } },
          },
          404: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { token, view } = request.params;
      const body = await app.services.myWeek.feed(token, view, request.query);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="tapetv-${view}.ics"`)
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};

export default routes;
