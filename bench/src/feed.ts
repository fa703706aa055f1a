/**
 * The feed at scale: 10,000 members, 100,000 posts, 1,000,000 reactions (plus follows, groups,
 * comments and polls) bulk-loaded in SQL, then GET /api/user-feed for a logged-in member under
 * load beside this run's bare-Fastify ceiling, the SQL statements one feed page costs at three
 * page sizes, and the plan of the page query; a member's posts and a group's posts under the same
 * load. The benchmark member's newest post has 10,000
 * reactions: it is on every feed page, and GET /api/singlePost (read fresh each time) is loaded
 * on its own, beside the bytes the post would weigh with its every reaction listed.
 *
 * On a real PostgreSQL when one answers on a loopback address (TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres), in a throwaway database `tapetv_bench_<random>`
 * dropped at the end; otherwise on an in-memory PGlite. Every step is bounded: the load runs for
 * BENCH_SECONDS, and the whole benchmark gives up after BENCH_FEED_TIMEOUT_SECONDS.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import { type DatabaseHandle, openDatabase } from '@tapetv/server/db';
import type { FastifyInstance } from 'fastify';
import { addressOf, bareFastify, type LoadResult, load, printLoadTable } from './api-baseline.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { freePort } from './free-port.ts';
import { client, signUpToken } from './member-client.ts';
import { bundle, spawnServer, startCommand, untilHealthy } from './server-process.ts';

const MEMBERS = 10_000;
/** BENCH_FEED_POSTS (a multiple of 20) shrinks the data for a quick check of the script itself. */
const POSTS = Number(process.env.BENCH_FEED_POSTS ?? 100_000);
const REACTIONS_PER_POST = 10;
const GROUPS = 20;
/** Every member but the benchmark member follows this many others. */
const FOLLOWS_EACH = 20;
/** The benchmark member follows 200 members and belongs to 3 of the 20 groups. */
const BENCH_FOLLOWS = 200;
const BENCH_GROUPS = [1, 2, 3];
/**
 * A group of the benchmark member's that has posts: post p's group is its author's (a % 20) + 1,
 * and group posts (p % 5 = 0) have authors a ≡ 1 (mod 5), so only groups 2, 7, 12 and 17 have posts.
 */
const POSTING_GROUP = 2;
/** One post in 20 has a poll: three options, 20 votes. */
const POLL_EVERY = 20;
const VOTES_PER_POLL = 20;
/** Every other post has two comments. */
const COMMENTS_PER_COMMENTED_POST = 2;
const PAGE_SIZES = [5, 20, 50];
/** The benchmark member's newest post has a reaction from every member (ADR 0005). */
const POPULAR_POST = POSTS + 1;

const BENCH_MEMBER = {
  name: 'Bench Member',
  userName: 'bench_member',
  email: 'bench@bench.tapetv.dev',
  password: 'TapeTV-bench-1',
};

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface FeedBenchOptions {
  connections: number;
  seconds: number;
  timeoutSeconds: number;
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (message: string) => console.log(`  [feed ${elapsed()}] ${message}`);

/** Rows of a raw statement, whichever driver ran it (PGlite answers {rows}, postgres.js an array). */
export async function rows<T>(handle: DatabaseHandle, statement: string): Promise<T[]> {
  const result: unknown = await handle.db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The database to load: a throwaway PostgreSQL database when one answers, else PGlite in memory. */
export async function openBenchDatabase(
  dataDir: string,
  logQuery: (query: string) => void,
): Promise<{ handle: DatabaseHandle; url: string; label: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const host = new URL(adminUrl).hostname;
  if (!LOOPBACK.has(host)) {
    console.log(`  ${host} is not a loopback address: the feed benchmark stays on 127.0.0.1.`);
  } else {
    const admin = await openDatabase({ url: adminUrl, dataDir, poolSize: 1 });
    try {
      await withTimeout(admin.ping(), 3000, 'connecting to PostgreSQL');
      const name = `tapetv_bench_${randomBytes(6).toString('hex')}`;
      await admin.db.execute(`create database "${name}"`);
      const version = await rows<{ server_version: string }>(admin, 'show server_version');
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), dataDir, poolSize: 10, logQuery });
      return {
        handle,
        url: url.toString(),
        label: `PostgreSQL ${version[0]?.server_version ?? ''} on ${url.host}, throwaway database ${name}`,
        drop: async () => {
          await handle.close();
          if (process.env.BENCH_FEED_KEEP === '1') {
            await admin.close();
            step(`kept ${name} (BENCH_FEED_KEEP=1): drop it yourself when done`);
            return;
          }
          await admin.db.execute(`drop database if exists "${name}" with (force)`);
          await admin.close();
          step(`dropped ${name}`);
        },
      };
    } catch (error) {
      await admin.close().catch(() => {});
      console.log(`  No PostgreSQL at ${host} (${(error as Error).message}).`);
    }
  }
  const handle = await openDatabase({ url: 'memory://', dataDir, logQuery });
  return { handle, url: 'memory://', label: 'PGlite in memory', drop: () => handle.close() };
}

