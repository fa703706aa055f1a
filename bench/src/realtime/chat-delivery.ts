/**
 * Chat delivery through the whole path (issue 15): a member sends a message with
 * `POST /api/groups/{id}/send-message`, the server commits it and publishes `new-message` on the
 * group's chat channel, its embedded broker fans it out, and N subscribed members' `ably` clients
 * receive it. Latency from just before the HTTP request is sent to the message at each client,
 * and the HTTP request's own, beside the ceiling measured in the same run on the same clients,
 * round for round in turn: fanout.ts's direct publish through the broker (`Ably.Rest` with the
 * key, no app in front).
 *
 * The app runs in a child process (chat-delivery-server.ts) on PGlite in a temporary DATA_DIR,
 * off the event loop of the N clients (this process); the sender registers and logs in through
 * the HTTP API (CSRF token, session cookie) and sends from a worker thread; the N subscribers and
 * their memberships are inserted in one statement each and their tokens are the server's own
 * (`RealtimeService.tokenFor`). Every wait is bounded; everything is closed and the DATA_DIR
 * removed at the end.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { channelNames } from '@tapetv/realtime/channels';
import type { DatabaseHandle } from '@tapetv/server/db';
import {
  type AblyKey,
  ablyTokenDetails,
  LOCAL_KEY_NAME,
  memberCapability,
} from '@tapetv/server/realtime';
import type * as Ably from 'ably';
import { freePort } from '../free-port.ts';
import { client, signUpToken } from '../member-client.ts';
import { bundle, spawnServer, startCommand, untilHealthy } from '../server-process.ts';
import type { FromServer, ToServer } from './chat-delivery-server.ts';
import { seedGroup } from './chat-seed.ts';
import {
  Arrivals,
  bounded,
  connectAblyClients,
  directPublish,
  measure,
  payload,
  percentile,
} from './fanout.ts';

export interface ChatDeliveryResult {
  path: string;
  clients: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  /** The HTTP request until its 201 is read (chat path only): p50 and max over the rounds. */
  sendP50?: number;
  sendMax?: number;
  connectSeconds: number;
}

