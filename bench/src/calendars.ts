/**
 * The calendars under load: five years of economic releases and earnings reports bulk-loaded in
 * SQL (about 195,000 of each, a weekday's 150), then a week's view of each — the whole week, a
 * filtered one (two countries, high importance), the earnings of the member's 50-symbol
 * watchlist — and the computed calendars (a year of nine exchanges' holidays, 400 days of
 * futures expiries), each beside this run's bare-Fastify ceiling. Then `EXPLAIN ANALYZE` of the
 * week queries, which must use their indexes (any week's view is one indexed query).
 *
 * On a real PostgreSQL when one answers on a loopback address (a throwaway database dropped at
 * the end), otherwise on an in-memory PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import { addressOf, bareFastify, type LoadResult, load, printLoadTable } from './api-baseline.ts';
import { inline, openBenchDatabase, rows } from './feed.ts';
import { client, signUpToken } from './member-client.ts';

const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2028-12-31';
const PER_WEEKDAY = 150;
const SYMBOLS = 2000;
const WATCHED = 50;
const MEMBER = {
  name: 'Calendar Bench',
  userName: 'calendar_bench',
  email: 'calendars@bench.tapetv.dev',
  password: 'TapeTV-bench-1',
};
const COUNTRIES = ['US', 'EU', 'GB', 'DE', 'FR', 'JP', 'CN', 'CA', 'AU', 'CH', 'NZ', 'IT'];

const weekdays = `
select d::date as day, n
from generate_series('${FIRST_DAY}'::date, '${LAST_DAY}'::date, interval '1 day') d,
  generate_series(1, ${PER_WEEKDAY}) n
where extract(isodow from d) < 6`;

const LOAD = [
  `insert into symbols (symbol, name, country, exchange, type, region, sector, currency, reference_price, search_text)
   select 'S' || i, 'Company ' || i, 'US', 'NASDAQ', 'stocks', 'us', 'technology', 'USD', 100, 's' || i
   from generate_series(1, ${SYMBOLS}) i`,
  `insert into economic_events (source, external_id, country, currency, event_key, event, period,
     importance, scheduled_at, actual, forecast, previous, unit)
   select 'csv', day || '-' || n, c.code, 'USD', c.code || '-indicator-' || (n % 40), 'Indicator ' || (n % 40),
     'Q1', 1 + n % 3, day + make_interval(mins => (n * 7) % 1440), n * 0.1, n * 0.1, n * 0.1, '%'
   from (${weekdays}) w,
     lateral (select (array['${COUNTRIES.join("','")}'])[1 + (n + extract(doy from day)::int) % ${COUNTRIES.length}] as code) c`,
  `insert into earnings_events (source, external_id, symbol_id, symbol, company, date, time,
     fiscal_quarter, eps_forecast, revenue_forecast, market_cap, currency)
   select 'csv', day || '-' || n, s.id, s.symbol, s.name, day, 'after_close', 'Q1 2026', 1.5, 1e9, 1e10, 'USD'
   from (${weekdays}) w
   join symbols s on s.symbol = 'S' || (1 + (n * 13 + extract(doy from day)::int * 7) % ${SYMBOLS})`,
  'analyze symbols',
  'analyze economic_events',
  'analyze earnings_events',
];

/** Monday to Sunday of the week `weeks` after the one of 2026-11-23. */
function week(weeks: number): { from: string; to: string } {
  const monday = Date.UTC(2026, 10, 23) + weeks * 7 * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(monday + 6 * 86_400_000) };
}

