import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, createAgent, responseCookie } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import { collectOperations, WRITE_METHODS } from '../helpers/openapi.ts';
import { tableHasher } from '../helpers/table-snapshot.ts';

const CSRF_MISMATCH = { code: 'CSRF_TOKEN_MISMATCH', message: 'CSRF token mismatch.' };
const SESSION_COOKIE = 'tapetv_session';

// Read from the OpenAPI document while collecting, so a new route is covered without editing
// this file. A payment provider's webhook proves itself by its signature instead (its security
// names `webhookSignature`, and its route says `config: { csrf: false }`).
const operations = await collectOperations();
// An email alert's one-click unsubscribe likewise proves itself by the token in its path.
const isSigned = (operation: (typeof operations)[number]) =>
  operation.security.some(
    (requirement) => 'webhookSignature' in requirement || 'unsubscribeToken' in requirement,
  );
const writeOperations = operations.filter(
  (operation) => WRITE_METHODS.has(operation.method) && !isSigned(operation),
);

describe.each(drivers)('CSRF protection on %s', (driver) => {
  const database = useTestDatabase(driver);

  /** A hash of every table's rows, in one statement, to show a refused request changed nothing. */
  const snapshot = async () => (await tableHasher(database.handle))();

  it('covers the known state-changing operations', () => {
    const paths = writeOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /login',
        'POST /register',
        'POST /register/confirm',
        'POST /logout',
        'POST /forgot-password',
        'POST /reset-password',
        'POST /api/user/update',
      ]),
    );
  });

  it('leaves out only the signed webhook, which takes no token while a normal POST still needs one', async () => {
    expect(
      operations.filter(isSigned).map((operation) => `${operation.method} ${operation.path}`),
    ).toEqual([
      'POST /api/billing/webhooks/stripe',
      'GET /api/emailAlerts/unsubscribe/{token}',
      'POST /api/emailAlerts/unsubscribe/{token}',
    ]);
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const normal = await agent.post('/api/billing/subscription/cancel', {}, { csrf: false });
    expect(normal.statusCode).toBe(419);
    expect(normal.json()).toEqual(CSRF_MISMATCH);

    // No token and no cookies, as Stripe sends it: past the CSRF check, refused by the webhook
    // itself. With the test provider there is no Stripe webhook (404); with Stripe a wrong
    // signature is refused (400), never 419.
    const post = (target: typeof app) =>
      target.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: JSON.stringify({ id: 'evt_1', object: 'event' }),
      });
    const withoutStripe = await post(app);
    expect(withoutStripe.statusCode).toBe(404);
    const withStripe = await post(
      await buildTestApp(database.handle, {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_csrf',
        STRIPE_WEBHOOK_SECRET: 'whsec_csrf',
      }),
    );
    expect(withStripe.statusCode).toBe(400);
    expect(withStripe.json().code).toBe('BAD_SIGNATURE');
  });

  describe.each(writeOperations)('$method $path', (operation) => {
    it('answers 419 without the token and changes nothing', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      // Logged in, so a member-only route would act if the check were missing.
      await agent.login(member.email, member.password);
      const before = await snapshot();

      const response = await agent.request(operation.method, operation.url, {}, { csrf: false });

      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(CSRF_MISMATCH);
      expect(await snapshot()).toEqual(before);
    });

    it('answers 419 with a wrong token', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.csrfToken();

      const response = await agent.request(
        operation.method,
        operation.url,
        {},
        { csrf: false, headers: { 'x-xsrf-token': 'wrong-token' } },
      );

      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(CSRF_MISMATCH);
    });
  });

  it('POST /register without the token creates no member', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.csrfToken();

    const response = await agent.post(
      '/register',
      {
        name: 'Sneaky',
        userName: 'sneaky',
        email: 'sneaky@example.test',
        password: 'long-enough-password',
      },
      { csrf: false },
    );

    expect(response.statusCode).toBe(419);
    expect(await database.handle.db.$count(users)).toBe(0);
    expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('POST /login without the token starts no session', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.csrfToken();

    const response = await agent.post(
      '/login',
      { email: member.email, password: member.password },
      { csrf: false },
    );

    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(CSRF_MISMATCH);
    expect(responseCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(await database.handle.db.$count(sessions)).toBe(0);
  });

  it('POST /logout without the token keeps the session', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const response = await agent.post('/logout', undefined, { csrf: false });

    expect(response.statusCode).toBe(419);
    expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: true });
  });

  it('POST /api/user/update without the token changes nothing', async () => {
    const member = await createMember(database.handle.db, { name: 'Before' });
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const response = await agent.post('/api/user/update', { name: 'After' }, { csrf: false });

    expect(response.statusCode).toBe(419);
    expect((await agent.get('/api/userdata')).json()).toMatchObject({ name: 'Before' });
  });

  it('accepts the page’s meta token in X-CSRF-TOKEN', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    const page = await agent.get('/feed');
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)?.[1];
    expect(meta).toBeDefined();

    const response = await agent.post(
      '/login',
      { email: member.email, password: member.password },
      { csrf: false, headers: { 'x-csrf-token': meta ?? '' } },
    );

    expect(response.statusCode).toBe(200);
  });

  it('accepts the XSRF-TOKEN cookie’s value in X-XSRF-TOKEN', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    const token = await agent.csrfToken();

    const response = await agent.post(
      '/login',
      { email: member.email, password: member.password },
      { csrf: false, headers: { 'x-xsrf-token': token } },
    );

    expect(response.statusCode).toBe(200);
  });

  it('refuses a token that belongs to another browser', async () => {
    const app = await buildTestApp(database.handle);
    const victim = createAgent(app);
    await victim.csrfToken();
    const attacker = createAgent(app);
    const attackerToken = await attacker.csrfToken();

    const response = await victim.post('/logout', undefined, {
      csrf: false,
      headers: { 'x-xsrf-token': attackerToken },
    });

    expect(response.statusCode).toBe(419);
  });

  it('refuses a token sent without the browser’s secret cookie', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    const token = await agent.csrfToken();
    agent.deleteCookie('tapetv_csrf');

    const response = await agent.post('/logout', undefined, {
      csrf: false,
      headers: { 'x-xsrf-token': token },
    });

    expect(response.statusCode).toBe(419);
  });

  it('keeps the same token across requests of one browser', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    const token = await agent.csrfToken();

    const again = await agent.get('/api/csrf-token');

    expect(again.json()).toEqual({ token });
    expect(responseCookie(again, 'XSRF-TOKEN')).toBeUndefined();
  });
});
