import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../../src/plugins/external/security.ts';
import { buildTestApp, createAgent, loggedInMember } from '../../helpers/app.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe.each(drivers)('security headers on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('go with pages, API answers, refusals and not-found alike', async () => {
    const app = await buildTestApp(database.handle);
    const { agent } = await loggedInMember(app, database.handle.db);
    const visitor = createAgent(app);
    const responses = [
      await visitor.get('/'),
      await visitor.get('/feed'),
      await visitor.get('/no/such/page'),
      await visitor.get('/api/health'),
      await visitor.get('/api/userdata'),
      await agent.get('/api/userdata'),
      await agent.post('/api/posts', { text: '' }),
      await agent.post('/api/posts', { text: 'x' }, { csrf: false }),
      await visitor.get('/api/no-such-call'),
    ];
    for (const response of responses) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Scripts only from our origin: no inline script, no eval, no other host.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(
        /^max-age=\d{7,}; includeSubDomains$/,
      );
    }
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 401, 200, 422, 419, 404,
    ]);
  });
});
