/**
 * Real-time fan-out: N subscribed clients, one publish, how long until each client has it.
 * The same payload goes through the embedded broker (published with `Ably.Rest`, as the server's
 * Broadcaster does, to clients speaking Ably's protocol over JSON as browsers do) and through a
 * bare `ws` broadcast, in the same run, on loopback. Connections are opened in bounded batches;
 * every wait is bounded, so the run always ends. The helpers are shared with chat-delivery.ts,
 * which measures the same clients through the whole chat path.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brokerClientOptions } from '@tapetv/realtime/config';
import {
  type AblyKey,
  ablyTokenDetails,
  formatAblyKey,
  LOCAL_KEY_NAME,
  memberCapability,
} from '@tapetv/server/realtime';
import * as Ably from 'ably';
import WebSocket from 'ws';

export interface FanoutResult {
  transport: string;
  clients: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  connectSeconds: number;
}

/**
 * The round a frame carries. Both kinds of subscriber find it the same cheap way rather than
 * parsing every frame, so that the receiving process (one event loop for all N clients) weighs
 * as little as possible on what is measured: the delivery path.
 */
const ROUND = /round\\?":(\d+)/;
const roundOf = (frame: Buffer) => Number(ROUND.exec(frame.toString('utf8'))?.[1] ?? -1);

