import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AblyKey } from './ably-key.ts';
import { type Capability, parseCapability } from './capability.ts';

/**
 * Ably JWTs (https://ably.com/docs/auth/token/jwt): HS256, `kid` = the key name, and the claims
 * `x-ably-capability` (a JSON string), `x-ably-clientId`, `iat` and `exp` in seconds. Ably's
 * service accepts them as they are, and so does the embedded broker.
 */
export interface AblyTokenClaims {
  clientId: string | undefined;
  capability: Capability;
  /** Milliseconds since the epoch. */
  issued: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** What the `ably` client takes from an authCallback: it recognises token details by `issued`. */
export interface AblyTokenDetails {
  token: string;
  issued: number;
  expires: number;
  capability: string;
  clientId: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

/** Signs the claims with the key. Times are rounded down to whole seconds, as JWT needs. */
export function signAblyJwt(key: AblyKey, claims: AblyTokenClaims): string {
  const header = { typ: 'JWT', alg: 'HS256', kid: key.name };
  const payload: Record<string, unknown> = {
    iat: Math.floor(claims.issued / 1000),
    exp: Math.floor(claims.expires / 1000),
    'x-ably-capability': JSON.stringify(claims.capability),
  };
  if (claims.clientId !== undefined) payload['x-ably-clientId'] = claims.clientId;
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${sign(key.secret, input).toString('base64url')}`;
}

/** Token details for a fresh JWT, with the same times the token carries. */
export function ablyTokenDetails(
  key: AblyKey,
  clientId: string,
  capability: Capability,
  now: number,
  ttlMs: number,
): AblyTokenDetails {
  const issued = Math.floor(now / 1000) * 1000;
  const expires = issued + Math.max(1000, Math.floor(ttlMs / 1000) * 1000);
  return {
    token: signAblyJwt(key, { clientId, capability, issued, expires }),
    issued,
    expires,
    capability: JSON.stringify(capability),
    clientId,
  };
}

export type JwtRejection =
  /** Not a JWT of the shape above: Ably answers 40144. */
  | 'malformed'
  /** Signed by another key, or tampered with: 40143, so the client fetches a new token. */
  | 'unrecognised'
  /** Past `exp`: 40142, which makes the client fetch a new token. */
  | 'expired';

export type JwtVerification =
  | { ok: true; claims: AblyTokenClaims }
  | { ok: false; reason: JwtRejection };

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Checks a JWT against the key at time `now` (ms) and reads its claims. */
export function verifyAblyJwt(token: string, key: AblyKey, now: number): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload || header.alg !== 'HS256') return { ok: false, reason: 'malformed' };
  if (header.kid !== key.name) return { ok: false, reason: 'unrecognised' };
  const expected = sign(key.secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'unrecognised' };
  }
  const { iat, exp } = payload;
  const capability = parseCapability(payload['x-ably-capability']);
  const clientId = payload['x-ably-clientId'];
  if (
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    !capability ||
    (clientId !== undefined && typeof clientId !== 'string')
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { clientId, capability, issued: iat * 1000, expires: exp * 1000 } };
}
