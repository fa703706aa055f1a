import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { type Agent, createAgent, testAppConfig } from '../helpers/app.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';
import {
  type ContractOperation,
  contractOperations,
  readContract,
  responseValidator,
} from '../helpers/fuzz/contract.ts';
import {
  anyString,
  anyValue,
  invalidArbitrary,
  type JsonSchema,
  resolverOf,
  validArbitrary,
} from '../helpers/fuzz/schema-arbitrary.ts';
import { tableHasher } from '../helpers/table-snapshot.ts';

/**
 * Contract fuzzing: every operation of `packages/api-client/openapi.json` gets requests generated
 * from its own parameters and body schema, valid and not (wrong types, missing and extra fields,
 * huge strings, unicode edge cases, odd ids, malformed JSON, wrong content types, oversized
 * bodies), as a member and as a visitor, with and without the CSRF token. The server must never
 * answer 5xx, must refuse with its JSON error shape, must answer 2xx in the documented shape, and a
 * refused request must leave every table as it was.
 *
 * FUZZ_RUNS (default 10,000) requests in all, shared evenly between the operations; FUZZ_SEED
 * (default 22) makes a run repeatable: a failure prints the seed and path that reproduce it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 22);

const document = readContract();
const resolve = resolverOf(document);
const validate = responseValidator(document);
const operations = contractOperations(document);
const runsPerOperation = Math.ceil(RUNS / operations.length);

/** A seed per operation from FUZZ_SEED, so an operation's requests do not depend on the others. */
const seedOf = (operation: ContractOperation) =>
  createHash('sha256')
    .update(`${SEED} ${operation.method} ${operation.path}`)
    .digest()
    .readInt32LE(0);

interface World {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The fuzzing member's agent; replaced when a request ended their session (logout, deletion). */
  member: Agent;
  /** Strings that name rows of the world, for string path parameters (handles, slugs, tickers). */
  names: string[];
}

const ok = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
};

/** Members, posts, a comment, groups with chat, a conversation, a watchlist and an alert. */
async function buildWorld(app: FastifyInstance, handle: DatabaseHandle): Promise<World> {
  const db = handle.db;
  const symbol = await createSymbol(db, { symbol: 'AAPL', name: 'Apple Inc.' });
  await createSymbol(db, { symbol: 'BTC', name: 'Bitcoin', type: 'crypto', region: 'global' });
  const people = [];
  for (const userName of ['fuzzer', 'other', 'third']) {
    const row = await createMember(db, { userName, name: `The ${userName}` });
    const agent = createAgent(app);
    await agent.login(row.email, row.password);
    people.push({ row, agent });
  }
  const [me, other] = people as [(typeof people)[0], (typeof people)[0]];
  ok(await me.agent.post('/api/posts', { text: 'My first take on $AAPL' }), 'my post');
  const theirs = ok(await other.agent.post('/api/posts', { text: 'Their post' }), 'their post');
  ok(
    await me.agent.post('/api/submit-comment', { post_id: theirs.id, text: 'A comment' }),
    'comment',
  );
  const club = ok(
    await other.agent.post('/api/groups', {
      name: 'fuzz-club',
      title: 'Fuzz club',
      privacy: 'public',
    }),
    'public group',
  ).group as { id: number };
  ok(await me.agent.post(`/api/groups/${club.id}/join`), 'join');
  ok(
    await me.agent.post('/api/groups', {
      name: 'my-circle',
      title: 'My circle',
      privacy: 'private',
    }),
    'private group',
  );
  ok(await other.agent.post(`/api/groups/${club.id}/send-message`, { text: 'Hello club' }), 'chat');
  const conversation = ok(
    await me.agent.post('/api/conversations', { user_id: other.row.id }),
    'conversation',
  );
  ok(
    await me.agent.post(`/api/conversations/${conversation.id}/messages`, { text: 'Hi there' }),
    'message',
  );
  const list = ok(await me.agent.post('/api/watchlist', { title: 'Mine' }), 'watchlist')
    .watchlist as { id: number };
  ok(
    await me.agent.post('/api/watchlist/symbol', { symbol_id: symbol.id, watchlist_id: list.id }),
    'watchlist symbol',
  );
  ok(
    await me.agent.post('/api/alerts', { symbol_id: symbol.id, direction: 'above', price: 500 }),
    'alert',
  );
  ok(await me.agent.post(`/api/users/${other.row.id}/follow`), 'follow');
  return {
    app,
    handle,
    member: me.agent,
    names: ['fuzzer', 'other', 'AAPL', 'BTC', 'fuzz-club', 'my-circle'],
  };
}

