import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  let dataDir: string;
  const env = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...overrides,
  });

  /** The error loadConfig throws for `overrides`; fails the test when it throws none. */
  const refusal = (overrides: NodeJS.ProcessEnv): unknown => {
    try {
      loadConfig(env(overrides));
    } catch (error) {
      return error;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(overrides)}`);
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has working defaults', () => {
    const config = loadConfig(env({ DATABASE_URL: 'memory://' }));

    expect(config).toMatchObject({
      env: 'test',
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: 'memory://',
      logLevel: 'silent',
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      seed: true,
      secureCookies: false,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the values it is given', () => {
    const config = loadConfig(
      env({
        NODE_ENV: 'production',
        PORT: '8080',
        DATABASE_URL: 'postgresql://app@db.internal:5432/tapetv',
        LOG_LEVEL: 'warn',
        APP_URL: 'https://tapetv.example/',
        SEED: 'no',
        SESSION_SECRET: 's'.repeat(32),
      }),
    );

    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://app@db.internal:5432/tapetv',
      logLevel: 'warn',
      appUrl: 'https://tapetv.example',
      seed: false,
      secureCookies: true,
      sessionSecret: 's'.repeat(32),
    });
  });

  it.each(['abc', '70000', '-1', '3.5'])('rejects PORT=%s', (port) => {
    const error = refusal({ PORT: port });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toHaveProperty(
      'message',
      `PORT must be a whole number from 0 to 65535, got "${port}"`,
    );
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig(env()).trustProxy).toBe(false);
    expect(loadConfig(env({ TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    expect(String(refusal({ TRUST_PROXY: 'maybe' }))).toContain('TRUST_PROXY');
  });

  it('rejects an unknown LOG_LEVEL and lists the valid ones', () => {
    const error = refusal({ LOG_LEVEL: 'verbose' });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toHaveProperty(
      'message',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });

  it.each([
    ['mysql://root@localhost/tapetv', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['sqlite:///tmp/tapetv.db', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['not a url', 'DATABASE_URL must be a URL, got "not a url"'],
  ])('rejects DATABASE_URL=%s', (url, message) => {
    const error = refusal({ DATABASE_URL: url });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toHaveProperty('message', message);
  });

  it('rejects a SESSION_SECRET shorter than 32 characters', () => {
    const error = refusal({ SESSION_SECRET: 'too-short' });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toHaveProperty('message', 'SESSION_SECRET must be at least 32 characters');
  });

  it('rejects a SEED that is neither yes nor no', () => {
    const error = refusal({ SEED: 'maybe' });

    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toHaveProperty('message', 'SEED must be true or false, got "maybe"');
  });

  it('generates a session secret into DATA_DIR/session-secret and reuses it', async () => {
    const first = loadConfig(env());
    const stored = (await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim();

    const second = loadConfig(env());

    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(stored).toBe(first.sessionSecret);
    expect(second.sessionSecret).toBe(first.sessionSecret);
  });

  it('keeps a session secret someone put in DATA_DIR/session-secret', async () => {
    await writeFile(path.join(dataDir, 'session-secret'), `${'k'.repeat(40)}\n`);

    expect(loadConfig(env()).sessionSecret).toBe('k'.repeat(40));
  });

  it('writes no secret file for an in-memory database', async () => {
    const config = loadConfig(env({ DATABASE_URL: 'memory://' }));

    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    await expect(readFile(path.join(dataDir, 'session-secret'), 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
  it('opens 4 PostgreSQL connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig(env()).databasePoolSize).toBe(4);
    expect(loadConfig(env({ DATABASE_POOL_SIZE: '12' })).databasePoolSize).toBe(12);
    for (const DATABASE_POOL_SIZE of ['0', 'four', '2.5', '101']) {
      expect(refusal({ DATABASE_POOL_SIZE })).toHaveProperty(
        'message',
        `DATABASE_POOL_SIZE must be a whole number from 1 to 100, got "${DATABASE_POOL_SIZE}"`,
      );
    }
  });
  it('caps uploads at 10 MB unless UPLOAD_MAX_BYTES says otherwise', () => {
    expect(loadConfig(env()).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig(env({ UPLOAD_MAX_BYTES: '2097152' })).uploadMaxBytes).toBe(2097152);
    for (const UPLOAD_MAX_BYTES of ['ten', '1.5', '12', '999999999999']) {
      const error = refusal({ UPLOAD_MAX_BYTES });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error).toHaveProperty(
        'message',
        `UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 104857600, got "${UPLOAD_MAX_BYTES}"`,
      );
    }
  });

  describe('several processes', () => {
    it('runs one process with the broker in it unless told otherwise', () => {
      const config = loadConfig(env());

      expect(config.webConcurrency).toBe(1);
      expect(config.realtimeBroker).toBe('in-process');
    });

    it('runs WEB_CONCURRENCY processes on PostgreSQL, and refuses more than one on PGlite', () => {
      const postgresUrl = 'postgres://postgres@127.0.0.1:5432/tapetv';
      expect(loadConfig(env({ DATABASE_URL: postgresUrl, WEB_CONCURRENCY: '2' }))).toMatchObject({
        webConcurrency: 2,
      });
      for (const DATABASE_URL of [undefined, 'memory://']) {
        const error = refusal({ WEB_CONCURRENCY: '2', DATABASE_URL });
        expect(error).toBeInstanceOf(ConfigError);
        expect(error).toHaveProperty(
          'message',
          'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded PGlite database can be opened by one process only. Set DATABASE_URL to a PostgreSQL database (postgres://…), or leave WEB_CONCURRENCY at 1.',
        );
      }
      expect(refusal({ WEB_CONCURRENCY: '0' })).toHaveProperty(
        'message',
        'WEB_CONCURRENCY must be a whole number from 1 to 64, got "0"',
      );
    });

    it('takes REALTIME_BROKER=external, and refuses another value', () => {
      expect(loadConfig(env({ REALTIME_BROKER: 'external' })).realtimeBroker).toBe('external');
      expect(refusal({ REALTIME_BROKER: 'elsewhere' })).toHaveProperty(
        'message',
        'REALTIME_BROKER must be in-process or external, got "elsewhere"',
      );
    });
  });

  describe('real time', () => {
    it('defaults to the local key, derived from the session secret, and the embedded broker', () => {
      const config = loadConfig(env());

      expect(config.ablyKey.name).toBe('local.tapetv');
      expect(config.ablyKey.secret.length).toBeGreaterThanOrEqual(32);
      expect(config.ablyKey.secret).not.toContain(config.sessionSecret);
      expect(config.embeddedBroker).toBe(true);
      // The same installation keeps its key across restarts, so cached tokens stay valid.
      expect(loadConfig(env()).ablyKey).toEqual(config.ablyKey);
      expect(loadConfig(env({ SESSION_SECRET: 'x'.repeat(32) })).ablyKey.secret).not.toBe(
        config.ablyKey.secret,
      );
    });

    it('puts the broker on port 3001 outside tests and on a free port in tests', () => {
      expect(loadConfig(env({ NODE_ENV: 'production' })).realtimePort).toBe(3001);
      expect(loadConfig(env({ NODE_ENV: 'development' })).realtimePort).toBe(3001);
      expect(loadConfig(env()).realtimePort).toBe(0);
      expect(loadConfig(env({ REALTIME_PORT: '3101' })).realtimePort).toBe(3101);
    });

    it('uses Ably for a real ABLY_API_KEY, and the broker for one naming the local key', () => {
      const ably = loadConfig(env({ ABLY_API_KEY: 'xVLyHw.A-pwh7:s3cr3t/with+chars' }));
      const local = loadConfig(env({ ABLY_API_KEY: 'local.tapetv:chosen-secret' }));

      expect(ably.ablyKey).toEqual({ name: 'xVLyHw.A-pwh7', secret: 's3cr3t/with+chars' });
      expect(ably.embeddedBroker).toBe(false);
      expect(local.ablyKey).toEqual({ name: 'local.tapetv', secret: 'chosen-secret' });
      expect(local.embeddedBroker).toBe(true);
    });

    it('refuses a malformed ABLY_API_KEY or REALTIME_PORT', () => {
      for (const ABLY_API_KEY of ['no-colon', 'nodot:secret', 'a.b:', ' a.b:c d']) {
        const error = refusal({ ABLY_API_KEY });
        expect(error).toBeInstanceOf(ConfigError);
        expect(error).toHaveProperty(
          'message',
          'ABLY_API_KEY must look like appId.keyId:secret (the API key from the Ably dashboard)',
        );
      }
      expect(refusal({ REALTIME_PORT: 'ws' })).toHaveProperty(
        'message',
        'REALTIME_PORT must be a whole number from 0 to 65535, got "ws"',
      );
    });
  });
});