const GROUP_ID = 1;
const CHANNEL = `private:groups.${GROUP_ID}.chat`;
const CONNECT_BATCH = 250;
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 5);
const ROUND_TIMEOUT_MS = 30_000;
/** A chat message as the chat issue will push it: about 300 bytes of JSON. */
export const payload = (round: number) => ({
  id: 100_000 + round,
  round,
  text: 'Breaking: the Fed holds rates; futures pare losses into the close. Thoughts, desk?',
  replyTo: null,
  createdAt: '2026-11-22T14:30:00.000Z',
  user: { id: 2, name: 'Sam Trader', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
});

interface ServerProcess {
  port: number;
  stop(): Promise<void>;
}

function startServer(mode: 'broker' | 'bare', secret: string): Promise<ServerProcess> {
  const child = fork(path.join(import.meta.dirname, 'fanout-server.ts'), [mode, secret], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${mode} server did not start`)), 60_000);
    child.once('error', reject);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve({
        port: message.port,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

/** Runs `open` for every index with at most CONNECT_BATCH in flight. */
async function inBatches<T>(count: number, open: (index: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) =>
      open(start + offset),
    );
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

export function bounded<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A subscriber: resolves `received(round)` when that round's payload arrived, with the time. */
export interface Subscriber {
  arrivals: Map<number, number>;
  close(): void;
}

/** Counts arrivals per round, so waiting for all N costs nothing per message. */
export class Arrivals {
  private readonly counts = new Map<number, number>();
  private waiting: { round: number; total: number; resolve: () => void } | undefined;

  record(arrivals: Map<number, number>, round: number): void {
    if (round < 0 || arrivals.has(round)) return;
    arrivals.set(round, performance.now());
    const count = (this.counts.get(round) ?? 0) + 1;
    this.counts.set(round, count);
    if (this.waiting?.round === round && count === this.waiting.total) this.waiting.resolve();
  }

  all(round: number, total: number): Promise<void> {
    return new Promise((resolve) => {
      if ((this.counts.get(round) ?? 0) >= total) resolve();
      else this.waiting = { round, total, resolve };
    });
  }
}

/**
 * Runs the rounds: publish, wait for every subscriber, keep each delivery time. Rounds are
 * numbered from `first`, a warm-up round that is not counted, then `rounds` counted ones
 * (without `warmUp`, `first` is the first counted one); measurements that share subscribers give
 * each a range of round numbers of its own.
 */
export async function measure(
  subscribers: Subscriber[],
  publish: (round: number) => Promise<void>,
  arrivals: Arrivals,
  {
    rounds = ROUNDS,
    first = 0,
    warmUp = true,
  }: { rounds?: number; first?: number; warmUp?: boolean } = {},
): Promise<number[]> {
  const latencies: number[] = [];
  const last = warmUp ? first + rounds : first + rounds - 1;
  for (let round = first; round <= last; round += 1) {
    const all = arrivals.all(round, subscribers.length);
    const start = performance.now();
    await publish(round);
    await bounded(`round ${round} to reach ${subscribers.length} clients`, all, ROUND_TIMEOUT_MS);
    // The warm-up round is not counted.
    if (!warmUp || round > first) {
      for (const subscriber of subscribers) {
        latencies.push((subscriber.arrivals.get(round) ?? Number.NaN) - start);
      }
    }
  }
  return latencies.sort((a, b) => a - b);
}

function result(
  transport: string,
  clients: number,
  latencies: number[],
  connectMs: number,
): FanoutResult {
  return {
    transport,
    clients,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    connectSeconds: Math.round(connectMs / 10) / 100,
  };
}

/** The broker with clients that speak Ably's protocol over JSON, one member token each. */
async function brokerRun(clients: number): Promise<FanoutResult> {
  const key = { name: LOCAL_KEY_NAME, secret: randomBytes(24).toString('base64url') };
  const server = await startServer('broker', key.secret);
  const signal = new Arrivals();
  try {
    const connectStart = performance.now();
    const subscribers = await inBatches(clients, (index) => {
      const token = ablyTokenDetails(
        key,
        String(index + 10),
        memberCapability(index + 10, [GROUP_ID]),
        Date.now(),
        3_600_000,
      ).token;
      const socket = new WebSocket(
        `ws://127.0.0.1:${server.port}/?access_token=${token}&format=json&heartbeats=true&v=6`,
      );
      const arrivals = new Map<number, number>();
      return bounded(
        'a broker connection',
        new Promise<Subscriber>((resolve, reject) => {
          socket.on('error', reject);
          let attached = false;
          socket.on('message', (data: Buffer) => {
            if (attached) {
              signal.record(arrivals, roundOf(data));
              return;
            }
            // Until ATTACHED: CONNECTED (4), then ATTACH the channel, then ATTACHED (11).
            const { action } = JSON.parse(data.toString('utf8')) as { action: number };
            if (action === 4) socket.send(JSON.stringify({ action: 10, channel: CHANNEL }));
            if (action === 11) {
              attached = true;
              resolve({ arrivals, close: () => socket.terminate() });
            }
          });
        }),
        60_000,
      );
    });
    const connectMs = performance.now() - connectStart;
    const rest = new Ably.Rest({
      key: formatAblyKey(key),
      endpoint: '127.0.0.1',
      port: server.port,
      tls: false,
      useBinaryProtocol: true,
    });
    const channel = rest.channels.get(CHANNEL);
    const latencies = await measure(
      subscribers,
      async (round) => {
        await channel.publish('new-message', payload(round));
      },
      signal,
    );
    for (const subscriber of subscribers) subscriber.close();
    return result('embedded broker (Ably protocol, JSON)', clients, latencies, connectMs);
  } finally {
    await server.stop();
  }
}

