import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route takes no CSRF token. Only for requests that do not act on the member's
     * cookies and prove themselves otherwise (a payment provider's signed webhook, an email
     * alert's one-click unsubscribe whose secret token is the credential).
     */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** The CSRF token for this browser: what the page's meta tag and the XSRF-TOKEN cookie carry. */
    csrfToken(reply: FastifyReply): string;
  }
}

export const CSRF_SECRET_COOKIE = 'tapetv_csrf';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_MISMATCH = {
  code: 'CSRF_TOKEN_MISMATCH',
  message: 'CSRF token mismatch.',
} as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF as the spec's client expects. Each browser gets a random secret in an HttpOnly cookie;
 * its token is an HMAC of that secret under the server secret, so no server state is needed and
 * visitors (who have no session yet) are covered too. The token goes into the page's
 * `<meta name="csrf-token">` and a readable XSRF-TOKEN cookie. A state-changing request must
 * send it back in X-CSRF-TOKEN or X-XSRF-TOKEN, or it is refused with 419 before any handler runs.
 * A route opts out with `config: { csrf: false }`: only two do, neither acting on a session. A
 * payment provider's webhook, whose signature proves it (routes/billing/webhooks.ts), and an email
 * alert's RFC 8058 one-click unsubscribe, which mail clients POST without cookies and whose
 * unguessable token is the credential (routes/email-alerts/index.ts).
 */
export default fp<{ secret: string; secure: boolean }>(
  async (app, { secret, secure }) => {
    const tokenFor = (csrfSecret: string) => hmac(secret, `csrf:${csrfSecret}`);

    app.decorateRequest('csrfToken', function csrfToken(this: FastifyRequest, reply: FastifyReply) {
      let csrfSecret = this.cookies[CSRF_SECRET_COOKIE];
      if (!csrfSecret || csrfSecret.length < 32) {
        csrfSecret = randomToken();
        reply.setCookie(CSRF_SECRET_COOKIE, csrfSecret, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
        });
        this.cookies[CSRF_SECRET_COOKIE] = csrfSecret;
      }
      const token = tokenFor(csrfSecret);
      if (this.cookies[XSRF_COOKIE] !== token) {
        reply.setCookie(XSRF_COOKIE, token, {
          path: '/',
          httpOnly: false,
          sameSite: 'lax',
          secure,
        });
        this.cookies[XSRF_COOKIE] = token;
      }
      return token;
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.csrf === false) return;
      const csrfSecret = request.cookies[CSRF_SECRET_COOKIE];
      const expected = csrfSecret ? tokenFor(csrfSecret) : undefined;
      const sent = [request.headers['x-csrf-token'], request.headers['x-xsrf-token']].map(
        (value) => (Array.isArray(value) ? value[0] : value),
      );
      const valid =
        expected !== undefined &&
        sent.some((value) => value !== undefined && safeEqual(value, expected));
      if (!valid) {
        return reply.code(419).send(CSRF_MISMATCH);
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
