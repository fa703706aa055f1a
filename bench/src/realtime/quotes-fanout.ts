/**
 * `pnpm --filter @tapetv/bench bench quotes`: live quotes to many watchers. The embedded broker
 * and the quotes publisher run in a process of their own (quotes-fanout-server.ts), ticking every
 * QUOTES_TICK_MS over the simulator; this process holds the clients: BENCH_QUOTES_CLIENTS (1,000)
 * connections speaking Ably's protocol over JSON as browsers do, one member token each, every
 * one attached to BENCH_QUOTES_PER_CLIENT (50) `quotes:{id}` channels, a market page's worth, out
 * of BENCH_QUOTES_SYMBOLS (200) symbols. It runs BENCH_QUOTES_SECONDS (20) and prints what a tick
 * costs, how many quotes and deliveries go out, and how long a quote takes to reach a screen:
 * from the start of the tick that published it, and from the price move itself (which includes
 * waiting for the tick). Figures, not pass/fail.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { channelNames } from '@tapetv/realtime/channels';
import { ablyTokenDetails, LOCAL_KEY_NAME, memberCapability } from '@tapetv/server/realtime';
import WebSocket from 'ws';
import { bounded, percentile } from './fanout.ts';

const CLIENTS = Number(process.env.BENCH_QUOTES_CLIENTS ?? 1000);
const PER_CLIENT = Number(process.env.BENCH_QUOTES_PER_CLIENT ?? 50);
const SYMBOLS = Math.max(PER_CLIENT, Number(process.env.BENCH_QUOTES_SYMBOLS ?? 200));
const SECONDS = Number(process.env.BENCH_QUOTES_SECONDS ?? 20);
const TICK_MS = Number(process.env.QUOTES_TICK_MS ?? 1000);
const CONNECT_BATCH = 100;

const epochNow = () => performance.timeOrigin + performance.now();

interface Tick {
  at: number;
  ms: number;
  watched: number;
  published: number;
  failed: number;
  waiting: number;
}

interface ServerProcess {
  port: number;
  ticks: Tick[];
  start(): void;
  stop(): Promise<{ cpuMs: number; wallMs: number; failures: number }>;
}

function startServer(secret: string): Promise<ServerProcess> {
  const child = fork(
    path.join(import.meta.dirname, 'quotes-fanout-server.ts'),
    [secret, String(SYMBOLS), String(TICK_MS)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const ticks: Tick[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the quotes server did not start')), 60_000);
    child.once('error', reject);
    child.on('message', (message: { port?: number; tick?: Tick }) => {
      if (message.tick) ticks.push(message.tick);
      if (message.port === undefined) return;
      clearTimeout(timer);
      resolve({
        port: message.port,
        ticks,
        start: () => child.send('start'),
        stop: () =>
          new Promise((done) => {
            child.on(
              'message',
              (reply: { done?: { cpuMs: number; wallMs: number; failures: number } }) => {
                if (reply.done) done(reply.done);
              },
            );
            child.send('stop');
          }),
      });
    });
  });
}

/** The symbols client `index` watches: a page of PER_CLIENT consecutive ids, pages spread evenly. */
const watchedBy = (index: number) =>
  Array.from({ length: PER_CLIENT }, (_, offset) => ((index * PER_CLIENT + offset) % SYMBOLS) + 1);

