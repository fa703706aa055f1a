import { describe, expect, it } from 'vitest';
import {
  ablyTokenDetails,
  signAblyJwt,
  verifyAblyJwt,
} from '../../../src/modules/realtime/ably-jwt.ts';

const key = { name: 'app1.key1', secret: 'the-secret' };
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const claims = {
  clientId: '7',
  capability: { 'private:users.7.feed': ['subscribe'] },
  issued: now,
  expires: now + 60_000,
};

describe('Ably JWTs', () => {
  it('verify with the key that signed them and give back their claims', () => {
    const token = signAblyJwt(key, claims);

    expect(verifyAblyJwt(token, key, now + 1000)).toEqual({ ok: true, claims });
  });

  it('are refused once expired, so the client renews (40142)', () => {
    const token = signAblyJwt(key, claims);

    expect(verifyAblyJwt(token, key, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are not recognised when another key signed them or they were altered', () => {
    const token = signAblyJwt(key, claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        iat: now / 1000,
        exp: now / 1000 + 60,
        'x-ably-capability': '{"*":["*"]}',
        'x-ably-clientId': '7',
      }),
    ).toString('base64url');

    expect(verifyAblyJwt(token, { ...key, secret: 'other' }, now)).toEqual({
      ok: false,
      reason: 'unrecognised',
    });
    expect(verifyAblyJwt(token, { ...key, name: 'app1.key2' }, now)).toEqual({
      ok: false,
      reason: 'unrecognised',
    });
    expect(verifyAblyJwt(`${header}.${forged}.${signature}`, key, now)).toEqual({
      ok: false,
      reason: 'unrecognised',
    });
  });

  it('are malformed when they are not three JSON parts with Ably’s claims', () => {
    const unsignedClaims = Buffer.from(JSON.stringify({ iat: 1, exp: 2 })).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', kid: key.name })).toString(
      'base64url',
    );

    expect(verifyAblyJwt('not-a-jwt', key, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyAblyJwt(`${header}.${unsignedClaims}`, key, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: key.name })).toString('base64url');
    expect(verifyAblyJwt(`${none}.${unsignedClaims}.`, key, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('come as token details whose times match the token, in whole seconds', () => {
    const details = ablyTokenDetails(key, '7', claims.capability, now + 999, 5000);

    expect(details).toMatchObject({
      issued: now,
      expires: now + 5000,
      clientId: '7',
      capability: JSON.stringify(claims.capability),
    });
    expect(verifyAblyJwt(details.token, key, now)).toMatchObject({
      ok: true,
      claims: { issued: now, expires: now + 5000 },
    });
  });
});