/**
 * The bulk load, in SQL (`insert … select generate_series`), with explicit ids so the formulas
 * line up: member m is in groups (m % 20) + 1 and (7m + 3) % 20 + 1 and posts in the first; post
 * p is by member 7919p % 10000 + 1, in a group when p % 5 = 0, 26 s after post p - 1.
 * Member 1, registered through the API beforehand, is the benchmark member.
 */
function bulkLoad(benchId: number): [string, string][] {
  const N = MEMBERS;
  return [
    [
      'reaction types',
      `insert into reaction_types (id, name, icon, position) overriding system value values
        (1, 'like', '👍', 0), (2, 'love', '❤️', 1), (3, 'haha', '😂', 2), (4, 'wow', '😮', 3),
        (5, 'sad', '😢', 4), (6, 'angry', '😠', 5), (7, 'bullish', '🐂', 6), (8, 'bearish', '🐻', 7)`,
    ],
    [
      `${N - 1} members`,
      `insert into users (id, name, user_name, email, password_hash, bio)
       overriding system value
       select m, 'Member ' || m, 'member' || m, 'member' || m || '@bench.tapetv.dev', 'no-login',
              'Swing trader focused on US tech.'
       from generate_series(2, ${N}) m`,
    ],
    [
      `${GROUPS} groups`,
      `insert into groups (id, name, title) overriding system value
       select g, 'group-' || g, 'Group ' || g from generate_series(1, ${GROUPS}) g`,
    ],
    [
      'group memberships',
      `insert into group_members (group_id, user_id)
       select distinct g, m from generate_series(2, ${N}) m,
         lateral (values (m % ${GROUPS} + 1), ((m * 7 + 3) % ${GROUPS} + 1)) as v(g)
       union all
       select g, ${benchId} from unnest(array[${BENCH_GROUPS.join(', ')}]) g`,
    ],
    [
      'follows',
      `insert into follows (follower_id, followee_id)
       select m, (m - 1 + k * 487) % ${N} + 1
       from generate_series(2, ${N}) m, generate_series(1, ${FOLLOWS_EACH}) k
       union all
       select ${benchId}, (k * 49) % ${N} + 1 from generate_series(1, ${BENCH_FOLLOWS}) k`,
    ],
    [
      `${POSTS.toLocaleString('en')} posts`,
      `insert into posts (id, user_id, group_id, text, created_at) overriding system value
       select p, a, case when p % 5 = 0 then a % ${GROUPS} + 1 end,
              'Bench post ' || p || ': watching $NVDA and $TSLA into the close, '
                || 'BTC holding the range. Adding on a pullback, stop under the 20-day.',
              now() - (${POSTS} - p) * interval '26 seconds'
       from generate_series(1, ${POSTS}) p, lateral (select (p * 7919) % ${N} + 1 as a) author`,
    ],
    [
      `${(POSTS * REACTIONS_PER_POST).toLocaleString('en')} reactions`,
      `insert into reactions (user_id, reaction_type_id, post_id, created_at)
       select (p * 31 + k * 997) % ${N} + 1, (p + k * 3) % 8 + 1, p,
              now() - (${POSTS} - p) * interval '26 seconds' + k * interval '1 minute'
       from generate_series(1, ${POSTS}) p, generate_series(0, ${REACTIONS_PER_POST - 1}) k`,
    ],
    [
      `${((POSTS / 2) * COMMENTS_PER_COMMENTED_POST).toLocaleString('en')} comments`,
      `insert into comments (post_id, user_id, text, created_at)
       select p, (p * 13 + j * 101) % ${N} + 1, 'What is your stop on this one?',
              now() - (${POSTS} - p) * interval '26 seconds' + (j + 1) * interval '5 minutes'
       from generate_series(2, ${POSTS}, 2) p, generate_series(0, ${COMMENTS_PER_COMMENTED_POST - 1}) j`,
    ],
    [
      `${POSTS / POLL_EVERY} polls with 3 options`,
      `with made as (
         insert into polls (id, post_id) overriding system value
         select (p - 7) / ${POLL_EVERY} + 1, p from generate_series(7, ${POSTS}, ${POLL_EVERY}) p
         returning id)
       insert into poll_options (id, poll_id, text, position) overriding system value
       select (id - 1) * 3 + o + 1, id, (array['Above 150', 'Between 140 and 150', 'Below 140'])[o + 1], o
       from made, generate_series(0, 2) o`,
    ],
    [
      `${((POSTS / POLL_EVERY) * VOTES_PER_POLL).toLocaleString('en')} votes`,
      `insert into poll_votes (poll_id, user_id, option_id)
       select (p - 7) / ${POLL_EVERY} + 1, (p * 17 + k * 491) % ${N} + 1,
              ((p - 7) / ${POLL_EVERY}) * 3 + k % 3 + 1
       from generate_series(7, ${POSTS}, ${POLL_EVERY}) p, generate_series(0, ${VOTES_PER_POLL - 1}) k`,
    ],
    [
      'poll counters',
      `update poll_options o set votes = c.n
       from (select option_id, count(*)::int as n from poll_votes group by option_id) c
       where c.option_id = o.id`,
    ],
    [
      'a post with a reaction from every member',
      `insert into posts (id, user_id, text, created_at) overriding system value
       values (${POPULAR_POST}, ${benchId}, 'Bench post everybody reacted to', now())`,
    ],
    [
      `its ${N.toLocaleString('en')} reactions`,
      `insert into reactions (user_id, reaction_type_id, post_id, created_at)
       select m, m % 8 + 1, ${POPULAR_POST}, now() - (${N} - m) * interval '1 second'
       from generate_series(1, ${N}) m`,
    ],
    [
      'identity sequences',
      `select ${['users', 'groups', 'posts', 'polls', 'poll_options', 'reaction_types']
        .map(
          (table) =>
            `setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        )
        .join(', ')}`,
    ],
    ['statistics (analyze)', 'analyze'],
  ];
}

/** The table a statement reads, named by its outer FROM (subqueries in parentheses skipped). */
function mainTable(query: string): string {
  let outer = query;
  for (let previous = ''; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/\([^()]*\)/g, '');
  }
  return /\bfrom "?(\w+)"?/.exec(outer)?.[1] ?? query.slice(0, 40);
}

/** The statement with its parameters written in, for EXPLAIN (integers, their arrays, strings, nulls). */
export function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null) return 'null';
    if (Array.isArray(value) && value.every((item) => typeof item === 'number'))
      return `array[${value.join(',')}]::int[]`;
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      return `array[${value.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`;
    throw new Error(`cannot inline parameter $${n} of type ${typeof value}`);
  });
}

/**
 * `GET /api/user-feed` against the server as `pnpm start` runs it (its bundle, or the TypeScript
 * through tsx before a build), with one process and then with two (`WEB_CONCURRENCY`), on the
 * bench's PostgreSQL database; each measured once every worker listens.
 */
async function feedOnProcesses(
  databaseUrl: string,
  dataDir: string,
  cookie: string,
  options: FeedBenchOptions,
): Promise<LoadResult[]> {
  const command = existsSync(bundle)
    ? startCommand
    : [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const results: LoadResult[] = [];
  for (const processes of [1, 2]) {
    const port = await freePort();
    const child = spawnServer(command, {
      dataDir,
      port,
      realtimePort: await freePort(),
      stdout: 'pipe',
      env: {
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: String(processes),
        SEED: 'false',
        JOBS: 'false',
        QUOTES_TICK_MS: '0',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        ...(process.env.DATABASE_POOL_SIZE
          ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
          : {}),
      },
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await untilHealthy(base, child, 120_000);
      const started = Date.now();
      while ((log.match(/"msg":"TapeTV is running"/g) ?? []).length < processes) {
        if (Date.now() - started > 60_000) throw new Error(`${processes} workers did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      results.push(
        await load(`${processes} process${processes > 1 ? 'es' : ''}`, `${base}/api/user-feed`, {
          connections: options.connections,
          seconds: options.seconds,
          headers: { cookie },
          worker: true,
        }),
      );
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  return results;
}

async function appOn(
  url: string,
  dataDir: string,
  handle?: DatabaseHandle,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...(process.env.DATABASE_POOL_SIZE
      ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
      : {}),
    SEED: 'false',
    LOG_LEVEL: 'silent',
    REALTIME_PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  return buildApp({ config, ...(handle ? { database: handle } : {}) });
}

export async function feedAtScale(options: FeedBenchOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-feed-'));
  /** Statements seen while a count is running (the logQuery hook ignores the rest). */
  let recording: { query: string; params: unknown[] }[] | undefined;
  const logQuery = (query: string, params?: unknown[]) => {
    recording?.push({ query, params: params ?? [] });
  };
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const run of cleanups.splice(0).reverse()) {
      await run().catch((error: unknown) => console.error('  cleanup:', error));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const watchdog = setTimeout(() => {
    console.error(`\nFeed benchmark: gave up after ${options.timeoutSeconds} s.`);
    void cleanup().finally(() => process.exit(1));
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  try {
    console.log(
      `\nFeed at scale: ${MEMBERS.toLocaleString('en')} members, ${POSTS.toLocaleString('en')} posts, ` +
        `${(POSTS * REACTIONS_PER_POST).toLocaleString('en')} reactions`,
    );
    const database = await openBenchDatabase(dataDir, logQuery);
    cleanups.push(database.drop);
    console.log(`  Database: ${database.label}`);
    const { handle } = database;
    await handle.migrate();
    step('migrated');

    // The app the load runs against: its own pool from the URL, or the PGlite the loader holds.
    const app = await appOn(database.url, dataDir, handle.driver === 'pglite' ? handle : undefined);
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = addressOf(app);
    const member = client(base);
    await member.post('/register', {
      name: BENCH_MEMBER.name,
      userName: BENCH_MEMBER.userName,
      email: BENCH_MEMBER.email,
      password: BENCH_MEMBER.password,
    });
    const registered = await member.post('/register/confirm', { token: signUpToken(dataDir) });
    const benchId = registered.user.id;
    if (benchId !== 1) throw new Error(`the benchmark member got id ${benchId}, expected 1`);
    step('registered the benchmark member through POST /register and its mailed link');

    for (const [what, statement] of bulkLoad(benchId)) {
      const t = performance.now();
      await handle.db.execute(statement);
      step(`loaded ${what} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    }
    const [counts] = await rows<Record<string, string | number>>(
      handle,
      `select (select count(*) from users) as members, (select count(*) from posts) as posts,
              (select count(*) from reactions) as reactions, (select count(*) from follows) as follows,
              (select count(*) from comments) as comments, (select count(*) from poll_votes) as votes`,
    );
    step(`database holds ${JSON.stringify(counts)}`);

    // A fresh session, as the web app gets one: CSRF token, then POST /login.
    const fresh = client(base);
    await fresh.post('/login', { email: BENCH_MEMBER.email, password: BENCH_MEMBER.password });
    const cookie = fresh.cookie();
    const check = await fresh.get('/api/user-feed');
    const page = JSON.parse(check.body) as { data?: { data?: unknown[] } };
    if (check.status !== 200 || page.data?.data?.length !== 20) {
      throw new Error(`GET /api/user-feed answered ${check.status} with an unexpected page`);
    }
    step('logged in with POST /login; GET /api/user-feed answers a full page');

    // Statements per page: the service at three page sizes, then one whole HTTP request.
    const counting = handle.driver === 'pglite' ? app : await appOn(database.url, dataDir, handle);
    if (counting !== app) cleanups.push(() => counting.close());
    await counting.ready();
    const record = async (run: () => Promise<unknown>) => {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = undefined;
      }
    };
    const perSize: Record<string, number | string> = {};
    let pageStatements: { query: string; params: unknown[] }[] = [];
    for (const size of PAGE_SIZES) {
      // Cold (the posts cache empty for these posts), then warm (every post cached).
      const counts: number[] = [];
      for (const _round of ['cold', 'warm']) {
        let posts = 0;
        const statements = await record(async () => {
          posts = (
            JSON.parse(
              (await counting.services.posts.feed(benchId, undefined, size)).toString(),
            ) as []
          ).length;
        });
        if (posts !== size) throw new Error(`a feed page of ${size} returned ${posts} posts`);
        counts.push(statements.length);
        if (size === 20 && pageStatements.length === 0) pageStatements = statements;
      }
      perSize[`page of ${size} (cold / warm)`] = counts.join(' / ');
    }
    const olderPage = await record(() =>
      counting.services.posts.feed(benchId, Math.round(POSTS * 0.9), 20),
    );
    perSize['page of 20 after lastPostId (cold)'] = olderPage.length;
    const request = await record(() =>
      counting.inject({ url: '/api/user-feed', headers: { cookie } }),
    );
    perSize['whole GET /api/user-feed (session looked up, posts warm)'] = request.length;

    // The load: this run's ceiling first, then the feed, same connections and duration.
    const bare = await bareFastify();
    cleanups.push(() => bare.close());
    step(`load: ${options.connections} connections, ${options.seconds} s each`);
    const results: LoadResult[] = [];
    results.push(
      await load('bare Fastify (ceiling)', `${addressOf(bare)}/bare`, {
        connections: options.connections,
        seconds: options.seconds,
        worker: true,
      }),
    );
    const stopProfile = await startCpuProfile();
    const feedLoad = await load(
      'GET /api/user-feed (member, page of 20)',
      `${base}/api/user-feed`,
      {
        connections: options.connections,
        seconds: options.seconds,
        headers: { cookie },
        worker: true,
      },
    );
    const cpu = await stopProfile(feedLoad.requests);
    results.push(feedLoad);
    // The other pages of posts (ADR 0004: the same two statements, another ids statement).
    const busiestAuthor = 2;
    for (const [name, url] of [
      [
        'GET /api/user-profile/{id} (a member’s posts)',
        `${base}/api/user-profile/${busiestAuthor}`,
      ],
      ['GET /api/user-group/{id} (a group’s posts)', `${base}/api/user-group/${POSTING_GROUP}`],
    ] as const) {
      results.push(
        await load(name, url, {
          connections: options.connections,
          seconds: options.seconds,
          headers: { cookie },
          worker: true,
        }),
      );
    }
    results.push(
      await load(
        `GET /api/singlePost (${MEMBERS.toLocaleString('en')} reactions, read fresh)`,
        `${base}/api/singlePost/${POPULAR_POST}`,
        {
          connections: options.connections,
          seconds: options.seconds,
          headers: { cookie },
          worker: true,
        },
      ),
    );

    // Issue 24: what a second server process buys, on the same database and session.
    const byProcesses =
      handle.driver === 'postgres'
        ? await feedOnProcesses(database.url, dataDir, cookie, options)
        : undefined;

    // What the post with 10,000 reactions weighs, as sent and as it would be with every reaction.
    const popular = await fresh.get(`/api/singlePost/${POPULAR_POST}`);
    const shown = JSON.parse(popular.body) as { reactions: unknown[]; reaction_counts: unknown[] };
    const [unbounded] = await rows<{ bytes: number; reactions: number }>(
      handle,
      `select count(*)::int as reactions, sum(length(json_build_object(
          'id', r.id, 'user_id', r.user_id, 'reaction_type_id', r.reaction_type_id,
          'post_id', r.post_id, 'comment_id', r.comment_id,
          'reaction_type', json_build_object('name', t.name, 'icon', t.icon),
          'user', json_build_object('id', u.id, 'name', u.name, 'userName', u.user_name,
            'avatar', coalesce(u.avatar, 'photos/d-avatar.jpg')))::text) + 1)::int as bytes
       from reactions r join reaction_types t on t.id = r.reaction_type_id
       join users u on u.id = r.user_id where r.post_id = ${POPULAR_POST}`,
    );
    const popularPost = {
      'reactions on the post': unbounded?.reactions,
      'reactions listed / types counted': `${shown.reactions.length} / ${shown.reaction_counts.length}`,
      'post as sent (bytes)': Buffer.byteLength(popular.body),
      'its reactions if all were listed (bytes)': unbounded?.bytes,
    };

    // The plan of each statement of a page of 20, after the load (warm caches, fresh statistics).
    const plans = [];
    for (const { query, params } of pageStatements) {
      const lines = (
        await rows<Record<string, string>>(
          handle,
          `explain (analyze, buffers, costs off) ${inline(query, params)}`,
        )
      ).map((row) => String(Object.values(row)[0]));
      plans.push({
        statement: mainTable(query),
        lines,
        'execution ms': Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]),
        'sequential scans': [
          ...new Set(lines.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? [])),
        ].join(', '),
      });
    }

    console.log(`\nFeed throughput on ${database.label}, ${process.version}`);
    const ceiling = printLoadTable(results);
    const feed = results[1];
    if (feed) {
      console.log(
        `Feed / ceiling: ${feed.requestsPerSecond} / ${ceiling} req/s = ${(feed.requestsPerSecond / ceiling).toFixed(3)}`,
      );
    }
    if (byProcesses) {
      console.log(
        '\nGET /api/user-feed from `pnpm start` with WEB_CONCURRENCY 1 and 2 (same database, same run)',
      );
      const one = byProcesses[0]?.requestsPerSecond ?? 1;
      console.table(
        byProcesses.map((result) => ({
          processes: result.name,
          'req/s': result.requestsPerSecond,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          'vs 1 process': `${(result.requestsPerSecond / one).toFixed(2)}×`,
          errors: result.errors,
        })),
      );
    } else {
      console.log('\n(One process against two needs PostgreSQL: PGlite belongs to one process.)');
    }
    console.log(
      `\nWhere the server's Node thread went during the feed load (CPU profile, self time; ` +
        `${feedLoad.requests.toLocaleString('en')} requests)`,
    );
    console.table(cpu);
    console.log(`\nThe post with ${MEMBERS.toLocaleString('en')} reactions (ADR 0005)`);
    console.table(popularPost);
    console.log('\nSQL statements one feed page costs');
    console.table(perSize);
    console.log(
      '\nThe statements of a page of 20 (EXPLAIN ANALYZE, run one at a time after the load)',
    );
    console.table(plans.map(({ lines: _lines, ...summary }) => summary));
    for (const [i, plan] of plans.entries()) {
      console.log(`\nPlan of statement ${i + 1} of a cold page (${plan.statement})`);
      console.log(plan.lines.join('\n'));
    }
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}
