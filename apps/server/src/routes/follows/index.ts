import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import { Notification } from '../../schemas/events.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

const Member = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
const refusals = {
  404: ErrorResponse,
  409: ErrorResponse,
  ...memberErrors,
  ...writeErrors,
};

/** Spec point 7 "Chat, follow, notifications, pricing and profile": follow and unfollow. */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/users/:userId/follow',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follow'],
        operationId: 'followUser',
        security: memberOnly,
        summary: 'Follow a member (once; never oneself)',
        params: Member,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            followersCount: Type.Integer({
              description: 'The followed member’s, after the follow',
            }),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const result = await app.services.follows.follow(currentUser(request), request.params.userId);
      return { success: true, message: 'You now follow this member.', ...result };
    },
  );

  app.delete(
    '/api/users/:userId/unfollow',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follow'],
        operationId: 'unfollowUser',
        security: memberOnly,
        summary: 'Stop following a member; their follower notification is deleted too',
        params: Member,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            followersCount: Type.Integer({
              description: 'The unfollowed member’s, after the unfollow',
            }),
            deletedFollowerNotification: Type.Union([Notification, Type.Null()], {
              description: 'The follower notification the follow had made, which clients remove',
            }),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const result = await app.services.follows.unfollow(
        currentUser(request),
        request.params.userId,
      );
      return { success: true, message: 'You no longer follow this member.', ...result };
    },
  );
};

export default followRoutes;
