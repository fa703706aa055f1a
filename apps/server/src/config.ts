import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT as serverRoot } from './lib/server-root.ts';
import { hmac } from './lib/tokens.ts';
import {
  type AblyKey,
  isLocalKey,
  LOCAL_KEY_NAME,
  parseAblyKey,
} from './modules/realtime/ably-key.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Absent: PGlite persisted in `dataDir/db`. `memory://` gives an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections to a real PostgreSQL (PGlite has one). */
  databasePoolSize: number;
  sessionSecret: string;
  logLevel: LogLevel;
  /** Public origin used in links sent by mail. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Folder of the built web app; served when it exists. */
  webDistDir: string;
  /** Seed demo data into an empty database at start. */
  seed: boolean;
  /** Sets the Secure flag on cookies (behind TLS). */
  secureCookies: boolean;
  /**
   * Believe X-Forwarded-For (the client address behind a reverse proxy). Off by default: otherwise
   * a client could pick its own address and slip past the per-address login limit.
   */
  trustProxy: boolean;
  /**
   * ABLY_API_KEY: signs the real-time tokens members get, and the server publishes with it.
   * Absent, it is the local key, derived from the session secret.
   */
  ablyKey: AblyKey;
  /** True for the local key: the embedded broker runs on `realtimePort` instead of Ably. */
  embeddedBroker: boolean;
  /** Port of the embedded broker (WebSocket and its small REST API). 0 picks a free one. */
  realtimePort: number;
  /**
   * REALTIME_BROKER: where the embedded broker runs. `in-process` (default): this process starts
   * it. `external`: another process runs it on `realtimePort` and this one only publishes to it
   * (what `pnpm start`'s primary tells its workers when WEB_CONCURRENCY is above 1).
   */
  realtimeBroker: 'in-process' | 'external';
  /**
   * WEB_CONCURRENCY: server processes sharing the port (node:cluster; default 1). More than one
   * needs DATABASE_URL: the embedded PGlite database belongs to one process.
   */
  webConcurrency: number;
  /** UPLOAD_MAX_BYTES: the largest file `POST /api/uploads` accepts, before re-encoding. */
  uploadMaxBytes: number;
  /**
   * RATE_LIMIT_SCALE: multiplies every rate limit's allowance (modules/rate-limits). 1, the
   * default, is the product's limits; load tests and the end-to-end run, where one machine plays
   * many members, raise it. The limits stay on whatever it is.
   */
  rateLimitScale: number;
  /**
   * Market data (modules/quotes). MARKET_DATA_PROVIDER: `simulated` (default: invented, labelled
   * prices) or `finnhub` (needs FINNHUB_API_KEY; FINNHUB_WS_URL and FINNHUB_API_URL point
   * elsewhere, e.g. at a proxy). QUOTES_TICK_MS: how often live quotes are published (default
   * 1000; 0 turns them off, the default under test).
   */
  marketData: MarketDataConfig;
  /**
   * The data calendars (modules/calendar-data). CALENDAR_PROVIDER: `sample` (default: the seeded,
   * labelled sample rows and imported files) or `finnhub` (needs FINNHUB_API_KEY; refreshes the
   * economic, earnings and IPO calendars hourly, and hides the sample rows).
   */
  calendars: CalendarsConfig;
  /**
   * The pro tier's payments (modules/billing). PAYMENT_PROVIDER: `test` (default: the local test
   * provider, which takes only its documented test cards and moves no money) or `stripe` (needs
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; members pay on Stripe Checkout and Stripe's
   * webhook, POST /api/billing/webhooks/stripe, tells the server).
   */
  payments: PaymentsConfig;
  /**
   * JOBS: whether this process works the job queue (plugins/app/jobs.ts) and keeps its schedules
   * (default on; off under test). Off, it still queues jobs for a process that works them.
   */
  jobs: boolean;
  /**
   * LIVE_STREAM_URL: the live show's HLS playlist (an http(s) URL, usually ending in .m3u8).
   * Absent (the default), the channel is off the air and `/tapetv-live` says so.
   */
  liveStreamUrl: string | undefined;
}

export type MarketDataConfig =
  | { provider: 'simulated'; quotesTickMs: number }
  | {
      provider: 'finnhub';
      quotesTickMs: number;
      finnhubApiKey: string;
      finnhubWsUrl: string;
      finnhubApiUrl: string;
    };

export type CalendarsConfig =
  | { provider: 'sample' }
  | { provider: 'finnhub'; finnhubApiKey: string; finnhubApiUrl: string };