/** The same payload through a bare `ws` broadcast. */
async function bareRun(clients: number): Promise<FanoutResult> {
  const server = await startServer('bare', '');
  const signal = new Arrivals();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const connectStart = performance.now();
    const subscribers = await inBatches(clients, () => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/`);
      const arrivals = new Map<number, number>();
      return bounded(
        'a bare connection',
        new Promise<Subscriber>((resolve, reject) => {
          socket.on('error', reject);
          socket.on('open', () => resolve({ arrivals, close: () => socket.terminate() }));
          socket.on('message', (data: Buffer) => {
            signal.record(arrivals, roundOf(data));
          });
        }),
        60_000,
      );
    });
    const connectMs = performance.now() - connectStart;
    const latencies = await measure(
      subscribers,
      (round) =>
        new Promise<void>((resolve, reject) => {
          // A keep-alive connection, as Ably.Rest keeps one to the broker.
          const request = httpRequest(
            { host: '127.0.0.1', port: server.port, path: '/publish', method: 'POST', agent },
            (response) => {
              response.resume();
              response.on('end', resolve);
            },
          );
          request.on('error', reject);
          request.end(JSON.stringify(payload(round)));
        }),
      signal,
    );
    for (const subscriber of subscribers) subscriber.close();
    return result('bare ws broadcast', clients, latencies, connectMs);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * Real `ably` clients on an embedded broker, as browser tabs connect (JSON, WebSocket only), one
 * token each: each attaches `channel` and records the round of every `new-message` (`roundOf`
 * its data) in `signal`. Opened CONNECT_BATCH at a time, each pushed to `opened` as soon as it
 * exists, so that the caller closes them all even when connecting fails half-way.
 */
export async function connectAblyClients(options: {
  port: number;
  count: number;
  channel: string;
  token: (index: number) => Ably.TokenDetails;
  signal: Arrivals;
  opened: Ably.Realtime[];
  roundOf?: (data: unknown) => number;
}): Promise<{ subscribers: Subscriber[]; connectMs: number }> {
  const roundOf = options.roundOf ?? ((data: unknown) => (data as { round: number }).round);
  const connectStart = performance.now();
  const subscribers = await inBatches(options.count, async (index) => {
    const client = new Ably.Realtime({
      ...brokerClientOptions(options.port, '127.0.0.1'),
      useBinaryProtocol: false,
      logLevel: 0,
      authCallback: (_params, callback) => callback(null, options.token(index)),
    });
    options.opened.push(client);
    const arrivals = new Map<number, number>();
    await bounded(
      'an ably client to attach',
      client.channels.get(options.channel).subscribe('new-message', (message) => {
        options.signal.record(arrivals, roundOf(message.data));
      }),
      60_000,
    );
    return { arrivals, close: () => client.close() } satisfies Subscriber;
  });
  return { subscribers, connectMs: performance.now() - connectStart };
}

/** The real `ably` client on the broker: what a browser tab costs, for a smaller N. */
async function ablyClientRun(clients: number): Promise<FanoutResult> {
  const key = { name: LOCAL_KEY_NAME, secret: randomBytes(24).toString('base64url') };
  const server = await startServer('broker', key.secret);
  const signal = new Arrivals();
  const realtimes: Ably.Realtime[] = [];
  try {
    const { subscribers, connectMs } = await connectAblyClients({
      port: server.port,
      count: clients,
      channel: CHANNEL,
      token: (index) => {
        const memberId = index + 10;
        return ablyTokenDetails(
          key,
          String(memberId),
          memberCapability(memberId, [GROUP_ID]),
          Date.now(),
          3_600_000,
        ) as Ably.TokenDetails;
      },
      signal,
      opened: realtimes,
    });
    const latencies = await measure(subscribers, directPublish(server.port, key, CHANNEL), signal);
    return result('embedded broker, `ably` clients', clients, latencies, connectMs);
  } finally {
    for (const client of realtimes) client.close();
    await server.stop();
  }
}

/**
 * Publishes `payload(round)` straight to the broker with `Ably.Rest` and the key, as the server's
 * Broadcaster does: the fan-out alone, without the app in front of it.
 */
export function directPublish(
  port: number,
  key: AblyKey,
  channelName: string,
): (round: number) => Promise<void> {
  const rest = new Ably.Rest({
    key: formatAblyKey(key),
    endpoint: '127.0.0.1',
    port,
    tls: false,
  });
  const channel = rest.channels.get(channelName);
  return async (round) => {
    await channel.publish('new-message', payload(round));
  };
}

export async function measureFanout(
  sizes: readonly number[],
  ablyClients: number,
): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  for (const clients of sizes) {
    results.push(await brokerRun(clients));
    results.push(await bareRun(clients));
  }
  if (ablyClients > 0) results.push(await ablyClientRun(ablyClients));
  return results;
}
