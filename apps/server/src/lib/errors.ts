/** Field-level messages, keyed by request field, that a form can show beside each input. */
export type FieldErrors = Record<string, string[]>;

/** Collects messages per field; `ok` is true when none were added. */
export class FieldErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    this.errors[field] ??= [];
    this.errors[field].push(message);
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/** The one error type services throw: a stable `code`, a message a person can read, an HTTP status. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Unauthenticated.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'This action is unauthorized.') =>
  new AppError(403, 'FORBIDDEN', message);
/** What a member without pro is told when they reach for something pro (`app.requirePro`). */
export const PRO_ONLY_MESSAGE = 'This is for pro members. Upgrade to Pro to open it.';
export const proOnly = () => new AppError(403, 'PRO_ONLY', PRO_ONLY_MESSAGE);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
/**
 * 429: too many requests. With `retryAfterSeconds`, the answer's `Retry-After` header says when
 * the same request would be taken (the error handler sets it).
 */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new TooManyRequests(message, retryAfterSeconds);

/** 422 with per-field messages; the overall message is the first field's first message. */
export function validationFailed(errors: FieldErrors): AppError {
  const first =
    Object.values(errors).find((list) => list.length > 0)?.[0] ?? 'The given data was invalid.';
  return new AppError(422, 'VALIDATION_FAILED', first, errors);
}
