import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  LIVE_MESSAGE_BURST,
  LIVE_MESSAGE_PAGE_SIZE,
  LIVE_MESSAGE_TEXT_MAX,
  LIVE_MESSAGE_WINDOW_SECONDS,
  LiveChatMessage,
  LiveStatus,
} from '../../schemas/live.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/** Ids are PostgreSQL integers: a larger number is refused (422), not looked up. */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * The live show (issue 20, `/tapetv-live`): its schedule and on-air state, and its chat, for
 * members. Writes need the CSRF token; the server publishes chat changes on `private:live.chat`
 * after their commit.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const tags = ['live'];

  app.get(
    '/api/live',
    {
      ...member,
      schema: {
        tags,
        operationId: 'getLive',
        security: memberOnly,
        summary: 'Whether the live show is on the air, its stream, and the next 7 days’ schedule',
        response: { 200: LiveStatus, ...memberErrors },
      },
    },
    async () => app.services.live.status(),
  );

  app.get(
    '/api/live/chat',
    {
      ...member,
      schema: {
        tags,
        operationId: 'getLiveChat',
        security: memberOnly,
        summary: `The live chat’s newest ${LIVE_MESSAGE_PAGE_SIZE} messages, newest first`,
        querystring: Type.Object({
          before: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 2_147_483_647,
              description: 'Only messages older than this id (the oldest one loaded)',
            }),
          ),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(LiveChatMessage),
            hasMore: Type.Boolean({ description: 'Older messages follow' }),
          }),
          422: ErrorResponse,
          ...memberErrors,
        },
      },
    },
    async (request) => app.services.live.chat(request.query.before),
  );

  app.post(
    '/api/live/chat',
    {
      ...member,
      schema: {
        tags,
        operationId: 'sendLiveMessage',
        security: memberOnly,
        summary: `Sends a message to the live chat (at most ${LIVE_MESSAGE_BURST} every ${LIVE_MESSAGE_WINDOW_SECONDS} seconds)`,
        body: Type.Object({
          text: Type.String({
            minLength: 1,
            maxLength: LIVE_MESSAGE_TEXT_MAX,
            description: 'Trimmed; refused when only spaces',
          }),
        }),
        response: {
          201: Type.Object({
            success: Type.Boolean(),
            message: Type.Literal('Message sent.'),
            data: LiveChatMessage,
          }),
          429: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const data = await app.services.live.send(currentUser(request), request.body.text);
      return reply.code(201).send({ success: true, message: 'Message sent.' as const, data });
    },
  );

  app.delete(
    '/api/live/chat/:id',
    {
      ...member,
      schema: {
        tags,
        operationId: 'deleteLiveMessage',
        security: memberOnly,
        summary: 'Deletes one of the member’s own live chat messages',
        params: Type.Object({ id: Id }),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.Literal('Message deleted.'),
            id: Type.Integer(),
          }),
          403: ErrorResponse,
          404: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => app.services.live.remove(currentUser(request), request.params.id),
  );
};

export default routes;