const SENDER = {
  name: 'Chat Sender',
  userName: 'chat_sender',
  email: 'sender@bench.tapetv.dev',
  password: 'TapeTV-bench-1',
};
const STEP_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The round a chat message carries at the start of its text (the ceiling's payload has `round`). */
const ROUND_TEXT = /^Round (\d+):/;
const roundOf = (data: unknown) => {
  const { round, text } = data as { round?: number; text?: string };
  return round ?? Number(ROUND_TEXT.exec(text ?? '')?.[1] ?? -1);
};

/** The app in a child process: its ports, requests to it, and how to stop it. */
class ServerProcess {
  private readonly inbox: FromServer[] = [];
  private wake: (() => void) | undefined;
  private constructor(readonly child: ChildProcess) {
    child.on('message', (message: FromServer) => {
      this.inbox.push(message);
      this.wake?.();
    });
    child.on('error', (error) => {
      this.inbox.push({ type: 'error', message: String(error) });
      this.wake?.();
    });
    child.on('exit', () => this.wake?.());
  }

  static start(dataDir: string, keySecret: string): ServerProcess {
    const child = fork(
      path.join(import.meta.dirname, 'chat-delivery-server.ts'),
      [dataDir, keySecret],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    return new ServerProcess(child);
  }

  /** The next message of the given type; an `error` message, or the child exiting, rejects. */
  next<T extends FromServer['type']>(
    type: T,
    what: string,
  ): Promise<Extract<FromServer, { type: T }>> {
    return bounded(
      what,
      new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
        const look = () => {
          for (let message = this.inbox.shift(); message; message = this.inbox.shift()) {
            if (message.type === type) return resolve(message as Extract<FromServer, { type: T }>);
            if (message.type === 'error') return reject(new Error(`server: ${message.message}`));
          }
          if (this.child.exitCode !== null || this.child.signalCode !== null)
            return reject(
              new Error(
                `the server process exited (${this.child.exitCode ?? this.child.signalCode})`,
              ),
            );
          this.wake = look;
        };
        look();
      }),
      STEP_TIMEOUT_MS,
    ).finally(() => {
      this.wake = undefined;
    });
  }

  send(message: ToServer): void {
    this.child.send(message);
  }

  /** Asks it to close the app; kills it when that takes longer than 30 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
    else child.kill();
    await bounded('the server process to stop', exited, 30_000).catch(() => {
      child.kill('SIGKILL');
      return exited;
    });
  }
}

/** The app under measure, wherever it runs: its addresses, the seeding of a group, its stop. */
interface ChatApp {
  base: string;
  brokerPort: number;
  /** A group of the sender and `count` new members, and each member's real-time token. */
  seed(senderId: number, count: number): Promise<{ groupId: number; tokens: unknown[] }>;
  stop(): Promise<void>;
}

/** The default set-up: the app with its broker in one child process, on PGlite. */
async function forkedApp(dataDir: string, key: AblyKey): Promise<ChatApp> {
  const server = ServerProcess.start(dataDir, key.secret);
  try {
    const { port, brokerPort } = await server.next('ready', 'the app to start');
    return {
      base: `http://127.0.0.1:${port}`,
      brokerPort,
      async seed(senderId, subscribers) {
        server.send({ type: 'seed', senderId, subscribers });
        return await server.next('seeded', `${subscribers} members to be seeded`);
      },
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * `pnpm start` with WEB_CONCURRENCY=`processes` on PostgreSQL (`database`): the primary holds the
 * broker, the workers answer HTTP. Members are seeded in SQL and their tokens signed with the
 * app's key, as `POST /api/ably/authenticate` signs them (membership of the one group).
 */
async function clusterApp(
  dataDir: string,
  key: AblyKey,
  processes: number,
  database: { url: string; handle: DatabaseHandle },
): Promise<ChatApp> {
  const port = await freePort();
  const brokerPort = await freePort();
  const command = existsSync(bundle)
    ? startCommand
    : [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const child = spawnServer(command, {
    dataDir,
    port,
    realtimePort: brokerPort,
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: String(processes),
      ABLY_API_KEY: `${key.name}:${key.secret}`,
      SEED: 'false',
      LOG_LEVEL: 'info',
      QUOTES_TICK_MS: '0',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      RATE_LIMIT_SCALE: '1000',
    },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await bounded('the cluster to stop', exited, 30_000).catch(() => child.kill('SIGKILL'));
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child, STEP_TIMEOUT_MS);
    const started = Date.now();
    while ((log.match(/"msg":"TapeTV is running"/g) ?? []).length < processes) {
      if (Date.now() - started > STEP_TIMEOUT_MS) throw new Error('the workers did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      base,
      brokerPort,
      async seed(senderId, count) {
        const { groupId, ids } = await seedGroup(database.handle, senderId, count);
        const now = Date.now();
        const tokens = ids.map((id) =>
          ablyTokenDetails(key, String(id), memberCapability(id, [groupId]), now, 3_600_000),
        );
        return { groupId, tokens };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The sending member's tab, in a worker thread: `POST /api/groups/{id}/send-message` as the web
 * app sends it (JSON, session cookie, CSRF header) on one keep-alive connection, timed there
 * until the 201 is read. On this thread the answer would wait behind the deliveries to the N
 * clients this thread receives for. Plain JavaScript, so the worker needs no TypeScript loader.
 */
const SENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const { url, cookie, csrf, timeout } = workerData;
parentPort.on('message', ({ round, body }) => {
  const start = performance.now();
  const answer = (result) => parentPort.postMessage({ round, ...result });
  const outgoing = http.request(url, {
    method: 'POST', agent, timeout,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, 'x-csrf-token': csrf },
  }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => {
      const ms = performance.now() - start;
      if (response.statusCode === 201) answer({ ms });
      else answer({ error: 'send-message answered ' + response.statusCode + ': ' + Buffer.concat(chunks) });
    });
    response.on('error', (error) => answer({ error: String(error) }));
  });
  outgoing.on('timeout', () => outgoing.destroy(new Error('send-message did not answer')));
  outgoing.on('error', (error) => answer({ error: String(error) }));
  outgoing.end(body);
});
`;

/** Sends round `round`'s message through the worker; `calls` keeps each request's duration. */
function sender(base: string, groupId: number, cookie: string, csrf: string) {
  const calls = new Map<number, number>();
  const worker = new Worker(SENDER_WORKER, {
    eval: true,
    workerData: {
      url: `${base}/api/groups/${groupId}/send-message`,
      cookie,
      csrf,
      timeout: REQUEST_TIMEOUT_MS,
    },
  });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (answer: { round: number; ms?: number; error?: string }) => {
    const waiting = pending.get(answer.round);
    pending.delete(answer.round);
    if (answer.error !== undefined || answer.ms === undefined) {
      waiting?.reject(new Error(answer.error ?? 'no answer'));
      return;
    }
    calls.set(answer.round, answer.ms);
    waiting?.resolve();
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the sender worker stopped')));
  const send = (round: number) =>
    bounded(
      `round ${round}'s send-message`,
      new Promise<void>((resolve, reject) => {
        pending.set(round, { resolve, reject });
        worker.postMessage({
          round,
          body: JSON.stringify({ text: `Round ${round}: ${payload(round).text}` }),
        });
      }),
      REQUEST_TIMEOUT_MS + 5_000,
    );
  return { send, calls, close: () => worker.terminate() };
}

function row(
  pathName: string,
  clients: number,
  latencies: number[],
  connectMs: number,
  calls?: number[],
): ChatDeliveryResult {
  const sortedCalls = [...(calls ?? [])].sort((a, b) => a - b);
  return {
    path: pathName,
    clients,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    ...(calls
      ? { sendP50: percentile(sortedCalls, 50), sendMax: percentile(sortedCalls, 100) }
      : {}),
    connectSeconds: Math.round(connectMs / 10) / 100,
  };
}

/**
 * N subscribers of one group; on the same connected clients, the ceiling (direct publish) and the
 * chat path in turn, `rounds` each after a warm-up round of each.
 */
export async function measureChatDelivery(
  clients: number,
  rounds: number,
  /**
   * Several server processes (`pnpm start` with WEB_CONCURRENCY) on this PostgreSQL database,
   * the messages sent on as many connections, one a round in turn; absent, the default set-up.
   */
  cluster?: { processes: number; database: { url: string; handle: DatabaseHandle } },
): Promise<ChatDeliveryResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-chat-'));
  const key = { name: LOCAL_KEY_NAME, secret: randomBytes(24).toString('base64url') };
  const realtimes: Ably.Realtime[] = [];
  const closers: (() => unknown)[] = [];
  let app: ChatApp | undefined;
  try {
    app = cluster
      ? await clusterApp(dataDir, key, cluster.processes, cluster.database)
      : await forkedApp(dataDir, key);
    const { base, brokerPort } = app;

    // The sender: registered through the API and its mailed link, then a fresh login.
    const registering = client(base);
    await registering.post('/register', SENDER);
    const { user } = await registering.post('/register/confirm', { token: signUpToken(dataDir) });
    const member = client(base);
    await member.post('/login', { email: SENDER.email, password: SENDER.password });
    const csrf = await member.csrfToken();

    const { groupId, tokens } = await app.seed(user.id, clients);
    const channel = channelNames.groupChat(groupId);

    const signal = new Arrivals();
    const { subscribers, connectMs } = await connectAblyClients({
      port: brokerPort,
      count: clients,
      channel,
      token: (index) => tokens[index] as Ably.TokenDetails,
      signal,
      opened: realtimes,
      roundOf,
    });

    const publish = directPublish(brokerPort, key, channel);
    // The ceiling's rounds are numbered 0 to `rounds`, the chat's after: one set of arrivals.
    const chatFirst = rounds + 1;
    // One connection, or one per process: the cluster's round-robin hands each to a worker.
    const senders = Array.from({ length: cluster?.processes ?? 1 }, () =>
      sender(base, groupId, member.cookie(), csrf),
    );
    for (const each of senders) closers.push(each.close);
    const chat = {
      send: (round: number) => (senders[round % senders.length] as (typeof senders)[0]).send(round),
      calls: new Map<number, number>(),
    };
    const allCalls = () => {
      for (const each of senders) for (const [round, ms] of each.calls) chat.calls.set(round, ms);
    };
    // A warm-up round of each path, not counted; then they alternate round by round, so that
    // whatever else this machine is doing weighs on both alike.
    await measure(subscribers, publish, signal, { rounds: 0, first: 0 });
    await measure(subscribers, chat.send, signal, { rounds: 0, first: chatFirst });
    const ceiling: number[] = [];
    const delivered: number[] = [];
    const once = { rounds: 1, warmUp: false };
    for (let round = 1; round <= rounds; round += 1) {
      ceiling.push(
        ...(await measure(subscribers, publish, signal, {
          ...once,
          first: round,
        })),
      );
      delivered.push(
        ...(await measure(subscribers, chat.send, signal, {
          ...once,
          first: chatFirst + round,
        })),
      );
    }
    ceiling.sort((a, b) => a - b);
    delivered.sort((a, b) => a - b);

    allCalls();
    const sendCalls = [...chat.calls].filter(([round]) => round > chatFirst).map(([, ms]) => ms);
    return [
      row('direct publish → broker → clients (ceiling)', clients, ceiling, connectMs),
      row(
        cluster
          ? `POST send-message → ${cluster.processes} processes → commit → publish → broker → clients`
          : 'POST send-message → commit → publish → broker → clients',
        clients,
        delivered,
        connectMs,
        sendCalls,
      ),
    ];
  } finally {
    for (const close of closers) close();
    for (const realtime of realtimes) realtime.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
