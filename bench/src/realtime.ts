/**
 * `pnpm --filter @tapetv/bench bench:realtime` (also part of `pnpm bench`): real-time fan-out
 * latency through the embedded broker beside a bare `ws` broadcast of the same payload, measured
 * in the same run; group chat delivery through the whole path (HTTP send, commit, publish,
 * broker, `ably` clients) beside a direct publish to the same clients; and the size of the
 * `ably` client in the web app's bundle.
 * Figures, not pass/fail; compare runs on the same machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBenchDatabase } from './feed.ts';
import { measureBundles } from './realtime/bundle-size.ts';
import { type ChatDeliveryResult, measureChatDelivery } from './realtime/chat-delivery.ts';
import { measureFanout } from './realtime/fanout.ts';

const sizes = (process.env.BENCH_FANOUT_CLIENTS ?? '100,1000,5000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const ablyClients = Number(process.env.BENCH_FANOUT_ABLY_CLIENTS ?? 100);

console.log(
  `\nReal-time fan-out on loopback, ${process.env.BENCH_FANOUT_ROUNDS ?? 5} publishes per row after a warm-up, on ${process.version}`,
);
console.log('Latency: from the publish call to the message at each client.');
const fanout = await measureFanout(sizes, ablyClients);
console.table(
  fanout.map((row) => ({
    transport: row.transport,
    clients: row.clients,
    deliveries: row.deliveries,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'max ms': row.max,
    'connect s': row.connectSeconds,
  })),
);

const chatClients = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const chatRounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
if (chatClients > 0) {
  console.log(
    `\nGroup chat delivery to ${chatClients} subscribers of one group (\`ably\` clients), ${chatRounds} messages per row after a warm-up, on ${process.version}`,
  );
  console.log(
    'Latency: from just before the publish call (ceiling) or the HTTP request (chat) to the message at each client; same clients, same run.\n' +
      'HTTP send: the request until its 201 is read, timed in a worker thread of its own (the server answers after its publish).',
  );
  const printChat = (rows: ChatDeliveryResult[]) =>
    console.table(
      rows.map((row) => ({
        path: row.path,
        clients: row.clients,
        deliveries: row.deliveries,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'max ms': row.max,
        'HTTP send p50 ms': row.sendP50 ?? '',
        'HTTP send max ms': row.sendMax ?? '',
        'connect s': row.connectSeconds,
      })),
    );
  printChat(await measureChatDelivery(chatClients, chatRounds));

  // Issue 24: the same clients' chat sent through `pnpm start` with WEB_CONCURRENCY processes on
  // PostgreSQL (the broker in the primary, the sends spread over the workers).
  const processes = Number(process.env.BENCH_CHAT_PROCESSES ?? 2);
  if (processes > 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-chat-db-'));
    const database = await openBenchDatabase(dir, () => {});
    try {
      if (database.handle.driver !== 'postgres') {
        console.log(`\nChat through ${processes} processes needs PostgreSQL: not measured.`);
      } else {
        console.log(
          `\nThe same through \`pnpm start\` with WEB_CONCURRENCY=${processes} on ${database.label}`,
        );
        printChat(await measureChatDelivery(chatClients, chatRounds, { processes, database }));
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

console.log('\nThe `ably` client in the browser bundle (esbuild, minified)');
console.table(
  (await measureBundles()).map((row) => ({
    entry: row.entry,
    'minified kB': row.minifiedKb,
    'gzip kB': row.gzipKb,
  })),
);