// ---------------------------------------------------------------------------------------------
// Requests.

interface FuzzRequest {
  identity: 'member' | 'visitor';
  csrf: boolean;
  url: string;
  headers: Record<string, string>;
  payload: string | FormData | undefined;
  /** What the request is, for a failure's message. */
  describe: string;
}

/**
 * Tables a refusal is meant to write: a failed login counts towards the address's throttle (the
 * counter that refuses the next attempts). Besides, a call that documents 429 may count a request
 * it then refuses (a field the service finds wrong) against its rate limit.
 */
const REFUSALS_RECORDED: Record<string, readonly string[]> = {
  'POST /login': ['login_throttles'],
};
const recordedBy = (operation: ContractOperation): readonly string[] => [
  ...(REFUSALS_RECORDED[`${operation.method} ${operation.path}`] ?? []),
  ...(operation.responses['429'] ? ['rate_limits'] : []),
];

/**
 * Path segments no client should send. (`..` and `%2e%2e` are not among them: URL parsing
 * resolves both before the request leaves, so they would ask for another route.)
 */
const RAW_SEGMENTS = [
  '0',
  '-1',
  '00',
  '1.5',
  '1e3',
  '2147483648',
  '9007199254740993',
  '%25',
  '...',
  'null',
  '%F0%9F%98%80',
];

/** Lone surrogates as U+FFFD (what a browser sends for them), so the text can be percent-encoded. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encode = (value: unknown) => encodeURIComponent(wellFormed(String(value)));

function pathValue(schema: JsonSchema, names: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: validArbitrary(schema, resolve).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    {
      weight: 2,
      arbitrary: anyString(30)
        .filter((text) => text.length > 0)
        .map(encode),
    },
  );
}

function queryValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validArbitrary(schema, resolve).map((value) => String(value)) },
    { weight: 1, arbitrary: anyString(40) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('-1', '0', '99999999999999999999', 'true', '[]', '{}'),
    },
  );
}

/** JSON bodies that do not parse, sent as JSON. */
const malformedJson = () =>
  fc.constantFrom(...MALFORMED_JSON).map((text) => ({
    headers: { 'content-type': 'application/json' },
    payload: text as string | undefined,
    kind: 'malformed JSON',
  }));

const MALFORMED_JSON = [
  '{',
  '{"text": }',
  '[1, 2',
  'nul',
  '{"a": "\\u12"}',
  '\u0000',
  '{"a":1}{"b":2}',
];

function jsonBody(
  schema: JsonSchema,
): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'> & { kind: string }> {
  const json = (value: unknown, type = 'application/json') => ({
    headers: { 'content-type': type },
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: validArbitrary(schema, resolve).map((value) => ({
        ...json(value),
        kind: 'valid',
      })),
    },
    {
      weight: 6,
      arbitrary: invalidArbitrary(schema, resolve).map((value) => ({
        ...json(value),
        kind: 'invalid',
      })),
    },
    { weight: 1, arbitrary: malformedJson() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          validArbitrary(schema, resolve),
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
            'multipart/form-data',
          ),
        )
        .map(([value, type]) => ({ ...json(value, type), kind: `as ${type}` })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: {}, payload: undefined, kind: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
        kind: 'oversized',
      }),
    },
  );
}

function multipartBody(): fc.Arbitrary<
  Pick<FuzzRequest, 'headers' | 'payload'> & { kind: string }
