/**
 * The soak (`pnpm reliability soak`, issue 22): ten minutes of members using the product at half
 * of the peak this same set-up measured, with their real-time clients connected, and a broker
 * restart half-way.
 *
 * - The app runs in a process of its own (soak-server.ts: `buildApp` with production settings,
 *   PGlite in a fresh DATA_DIR, or SOAK_DATABASE_URL), its embedded broker on a fixed port.
 * - SOAK_CLIENTS (200) members, seeded in SQL over SOAK_GROUPS (8) groups, log in through
 *   `POST /login`; each holds the web app's real-time client (`createRealtime` of
 *   `@tapetv/realtime` on the `ably` client, tokens from `POST /api/ably/authenticate`) on its
 *   group's chat and its notifications, and keeps the chat as the web app does: live messages
 *   added by id, and after a reconnect without continuity the newest page fetched and merged
 *   (`catchUpOnResync`, `mergeMissed`).
 * - The peak: the request mix (feed, posts, comments, chat pages, notifications; posting,
 *   reacting, commenting) closed-loop at 4, 16 and 64 requests in flight for SOAK_PEAK_SECONDS
 *   (10) each; the soak runs open-loop at half the best (or SOAK_RATE req/s) for SOAK_SECONDS
 *   (600), plus SOAK_CHAT_PER_GROUP (0.5) chat messages a second in every group.
 * - Every 10 s a row: requests, errors, p50/p99/max, and the server's heap after a full
 *   collection, RSS, open handles, database connections and CPU.
 * - Half-way the broker restarts (every connection, channel and presence forgotten). Clients must
 *   reconnect and, at the end, every client must hold every acknowledged chat message of its group
 *   exactly once (by id), with no message delivered live twice.
 * - The verdict: 0 failed requests, nothing lost or duplicated, handles and database connections
 *   at rest after the load no more than before it, the heap's slope after the first minute.
 */
import './node-websocket.ts';
import { type ChildProcess, fork } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  catchUpOnResync,
  createRealtime,
  insertUnique,
  mergeMissed,
  type Realtime,
} from '@tapetv/realtime';
import { freePort } from '../free-port.ts';
import { client } from '../member-client.ts';
import { bounded, percentile } from '../realtime/fanout.ts';
import { seeded } from '../seeded.ts';
import type { FromServer, SeededMember, ServerSample, ToServer } from './soak-server.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const GROUPS = Number(process.env.SOAK_GROUPS ?? 8);
const CHAT_PER_GROUP = Number(process.env.SOAK_CHAT_PER_GROUP ?? 0.5);
const PEAK_STEP_SECONDS = Number(process.env.SOAK_PEAK_SECONDS ?? 10);
const FIXED_RATE = process.env.SOAK_RATE ? Number(process.env.SOAK_RATE) : undefined;
const SEED = Number(process.env.SOAK_SEED ?? 22);
/** Broker restarts, evenly spaced (one, half-way, by default). */
const RESTARTS = Number(process.env.SOAK_RESTARTS ?? 1);
/**
 * The clients' wait before they try again after losing the broker (`ably`'s 15 s by default).
 * A short one makes clients come back while the others are still away, and during the load.
 */
const RETRY_MS = process.env.SOAK_RETRY_MS ? Number(process.env.SOAK_RETRY_MS) : undefined;
const SAMPLE_MS = 10_000;
const PASSWORD = 'TapeTV-soak-1';
/** Keep-alive connections the members' requests share, as a few hundred browsers' would. */
const SOCKETS = 64;
/** More in flight than this and the server is not keeping up: a request is refused and counted. */
const MAX_IN_FLIGHT = 2_000;
const PEAK_CONCURRENCY = [4, 16, 64];
const REQUEST_TIMEOUT_MS = 30_000;
/** The heap may grow by at most this many MB a minute after the first minute. */
const HEAP_SLOPE_LIMIT = 1;

