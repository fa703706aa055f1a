import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate limits on writes and on the account forms (modules/rate-limits), shared by every server
 * process: one row per key (`post:member:42`, `register:address:<hash>`, …) holding the times of
 * the requests it took within the limit's window, so one upsert decides and counts a request
 * atomically whatever the number of processes (issue 24).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** When each request still inside the window was taken, epoch milliseconds, oldest first. */
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** The last request's outcome, returned by the upsert that decided it. */
    allowed: boolean('allowed').notNull(),
    /** When the newest taken request leaves the window: the row can be forgotten after it. */
    expiresMs: bigint('expires_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_expires_ms_idx').on(t.expiresMs)],
);
