/**
 * Symbol search under load: 500 symbols bulk-loaded in SQL, then GET /api/symbol/search for a
 * logged-in member (what the header's Symbols tab and the watchlists call on each keystroke)
 * beside this run's bare-Fastify ceiling: a narrow query, a broad one-letter query (which no
 * trigram narrows: every row is read and ranked) and the default list.
 *
 * On a real PostgreSQL when one answers on a loopback address (as `bench feed`: a throwaway
 * database dropped at the end), otherwise on an in-memory PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import { addressOf, bareFastify, type LoadResult, load, printLoadTable } from './api-baseline.ts';
import { openBenchDatabase } from './feed.ts';
import { client, signUpToken } from './member-client.ts';

const SYMBOLS = 500;
const MEMBER = {
  name: 'Search Bench',
  userName: 'search_bench',
  email: 'search@bench.tapetv.dev',
  password: 'TapeTV-bench-1',
};

/**
 * 500 symbols in the data file's shape: 300 stocks, 100 crypto assets, 60 ETFs, 40 indices, with
 * three-letter tickers and two-word names drawn from lists (about one in eight names has "Apple"
 * or "Applied" in it). Names are ASCII, so `lower()` is the search text the importer would write.
 */
const LOAD_SYMBOLS = `
insert into symbols (symbol, name, country, exchange, type, region, sector, currency, reference_price, search_text)
select ticker, name, 'US', 'NASDAQ', type, 'us', 'technology', 'USD', 100, lower(ticker || ' ' || name)
from generate_series(1, ${SYMBOLS}) i,
  lateral (select
    chr(65 + i % 26) || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26) as ticker,
    (array['Apple', 'Micro', 'Global', 'Applied', 'Energy', 'Pacific', 'Nordic', 'Quantum',
           'Silver', 'Harbor', 'Summit', 'Vertex', 'Atlas', 'Beacon', 'Cobalt', 'Delta'])[i % 16 + 1]
      || ' ' ||
    (array['Holdings', 'Systems', 'Materials', 'Networks', 'Capital', 'Devices', 'Foods'])[i % 7 + 1]
      as name,
    case when i <= 300 then 'stocks' when i <= 400 then 'crypto' when i <= 460 then 'etf'
         else 'indices' end as type) s`;

export async function symbolSearch(options: { connections: number; seconds: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-bench-search-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    console.log(`\nSymbol search: ${SYMBOLS} symbols`);
    const database = await openBenchDatabase(dataDir, () => {});
    cleanups.push(database.drop);
    console.log(`  Database: ${database.label}`);
    await database.handle.migrate();
    await database.handle.db.execute(LOAD_SYMBOLS);
    await database.handle.db.execute('analyze symbols');

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
      ...(database.handle.driver === 'pglite' ? { database: database.handle } : {}),
    });
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = addressOf(app);

    const member = client(base);
    await member.post('/register', MEMBER);
    await member.post('/register/confirm', { token: signUpToken(dataDir) });
    const session = client(base);
    await session.post('/login', { email: MEMBER.email, password: MEMBER.password });
    const cookie = session.cookie();
    const check = await session.get('/api/symbol/search?query=app');
    const found = (JSON.parse(check.body) as { data?: unknown[] }).data?.length;
    if (check.status !== 200 || !found) {
      throw new Error(`GET /api/symbol/search answered ${check.status}: ${check.body}`);
    }

    const bare = await bareFastify();
    cleanups.push(() => bare.close());
    const run = { connections: options.connections, seconds: options.seconds, worker: true };
    const results: LoadResult[] = [
      await load('bare Fastify (ceiling)', `${addressOf(bare)}/bare`, run),
    ];
    for (const [name, url] of [
      ['GET /api/symbol/search?query=appl (narrow)', '/api/symbol/search?query=appl'],
      ['GET /api/symbol/search?query=a (every row ranked)', '/api/symbol/search?query=a'],
      ['GET /api/searchSymbol/default', '/api/searchSymbol/default'],
    ] as const) {
      results.push(await load(name, `${base}${url}`, { ...run, headers: { cookie } }));
    }
    console.log(
      `\nSymbol search, ${options.connections} connections, ${options.seconds} s each, on ` +
        `${database.label}, ${process.version}`,
    );
    printLoadTable(results);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('  cleanup:', error));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