const random = seeded(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's process: requests over IPC answered in order of their type. */
class ServerProcess {
  private readonly waiting: Array<{
    type: FromServer['type'];
    resolve: (message: FromServer) => void;
    reject: (error: Error) => void;
  }> = [];

  constructor(readonly child: ChildProcess) {
    child.on('message', (message: FromServer) => {
      if (message.type === 'error') {
        for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(message.message));
        return;
      }
      const at = this.waiting.findIndex((waiter) => waiter.type === message.type);
      if (at >= 0) this.waiting.splice(at, 1)[0]?.resolve(message);
    });
    child.on('exit', (code, signal) => {
      for (const waiter of this.waiting.splice(0))
        waiter.reject(new Error(`the server process exited (${code ?? signal})`));
    });
  }

  next<T extends FromServer['type']>(type: T, what: string, ms = 180_000) {
    return bounded(
      what,
      new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
        this.waiting.push({
          type,
          resolve: resolve as (message: FromServer) => void,
          reject,
        });
      }),
      ms,
    );
  }

  ask<T extends FromServer['type']>(message: ToServer, type: T, what: string, ms?: number) {
    const answer = this.next(type, what, ms);
    this.child.send(message);
    return answer;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.send({ type: 'stop' } satisfies ToServer);
    await bounded('the server to stop', exited, 30_000).catch(() => {
      child.kill('SIGKILL');
      return exited;
    });
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });

interface Session extends SeededMember {
  cookie: string;
  csrf: string;
}

