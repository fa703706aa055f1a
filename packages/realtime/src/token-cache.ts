import { ApiError, type Transport } from '@tapetv/api-client';
import type { TokenDetails, TokenParams } from 'ably';

/** The route that turns the member's session into a real-time token (spec point 7). */
export const AUTHENTICATE_PATH = '/api/ably/authenticate';
export const TOKEN_STORAGE_KEY = 'tapetv.realtime.token';

interface StoredToken {
  memberId: number;
  details: TokenDetails;
}

export interface TokenSourceOptions {
  memberId: number;
  /** The API client's transport: it adds the CSRF headers and sends JSON. */
  transport: Pick<Transport, 'request'>;
  /** sessionStorage in the browser; null keeps nothing. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  logger?: Pick<Console, 'error'>;
}

/**
 * Where the client's tokens come from. A page load reuses the token kept in session storage while
 * its expiry is later than now (and it is this member's); a renewal, which the client asks for
 * when the broker requests re-authentication or the token expired, always fetches a fresh one.
 */
export type TokenSource = (params: TokenParams, renewal: boolean) => Promise<TokenDetails>;

export function createTokenSource({
  memberId,
  transport,
  storage,
  now = Date.now,
  logger = console,
}: TokenSourceOptions): TokenSource {
  const read = (): TokenDetails | undefined => {
    try {
      const stored = JSON.parse(
        storage?.getItem(TOKEN_STORAGE_KEY) ?? 'null',
      ) as StoredToken | null;
      if (stored?.memberId === memberId && stored.details.expires > now()) return stored.details;
    } catch {
      // Unreadable or unavailable storage: fetch a token.
    }
    return undefined;
  };
  const write = (details: TokenDetails) => {
    try {
      storage?.setItem(
        TOKEN_STORAGE_KEY,
        JSON.stringify({ memberId, details } satisfies StoredToken),
      );
    } catch {
      // Full or disabled storage only costs a token request on the next page load.
    }
  };

  return async (params, renewal) => {
    const cached = renewal ? undefined : read();
    if (cached) return cached;
    try {
      const details = await transport.request<TokenDetails>('POST', AUTHENTICATE_PATH, {
        json: params ?? {},
      });
      write(details);
      return details;
    } catch (error) {
      if (error instanceof ApiError) {
        logger.error(`Real-time authentication failed with HTTP status ${error.status}`);
      } else {
        logger.error('Real-time authentication failed:', error);
      }
      throw error;
    }
  };
}
