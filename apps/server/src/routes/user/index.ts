import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toUserData } from '../../modules/users/users.service.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { UserData } from '../../schemas/users.ts';
import { memberErrors, memberOnly, writeErrors } from '../schemas.ts';

export const USER_MESSAGES = { updated: 'User data updated successfully!' } as const;

const user: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/userdata',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        operationId: 'getUserData',
        security: memberOnly,
        summary: 'The logged-in member',
        response: { 200: UserData, ...memberErrors },
      },
    },
    async (request) => toUserData(currentUser(request)),
  );

  app.post(
    '/api/user/update',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        operationId: 'updateUser',
        security: memberOnly,
        summary: 'Change the logged-in member’s own fields; only the fields sent change',
        body: Type.Object({
          name: Type.Optional(Type.String({ maxLength: 200 })),
          userName: Type.Optional(Type.String({ maxLength: 200 })),
          email: Type.Optional(Type.String({ maxLength: 400 })),
          bio: Type.Optional(Type.String({ maxLength: 2000 })),
          password: Type.Optional(
            Type.String({
              maxLength: 400,
              description:
                'A new password; needs `current_password`. Ends the member’s other sessions.',
            }),
          ),
          current_password: Type.Optional(Type.String({ maxLength: 400 })),
        }),
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String(), user: UserData }),
          ...memberErrors,
          ...writeErrors,
        },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const updated = await app.services.users.update(viewer.id, request.body);
      if (request.body.password !== undefined && request.sessionId)
        await app.services.auth.endOtherSessions(viewer.id, request.sessionId);
      return { success: true, message: USER_MESSAGES.updated, user: updated };
    },
  );
};

export default user;