/** One request of a member's, on the shared keep-alive connections; rejects on anything but 2xx. */
function call(
  base: string,
  session: Session,
  method: string,
  url: string,
  body?: unknown,
): Promise<unknown> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { cookie: session.cookie, accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = session.csrf;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${url}`,
      { method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(text ? JSON.parse(text) : null);
          else
            reject(
              Object.assign(new Error(`${method} ${url}: ${status} ${text.slice(0, 200)}`), {
                status,
              }),
            );
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`${method} ${url}: no answer in 30 s`)),
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** What the load has written, for the reads and writes that follow to point at. */
interface World {
  base: string;
  sessions: Session[];
  /** The newest posts (at most 500). */
  posts: number[];
  /** Chat messages acknowledged (201 read) per group. */
  acked: Map<number, Set<number>>;
  /** When each chat message was acknowledged (s). */
  ackedAt: Map<number, string>;
}

type Operation = {
  name: string;
  weight: number;
  run: (world: World, who: Session) => Promise<unknown>;
};

let written = 0;
const OPERATIONS: Operation[] = [
  { name: 'feed', weight: 30, run: (w, s) => call(w.base, s, 'GET', '/api/user-feed') },
  {
    name: 'post page',
    weight: 10,
    run: (w, s) => call(w.base, s, 'GET', `/api/singlePost/${pick(w.posts)}`),
  },
  {
    name: 'comments',
    weight: 5,
    run: (w, s) => call(w.base, s, 'GET', `/api/posts/${pick(w.posts)}/comments`),
  },
  {
    name: 'chat page',
    weight: 10,
    run: (w, s) => call(w.base, s, 'GET', `/api/${s.groupId}/messages?page=1`),
  },
  {
    name: 'notifications',
    weight: 10,
    run: (w, s) => call(w.base, s, 'GET', '/api/notifications'),
  },
  {
    name: 'post',
    weight: 8,
    run: async (w, s) => {
      written += 1;
      const post = (await call(w.base, s, 'POST', '/api/posts', {
        text: `Soak ${written}: $AAPL holding the open`,
      })) as { id: number };
      w.posts.push(post.id);
      if (w.posts.length > 500) w.posts.shift();
    },
  },
  {
    name: 'reaction',
    weight: 17,
    run: (w, s) =>
      call(w.base, s, 'POST', '/api/add-or-update-reaction', {
        post_id: pick(w.posts),
        reaction_type_id: 1 + Math.floor(random() * 3),
      }),
  },
  {
    name: 'comment',
    weight: 10,
    run: (w, s) => {
      written += 1;
      return call(w.base, s, 'POST', '/api/submit-comment', {
        post_id: pick(w.posts),
        text: `soak comment ${written}`,
      });
    },
  },
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
function pickOperation(): Operation {
  let at = random() * TOTAL_WEIGHT;
  for (const op of OPERATIONS) {
    at -= op.weight;
    if (at < 0) return op;
  }
  return OPERATIONS[0] as Operation;
}

/** Requests of one 10-second window. */
class Window {
  sent = 0;
  readonly latencies: number[] = [];
  /** The same latencies by operation. */
  readonly byOperation = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  record(name: string, ms: number) {
    this.latencies.push(ms);
    const list = this.byOperation.get(name);
    if (list) list.push(ms);
    else this.byOperation.set(name, [ms]);
  }
  fail(what: string) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
  get failed() {
    let sum = 0;
    for (const count of this.errors.values()) sum += count;
    return sum;
  }
}

/** Runs one request, timed into the current window; returns what it resolved to, or undefined. */
async function timed(window: () => Window, name: string, run: () => Promise<unknown>) {
  const started = performance.now();
  try {
    const result = await run();
    window().record(name, performance.now() - started);
    return result;
  } catch (error) {
    const status = (error as { status?: number }).status;
    window().fail(`${name}: ${status ?? (error as Error).message}`);
    return undefined;
  }
}

/** A member's chat as their web app holds it, and what reached it. */
interface View {
  session: Session;
  realtime: Realtime;
  held: readonly { id: number }[];
  /** Live deliveries by message id: more than 1 is a duplicate. */
  live: Map<number, number>;
  catchUps: number;
  notifications: number;
  /** What happened to this client, timed: to explain a message it lacks. */
  journal: string[];
}

const started = performance.now();
const clock = () => ((performance.now() - started) / 1000).toFixed(2);

function transport(base: string, session: Session) {
  return {
    request: <T>(method: string, url: string, options?: { json?: unknown }) =>
      call(base, session, method, url, options?.json ?? {}) as Promise<T>,
  };
}

async function connectViews(
  base: string,
  brokerPort: number,
  sessions: Session[],
  problems: string[],
): Promise<View[]> {
  const views: View[] = [];
  for (let start = 0; start < sessions.length; start += 20) {
    const batch = sessions.slice(start, start + 20).map(async (session) => {
      const realtime = createRealtime({
        member: { id: session.id },
        transport: transport(base, session),
        storage: null,
        brokerPort,
        // The client's own log is off: after the broker restart every client reports, as
        // expected, that its connection could not be resumed (80008) and opens a new one.
        clientOptions: {
          logLevel: 0,
          ...(RETRY_MS !== undefined ? { disconnectedRetryTimeout: RETRY_MS } : {}),
        },
        logger: { error: (...args: unknown[]) => problems.push(args.map(String).join(' ')) },
      });
      const view: View = {
        session,
        realtime,
        held: [],
        live: new Map(),
        catchUps: 0,
        notifications: 0,
        journal: [],
      };
      realtime.connection.onChange((change) =>
        view.journal.push(`${clock()} connection ${change.previous} → ${change.current}`),
      );
      const chat = realtime.groupChat(session.groupId);
      chat.subscribe('new-message', (message) => {
        view.live.set(message.id, (view.live.get(message.id) ?? 0) + 1);
        view.held = insertUnique(view.held, message);
      });
      catchUpOnResync(
        chat,
        async () => {
          view.journal.push(`${clock()} catch-up asks for page 1`);
          const page = (await call(
            base,
            session,
            'GET',
            `/api/${session.groupId}/messages?page=1`,
          )) as { data: Array<{ id: number }> };
          return page.data;
        },
        (page) => {
          view.journal.push(
            `${clock()} catch-up got ${page.length}: ${page.at(-1)?.id}…${page.at(0)?.id}`,
          );
          view.catchUps += 1;
          view.held = mergeMissed(view.held, page);
        },
        (error) => problems.push(`catch-up of member ${session.id}: ${String(error)}`),
      );
      for (const event of ['NewReaction', 'NewComment'] as const)
        realtime.notifications.subscribe(event, () => {
          view.notifications += 1;
        });
      await bounded(`member ${session.id}'s chat to attach`, chat.whenAttached(), 60_000);
      return view;
    });
    views.push(...(await Promise.all(batch)));
  }
  return views;
}

