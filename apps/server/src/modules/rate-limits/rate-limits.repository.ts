import { lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

export interface Take {
  allowed: boolean;
  /** The oldest request still inside the window (epoch milliseconds). */
  oldestMs: number;
}

export class RateLimitsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One request against `key` at `nowMs` under "at most `max` every `windowMs`" (a sliding log):
   * taken while fewer than `max` of the key's requests fall in the last `windowMs`, refused
   * otherwise without being recorded. One statement drops the requests that left the window,
   * decides and records, so concurrent requests through any number of server processes are
   * each counted once and no window of `windowMs` ever holds more than `max` taken requests.
   */
  async take(
    key: string,
    nowMs: number,
    max: number,
    windowMs: number,
    tx: Executor = this.db,
  ): Promise<Take> {
    const since = nowMs - windowMs;
    // Both read the row as it was before this statement.
    const recent = sql`coalesce((select array_agg(h order by h) from unnest(${rateLimits.hits}) as h where h > ${since}::bigint), '{}'::bigint[])`;
    const fits = sql`(select count(*) from unnest(${rateLimits.hits}) as h where h > ${since}::bigint) < ${max}`;
    const [row] = await tx
      .insert(rateLimits)
      .values({ key, hits: [nowMs], allowed: true, expiresMs: nowMs + windowMs })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          allowed: fits,
          hits: sql`case when ${fits} then array_append(${recent}, ${nowMs}::bigint) else ${recent} end`,
          expiresMs: sql`case when ${fits} then ${nowMs + windowMs}::bigint else ${rateLimits.expiresMs} end`,
        },
      })
      .returning({
        allowed: rateLimits.allowed,
        oldestMs: sql<number>`${rateLimits.hits}[1]`.mapWith(Number),
      });
    if (!row) throw new Error('the rate limit upsert returned no row');
    return row;
  }

  /** Deletes the keys whose requests have all left their window by `nowMs`. */
  async sweep(nowMs: number, tx: Executor = this.db): Promise<number> {
    const deleted = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.expiresMs, nowMs))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }
}