const CHANNEL = /"channel":"quotes:(\d+)"/;
const UPDATED_AT = /updated_at\\?":\\?"([^"\\]+)/;

interface Delivery {
  arrivedAt: number;
  movedAt: number;
}

async function connect(
  port: number,
  key: { name: string; secret: string },
  index: number,
  deliveries: Delivery[],
) {
  const memberId = index + 10;
  const token = ablyTokenDetails(
    key,
    String(memberId),
    memberCapability(memberId, []),
    Date.now(),
    3_600_000,
  ).token;
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/?access_token=${token}&format=json&heartbeats=true&v=6`,
  );
  const channels = watchedBy(index).map((id) => channelNames.quotes(id));
  await bounded(
    'a client to attach its channels',
    new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      let attached = 0;
      socket.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        if (attached === channels.length) {
          // A quote: keep when it arrived and when its price moved; the broker's other frames
          // (heartbeats) name no quotes channel.
          if (!CHANNEL.test(text)) return;
          const movedAt = Date.parse(UPDATED_AT.exec(text)?.[1] ?? '');
          deliveries.push({ arrivedAt: epochNow(), movedAt });
          return;
        }
        const { action } = JSON.parse(text) as { action: number };
        // CONNECTED (4): attach every channel; ATTACHED (11) for each.
        if (action === 4) {
          for (const channel of channels) socket.send(JSON.stringify({ action: 10, channel }));
        }
        if (action === 11) {
          attached += 1;
          if (attached === channels.length) resolve();
        }
        if (action === 9 || action === 13) reject(new Error(`refused: ${text}`));
      });
    }),
    120_000,
  );
  return socket;
}

/** The start of the last tick that began at or before `at`. */
function tickBefore(ticks: Tick[], at: number): number | undefined {
  let low = 0;
  let high = ticks.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const tick = ticks[middle];
    if (tick && tick.at <= at) {
      found = tick.at;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export async function measureQuotesFanout() {
  const key = { name: LOCAL_KEY_NAME, secret: randomBytes(24).toString('base64url') };
  const server = await startServer(key.secret);
  const deliveries: Delivery[] = [];
  const sockets: WebSocket[] = [];
  try {
    const connectStart = performance.now();
    for (let start = 0; start < CLIENTS; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - start) }, (_, offset) =>
        connect(server.port, key, start + offset, deliveries),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;

    const clientCpu = process.cpuUsage();
    const runStart = epochNow();
    server.start();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const stats = await server.stop();
    const clientUsage = process.cpuUsage(clientCpu);
    const clientCpuMs = (clientUsage.user + clientUsage.system) / 1000;
    const runSeconds = (epochNow() - runStart) / 1000;

    const ticks = server.ticks;
    const published = ticks.map((tick) => tick.published);
    const tickMs = ticks.map((tick) => tick.ms).sort((a, b) => a - b);
    const fromTick = deliveries
      .map((delivery) => delivery.arrivedAt - (tickBefore(ticks, delivery.arrivedAt) ?? Number.NaN))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const fromMove = deliveries
      .map((delivery) => delivery.arrivedAt - delivery.movedAt)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const total = published.reduce((sum, count) => sum + count, 0);

    console.log(
      `\nLive quotes: ${CLIENTS} clients × ${PER_CLIENT} channels of ${SYMBOLS} simulated crypto symbols, ticks every ${TICK_MS} ms for ${SECONDS} s, on ${process.version}`,
    );
    console.table([
      {
        attachments: CLIENTS * PER_CLIENT,
        'connect s': Math.round(connectSeconds * 10) / 10,
        ticks: ticks.length,
        'quotes/tick (mean)': Math.round((total / Math.max(1, ticks.length)) * 10) / 10,
        'quotes/tick (max)': Math.max(0, ...published),
        'deliveries/s': Math.round(deliveries.length / runSeconds),
        'publish failures': stats.failures,
      },
    ]);
    console.table([
      {
        'tick ms p50': percentile(tickMs, 50),
        'tick ms p99': percentile(tickMs, 99),
        'tick→screen p50 ms': percentile(fromTick, 50),
        'tick→screen p99 ms': percentile(fromTick, 99),
        'tick→screen max ms': percentile(fromTick, 100),
        'move→screen p50 ms': percentile(fromMove, 50),
        'move→screen p99 ms': percentile(fromMove, 99),
        'server CPU % of a core': Math.round((stats.cpuMs / stats.wallMs) * 1000) / 10,
        'clients CPU % of a core': Math.round((clientCpuMs / (runSeconds * 1000)) * 1000) / 10,
      },
    ]);
    console.log(
      'tick ms: the publisher’s tick until the broker acknowledged its quotes (Ably.Rest). tick→screen: from the start of the tick to the quote at a client. move→screen: from the price step (stats.updated_at) to the client, tick wait included.',
    );
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await measureQuotesFanout();
  process.exit(0);
}