export async function calendarsAtScale(options: { connections: number; seconds: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-calendars-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    /** The statements the app runs while `recording` is set (the week views', for their plans). */
    let recording: { query: string; params: unknown[] }[] | undefined;
    const database = await openBenchDatabase(dataDir, (query, params?: unknown[]) => {
      recording?.push({ query, params: params ?? [] });
    });
    cleanups.push(database.drop);
    console.log(`\nCalendars: ${FIRST_DAY} to ${LAST_DAY}, ${PER_WEEKDAY} a weekday`);
    console.log(`  Database: ${database.label}`);
    await database.handle.migrate();
    for (const statement of LOAD) {
      const started = performance.now();
      await database.handle.db.execute(statement);
      console.log(
        `  ${statement.trim().split('\n')[0]?.slice(0, 60)}… ${Math.round(performance.now() - started)} ms`,
      );
    }

    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED: 'false',
        LOG_LEVEL: 'silent',
        REALTIME_PORT: '0',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      }),
      // The bench's own handle, so its logQuery hook sees the app's statements.
      database: database.handle,
    });
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = addressOf(app);

    const member = client(base);
    await member.post('/register', MEMBER);
    await member.post('/register/confirm', { token: signUpToken(dataDir) });
    // The member's watchlist: 50 of the symbols, written directly (the API would take 50 calls).
    await database.handle.db.execute(`
      with list as (
        insert into watchlists (user_id, title)
        select id, 'Bench' from users where email = '${MEMBER.email}' returning id)
      insert into watchlist_symbols (watchlist_id, symbol_id, position)
      select list.id, s.id, row_number() over (order by s.id)
      from list, symbols s where s.id % ${SYMBOLS / WATCHED} = 0`);
    const session = client(base);
    await session.post('/login', { email: MEMBER.email, password: MEMBER.password });
    const cookie = session.cookie();

    const { from, to } = week(1);
    const routes = [
      [
        'GET /api/calendars/economic (a week, every country)',
        `/api/calendars/economic?from=${from}&to=${to}&tz=America/New_York`,
      ],
      [
        'GET /api/calendars/economic (a week, US+JP, importance 3)',
        `/api/calendars/economic?from=${from}&to=${to}&tz=Asia/Tokyo&countries=US,JP&importance=3`,
      ],
      ['GET /api/calendars/earnings (a week)', `/api/calendars/earnings?from=${from}&to=${to}`],
      [
        'GET /api/calendars/earnings (a week, my watchlist)',
        `/api/calendars/earnings?from=${from}&to=${to}&watchlist=true`,
      ],
      [
        'GET /api/calendars/holidays (a year, nine exchanges)',
        '/api/calendars/holidays?from=2027-01-01&to=2027-12-31',
      ],
      [
        'GET /api/calendars/futures-expiry (400 days)',
        '/api/calendars/futures-expiry?from=2027-01-01&to=2028-02-04',
      ],
    ] as const;
    const statements = new Map<string, { query: string; params: unknown[] }[]>();
    for (const [name, url] of routes) {
      recording = [];
      const check = await session.get(url);
      statements.set(name, recording);
      recording = undefined;
      if (check.status !== 200) throw new Error(`${name} answered ${check.status}: ${check.body}`);
      const count = (JSON.parse(check.body) as { data?: unknown[] }).data?.length ?? 0;
      console.log(`  ${name}: ${count} rows, ${Math.round(check.body.length / 1024)} kB`);
    }

    const bare = await bareFastify();
    cleanups.push(() => bare.close());
    const run = { connections: options.connections, seconds: options.seconds, worker: true };
    const results: LoadResult[] = [
      await load('bare Fastify (ceiling)', `${addressOf(bare)}/bare`, run),
    ];
    for (const [name, url] of routes) {
      results.push(await load(name, `${base}${url}`, { ...run, headers: { cookie } }));
    }
    console.log(
      `\nCalendars, ${options.connections} connections, ${options.seconds} s each, on ` +
        `${database.label}, ${process.version}`,
    );
    printLoadTable(results);

    console.log('\nThe statements of each view, with their plans (any week is one indexed read):');
    for (const [name, seen] of statements) {
      // The session's own statements are the feed bench's business.
      const own = seen.filter(({ query }) => !/\bfrom "?(sessions|users)"?/.test(query));
      console.log(`  ${name}: ${own.length} statements`);
      for (const { query, params } of own) {
        const plan = await rows<Record<string, string>>(
          database.handle,
          `explain (analyze, costs off) ${inline(query, params)}`,
        );
        const lines = plan.map((row) => String(Object.values(row)[0]));
        console.log(`    ${query.slice(0, 100)}…`);
        for (const line of lines) console.log(`      ${line}`);
        // A small table (a member's watchlist rows) may be read whole; a calendar table must not.
        const whole = lines.find((line) => /Seq Scan on \w+_events\b/.test(line));
        if (whole) console.log(`    !! a calendar table read whole: ${whole.trim()}`);
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('  cleanup:', error));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
