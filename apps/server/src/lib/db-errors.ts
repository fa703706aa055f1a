/**
 * The Postgres error whose code `matches`, whether the driver error arrives bare or wrapped by
 * Drizzle.
 */
function postgresError(error: unknown, matches: string | ((code: string) => boolean)) {
  const wanted = typeof matches === 'string' ? (code: string) => code === matches : matches;
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && wanted(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Postgres unique_violation: the constraint's name ('unknown' when the driver gives none). */
export function uniqueViolation(error: unknown): string | undefined {
  const found = postgresError(error, '23505');
  if (!found) return undefined;
  const constraint = found.constraint ?? found.constraint_name;
  return typeof constraint === 'string' ? constraint : 'unknown';
}

/** Postgres foreign_key_violation: a row named another that is not there (or no longer). */
export const foreignKeyViolation = (error: unknown) => postgresError(error, '23503') !== undefined;

/**
 * Postgres data exception (SQLSTATE class 22): a value the column or the query cannot hold, such
 * as an id beyond `integer`, `Infinity` as an integer, or a NUL character in text. The statement
 * failed, so its transaction wrote nothing.
 */
export const dataException = (error: unknown) =>
  postgresError(error, (code) => code.startsWith('22')) !== undefined;
