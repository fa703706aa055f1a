import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import { CALL_FLAT_PCT, CALLS_LIST_SIZE, ProfileCalls } from '../../schemas/calls.ts';
import { Notification } from '../../schemas/events.ts';
import {
  FollowUser,
  PROFILE_LIST_SIZE,
  ProfileResponse,
  SUGGESTIONS_SIZE,
  SuggestedMember,
} from '../../schemas/users.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  rateLimitErrors,
  writeErrors,
} from '../schemas.ts';

const Member = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
const refusals = {
  404: ErrorResponse,
  409: ErrorResponse,
  ...memberErrors,
  ...writeErrors,
};

/** Spec point 7 "Chat, follow, notifications, pricing and profile": profiles, follow, unfollow. */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/profileData/:userName',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'getProfileData',
        security: memberOnly,
        summary: 'A member’s profile as the logged-in member sees it (spec point 3)',
        params: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: ProfileResponse, 404: ErrorResponse, ...memberErrors, ...writeErrors },
      },
    },
    async (request) => app.services.profiles.profile(currentUser(request), request.params.userName),
  );

  app.get(
    '/api/profile/:userName/calls',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        operationId: 'getProfileCalls',
        security: memberOnly,
        summary: 'How a member’s bullish and bearish calls did (issue 16, point 5)',
        description: `A call is a post tagged bullish or bearish with one symbol its cashtags name whose price at posting is known, scored against the price now. The newest ${CALLS_LIST_SIZE} calls the viewer may see, and a summary over all of them; a move under ${CALL_FLAT_PCT} % either way is flat and not scored.`,
        params: Type.Object({ userName: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: ProfileCalls, 404: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.calls.ofMember(currentUser(request), request.params.userName),
  );

  app.post(
    '/api/users/:userId/follow',
    {
      onRequest: app.requireUser,
      config: { rateLimit: 'follow' },
      schema: {
        tags: ['follow'],
        operationId: 'followUser',
        security: memberOnly,
        summary: 'Follow a member (once; never oneself)',
        params: Member,
        response: {
          ...rateLimitErrors,
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

/** The pages of a member's follow lists beyond the newest ones the profile answer carries. */
const followListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const side of ['followers', 'followings'] as const) {
    app.get(
      `/api/users/:userId/${side}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['follow'],
          operationId: side === 'followers' ? 'getFollowers' : 'getFollowings',
          security: memberOnly,
          summary:
            side === 'followers'
              ? `Who follows a member, ${PROFILE_LIST_SIZE} at a time, newest follow first`
              : `Whom a member follows, ${PROFILE_LIST_SIZE} at a time, newest follow first`,
          params: Member,
          querystring: Type.Object({
            lastUserId: Type.Optional(
              Type.Integer({
                minimum: 1,
                description:
                  'The last member of the previous page; a member who left the list since gives an empty page',
              }),
            ),
          }),
          response: {
            200: Type.Object({ data: Type.Array(FollowUser) }),
            404: ErrorResponse,
            ...memberErrors,
          },
        },
      },
      async (request) => ({
        data: await app.services.profiles.followList(
          currentUser(request),
          request.params.userId,
          side,
          request.query.lastUserId,
        ),
      }),
    );
  }
};

/** "Who to follow" (beyond the spec): so a new member is never alone. */
const suggestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users/suggested',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['follow'],
        operationId: 'getSuggestedMembers',
        security: memberOnly,
        summary: `Who to follow: up to ${SUGGESTIONS_SIZE} members the member does not follow yet, recently active ones first, then the most followed`,
        response: { 200: Type.Object({ data: Type.Array(SuggestedMember) }), ...memberErrors },
      },
    },
    async (request) => ({ data: await app.services.profiles.suggestions(currentUser(request)) }),
  );
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(suggestionRoutes);
  await app.register(followRoutes);
  await app.register(followListRoutes);
};

export default routes;
