import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('market data configuration', () => {
  let dataDir: string;
  const load = (overrides: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 's'.repeat(32),
      ...overrides,
    });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-quotes-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('simulates prices and publishes live quotes every second by default (not under test)', () => {
    expect(load().marketData).toEqual({ provider: 'simulated', quotesTickMs: 1000 });
    expect(load({ NODE_ENV: 'test' }).marketData).toEqual({
      provider: 'simulated',
      quotesTickMs: 0,
    });
    expect(load({ QUOTES_TICK_MS: '250' }).marketData.quotesTickMs).toBe(250);
    expect(load({ QUOTES_TICK_MS: '0' }).marketData.quotesTickMs).toBe(0);
  });

  it('uses Finnhub with its key, at its public addresses unless told otherwise', () => {
    expect(load({ MARKET_DATA_PROVIDER: 'finnhub', FINNHUB_API_KEY: 'abc123' }).marketData).toEqual(
      {
        provider: 'finnhub',
        quotesTickMs: 1000,
        finnhubApiKey: 'abc123',
        finnhubWsUrl: 'wss://ws.finnhub.io',
        finnhubApiUrl: 'https://finnhub.io/api/v1',
      },
    );
    expect(
      load({
        MARKET_DATA_PROVIDER: 'Finnhub',
        FINNHUB_API_KEY: 'abc123',
        FINNHUB_WS_URL: 'ws://127.0.0.1:9000',
        FINNHUB_API_URL: 'http://127.0.0.1:9001/api/v1/',
      }).marketData,
    ).toMatchObject({
      finnhubWsUrl: 'ws://127.0.0.1:9000',
      finnhubApiUrl: 'http://127.0.0.1:9001/api/v1',
    });
  });

  it('refuses an unknown provider, Finnhub without a key, and a tick out of range', () => {
    const refusal = (overrides: NodeJS.ProcessEnv) => {
      try {
        load(overrides);
      } catch (error) {
        return error;
      }
      throw new Error(`accepted ${JSON.stringify(overrides)}`);
    };
    expect(refusal({ MARKET_DATA_PROVIDER: 'bloomberg' })).toBeInstanceOf(ConfigError);
    expect(String(refusal({ MARKET_DATA_PROVIDER: 'finnhub' }))).toContain('FINNHUB_API_KEY');
    expect(String(refusal({ MARKET_DATA_PROVIDER: 'finnhub', FINNHUB_API_KEY: '  ' }))).toContain(
      'FINNHUB_API_KEY',
    );
    expect(
      refusal({
        MARKET_DATA_PROVIDER: 'finnhub',
        FINNHUB_API_KEY: 'k',
        FINNHUB_WS_URL: 'http://x',
      }),
    ).toBeInstanceOf(ConfigError);
    for (const tick of ['50', '60001', '1.5', 'often', '-1']) {
      expect(refusal({ QUOTES_TICK_MS: tick })).toBeInstanceOf(ConfigError);
    }
  });
});