/** Sends one chat message in `groupId` from one of its members; records it when acknowledged. */
async function sendChat(world: World, groupId: number, window: () => Window) {
  const senders = world.sessions.filter((session) => session.groupId === groupId);
  const sender = pick(senders);
  written += 1;
  window().sent += 1;
  const sent = (await timed(window, 'chat', () =>
    call(world.base, sender, 'POST', `/api/groups/${groupId}/send-message`, {
      text: `soak chat ${written}`,
    }),
  )) as { data: { id: number } } | undefined;
  if (sent) {
    world.acked.get(groupId)?.add(sent.data.id);
    world.ackedAt.set(sent.data.id, clock());
  }
}

/** True once every view holds every acknowledged message of its group. */
function caughtUp(world: World, views: View[]) {
  return views.every((view) => {
    const ids = new Set(view.held.map((message) => message.id));
    for (const id of world.acked.get(view.session.groupId) ?? []) if (!ids.has(id)) return false;
    return true;
  });
}

async function until(what: string, check: () => boolean, ms: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out: ${what}`);
    await sleep(100);
  }
}

/** The request mix closed-loop at `concurrency` for `seconds`: completed requests a second. */
async function closedLoop(world: World, concurrency: number, seconds: number) {
  const window = new Window();
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < endAt) {
        const op = pickOperation();
        const who = pick(world.sessions);
        await timed(
          () => window,
          op.name,
          () => op.run(world, who),
        );
      }
    }),
  );
  const sorted = window.latencies.sort((a, b) => a - b);
  return {
    concurrency,
    rate: Math.round(sorted.length / seconds),
    p99: percentile(sorted, 99),
    errors: window.failed,
  };
}

/**
 * Closes the members' idle keep-alive connections and waits past Node's 5-second keep-alive
 * timeout, so the server's own idle connections (its publishes to the broker) are closed too:
 * what is open then is what the server holds at rest.
 */
async function atRest() {
  agent.destroy();
  await sleep(6_000);
}

/** Handles by kind as one short line, biggest first. */
const handleLine = (handles: Record<string, number>) =>
  Object.entries(handles)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
const totalHandles = (handles: Record<string, number>) =>
  Object.values(handles).reduce((sum, count) => sum + count, 0);

/** p50 and p99 of each operation in two spans of windows, side by side. */
function byOperation(early: Window[], late: Window[]) {
  const gather = (windows: Window[], name: string) =>
    windows.flatMap((window) => window.byOperation.get(name) ?? []).sort((a, b) => a - b);
  const names = new Set(late.flatMap((window) => [...window.byOperation.keys()]));
  const table: Record<string, Record<string, number>> = {};
  for (const name of [...names].sort()) {
    const [before, after] = [gather(early, name), gather(late, name)];
    table[name] = {
      'p50 early': percentile(before, 50),
      'p50 late': percentile(after, 50),
      'p99 early': percentile(before, 99),
      'p99 late': percentile(after, 99),
    };
  }
  return table;
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export async function measureSoak(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-soak-'));
  const logPath = path.join(dataDir, 'server.log');
  const realtimePort = await freePort();
  const child = fork(
    path.join(import.meta.dirname, 'soak-server.ts'),
    [dataDir, String(realtimePort)],
    {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const log = createWriteStream(logPath);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const server = new ServerProcess(child);
  const views: View[] = [];
  const problems: string[] = [];
  const failures: string[] = [];
  try {
    const { port, brokerPort } = await server.next('ready', 'the app to start');
    const base = `http://127.0.0.1:${port}`;
    console.log(
      `Soak: ${SECONDS} s, ${CLIENTS} members with real-time clients in ${GROUPS} groups, ${process.env.SOAK_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${dataDir})`,
    );

    const { members, groupIds } = await server.ask(
      { type: 'seed', members: CLIENTS, groups: GROUPS, password: PASSWORD },
      'seeded',
      'the members to be seeded',
    );
    const sessions: Session[] = [];
    for (const member of members) {
      const browser = client(base);
      await browser.post('/login', { email: member.email, password: PASSWORD });
      const csrf = await browser.csrfToken();
      sessions.push({ ...member, cookie: browser.cookie(), csrf });
    }
    const world: World = {
      base,
      sessions,
      posts: [],
      acked: new Map(groupIds.map((id) => [id, new Set<number>()])),
      ackedAt: new Map(),
    };
    let window = new Window();
    const current = () => window;
    // Something to read and react to from the first request.
    for (const session of sessions.slice(0, 20)) {
      const post = (await call(base, session, 'POST', '/api/posts', {
        text: `Soak opening post of member ${session.id}`,
      })) as { id: number };
      world.posts.push(post.id);
    }

    const connectStarted = performance.now();
    views.push(...(await connectViews(base, brokerPort, sessions, problems)));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // One message in each group, to see every client receive: the path works before the load.
    for (const groupId of groupIds) await sendChat(world, groupId, current);
    await until('every client to receive the first messages', () => caughtUp(world, views), 60_000);
    console.log(
      `${views.length} real-time clients connected and attached in ${connectSeconds.toFixed(1)} s`,
    );

    await atRest();
    const before = await server.ask({ type: 'sample' }, 'sample', 'a sample');

    // The peak of this set-up: the mix closed-loop.
    const peaks = [];
    for (const concurrency of PEAK_CONCURRENCY) {
      const result = await closedLoop(world, concurrency, PEAK_STEP_SECONDS);
      peaks.push(result);
      console.log(
        `peak step: ${concurrency} in flight → ${result.rate} req/s, p99 ${result.p99} ms, ${result.errors} errors`,
      );
      if (result.errors > 0)
        failures.push(`${result.errors} failed requests at ${concurrency} in flight`);
    }
    const peak = Math.max(...peaks.map((result) => result.rate));
    const rate = FIXED_RATE ?? Math.max(1, Math.round(peak / 2));
    console.log(
      `peak ${peak} req/s; soak at ${rate} req/s${FIXED_RATE ? ' (SOAK_RATE)' : ' (half)'} + ${CHAT_PER_GROUP * GROUPS} chat messages/s for ${SECONDS} s, ${RESTARTS} broker restart(s)`,
    );

    // The soak, open-loop: requests leave on schedule whether or not earlier ones answered.
    const rows: Array<Record<string, string | number>> = [];
    const totals = { sent: 0, failed: 0 };
    const closedWindows: Window[] = [];
    const samples: Array<{ at: number; sample: ServerSample }> = [];
    const soakStarted = performance.now();
    let inFlight = 0;
    let due = 0;
    let lastTick = soakStarted;
    window = new Window();
    const fire = (name: string, run: () => Promise<unknown>) => {
      const at = window;
      at.sent += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        at.fail(`${name}: more than ${MAX_IN_FLIGHT} in flight`);
        return;
      }
      inFlight += 1;
      void timed(current, name, run).finally(() => {
        inFlight -= 1;
      });
    };
    const load = setInterval(() => {
      const now = performance.now();
      due += (rate * (now - lastTick)) / 1000;
      lastTick = now;
      for (; due >= 1; due -= 1) {
        const op = pickOperation();
        const who = pick(world.sessions);
        fire(op.name, () => op.run(world, who));
      }
    }, 5);
    const chatTimers = groupIds.map((groupId, index) =>
      setTimeout(
        () => {
          chatTimers[index] = setInterval(() => {
            inFlight += 1;
            void sendChat(world, groupId, current).finally(() => {
              inFlight -= 1;
            });
          }, 1000 / CHAT_PER_GROUP);
        },
        (index * 1000) / CHAT_PER_GROUP / GROUPS,
      ),
    );

    const restarts: Array<{ at: number; downMs: number; reconnectedAfter?: number }> = [];
    // Evenly spaced: one, half-way, by default.
    const restartTimes = Array.from(
      { length: RESTARTS },
      (_, index) => Math.round((SECONDS * (index + 1)) / (RESTARTS + 1)) * 1000,
    );
    const header =
      '    t |  req/s | failed |  p50 ms |  p99 ms |  max ms | heap MB |  RSS MB | handles | db conn | CPU % | clients';
    console.log(header);
    for (let tick = 1; tick * SAMPLE_MS <= SECONDS * 1000; tick += 1) {
      for (const restartAt of restartTimes) {
        if (restartAt <= (tick - 1) * SAMPLE_MS || restartAt > tick * SAMPLE_MS) continue;
        await sleep(Math.max(0, soakStarted + restartAt - performance.now()));
        const restarted = await server.ask(
          { type: 'restart-broker' },
          'broker-restarted',
          'the broker restart',
        );
        const restart = {
          at: (performance.now() - soakStarted) / 1000,
          downMs: restarted.downMs,
        } as (typeof restarts)[number];
        restarts.push(restart);
        const marked = restart;
        const since = performance.now();
        // Measured in the background: when every client is connected again.
        void until(
          'every client to reconnect',
          () => views.every((view) => view.realtime.connection.state === 'connected'),
          120_000,
        ).then(
          () => {
            marked.reconnectedAfter = (performance.now() - since) / 1000;
          },
          () => failures.push('clients did not all reconnect within 120 s of the broker restart'),
        );
        console.log(
          `  --- broker restarted at ${restart.at.toFixed(1)} s (down ${restart.downMs} ms, clock ${clock()} s)`,
        );
      }
      await sleep(Math.max(0, soakStarted + tick * SAMPLE_MS - performance.now()));
      const closed = window;
      closedWindows.push(closed);
      window = new Window();
      const sample = await server.ask({ type: 'sample' }, 'sample', 'a sample');
      samples.push({ at: tick * SAMPLE_MS, sample });
      const sorted = closed.latencies.sort((a, b) => a - b);
      totals.sent += closed.sent;
      totals.failed += closed.failed;
      const connected = views.filter(
        (view) => view.realtime.connection.state === 'connected',
      ).length;
      const row = {
        t: tick * (SAMPLE_MS / 1000),
        'req/s': Math.round(closed.sent / (SAMPLE_MS / 1000)),
        failed: closed.failed,
        'p50 ms': percentile(sorted, 50),
        'p99 ms': percentile(sorted, 99),
        'max ms': percentile(sorted, 100),
        'heap MB': sample.heapUsedMb,
        'RSS MB': sample.rssMb,
        handles: totalHandles(sample.handles),
        'db conn': sample.databaseConnections ?? '—',
        'CPU %': Math.round(sample.cpu * 100),
        clients: connected,
      };
      rows.push(row);
      console.log(
        Object.values(row)
          .map((value, index) =>
            String(value).padStart((header.split('|')[index] ?? '').length - 1),
          )
          .join(' |'),
      );
      for (const [what, count] of closed.errors) failures.push(`t=${row.t}: ${count} × ${what}`);
    }
    clearInterval(load);
    for (const timer of chatTimers) clearInterval(timer);
    await until('the last requests to answer', () => inFlight === 0, 60_000);
    await until('every client to catch up', () => caughtUp(world, views), 60_000).catch(() => {});

    // Lost and duplicated, by id.
    let lost = 0;
    let explained = 0;
    let extra = 0;
    let duplicates = 0;
    let deliveries = 0;
    let catchUps = 0;
    let notifications = 0;
    for (const view of views) {
      const acked = world.acked.get(view.session.groupId) ?? new Set<number>();
      const held = view.held.map((message) => message.id);
      if (new Set(held).size !== held.length)
        failures.push(`member ${view.session.id} holds a message twice`);
      const missing = [...acked].filter((id) => !held.includes(id));
      lost += missing.length;
      if (missing.length > 0 && explained < 5) {
        explained += 1;
        console.error(
          `member ${view.session.id} (group ${view.session.groupId}) lacks ${missing
            .map((id) => `${id} (acknowledged at ${world.ackedAt.get(id)} s)`)
            .join(', ')}; its client:\n  ${view.journal.join('\n  ')}`,
        );
      }
      for (const id of held) if (!acked.has(id)) extra += 1;
      for (const count of view.live.values()) {
        deliveries += count;
        if (count > 1) duplicates += count - 1;
      }
      catchUps += view.catchUps;
      notifications += view.notifications;
    }
    const sent = [...world.acked.values()].reduce((sum, ids) => sum + ids.size, 0);
    if (lost > 0) failures.push(`${lost} chat messages missing from clients`);
    if (extra > 0) failures.push(`${extra} chat messages held that were never acknowledged`);
    if (duplicates > 0) failures.push(`${duplicates} chat messages delivered live twice`);
    failures.push(...problems.map((problem) => `real-time client: ${problem}`));

    await atRest();
    const after = await server.ask({ type: 'sample' }, 'sample', 'a sample');

    // Memory after the first minute: MB a minute, by least squares.
    const steady = samples.filter(({ at }) => at > 60_000);
    const heapSlope = slope(steady.map(({ at, sample }) => [at / 60_000, sample.heapUsedMb]));
    const rssSlope = slope(steady.map(({ at, sample }) => [at / 60_000, sample.rssMb]));
    const minuteP99 = [];
    for (let minute = 0; minute * 6 < rows.length; minute += 1) {
      const p99s = rows.slice(minute * 6, minute * 6 + 6).map((row) => Number(row['p99 ms']));
      minuteP99.push(Math.max(...p99s));
    }

    const log = readFileSync(logPath, 'utf8').split('\n').filter(Boolean);
    const errorLines = log.filter((line) => /"level":(50|60)/.test(line));
    const unpublished = errorLines.filter((line) => line.includes('real-time event not published'));
    const otherErrors = errorLines.filter(
      (line) => !line.includes('real-time event not published'),
    );
    for (const line of otherErrors.slice(0, 5)) failures.push(`server log: ${line.slice(0, 300)}`);
    if (otherErrors.length > 5) failures.push(`… and ${otherErrors.length - 5} more server errors`);

    console.log('');
    console.table({
      'requests sent (open-loop, with chat)': totals.sent,
      'requests failed': totals.failed,
      'p99 by minute (ms)': minuteP99.join(', '),
      'heap slope after minute 1 (MB/min)': Math.round(heapSlope * 100) / 100,
      'RSS slope after minute 1 (MB/min)': Math.round(rssSlope * 100) / 100,
      'handles at rest before → after': `${totalHandles(before.handles)} → ${totalHandles(after.handles)}`,
      'database connections at rest before → after': `${before.databaseConnections ?? '— (PGlite)'} → ${after.databaseConnections ?? '— (PGlite)'}`,
      'broker restarts at (s), down (ms)':
        restarts.map((restart) => `${restart.at.toFixed(1)}, ${restart.downMs}`).join('; ') ||
        'none',
      'all clients reconnected after (s)': restarts
        .map((restart) => restart.reconnectedAfter?.toFixed(1) ?? 'not all')
        .join('; '),
      'events not published while the broker was down': unpublished.length,
      'chat messages acknowledged': sent,
      'chat deliveries live / catch-ups': `${deliveries} / ${catchUps}`,
      'chat messages lost / duplicated / unknown': `${lost} / ${duplicates} / ${extra}`,
      'notifications received': notifications,
    });
    console.log('Latency by operation, the second minute against the last (ms):');
    console.table(byOperation(closedWindows.slice(6, 12), closedWindows.slice(-6)));
    console.log(`handles at rest before: ${handleLine(before.handles)}`);
    console.log(`handles at rest after:  ${handleLine(after.handles)}`);

    if (totalHandles(after.handles) > totalHandles(before.handles))
      failures.push(
        `open handles grew at rest: ${totalHandles(before.handles)} → ${totalHandles(after.handles)}`,
      );
    if ((after.databaseConnections ?? 0) > (before.databaseConnections ?? 0))
      failures.push(
        `database connections grew at rest: ${before.databaseConnections} → ${after.databaseConnections}`,
      );
    if (heapSlope > HEAP_SLOPE_LIMIT)
      failures.push(
        `the heap grew ${heapSlope.toFixed(2)} MB a minute (limit ${HEAP_SLOPE_LIMIT})`,
      );
    if (restarts.length < RESTARTS || restarts.some((restart) => !restart.reconnectedAfter))
      failures.push('not every client reconnected after each broker restart');
  } finally {
    for (const view of views) view.realtime.close();
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nSoak failed (${failures.length}):`);
    for (const failure of failures.slice(0, 40)) console.error(`- ${failure}`);
    process.exitCode = 1;
  } else
    console.log('\nSoak passed: no failed request, nothing lost or duplicated, nothing leaked.');
}
