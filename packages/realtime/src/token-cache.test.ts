import { ApiError } from '@tapetv/api-client';
import type { TokenDetails } from 'ably';
import { describe, expect, it, vi } from 'vitest';
import { AUTHENTICATE_PATH, createTokenSource, TOKEN_STORAGE_KEY } from './token-cache.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** Token details as the server answers them; pass only what the test is about. */
const tokenDetails = (overrides: Partial<TokenDetails> = {}): TokenDetails => ({
  token: 'header.claims.signature',
  issued: NOW - 1000,
  expires: NOW + 60_000,
  capability: '{"private:users.7.feed":["subscribe"]}',
  clientId: '7',
  ...overrides,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => {
      items.set(name, value);
    },
    items,
  };
}

const stored = (memberId: number, details: TokenDetails) => ({
  [TOKEN_STORAGE_KEY]: JSON.stringify({ memberId, details }),
});

function setup(options: { storage?: ReturnType<typeof memoryStorage>; answer?: () => unknown }) {
  const fresh = tokenDetails({ token: 'fresh.token.here', expires: NOW + 3_600_000 });
  const request = vi.fn(async () => (options.answer ? options.answer() : fresh));
  const logger = { error: vi.fn() };
  const storage = options.storage ?? memoryStorage();
  const source = createTokenSource({
    memberId: 7,
    transport: { request: request as never },
    storage,
    now: () => NOW,
    logger,
  });
  return { source, request, logger, storage, fresh };
}

describe('the token source', () => {
  it('POSTs the token request as JSON to /api/ably/authenticate and keeps the answer', async () => {
    const { source, request, storage, fresh } = setup({});

    const details = await source({ ttl: 5000 }, false);

    expect(details).toEqual(fresh);
    expect(request).toHaveBeenCalledWith('POST', AUTHENTICATE_PATH, { json: { ttl: 5000 } });
    expect(JSON.parse(storage.items.get(TOKEN_STORAGE_KEY) ?? '')).toEqual({
      memberId: 7,
      details: fresh,
    });
  });

  it('reuses the kept token while its expiry is later than now', async () => {
    const kept = tokenDetails({ token: 'kept.token.here', expires: NOW + 1 });
    const { source, request } = setup({ storage: memoryStorage(stored(7, kept)) });

    expect(await source({}, false)).toEqual(kept);
    expect(request).not.toHaveBeenCalled();
  });

  it('fetches a new token when the kept one has expired or belongs to another member', async () => {
    const expired = setup({ storage: memoryStorage(stored(7, tokenDetails({ expires: NOW }))) });
    const other = setup({ storage: memoryStorage(stored(8, tokenDetails({ clientId: '8' }))) });
    const garbled = setup({ storage: memoryStorage({ [TOKEN_STORAGE_KEY]: '{not json' }) });

    for (const { source, request, fresh } of [expired, other, garbled]) {
      expect(await source({}, false)).toEqual(fresh);
      expect(request).toHaveBeenCalledTimes(1);
    }
  });

  it('fetches a fresh token for a renewal even while the kept one is valid', async () => {
    const { source, request, fresh } = setup({
      storage: memoryStorage(stored(7, tokenDetails())),
    });

    expect(await source({}, true)).toEqual(fresh);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('logs a refused request with its HTTP status and passes the error on', async () => {
    const refusal = new ApiError(419, { code: 'CSRF_TOKEN_MISMATCH' }, 'CSRF token mismatch.');
    const { source, logger, storage } = setup({
      answer: () => {
        throw refusal;
      },
    });

    await expect(source({}, false)).rejects.toBe(refusal);
    expect(logger.error).toHaveBeenCalledWith(
      'Real-time authentication failed with HTTP status 419',
    );
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('works without storage', async () => {
    const request = vi.fn(async () => tokenDetails());
    const source = createTokenSource({
      memberId: 7,
      transport: { request: request as never },
      storage: null,
      now: () => NOW,
    });

    await source({}, false);
    await source({}, false);

    expect(request).toHaveBeenCalledTimes(2);
  });
});
