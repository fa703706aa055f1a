import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { createMember, type MemberAttributes } from './factories.ts';

const configs = new WeakMap<FastifyInstance, Config>();

/**
 * The app over a database the test file opened, with a fresh DATA_DIR (so the mail outbox and
 * any files start empty) and no web build (so pages are the built-in placeholder). Must be called
 * inside a test: the app is closed and its DATA_DIR removed when that test finishes.
 */
export async function buildTestApp(
  handle: DatabaseHandle,
  env: NodeJS.ProcessEnv = {},
  options: {
    /** Registers routes of the test's own before the app is ready (e.g. one guarded by a hook). */
    routes?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-app-'));
  const config = testAppConfig(dataDir, env);
  const app = await buildApp({ config, database: handle, logger: false });
  options.routes?.(app);
  onTestFinished(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  configs.set(app, config);
  return app;
}

/**
 * A test app's config: DATA_DIR `dataDir`, no seed, a database the test opens itself, no web build
 * (pages are the built-in placeholder). Each call draws a new session secret unless `env` sets one.
 */
export function testAppConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'false',
    DATABASE_URL: 'memory://',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests play one member writing much faster than a person: the limits are counted, but a
    // thousand times higher. test/routes/rate-limits.test.ts sets 1, the product's limits.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
}

/** The config a test app was built with (its dataDir holds the mail outbox). */
export function testConfig(app: FastifyInstance): Config {
  const config = configs.get(app);
  if (!config) throw new Error('not an app from buildTestApp()');
  return config;
}

export interface AgentRequestOptions {
  /** false: do not send the CSRF header (to test that the server refuses). */
  csrf?: boolean;
  /** The client's network address (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);
type Payload = InjectOptions['payload'];

/**
 * A browser in miniature over `app.inject`: keeps the cookies the server sets and sends them back,
 * and sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on writes, like the web app's HTTP client.
 */
export function createAgent(app: FastifyInstance) {
  const jar = new Map<string, string>();

  const store = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  };

  const send = async (
    method: HttpMethod,
    url: string,
    payload: Payload,
    options: AgentRequestOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const writes = !SAFE_METHODS.has(method);
    // Like a browser that loaded a page first: a write starts by getting a CSRF token.
    if (writes && options.csrf !== false && !jar.has('XSRF-TOKEN')) {
      store(await app.inject({ method: 'GET', url: '/api/csrf-token', headers: cookieHeader() }));
    }
    const headers: Record<string, string> = { ...cookieHeader(), ...options.headers };
    const token = jar.get('XSRF-TOKEN');
    if (writes && options.csrf !== false && token !== undefined) headers['x-xsrf-token'] = token;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.query ? { query: options.query } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    store(response);
    return response;
  };

  function cookieHeader(): Record<string, string> {
    if (jar.size === 0) return {};
    return {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    };
  }

  return {
    get: (url: string, options?: AgentRequestOptions) => send('GET', url, undefined, options),
    post: (url: string, body?: Payload, options?: AgentRequestOptions) =>
      send('POST', url, body ?? {}, options),
    put: (url: string, body?: Payload, options?: AgentRequestOptions) =>
      send('PUT', url, body ?? {}, options),
    patch: (url: string, body?: Payload, options?: AgentRequestOptions) =>
      send('PATCH', url, body ?? {}, options),
    delete: (url: string, body?: Payload, options?: AgentRequestOptions) =>
      send('DELETE', url, body, options),
    request: send,
    cookie: (name: string) => jar.get(name),
    /** Every cookie the agent holds, to hand a session to another agent. */
    cookies: () => new Map(jar),
    setCookie: (name: string, value: string) => {
      jar.set(name, value);
    },
    deleteCookie: (name: string) => {
      jar.delete(name);
    },
    /** Fetches a CSRF token (setting the cookies) when the agent has none yet, and returns it. */
    async csrfToken(): Promise<string> {
      if (!jar.has('XSRF-TOKEN')) await send('GET', '/api/csrf-token', undefined);
      const token = jar.get('XSRF-TOKEN');
      if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
      return token;
    },
    /** Logs in through the API and fails loudly when that does not work. */
    async login(email: string, password: string, remember = false) {
      const response = await send('POST', '/login', { email, password, remember });
      if (response.statusCode !== 200) {
        throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return response;
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;

/** The Set-Cookie entry for `name` in a response, if there is one. */
export function responseCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** A member created in the database and logged in through `/login`, with their agent. */
export async function loggedInMember(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<MemberAttributes> = {},
) {
  const row = await createMember(db, overrides);
  const agent = createAgent(app);
  await agent.login(row.email, row.password);
  return { row, agent };
}

/** A multipart form with text `fields` and, optionally, one file under `file.field`. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string; type?: string },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file)
    data.append(
      file.field,
      new File([Buffer.from(file.bytes)], file.name, {
        type: file.type ?? 'application/octet-stream',
      }),
    );
  return data;
}
