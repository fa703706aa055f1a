import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, TooManyRequests } from '../../lib/errors.ts';
import { AUTH_MESSAGES, NEXT_MAX_LENGTH, SAME_SITE_PATH } from '../../modules/auth/auth.service.ts';
import { toUserData } from '../../modules/users/users.service.ts';
import { UserData } from '../../schemas/users.ts';
import { ErrorResponse, rateLimitErrors, SuccessMessage, writeErrors } from '../schemas.ts';

const LoginFailure = Type.Object({ success: Type.Literal(false), message: Type.String() });
const AuthSuccess = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  user: UserData,
});

/** The spec's authentication calls (point 7), plus register and password reset. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/api/check-login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'checkLogin',
        response: { 200: Type.Object({ loggedIn: Type.Boolean() }) },
      },
    },
    async (request, reply) => {
      request.csrfToken(reply);
      return { loggedIn: request.user !== null };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          password: Type.String({ maxLength: 200 }),
          remember: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: { 200: AuthSuccess, 401: LoginFailure, 429: LoginFailure, ...writeErrors },
      },
    },
    async (request, reply) => {
      try {
        const { user, session } = await app.services.auth.login(
          {
            email: request.body.email,
            password: request.body.password,
            remember: request.body.remember ?? false,
          },
          client(request),
        );
        if (request.sessionId) await app.services.auth.logout(request.sessionId);
        reply.startSession(session);
        return { success: true as const, message: AUTH_MESSAGES.loggedIn, user: toUserData(user) };
      } catch (error) {
        if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 429)) {
          if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined)
            reply.header('retry-after', String(error.retryAfterSeconds));
          return reply
            .code(error.statusCode)
            .send({ success: false as const, message: error.message });
        }
        throw error;
      }
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: 'register' },
      schema: {
        tags: ['auth'],
        operationId: 'register',
        description:
          'Starts a sign-up: mails a link that finishes it (POST /register/confirm). The answer is the same whether or not the email already has an account.',
        body: Type.Object({
          name: Type.String({ maxLength: 200 }),
          userName: Type.String({ maxLength: 200 }),
          email: Type.String({ maxLength: 400 }),
          password: Type.String({ maxLength: 400 }),
          next: Type.Optional(
            Type.String({
              maxLength: NEXT_MAX_LENGTH,
              pattern: SAME_SITE_PATH,
              description:
                'Where the mailed link returns to once the account is made (a path on this site, e.g. /checkout?plan=2&cycle=yearly)',
            }),
          ),
        }),
        response: { ...rateLimitErrors, 202: SuccessMessage, ...writeErrors },
      },
    },
    async (request, reply) => {
      await app.services.auth.register(request.body);
      return reply.code(202).send({ success: true as const, message: AUTH_MESSAGES.confirmSent });
    },
  );

  app.post(
    '/register/confirm',
    {
      schema: {
        tags: ['auth'],
        operationId: 'confirmRegistration',
        description: 'Finishes a sign-up with the token of its mailed link and logs the member in.',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 201: AuthSuccess, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user, session } = await app.services.auth.confirmRegistration(
        request.body.token,
        client(request),
      );
      if (request.sessionId) await app.services.auth.logout(request.sessionId);
      reply.startSession(session);
      return reply.code(201).send({
        success: true as const,
        message: AUTH_MESSAGES.registered,
        user: toUserData(user),
      });
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        response: { 200: SuccessMessage, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (request.sessionId) await app.services.auth.logout(request.sessionId);
      reply.endSession();
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: 'passwordReset' },
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        body: Type.Object({ email: Type.String({ maxLength: 400 }) }),
        response: { ...rateLimitErrors, 200: SuccessMessage, ...writeErrors },
      },
    },
    async (request) => {
      await app.services.auth.forgotPassword(request.body.email);
      return { success: true, message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        body: Type.Object({
          token: Type.String({ maxLength: 200 }),
          email: Type.String({ maxLength: 400 }),
          password: Type.String({ maxLength: 400 }),
        }),
        response: { 200: SuccessMessage, 422: ErrorResponse, 419: writeErrors[419] },
      },
    },
    async (request) => {
      await app.services.auth.resetPassword(request.body);
      return { success: true, message: AUTH_MESSAGES.resetDone };
    },
  );
};

export default auth;
