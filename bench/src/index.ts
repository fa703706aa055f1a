/**
 * `pnpm bench [section]`: figures, not pass/fail; compare runs on the same machine.
 * - api: API throughput and latency beside this machine's bare-Fastify ceiling, in the same run.
 * - search: GET /api/symbol/search over 500 symbols beside the same ceiling (search.ts).
 * - calendars: a week of the economic and earnings calendars over five years of rows, and the
 *   computed holiday and futures calendars, beside the same ceiling, with the week queries' plans
 *   (calendars.ts).
 * - feed: GET /api/user-feed over 100,000 posts and 1,000,000 reactions beside the same ceiling,
 *   and the SQL statements a feed page costs (feed.ts).
 * - bundle: the initial JavaScript (gzipped) that `/` and `/feed` load, from the built web app.
 * - list: the feed list with 5,000 loaded posts in the built Storybook: render time, DOM and heap,
 *   frame times while scrolling (list.ts; run `pnpm build-storybook` first).
 * - realtime: fan-out latency, group chat delivery through the whole path, and the ably bundle
 *   (realtime.ts, in a process of its own).
 * - quotes: live quotes to 1,000 clients each watching 50 symbols: tick cost, quotes and
 *   deliveries per second, tick-to-screen latency (realtime/quotes-fanout.ts, own processes).
 * - start: the server's cold and warm start, compiled bundle beside tsx (start.ts).
 * Without a section, all of them in that order.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  addressOf,
  bareFastify,
  type LoadResult,
  load,
  printLoadTable,
  tapetvServer,
} from './api-baseline.ts';
import { checkBudgets } from './budgets.ts';
import { calendarsAtScale } from './calendars.ts';
import { feedAtScale } from './feed.ts';
import { measureInitialJs } from './initial-js.ts';
import { measureLighthouse } from './lighthouse.ts';
import { listAtScale } from './list.ts';
import { symbolSearch } from './search.ts';
import { measureStart } from './start.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function apiThroughput() {
  const bare = await bareFastify();
  const tapetv = await tapetvServer();
  const results: LoadResult[] = [];
  try {
    const base = addressOf(tapetv.app);
    results.push(
      await load('bare Fastify (ceiling)', `${addressOf(bare)}/bare`, { connections, seconds }),
    );
    results.push(
      await load('GET /api/health (database round trip)', `${base}/api/health`, {
        connections,
        seconds,
      }),
    );
    results.push(
      await load('GET /api/check-login (visitor)', `${base}/api/check-login`, {
        connections,
        seconds,
      }),
    );
  } finally {
    await bare.close();
    await tapetv.cleanup();
  }
  console.log(
    `\nAPI throughput, ${connections} connections, ${seconds} s each, on ${process.version}`,
  );
  printLoadTable(results);
}

async function initialJs() {
  console.log('\nInitial JavaScript per page (built app: run `pnpm build` first)');
  const pages = await measureInitialJs();
  console.log('Before the first content is on screen (the initial JavaScript, budgeted):');
  console.table(
    pages.map((r) => ({
      page: r.page,
      scripts: r.scripts,
      'raw kB': r.rawKb,
      'gzip kB': r.gzipKb,
      'brotli kB (sent)': r.brotliKb,
    })),
  );
  console.log('Until the network is idle (adds what loads after the first paint):');
  console.table(
    pages.map((r) => ({
      page: r.page,
      scripts: r.total.scripts,
      'raw kB': r.total.rawKb,
      'gzip kB': r.total.gzipKb,
      'brotli kB (sent)': r.total.brotliKb,
    })),
  );
  for (const page of pages) {
    console.log(`\n${page.page}: its scripts, gzip kB (late: requested after the first content)`);
    console.table(page.detail);
  }
}

/** The real-time figures, as `pnpm --filter @tapetv/bench bench:realtime` prints them. */
async function realtime() {
  const script = fileURLToPath(new URL('./realtime.ts', import.meta.url));
  // Same Node and tsx loader as this process; a process of its own, as before this file ran it.
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the real-time benchmark exited with ${code}`);
}

/** Live quotes fan-out, in processes of its own (its clients would weigh on anything else). */
async function quotesFanout() {
  const script = fileURLToPath(new URL('./realtime/quotes-fanout.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the live quotes benchmark exited with ${code}`);
}

async function lighthouseScores() {
  console.log('\nLighthouse, mobile preset, built app (run `pnpm build` first)');
  console.table(await measureLighthouse());
}

async function startTimes() {
  console.log('\nServer start to first healthy answer, embedded PGlite (run `pnpm build` first)');
  console.table(await measureStart());
}

const SECTIONS = [
  'api',
  'search',
  'calendars',
  'feed',
  'bundle',
  'lighthouse',
  'list',
  'realtime',
  'quotes',
  'start',
  'budgets',
] as const;
const only = process.argv[2];
if (only !== undefined && !(SECTIONS as readonly string[]).includes(only)) {
  console.error(`Unknown section "${only}": one of ${SECTIONS.join(', ')}, or none for all.`);
  process.exit(2);
}
if (!only || only === 'api') await apiThroughput();
if (!only || only === 'search') await symbolSearch({ connections, seconds });
if (!only || only === 'calendars') await calendarsAtScale({ connections, seconds });
if (!only || only === 'feed') {
  await feedAtScale({
    connections,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    timeoutSeconds: Number(process.env.BENCH_FEED_TIMEOUT_SECONDS ?? 900),
  });
}
if (!only || only === 'bundle') await initialJs();
if (!only || only === 'lighthouse') await lighthouseScores();
if (!only || only === 'list') await listAtScale();
if (!only || only === 'realtime') await realtime();
if (!only || only === 'quotes') await quotesFanout();
if (!only || only === 'start') await startTimes();
// Pass/fail, for CI (scripts/test-all.sh): only when asked for by name.
if (only === 'budgets' && !(await checkBudgets())) process.exit(1);
