import { describe, expect, it } from 'vitest';
import { verifyAblyJwt } from '../../src/modules/realtime/ably-jwt.ts';
import { buildTestApp, createAgent, testConfig } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import { createGroups, joinGroups } from '../helpers/realtime.ts';

interface TokenDetails {
  token: string;
  issued: number;
  expires: number;
  capability: string;
  clientId: string;
}

/** The JWT's header and claims, read without checking anything. */
function decodeJwt(token: string) {
  const [header = '', payload = ''] = token.split('.');
  const read = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: read(header), claims: read(payload) };
}

describe.each(drivers)('POST /api/ably/authenticate on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('answers 401 JSON to a visitor', async () => {
    const app = await buildTestApp(database.handle);

    const response = await createAgent(app).post('/api/ably/authenticate', {});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
  });

  it('answers 419 to a member whose request carries no CSRF token', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const response = await agent.post('/api/ably/authenticate', {}, { csrf: false });

    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      code: 'CSRF_TOKEN_MISMATCH',
      message: 'CSRF token mismatch.',
    });
  });

  it('grants a member in two groups exactly their own and their groups’ channels', async () => {
    const [options, macro, other] = await createGroups(database.handle.db, 3);
    const member = await createMember(database.handle.db);
    const someoneElse = await createMember(database.handle.db);
    await joinGroups(database.handle.db, member.id, [macro ?? 0, options ?? 0]);
    await joinGroups(database.handle.db, someoneElse.id, [other ?? 0]);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const response = await agent.post('/api/ably/authenticate', {});

    expect(response.statusCode).toBe(200);
    const details = response.json<TokenDetails>();
    const capability = {
      [`private:users.${member.id}.notifications`]: ['subscribe'],
      [`private:users.${member.id}.feed`]: ['subscribe'],
      'private:posts.public': ['subscribe'],
      'quotes:*': ['subscribe'],
      'private:live.chat': ['subscribe'],
      [`private:groups.${options}.posts`]: ['subscribe', 'presence'],
      [`private:groups.${options}.chat`]: ['subscribe', 'presence'],
      [`private:groups.${macro}.posts`]: ['subscribe', 'presence'],
      [`private:groups.${macro}.chat`]: ['subscribe', 'presence'],
    };
    expect(JSON.parse(details.capability)).toEqual(capability);
    expect(details.clientId).toBe(String(member.id));
    // The one wildcard is the live quotes' namespace, the same for everyone.
    expect(
      Object.keys(JSON.parse(details.capability)).filter((resource) => resource.includes('*')),
    ).toEqual(['quotes:*']);

    const { header, claims } = decodeJwt(details.token);
    expect(header).toEqual({ typ: 'JWT', alg: 'HS256', kid: testConfig(app).ablyKey.name });
    expect(claims['x-ably-clientId']).toBe(String(member.id));
    expect(typeof claims['x-ably-capability']).toBe('string');
    expect(JSON.parse(claims['x-ably-capability'])).toEqual(capability);
    expect(claims.exp - claims.iat).toBe(60 * 60);
    expect(details.issued).toBe(claims.iat * 1000);
    expect(details.expires).toBe(claims.exp * 1000);
    expect(Math.abs(details.issued - Date.now())).toBeLessThan(60_000);
    // Signed with the key secret: the broker (and Ably) accept it.
    const verified = verifyAblyJwt(details.token, testConfig(app).ablyKey, Date.now());
    expect(verified).toMatchObject({ ok: true, claims: { clientId: String(member.id) } });
  });

  it('grants only the member’s own channels when they are in no group', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const response = await agent.post('/api/ably/authenticate', {});

    expect(JSON.parse(response.json<TokenDetails>().capability)).toEqual({
      [`private:users.${member.id}.notifications`]: ['subscribe'],
      [`private:users.${member.id}.feed`]: ['subscribe'],
      'private:posts.public': ['subscribe'],
      'quotes:*': ['subscribe'],
      'private:live.chat': ['subscribe'],
    });
  });

  it('honours a shorter ttl, caps a longer one at an hour, and ignores a requested clientId', async () => {
    const member = await createMember(database.handle.db);
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const short = (await agent.post('/api/ably/authenticate', { ttl: 5000 })).json<TokenDetails>();
    const long = (
      await agent.post('/api/ably/authenticate', { ttl: 24 * 60 * 60 * 1000, clientId: '999' })
    ).json<TokenDetails>();

    expect(short.expires - short.issued).toBe(5000);
    expect(long.expires - long.issued).toBe(60 * 60 * 1000);
    expect(long.clientId).toBe(String(member.id));
  });
});
