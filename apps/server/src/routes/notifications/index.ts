import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  MarkReadResponse,
  NOTIFICATION_FILTERS,
  NOTIFICATION_LIST_SIZE,
  NOTIFICATION_PAGE_SIZE,
  NotificationSettings,
  NotificationSettingsSaved,
  NotificationsPage,
  NotificationsResponse,
} from '../../schemas/notifications.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

const Filter = Type.Enum(NOTIFICATION_FILTERS, {
  description:
    'all; activity (reactions, comments and poll votes, merged as spec point 4 says); follower; message',
});

/**
 * Spec point 7 "Chat, follow, notifications, pricing and profile": a member's notifications and
 * their read markers; and, beyond the spec, the paged full list and "mark all read".
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  app.get(
    '/api/:userId/notifications',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'getNotifications',
        security: memberOnly,
        summary: 'A member’s five notification lists and unread badges (only their own: 403)',
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        response: { 200: NotificationsResponse, 403: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const summary = await app.services.notifications.summary(viewer, request.params.userId);
      const message = await app.services.messages.list(viewer, { limit: NOTIFICATION_LIST_SIZE });
      return { ...summary, message };
    },
  );

  app.get(
    '/api/notifications',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'getNotificationPage',
        security: memberOnly,
        summary: `The logged-in member’s notifications, ${NOTIFICATION_PAGE_SIZE} at a time, newest first`,
        querystring: Type.Object({
          kind: Type.Optional(Filter),
          before: Type.Optional(
            Type.Integer({ minimum: 1, description: 'The previous page’s `nextBefore`' }),
          ),
        }),
        response: { 200: NotificationsPage, ...memberErrors },
      },
    },
    async (request) => app.services.notifications.page(currentUser(request), request.query),
  );

  app.get(
    '/api/notifications/settings',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'getNotificationSettings',
        security: memberOnly,
        summary: 'The notification kinds the logged-in member muted',
        response: { 200: NotificationSettings, ...memberErrors },
      },
    },
    async (request) => app.services.notifications.settings(currentUser(request)),
  );

  app.put(
    '/api/notifications/settings',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'updateNotificationSettings',
        security: memberOnly,
        summary:
          'Replaces the muted notification kinds: none of those is created (or pushed) for the member while muted; existing ones stay',
        body: NotificationSettings,
        response: { 200: NotificationSettingsSaved, ...memberErrors, ...writeErrors },
      },
    },
    async (request) => {
      const saved = await app.services.notifications.updateSettings(
        currentUser(request),
        request.body.muted,
      );
      return { success: true, message: 'Notification settings saved.', ...saved };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'markNotificationRead',
        security: memberOnly,
        summary: 'Marks one of the member’s notifications read (again: keeps the first time)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: MarkReadResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.notifications.markRead(currentUser(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      ...member,
      schema: {
        tags: ['notifications'],
        operationId: 'markAllNotificationsRead',
        security: memberOnly,
        summary:
          'Marks the member’s unread notifications read: those of `ids` (a group, e.g. every reaction to one post), else all of one kind, else all',
        body: Type.Object({
          kind: Type.Optional(Filter),
          ids: Type.Optional(
            Type.Array(Type.Integer({ minimum: 1 }), {
              minItems: 1,
              maxItems: 100,
              description: 'Only these (other members’ ids are ignored)',
            }),
          ),
        }),
        response: { 200: MarkReadResponse, ...memberErrors, ...writeErrors },
      },
    },
    async (request) =>
      app.services.notifications.markAllRead(
        currentUser(request),
        request.body.kind,
        request.body.ids,
      ),
  );
};

export default routes;
