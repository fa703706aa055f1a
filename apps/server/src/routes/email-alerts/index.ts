import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  ConfirmEmailAlertBody,
  EmailAlert,
  EmailAlertChange,
  EmailAlertParams,
  EmailAlerts,
  UnsubscribeParams,
} from '../../schemas/email-alerts.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  unsubscribeToken,
  writeErrors,
} from '../schemas.ts';

const Html = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/**
 * Email alerts (issue 20): the member's three lists, turning one on (a confirmation mail: double
 * opt-in) or off, confirming with the mailed token, and the one-click unsubscribe of every alert
 * mail (RFC 8058) with its small page.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` form-encoded or as multipart form
  // data, and the page's form posts form-encoded. Nothing in the body matters (the token is in the
  // path), so it is read (within the body limit) and dropped. Only in this plugin's scope.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/emailAlerts',
    {
      ...member,
      schema: {
        tags: ['email-alerts'],
        operationId: 'getEmailAlerts',
        summary:
          'The member’s three email alerts, each off, pending (confirmation mailed) or active',
        security: memberOnly,
        response: { 200: EmailAlerts, ...memberErrors },
      },
    },
    async (request) => app.services.emailAlerts.list(currentUser(request)),
  );

  app.post(
    '/api/emailAlerts/confirm',
    {
      schema: {
        tags: ['email-alerts'],
        operationId: 'confirmEmailAlert',
        summary:
          'Turns a pending alert on with the token of its confirmation mail (no session needed); 400 for a token that is not valid, 410 for an expired one',
        body: ConfirmEmailAlertBody,
        response: { 200: EmailAlertChange, 400: ErrorResponse, 410: ErrorResponse, ...writeErrors },
      },
    },
    async (request) => app.services.emailAlerts.confirm(request.body.token),
  );

  app.post(
    '/api/emailAlerts/:list',
    {
      ...member,
      schema: {
        tags: ['email-alerts'],
        operationId: 'subscribeEmailAlert',
        summary:
          'Turns an alert on: pending, with a confirmation mail (asked again while pending, a new one; 429 within a minute of the last); already active, nothing changes',
        security: memberOnly,
        params: EmailAlertParams,
        response: { 200: EmailAlert, 429: ErrorResponse, ...writeErrors, ...memberErrors },
      },
    },
    async (request) =>
      app.services.emailAlerts.subscribe(currentUser(request), request.params.list),
  );

  app.delete(
    '/api/emailAlerts/:list',
    {
      ...member,
      schema: {
        tags: ['email-alerts'],
        operationId: 'unsubscribeEmailAlert',
        summary: 'Turns an alert off (pending or active); off already, nothing changes',
        security: memberOnly,
        params: EmailAlertParams,
        response: { 200: EmailAlert, ...writeErrors, ...memberErrors },
      },
    },
    async (request) =>
      app.services.emailAlerts.unsubscribe(currentUser(request), request.params.list),
  );

  /** Whether the request is a browser's form (it wants a page back), not a mail client's POST. */
  const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') ?? false;

  app.get(
    '/api/emailAlerts/unsubscribe/:token',
    {
      schema: {
        tags: ['email-alerts'],
        operationId: 'unsubscribeEmailAlertPage',
        summary:
          'The page a mail’s visible unsubscribe link opens: it asks, with a button that posts the one-click request; opening it changes nothing (mail scanners open links)',
        security: unsubscribeToken,
        params: UnsubscribeParams,
        response: {
          200: Html('Asks to confirm, or says the list is off already'),
          404: Html('The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const action = `/api/emailAlerts/unsubscribe/${encodeURIComponent(token)}`;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      try {
        const target = await app.services.emailAlerts.unsubscribeTarget(token);
        return app.services.emailAlerts.page(
          target.subscribed
            ? { kind: 'ask', title: target.title, action }
            : { kind: 'done', title: target.title },
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        return reply.code(404).send(app.services.emailAlerts.page({ kind: 'invalid' }));
      }
    },
  );

  app.post(
    '/api/emailAlerts/unsubscribe/:token',
    {
      // No CSRF token and no session: a mail client posts this without cookies (RFC 8058), and
      // the unsubscribe token in the path, unguessable and tied to one subscription, is the
      // credential. All it can do is turn that one list off, and doing so twice changes nothing.
      config: { csrf: false },
      schema: {
        tags: ['email-alerts'],
        operationId: 'unsubscribeEmailAlertOneClick',
        summary:
          'One-click unsubscribe (RFC 8058) with the token of an alert mail’s List-Unsubscribe header: no session or CSRF token; the same request twice answers the same. A browser’s form gets a page back',
        security: unsubscribeToken,
        params: UnsubscribeParams,
        response: {
          200: {
            description: 'Unsubscribed (JSON, or a page for a browser’s form)',
            content: {
              'application/json': { schema: EmailAlertChange },
              'text/html': { schema: Type.String() },
            },
          },
          404: {
            description: 'The link is not valid',
            content: {
              'application/json': { schema: ErrorResponse },
              'text/html': { schema: Type.String() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const html = wantsHtml(request.headers.accept);
      try {
        const change = await app.services.emailAlerts.unsubscribeByToken(request.params.token);
        if (!html) return change;
        return reply
          .type('text/html; charset=utf-8')
          .send(app.services.emailAlerts.page({ kind: 'done', title: change.title }));
      } catch (error) {
        if (!html || !(error instanceof AppError) || error.statusCode !== 404) throw error;
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(app.services.emailAlerts.page({ kind: 'invalid' }));
      }
    },
  );
};

export default routes;
