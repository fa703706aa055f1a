import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRO_ONLY_MESSAGE } from '../../lib/errors.ts';
import type { NewSession } from '../../modules/auth/auth.service.ts';
import type { UserRow } from '../../modules/users/users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the session cookie, or null for a visitor. */
    user: UserRow | null;
    sessionId: string | null;
  }
  interface FastifyReply {
    startSession(session: NewSession): void;
    endSession(): void;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for member-only routes: 401 JSON for a visitor, before the body is parsed or
     * validated (a visitor is told to log in, not that a field is wrong).
     */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook for pro-only routes (the specialized reports, personal access): 401 for a
     * visitor, 403 `PRO_ONLY` with the upgrade message for a member without pro.
     */
    requirePro(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Narrows `request.user` inside handlers of routes guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('currentUser() on a route without requireUser');
  return request.user;
}

export const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } as const;
export const PRO_ONLY = { code: 'PRO_ONLY', message: PRO_ONLY_MESSAGE } as const;

export const SESSION_COOKIE = 'tapetv_session';
const SKIP_PREFIXES = ['/assets/', '/photos/', '/uploads/', '/api/docs'];

export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.decorateReply(
      'startSession',
      function startSession(this: FastifyReply, session: NewSession) {
        this.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          // Without "remember" the cookie has no expiry, so it ends with the browser.
          ...(session.remember ? { expires: session.expiresAt } : {}),
        });
      },
    );
    app.decorateReply('endSession', function endSession(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || SKIP_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      const found = await app.services.auth.resolveSession(token);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
    });

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.code(401).send(UNAUTHENTICATED);
    });

    // is_pro is read from the session's member row, which the billing module's changes evict
    // from the session cache, so a member who just paid is pro on their next request.
    app.decorate('requirePro', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.code(401).send(UNAUTHENTICATED);
      if (!request.user.isPro) return reply.code(403).send(PRO_ONLY);
    });
  },
  { name: 'auth', dependencies: ['modules', '@fastify/cookie'] },
);
