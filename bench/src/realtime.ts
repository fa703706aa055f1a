/**
 * `pnpm --filter @tapetv/bench bench:realtime` (also part of `pnpm bench`): real-time fan-out
 * latency through the embedded broker beside a bare `ws` broadcast of the same payload, measured
 * in the same run, and the size of the `ably` client in the web app's bundle.
 * Figures, not pass/fail; compare runs on the same machine.
 */
import { measureBundles } from './realtime/bundle-size.ts';
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

console.log('\nThe `ably` client in the browser bundle (esbuild, minified)');
console.table(
  (await measureBundles()).map((row) => ({
    entry: row.entry,
    'minified kB': row.minifiedKb,
    'gzip kB': row.gzipKb,
  })),
);
