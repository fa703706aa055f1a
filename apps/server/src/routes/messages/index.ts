import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import { UnreadCounts } from '../../schemas/events.ts';
import {
  CONVERSATION_LIST_SIZE,
  DirectMessage,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TEXT_MAX,
  MessageItem,
} from '../../schemas/messages.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  rateLimitErrors,
  SuccessMessage,
  writeErrors,
} from '../schemas.ts';

const Conversation = Type.Object({ conversationId: Type.Integer({ minimum: 1 }) });
const OneMessage = Type.Object({
  conversationId: Type.Integer({ minimum: 1 }),
  messageId: Type.Integer({ minimum: 1 }),
});
const Text = Type.Object({
  text: Type.String({
    maxLength: MESSAGE_TEXT_MAX + 1000,
    description: `1 to ${MESSAGE_TEXT_MAX} characters once trimmed`,
  }),
});
const refusals = { 403: ErrorResponse, 404: ErrorResponse, ...memberErrors };

/**
 * Direct messages (issue 14: the spec lists no calls for them, so these follow its conventions:
 * member-only, CSRF on writes, errors with a message to show). A conversation is between two
 * members; only they read it, only a message's sender edits or deletes it.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const tags = ['messages'];

  app.get(
    '/api/conversations',
    {
      ...member,
      schema: {
        tags,
        operationId: 'getConversations',
        security: memberOnly,
        summary: `The member’s conversations (the newest ${CONVERSATION_LIST_SIZE}), most recent first`,
        querystring: Type.Object({
          search: Type.Optional(
            Type.String({
              maxLength: 100,
              description: 'Part of the other member’s name or user name',
            }),
          ),
          unread_first: Type.Optional(Type.Boolean({ description: 'Unread conversations first' })),
        }),
        response: { 200: Type.Object({ data: Type.Array(MessageItem) }), ...memberErrors },
      },
    },
    async (request) => ({
      data: await app.services.messages.list(currentUser(request), {
        ...(request.query.search === undefined ? {} : { search: request.query.search }),
        unreadFirst: request.query.unread_first ?? false,
      }),
    }),
  );

  app.post(
    '/api/conversations',
    {
      ...member,
      config: { rateLimit: 'conversation' },
      schema: {
        tags,
        operationId: 'startConversation',
        security: memberOnly,
        summary: 'Starts the member’s conversation with another member, or finds the one they have',
        body: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: {
          ...rateLimitErrors,
          200: MessageItem,
          201: MessageItem,
          404: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request, reply) => {
      const { created, item } = await app.services.messages.start(
        currentUser(request),
        request.body.user_id,
      );
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  app.get(
    '/api/conversations/:conversationId/messages',
    {
      ...member,
      schema: {
        tags,
        operationId: 'getConversationMessages',
        security: memberOnly,
        summary: `A conversation’s messages, ${MESSAGE_PAGE_SIZE} at a time, newest first`,
        params: Conversation,
        querystring: Type.Object({
          before: Type.Optional(
            Type.Integer({ minimum: 1, description: 'The previous page’s `nextBefore`' }),
          ),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(DirectMessage),
            nextBefore: Type.Union([Type.Integer(), Type.Null()]),
            conversation: MessageItem,
          }),
          ...refusals,
        },
      },
    },
    async (request) =>
      app.services.messages.page(
        currentUser(request),
        request.params.conversationId,
        request.query.before,
      ),
  );

  app.post(
    '/api/conversations/:conversationId/messages',
    {
      ...member,
      config: { rateLimit: 'message' },
      schema: {
        tags,
        operationId: 'sendMessage',
        security: memberOnly,
        summary: 'Sends a message in the conversation',
        params: Conversation,
        body: Text,
        response: { ...rateLimitErrors, 201: DirectMessage, ...refusals, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await app.services.messages.send(
            currentUser(request),
            request.params.conversationId,
            request.body.text,
          ),
        ),
  );

  app.put(
    '/api/conversations/:conversationId/messages/:messageId',
    {
      ...member,
      schema: {
        tags,
        operationId: 'editMessage',
        security: memberOnly,
        summary: 'Edits one of the member’s own messages',
        params: OneMessage,
        body: Text,
        response: { 200: DirectMessage, ...refusals, ...writeErrors },
      },
    },
    async (request) =>
      app.services.messages.edit(
        currentUser(request),
        request.params.conversationId,
        request.params.messageId,
        request.body.text,
      ),
  );

  app.delete(
    '/api/conversations/:conversationId/messages/:messageId',
    {
      ...member,
      schema: {
        tags,
        operationId: 'deleteMessage',
        security: memberOnly,
        summary: 'Deletes one of the member’s own messages',
        params: OneMessage,
        response: { 200: SuccessMessage, ...refusals, ...writeErrors },
      },
    },
    async (request) =>
      app.services.messages.remove(
        currentUser(request),
        request.params.conversationId,
        request.params.messageId,
      ),
  );

  app.post(
    '/api/conversations/:conversationId/read',
    {
      ...member,
      schema: {
        tags,
        operationId: 'markConversationRead',
        security: memberOnly,
        summary: 'Marks the conversation read up to its newest message',
        params: Conversation,
        response: {
          200: Type.Object({ conversation: MessageItem, unread: UnreadCounts }),
          ...refusals,
          ...writeErrors,
        },
      },
    },
    async (request) =>
      app.services.messages.markRead(currentUser(request), request.params.conversationId),
  );

  app.post(
    '/api/conversations/:conversationId/typing',
    {
      ...member,
      schema: {
        tags,
        operationId: 'sendTyping',
        security: memberOnly,
        summary: 'Tells the other member the member is writing (shown to them for a few seconds)',
        params: Conversation,
        response: { 204: Type.Null(), ...refusals, ...writeErrors },
      },
    },
    async (request, reply) => {
      await app.services.messages.typing(currentUser(request), request.params.conversationId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
