import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  ChatMessage,
  GROUP_MESSAGE_PAGE_SIZE,
  GROUP_MESSAGE_TEXT_MAX,
} from '../../schemas/group-chat.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  rateLimitErrors,
  writeErrors,
} from '../schemas.ts';

/** Ids are PostgreSQL integers: a larger number is refused (422), not looked up. */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Group = Type.Object({ groupId: Id });
const OneMessage = Type.Object({ groupId: Id, messageId: Id });
const Text = Type.String({
  minLength: 1,
  maxLength: GROUP_MESSAGE_TEXT_MAX,
  description: 'Trimmed; refused when only spaces',
});
const refusals = { 403: ErrorResponse, 404: ErrorResponse, ...memberErrors };

/**
 * A group's live chat (spec point 7 "Chat"; paths as the spec lists them). Members of the group
 * only, whatever its privacy; writes need the CSRF token. The server publishes every change on
 * `private:groups.{id}.chat` after its commit.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const tags = ['chat'];

  app.get(
    '/api/:groupId/messages',
    {
      ...member,
      schema: {
        tags,
        operationId: 'getGroupMessages',
        security: memberOnly,
        summary: `A group’s chat, ${GROUP_MESSAGE_PAGE_SIZE} messages a page, newest first`,
        params: Group,
        querystring: Type.Object({
          page: Type.Optional(
            Type.Integer({ minimum: 1, default: 1, description: 'From 1: page 1 is the newest' }),
          ),
          anchor: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: 2_147_483_647,
              description:
                'The `anchor` page 1 answered: pages then count only messages up to it, so ' +
                'messages sent meanwhile cause no duplicates or gaps',
            }),
          ),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(ChatMessage, { description: 'Empty once every message is loaded' }),
            page: Type.Integer(),
            hasMore: Type.Boolean({ description: 'Older messages follow on the next page' }),
            anchor: Type.Union([Type.Integer(), Type.Null()], {
              description:
                'The newest message these pages count (the one given, else the newest now); ' +
                'null while the chat is empty',
            }),
          }),
          422: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request) =>
      app.services.groupChat.page(
        currentUser(request),
        request.params.groupId,
        request.query.page ?? 1,
        request.query.anchor,
      ),
  );

  app.post(
    '/api/groups/:groupId/send-message',
    {
      ...member,
      config: { rateLimit: 'message' },
      schema: {
        tags,
        operationId: 'sendGroupMessage',
        security: memberOnly,
        summary: 'Sends a message to the group’s chat as the member',
        params: Group,
        body: Type.Object({
          text: Text,
          userId: Type.Optional(
            Type.Integer({ description: 'Ignored: a message is always the session member’s' }),
          ),
          replyTo: Type.Optional(
            Type.Union([Id, Type.Null()], { description: 'A message of the same chat' }),
          ),
        }),
        response: {
          ...rateLimitErrors,
          201: Type.Object({
            success: Type.Boolean(),
            message: Type.Literal('Message sent.'),
            data: ChatMessage,
          }),
          ...refusals,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const data = await app.services.groupChat.send(currentUser(request), request.params.groupId, {
        text: request.body.text,
        ...(request.body.replyTo === undefined ? {} : { replyTo: request.body.replyTo }),
      });
      return reply.code(201).send({ success: true, message: 'Message sent.' as const, data });
    },
  );

  app.put(
    '/api/groups/:groupId/messages/:messageId',
    {
      ...member,
      schema: {
        tags,
        operationId: 'editGroupMessage',
        security: memberOnly,
        summary: 'Edits one of the member’s own messages in the group’s chat',
        params: OneMessage,
        body: Type.Object({ text: Text }),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.Literal('Message updated.'),
            text: Type.String(),
            data: ChatMessage,
          }),
          ...refusals,
          ...writeErrors,
        },
      },
    },
    async (request) => {
      const data = await app.services.groupChat.edit(
        currentUser(request),
        request.params.groupId,
        request.params.messageId,
        request.body.text,
      );
      return { success: true, message: 'Message updated.' as const, text: data.text, data };
    },
  );

  app.delete(
    '/api/groups/:messageId/delete',
    {
      ...member,
      schema: {
        tags,
        operationId: 'deleteGroupMessage',
        security: memberOnly,
        summary: 'Deletes a chat message: the member’s own, or any in a group they own or admin',
        params: Type.Object({ messageId: Id }),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.Literal('Message deleted.'),
            id: Type.Integer(),
          }),
          ...refusals,
          ...writeErrors,
        },
      },
    },
    async (request) =>
      app.services.groupChat.remove(currentUser(request), request.params.messageId),
  );

  app.post(
    '/api/groups/:groupId/typing',
    {
      ...member,
      schema: {
        tags,
        operationId: 'sendGroupTyping',
        security: memberOnly,
        summary: 'Tells the group’s chat the member is writing (shown for a few seconds)',
        params: Group,
        response: { 204: Type.Null(), ...refusals, ...writeErrors },
      },
    },
    async (request, reply) => {
      await app.services.groupChat.typing(currentUser(request), request.params.groupId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