> {
  const file = fc.record({
    field: fc.constantFrom('file', 'image', 'cover', 'photo', 'x'),
    bytes: fc.uint8Array({ maxLength: 2048 }),
    name: fc.constantFrom(
      'a.png',
      'a.jpg',
      'a.gif',
      'a.svg',
      'a.exe',
      '../../a.png',
      'a',
      '\u202Egnp.exe',
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
      '',
    ),
  });
  const fields = fc.dictionary(
    fc.constantFrom('x', 'y', 'position', 'group_id', 'groupId', 'name'),
    anyString(20),
    { maxKeys: 3 },
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(fields, fc.option(file, { nil: undefined })).map(([values, upload]) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(values)) form.append(name, value);
        if (upload)
          form.append(
            upload.field,
            new File([Buffer.from(upload.bytes)], upload.name, { type: upload.type }),
          );
        return { headers: {}, payload: form, kind: 'multipart' };
      }),
    },
    {
      weight: 1,
      arbitrary: anyValue().map((value) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(value) ?? 'null',
        kind: 'JSON to a multipart call',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
        payload: '--nothing\r\nbroken',
        kind: 'broken multipart',
      }),
    },
  );
}

function noBody(): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'> & { kind: string }> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ headers: {}, payload: undefined, kind: 'no body' }) },
    {
      weight: 1,
      arbitrary: anyValue().map((value) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(value) ?? 'null',
        kind: 'unexpected body',
      })),
    },
    { weight: 1, arbitrary: malformedJson() },
  );
}

