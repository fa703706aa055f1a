import postgres from 'postgres';

// Kept apart from database.ts: the global setup imports this, and it runs outside any test
// worker, where vitest's inject() is not available.

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** TEST_DATABASE_URL, else DATABASE_URL when it is a PostgreSQL URL, else the local default. */
export function postgresAdminUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEST_DATABASE_URL) return env.TEST_DATABASE_URL;
  if (env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL)) return env.DATABASE_URL;
  return DEFAULT_POSTGRES_URL;
}

/** The URL with its password masked, fit for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** True when a PostgreSQL answers at `url` within about two seconds. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}