export type PaymentsConfig =
  | { provider: 'test' }
  | { provider: 'stripe'; stripeSecretKey: string; stripeWebhookSecret: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

function parseCount(name: string, raw: string | undefined, fallback: number, max: number) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Connections per process: enough to keep PostgreSQL busy while Node waits, few enough that they
 * do not fight over the cores (`pnpm bench feed` on 2 cores; see bench/README.md).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 4;

/** The default cap on one uploaded file: 10 MB, enough for a phone photo at full resolution. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The highest cap accepted: an upload is held in memory while it is checked and re-encoded. */
const UPLOAD_MAX_BYTES_CEILING = 100 * 1024 * 1024;

function parseByteSize(name: string, raw: string | undefined, fallback: number, max: number) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1024 || value > max) {
    throw new ConfigError(
      `${name} must be a whole number of bytes from 1024 to ${max}, got "${raw}"`,
    );
  }
  return value;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

export const MARKET_DATA_PROVIDERS = ['simulated', 'finnhub'] as const;
/** Live quotes are published this often by default. */
export const DEFAULT_QUOTES_TICK_MS = 1000;

function resolveMarketData(env: NodeJS.ProcessEnv, test: boolean): MarketDataConfig {
  const provider = (env.MARKET_DATA_PROVIDER || 'simulated').toLowerCase();
  const rawTick = env.QUOTES_TICK_MS;
  let quotesTickMs = test ? 0 : DEFAULT_QUOTES_TICK_MS;
  if (rawTick !== undefined && rawTick !== '') {
    quotesTickMs = Number(rawTick);
    if (
      !Number.isInteger(quotesTickMs) ||
      (quotesTickMs !== 0 && (quotesTickMs < 100 || quotesTickMs > 60_000))
    ) {
      throw new ConfigError(
        `QUOTES_TICK_MS must be 0 (off) or a whole number of milliseconds from 100 to 60000, got "${rawTick}"`,
      );
    }
  }
  if (provider === 'simulated') return { provider, quotesTickMs };
  if (provider !== 'finnhub') {
    throw new ConfigError(
      `MARKET_DATA_PROVIDER must be one of ${MARKET_DATA_PROVIDERS.join(', ')}, got "${env.MARKET_DATA_PROVIDER}"`,
    );
  }
  const finnhubApiKey = env.FINNHUB_API_KEY?.trim();
  if (!finnhubApiKey) {
    throw new ConfigError(
      'MARKET_DATA_PROVIDER=finnhub needs FINNHUB_API_KEY (the API key from finnhub.io/dashboard)',
    );
  }
  return {
    provider,
    quotesTickMs,
    finnhubApiKey,
    finnhubWsUrl:
      parseUrl('FINNHUB_WS_URL', env.FINNHUB_WS_URL, ['ws:', 'wss:']) ?? 'wss://ws.finnhub.io',
    finnhubApiUrl: (
      parseUrl('FINNHUB_API_URL', env.FINNHUB_API_URL, ['http:', 'https:']) ??
      'https://finnhub.io/api/v1'
    ).replace(/\/$/, ''),
  };
}

export const CALENDAR_PROVIDERS = ['sample', 'finnhub'] as const;

function resolveCalendars(env: NodeJS.ProcessEnv): CalendarsConfig {
  const provider = (env.CALENDAR_PROVIDER || 'sample').toLowerCase();
  if (provider === 'sample') return { provider };
  if (provider !== 'finnhub') {
    throw new ConfigError(
      `CALENDAR_PROVIDER must be one of ${CALENDAR_PROVIDERS.join(', ')}, got "${env.CALENDAR_PROVIDER}"`,
    );
  }
  const finnhubApiKey = env.FINNHUB_API_KEY?.trim();
  if (!finnhubApiKey) {
    throw new ConfigError(
      'CALENDAR_PROVIDER=finnhub needs FINNHUB_API_KEY (the API key from finnhub.io/dashboard)',
    );
  }
  return {
    provider,
    finnhubApiKey,
    finnhubApiUrl: (
      parseUrl('FINNHUB_API_URL', env.FINNHUB_API_URL, ['http:', 'https:']) ??
      'https://finnhub.io/api/v1'
    ).replace(/\/$/, ''),
  };
}

export const PAYMENT_PROVIDER_CHOICES = ['test', 'stripe'] as const;

function resolvePayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER || 'test').toLowerCase();
  if (provider === 'test') return { provider };
  if (provider !== 'stripe') {
    throw new ConfigError(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDER_CHOICES.join(', ')}, got "${env.PAYMENT_PROVIDER}"`,
    );
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!stripeSecretKey || !/^(sk|rk)_(test|live)_\S+$/.test(stripeSecretKey)) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (the secret key from the Stripe dashboard, sk_test_… or sk_live_…)',
    );
  }
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!stripeWebhookSecret?.startsWith('whsec_')) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (whsec_…, the signing secret of the webhook endpoint, or the one `stripe listen` prints)',
    );
  }
  return { provider, stripeSecretKey, stripeWebhookSecret };
}

/**
 * Reads the session secret from the environment, or from `dataDir/session-secret`,
 * creating that file on first start so sessions survive restarts.
 */
function resolveSessionSecret(raw: string | undefined, dataDir: string, persist: boolean): string {
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
    return raw;
  }
  if (!persist) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The Ably key from ABLY_API_KEY, or the local key: `local.tapetv:` plus a secret derived from
 * the session secret, so it survives restarts without another file and differs per installation.
 */
function resolveAblyKey(raw: string | undefined, sessionSecret: string): AblyKey {
  if (raw === undefined || raw === '') {
    return { name: LOCAL_KEY_NAME, secret: hmac(sessionSecret, 'tapetv:ably-local-key') };
  }
  const key = parseAblyKey(raw);
  if (!key) {
    throw new ConfigError(
      'ABLY_API_KEY must look like appId.keyId:secret (the API key from the Ably dashboard)',
    );
  }
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`,
    );
  }
  const port = parsePort('PORT', env.PORT, 3000);
  const databaseUrl =
    env.DATABASE_URL === 'memory://'
      ? 'memory://'
      : parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const dataDir = path.resolve(env.DATA_DIR || path.join(serverRoot, 'data'));
  const inMemory = databaseUrl === 'memory://';
  mkdirSync(dataDir, { recursive: true });
  const appUrl =
    parseUrl('APP_URL', env.APP_URL, ['http:', 'https:']) ?? `http://localhost:${port}`;

  const webConcurrency = parseCount('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1, 64);
  if (webConcurrency > 1 && (databaseUrl === undefined || inMemory)) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded PGlite database can be opened by one process only. Set DATABASE_URL to a PostgreSQL database (postgres://…), or leave WEB_CONCURRENCY at 1.`,
    );
  }
  const realtimeBroker = env.REALTIME_BROKER || 'in-process';
  if (realtimeBroker !== 'in-process' && realtimeBroker !== 'external') {
    throw new ConfigError(
      `REALTIME_BROKER must be in-process or external, got "${env.REALTIME_BROKER}"`,
    );
  }

  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, dataDir, !inMemory);
  const ablyKey = resolveAblyKey(env.ABLY_API_KEY, sessionSecret);

  return {
    env: nodeEnv,
    port,
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    databasePoolSize: parseCount(
      'DATABASE_POOL_SIZE',
      env.DATABASE_POOL_SIZE,
      DEFAULT_DATABASE_POOL_SIZE,
      100,
    ),
    sessionSecret,
    logLevel,
    appUrl: appUrl.replace(/\/$/, ''),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'TapeTV <no-reply@tapetv.dev>',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(serverRoot, '../web/dist')),
    seed: parseBoolean('SEED', env.SEED, true),
    secureCookies: parseBoolean('SECURE_COOKIES', env.SECURE_COOKIES, appUrl.startsWith('https:')),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    ablyKey,
    embeddedBroker: isLocalKey(ablyKey),
    // Tests build many apps side by side: each broker takes a free port unless told otherwise.
    realtimePort: parsePort('REALTIME_PORT', env.REALTIME_PORT, nodeEnv === 'test' ? 0 : 3001),
    realtimeBroker,
    webConcurrency,
    uploadMaxBytes: parseByteSize(
      'UPLOAD_MAX_BYTES',
      env.UPLOAD_MAX_BYTES,
      DEFAULT_UPLOAD_MAX_BYTES,
      UPLOAD_MAX_BYTES_CEILING,
    ),
    rateLimitScale: parseCount('RATE_LIMIT_SCALE', env.RATE_LIMIT_SCALE, 1, 1_000_000),
    marketData: resolveMarketData(env, nodeEnv === 'test'),
    calendars: resolveCalendars(env),
    payments: resolvePayments(env),
    jobs: parseBoolean('JOBS', env.JOBS, nodeEnv !== 'test'),
    liveStreamUrl: parseUrl('LIVE_STREAM_URL', env.LIVE_STREAM_URL?.trim(), ['http:', 'https:']),
  };
}