function requestArbitrary(
  operation: ContractOperation,
  names: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParts: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.pathParameters)
    pathParts[parameter.name] = pathValue(parameter.schema, names);
  const queryParts: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.queryParameters)
    queryParts[parameter.name] = queryValue(parameter.schema);
  const media = Object.keys(operation.body);
  const body =
    media.length === 0
      ? noBody()
      : media[0] === 'multipart/form-data'
        ? multipartBody()
        : jsonBody(operation.body[media[0] as string] as JsonSchema);
  return fc
    .record({
      identity: fc.constantFrom<FuzzRequest['identity']>('member', 'member', 'member', 'visitor'),
      csrf: fc.constantFrom(true, true, true, false),
      path: fc.record(pathParts),
      query: fc.record(queryParts, { requiredKeys: [] }),
      extraQuery: fc.option(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'a[b]'), anyString(10)),
        { nil: undefined, freq: 5 },
      ),
      body,
    })
    .map(({ identity, csrf, path: values, query, extraQuery, body: chosen }) => {
      let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query))
        if (value !== undefined) search.append(name, wellFormed(value));
      if (extraQuery) search.append(extraQuery[0], wellFormed(extraQuery[1]));
      if (search.size > 0) url += `?${search}`;
      return {
        identity,
        csrf,
        url,
        headers: chosen.headers,
        payload: chosen.payload,
        describe: `${operation.method} ${url} as ${identity}${csrf ? '' : ' without CSRF'}, ${chosen.kind} body: ${
          typeof chosen.payload === 'string'
            ? chosen.payload.slice(0, 300)
            : chosen.payload
              ? '(form)'
              : '(none)'
        }`,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Expectations.

/** The documented schema pointer for a response, or why the response is not what the contract says. */
function checkResponse(
  operation: ContractOperation,
  response: LightMyRequestResponse,
): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 500)}`;
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const documented = operation.responses[String(status)];
  if (status >= 400) {
    // A page (the unsubscribe link) may refuse with its documented HTML; every other refusal is JSON.
    if (documented && type !== 'application/json' && type in documented) return null;
    if (type !== 'application/json')
      return `refused (${status}) with ${type || 'no content type'}: ${response.body.slice(0, 200)}`;
    // A documented refusal has its documented shape (login's `{ success: false, message }`).
    const pointer = documented?.['application/json'];
    if (pointer) {
      const errors = validate(pointer, response.json());
      return errors
        ? `refused (${status}) off the contract: ${errors}; body ${response.body.slice(0, 300)}`
        : null;
    }
    const body = response.json() as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '')
      return `refused (${status}) without { code, message }: ${response.body.slice(0, 300)}`;
    return null;
  }
  if (!documented) return `answered ${status}, which the contract does not give for this call`;
  if (status === 204 || Object.keys(documented).length === 0) return null;
  if (!(type in documented))
    return `answered ${status} as ${type}; the contract says ${Object.keys(documented).join(', ')}`;
  const pointer = documented[type];
  if (type !== 'application/json' || !pointer) return null;
  const errors = validate(pointer, response.json());
  return errors
    ? `answered ${status} off the contract: ${errors}; body ${response.body.slice(0, 300)}`
    : null;
}

describe('contract fuzzing (PGlite)', () => {
  let world: World;
  let dataDir: string;
  let checksum: () => Promise<Map<string, string>>;
  const statuses = new Map<number, number>();
  const debugTally = new Map<string, Map<number, number>>();
  let sent = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-fuzz-'));
    const handle = await openDatabase({ url: 'memory://', dataDir });
    await handle.migrate();
    const app = await buildApp({
      config: testAppConfig(dataDir),
      database: handle,
      logger: false,
    });
    await app.ready();
    world = await buildWorld(app, handle);
    checksum = await tableHasher(handle);
  }, 120_000);

  afterAll(async () => {
    await world?.app.close();
    await world?.handle.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Sends one request and checks the answer; a refused one must have changed no row. */
  async function send(
    operation: ContractOperation,
    request: FuzzRequest,
    before: Map<string, string>,
  ) {
    const agent = request.identity === 'member' ? world.member : createAgent(world.app);
    const response = await agent.request(operation.method, request.url, request.payload, {
      csrf: request.csrf,
      headers: request.headers,
    });
    sent += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (process.env.FUZZ_DEBUG) {
      const key = `${operation.method} ${operation.path}`;
      const each = debugTally.get(key) ?? new Map<number, number>();
      each.set(response.statusCode, (each.get(response.statusCode) ?? 0) + 1);
      debugTally.set(key, each);
    }
    const problem = checkResponse(operation, response);
    if (problem) throw new Error(`${request.describe}\n→ ${problem}`);
    if (response.statusCode >= 400) {
      const after = await checksum();
      const recorded = recordedBy(operation);
      const changed = [...after]
        .filter(([table, hash]) => before.get(table) !== hash && !recorded.includes(table))
        .map(([table]) => table);
      if (changed.length > 0)
        throw new Error(
          `${request.describe}\n→ refused (${response.statusCode}) but changed ${changed.join(', ')}`,
        );
      return after;
    }
    // A write that worked may have ended the member's session (logout, account deletion).
    if (request.identity === 'member' && operation.method !== 'GET') {
      if ((await world.member.get('/api/userdata')).statusCode === 401) {
        // The fuzzer's failed logins have throttled this address; the new session is set-up, not
        // a request under test.
        await world.handle.db.execute(sql`delete from login_throttles`);
        const row = await createMember(world.handle.db);
        world.member = createAgent(world.app);
        await world.member.login(row.email, row.password);
      }
    }
    return await checksum();
  }

  it.each(operations)(
    '$method $path',
    async (operation) => {
      let state = await checksum();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, world.names), async (request) => {
          state = await send(operation, request, state);
        }),
        { numRuns: runsPerOperation, seed: seedOf(operation), endOnFailure: true },
      );
    },
    300_000,
  );

  it(`sent at least FUZZ_RUNS (${RUNS}) requests, none answered 5xx`, () => {
    const table = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`);
    console.info(
      `contract fuzzing, seed ${SEED}: ${sent} requests over ${operations.length} operations (${table.join(', ')})`,
    );
    if (process.env.FUZZ_DEBUG)
      for (const [key, each] of debugTally) console.info(key, JSON.stringify([...each]));
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});
