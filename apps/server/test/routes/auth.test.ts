import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, sessions, users } from '../../src/db/schema/index.ts';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../../src/modules/auth/auth.service.ts';
import { buildTestApp, createAgent, responseCookie, testConfig } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { confirmLinkIn, readOutbox } from '../helpers/mail.ts';

const SESSION_COOKIE = 'tapetv_session';
const DAY_MS = 24 * 60 * 60 * 1000;
const outboxOf = (app: FastifyInstance) => path.join(testConfig(app).dataDir, 'outbox');

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nina Newcomer',
  userName: 'nina_new',
  email: 'nina@example.test',
  password: 'a-long-enough-password',
  ...overrides,
});

describe.each(drivers)('auth routes on %s', (driver) => {
  const database = useTestDatabase(driver);
  const countUsers = () => database.handle.db.$count(users);
  const countSessions = () => database.handle.db.$count(sessions);

  describe('POST /register and POST /register/confirm', () => {
    const countPending = () => database.handle.db.$count(pendingRegistrations);

    /** Signs up and returns the token of the link that arrived in the outbox. */
    async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
      const response = await createAgent(app).post('/register', registration(overrides));
      expect(response.statusCode).toBe(202);
      const last = (await readOutbox(outboxOf(app))).at(-1);
      if (!last) throw new Error('no mail in the outbox');
      return confirmLinkIn(last).token;
    }

    it('answers 202 and mails a link; the account exists only once the link is opened', async () => {
      const app = await buildTestApp(database.handle, { APP_URL: 'https://tapetv.example' });
      const agent = createAgent(app);

      const response = await agent.post('/register', registration());

      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.confirmSent });
      expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await countUsers()).toBe(0);
      const [message] = await readOutbox(outboxOf(app));
      expect(message).toContain('To: nina@example.test');
      expect(message).toContain('Subject: Finish creating your TapeTV account');
      const link = confirmLinkIn(message ?? '');
      expect(link.url.startsWith('https://tapetv.example/register/confirm?token=')).toBe(true);

      const confirmed = await agent.post('/register/confirm', { token: link.token });

      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json()).toMatchObject({
        success: true,
        message: AUTH_MESSAGES.registered,
        user: { name: 'Nina Newcomer', userName: 'nina_new', email: 'nina@example.test' },
      });
      expect(agent.cookie(SESSION_COOKIE)).toBeDefined();
      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: true });
      const userdata = await agent.get('/api/userdata');
      expect(userdata.json()).toMatchObject({ userName: 'nina_new', email: 'nina@example.test' });
      expect(await countUsers()).toBe(1);
      expect(await countPending()).toBe(0);
      // The new member logs in with the password chosen at sign-up.
      await createAgent(app).login('nina@example.test', 'a-long-enough-password');
    });

    it('takes a same-site `next` and adds it to the mailed link, to return to the checkout', async () => {
      const app = await buildTestApp(database.handle, { APP_URL: 'https://tapetv.example' });
      const next = '/checkout?plan=2&cycle=yearly';

      const response = await createAgent(app).post('/register', registration({ next }));

      expect(response.statusCode).toBe(202);
      const [message] = await readOutbox(outboxOf(app));
      const link = confirmLinkIn(message ?? '');
      expect(message).toContain(`${link.url}&next=${encodeURIComponent(next)}`);
      // The token still reads on its own, and the link still finishes the sign-up.
      const confirmed = await createAgent(app).post('/register/confirm', { token: link.token });
      expect(confirmed.statusCode).toBe(201);
    });

    it('refuses a `next` that leaves the site or is too long (422), and mails nothing', async () => {
      const app = await buildTestApp(database.handle);
      for (const next of [
        'https://evil.example/checkout',
        '//evil.example/checkout',
        '/\\evil.example',
        'checkout',
        '/checkout with spaces',
        `/${'a'.repeat(200)}`,
      ]) {
        const response = await createAgent(app).post('/register', registration({ next }));
        expect(response.statusCode, next).toBe(422);
        expect(Object.keys(response.json().errors), next).toEqual(['next']);
      }
      expect(await readOutbox(outboxOf(app))).toEqual([]);
      expect(await countPending()).toBe(0);
    });

    it('answers a taken email exactly as a free one, and only mails its owner a note', async () => {
      await createMember(database.handle.db, { email: 'taken@example.test' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const free = await agent.post('/register', registration({ email: 'free@example.test' }));
      const taken = await agent.post(
        '/register',
        registration({ email: 'TAKEN@Example.test', userName: 'other_name' }),
      );

      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json()).toEqual(free.json());
      expect(taken.headers['set-cookie']).toEqual(free.headers['set-cookie']);
      const [, note] = await readOutbox(outboxOf(app));
      expect(note?.toLowerCase()).toContain('to: taken@example.test');
      expect(note).toContain('already has one');
      expect(note).not.toMatch(/register\/confirm/);
      expect(await countUsers()).toBe(1);
      expect(await countPending()).toBe(1);
      expect(await countSessions()).toBe(0);
    });

    it('a link works once', async () => {
      const app = await buildTestApp(database.handle);
      const token = await signUp(app);
      expect((await createAgent(app).post('/register/confirm', { token })).statusCode).toBe(201);

      const again = await createAgent(app).post('/register/confirm', { token });

      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ errors: { token: [AUTH_MESSAGES.confirmInvalid] } });
      expect(await countUsers()).toBe(1);
    });

    it('refuses an unknown or expired link and creates nothing', async () => {
      const app = await buildTestApp(database.handle);
      const token = await signUp(app);
      await database.handle.db
        .update(pendingRegistrations)
        .set({ expiresAt: new Date(Date.now() - 1000) });

      for (const attempt of [token, 'not-a-token']) {
        const response = await createAgent(app).post('/register/confirm', { token: attempt });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          errors: { token: [AUTH_MESSAGES.confirmInvalid] },
        });
      }
      expect(await countUsers()).toBe(0);
      expect(await countSessions()).toBe(0);
    });

    it('a link for an email that got an account meanwhile creates nothing and keeps the link', async () => {
      const app = await buildTestApp(database.handle);
      const token = await signUp(app);
      await createMember(database.handle.db, { email: 'nina@example.test' });

      const response = await createAgent(app).post('/register/confirm', { token });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { email: ['The email has already been taken.'] },
      });
      expect(await countUsers()).toBe(1);
      expect(await countSessions()).toBe(0);
      expect(await countPending()).toBe(1);
    });

    it('refuses a user name already taken, whatever its case, and writes nothing', async () => {
      await createMember(database.handle.db, { userName: 'trader_joe' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.post('/register', registration({ userName: 'Trader_Joe' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { userName: ['The user name has already been taken.'] },
      });
      expect(await countUsers()).toBe(1);
      expect(await countPending()).toBe(0);
      expect(await readOutbox(outboxOf(app))).toEqual([]);
    });

    it('refuses a malformed email and writes nothing', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.post('/register', registration({ email: 'not-an-email' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The email field must be a valid email address.',
        errors: { email: ['The email field must be a valid email address.'] },
      });
      expect(await countUsers()).toBe(0);
    });

    it('refuses a password shorter than 8 characters and writes nothing', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.post('/register', registration({ password: 'short12' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { password: ['The password field must be at least 8 characters.'] },
      });
      expect(await countUsers()).toBe(0);
      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: false });
    });

    it('names a missing field in errors', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      const { password: _omitted, ...withoutPassword } = registration();

      const response = await agent.post('/register', withoutPassword);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { password: ['The password field is required.'] },
      });
      expect(await countUsers()).toBe(0);
    });
  });

  describe('POST /login', () => {
    it('logs in with the right password and sets a browser-session cookie', async () => {
      const member = await createMember(database.handle.db, { email: 'dana@example.test' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.post('/login', {
        email: 'dana@example.test',
        password: member.password,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: AUTH_MESSAGES.loggedIn,
        user: { id: member.id, email: 'dana@example.test' },
      });
      const cookie = responseCookie(response, SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      // Without "remember" the cookie ends with the browser.
      expect(cookie?.expires).toBeUndefined();
      expect(cookie?.maxAge).toBeUndefined();
      expect(await countSessions()).toBe(1);
    });

    it('with remember, sets a cookie that expires 30 days ahead', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.csrfToken();

      const before = Date.now();
      const response = await agent.post('/login', {
        email: member.email,
        password: member.password,
        remember: true,
      });
      const after = Date.now();

      expect(response.statusCode).toBe(200);
      const expires = responseCookie(response, SESSION_COOKIE)?.expires?.getTime();
      expect(expires).toBeDefined();
      // Set-Cookie dates have whole seconds, hence the one-second allowance below.
      expect(expires).toBeGreaterThanOrEqual(before + AUTH_LIMITS.rememberMs - 1000);
      expect(expires).toBeLessThanOrEqual(after + AUTH_LIMITS.rememberMs);
      expect(AUTH_LIMITS.rememberMs).toBe(30 * DAY_MS);
    });

    it('accepts the email in any case', async () => {
      const member = await createMember(database.handle.db, { email: 'case@example.test' });
      const app = await buildTestApp(database.handle);

      const response = await createAgent(app).post('/login', {
        email: '  Case@Example.TEST ',
        password: member.password,
      });

      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password with 401 and the readable message', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.post('/login', {
        email: member.email,
        password: 'not-the-password',
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'These credentials do not match our records.',
      });
      expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await countSessions()).toBe(0);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const app = await buildTestApp(database.handle);

      const response = await createAgent(app).post('/login', {
        email: 'nobody@example.test',
        password: DEFAULT_PASSWORD,
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'These credentials do not match our records.',
      });
    });

    it('after 5 failures for one email refuses even the right password with 429', async () => {
      const member = await createMember(database.handle.db, { email: 'target@example.test' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      // The case of the address does not matter: all five count against the same email.
      const spellings = ['target@example.test', 'Target@example.test', 'TARGET@EXAMPLE.TEST'];
      for (let attempt = 0; attempt < AUTH_LIMITS.maxFailuresPerEmail; attempt += 1) {
        const failure = await agent.post('/login', {
          email: spellings[attempt % spellings.length],
          password: `wrong-${attempt}`,
        });
        expect(failure.statusCode).toBe(401);
      }
      const response = await agent.post('/login', {
        email: member.email,
        password: member.password,
      });

      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
        ),
      });
      expect(agent.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await countSessions()).toBe(0);
    });

    it('keeps letting another email log in from the same address', async () => {
      const other = await createMember(database.handle.db, { email: 'other@example.test' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      for (let attempt = 0; attempt < AUTH_LIMITS.maxFailuresPerEmail; attempt += 1) {
        await agent.post('/login', { email: 'target@example.test', password: 'wrong' });
      }

      const response = await agent.post('/login', {
        email: other.email,
        password: other.password,
      });

      expect(response.statusCode).toBe(200);
    });

    it('blocks the address after 20 failures across emails', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      const fail = (index: number) =>
        agent.post('/login', {
          // Four failures per email stay under the per-email limit.
          email: `unknown${Math.floor(index / 4)}@example.test`,
          password: 'wrong',
        });
      const logIn = () => agent.post('/login', { email: member.email, password: member.password });

      for (let index = 0; index < AUTH_LIMITS.maxFailuresPerAddress - 1; index += 1) {
        expect((await fail(index)).statusCode).toBe(401);
      }
      expect((await logIn()).statusCode).toBe(200);
      expect((await fail(AUTH_LIMITS.maxFailuresPerAddress - 1)).statusCode).toBe(401);
      const blocked = await logIn();

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Too many login attempts/),
      });
    });

    it('a new login ends the session the browser had before', async () => {
      const first = await createMember(database.handle.db);
      const second = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(first.email, first.password);

      await agent.login(second.email, second.password);

      expect(await countSessions()).toBe(1);
      expect((await agent.get('/api/userdata')).json()).toMatchObject({ id: second.id });
    });
  });

  describe('GET /api/check-login and POST /logout', () => {
    it('reports false before login, true after, false after logout', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: false });
      await agent.login(member.email, member.password);
      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: true });
      const logout = await agent.post('/logout');
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: false });
    });

    it('check-login sets the CSRF cookies', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);

      const response = await agent.get('/api/check-login');

      expect(responseCookie(response, 'XSRF-TOKEN')).toMatchObject({ path: '/' });
      expect(responseCookie(response, 'XSRF-TOKEN')?.httpOnly).not.toBe(true);
      expect(responseCookie(response, 'tapetv_csrf')).toMatchObject({ httpOnly: true });
    });

    it('logout clears the cookie and deletes the session, so a replayed cookie is refused', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password, true);
      const oldCookie = agent.cookie(SESSION_COOKIE);
      expect(oldCookie).toBeDefined();

      const logout = await agent.post('/logout');

      const cleared = responseCookie(logout, SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await database.handle.db.$count(sessions, eq(sessions.userId, member.id))).toBe(0);
      const replay = createAgent(app);
      replay.setCookie(SESSION_COOKIE, oldCookie ?? '');
      expect((await replay.get('/api/check-login')).json()).toEqual({ loggedIn: false });
      expect((await replay.get('/api/userdata')).statusCode).toBe(401);
    });

    it('logout as a visitor is harmless', async () => {
      const app = await buildTestApp(database.handle);

      const response = await createAgent(app).post('/logout');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    });

    it('an unknown session cookie counts as a visitor', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      agent.setCookie(SESSION_COOKIE, 'made-up-token');

      expect((await agent.get('/api/check-login')).json()).toEqual({ loggedIn: false });
    });
  });
});
