import { describe, expect, it } from 'vitest';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import { collectOperations, WRITE_METHODS } from '../helpers/openapi.ts';

// Member-only routes say so in their OpenAPI security; read while collecting, so a new route is
// covered without editing this file.
const memberOnly = (await collectOperations()).filter((operation) =>
  operation.security.some((requirement) => 'session' in requirement),
);

describe.each(drivers)('member-only routes on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('include the known member-only operations', () => {
    expect(memberOnly.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['GET /api/userdata', 'POST /api/user/update']),
    );
  });

  describe.each(memberOnly)('$method $path', (operation) => {
    it('answers 401 JSON to a visitor (with a valid CSRF token)', async () => {
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.csrfToken();

      const response = await agent.request(
        operation.method,
        operation.url,
        WRITE_METHODS.has(operation.method) ? {} : undefined,
      );

      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    });
  });

  it('answers 401 to a visitor whose cookie names an ended session', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);
    const stale = agent.cookie('tapetv_session') ?? '';
    await agent.post('/logout');
    agent.setCookie('tapetv_session', stale);

    const response = await agent.get('/api/userdata');

    expect(response.statusCode).toBe(401);
  });

  // Regression: requireUser ran as a preHandler, after body validation, so a visitor sending a
  // bad body got 422 field errors instead of 401. It now runs as an onRequest hook.
  it('answers 401, not 422, to a visitor sending an invalid body', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);

    const response = await agent.post('/api/user/update', { bio: 'x'.repeat(5000) });

    expect(response.statusCode).toBe(401);
  });
});
