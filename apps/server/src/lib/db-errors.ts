/** Postgres unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return typeof constraint === 'string' ? constraint : 'unknown';
    }
    current = candidate.cause;
  }
  return undefined;
}
