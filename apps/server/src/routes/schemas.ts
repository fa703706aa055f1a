import { Type } from 'typebox';

/** Every error answer: a stable code, a message to show, and per-field messages on 422. */
export const ErrorResponse = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { description: 'An error a person can read' },
);

export const CsrfMismatch = Type.Object(
  { code: Type.String(), message: Type.Literal('CSRF token mismatch.') },
  { description: 'The CSRF token was missing or wrong; nothing was changed' },
);

export const SuccessMessage = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** Error answers every state-changing route can give. */
export const writeErrors = {
  419: CsrfMismatch,
  422: ErrorResponse,
} as const;

/**
 * The answer past a rate limit (`config: { rateLimit }`, modules/rate-limits): the message says how
 * long to wait, and so does the `Retry-After` header, in seconds. Nothing was written.
 */
export const RateLimited = Type.Object(
  {
    code: Type.Literal('TOO_MANY_REQUESTS'),
    message: Type.String(),
  },
  { description: "Too many requests: try again after the Retry-After header's seconds" },
);

/** Error answers of a route that counts against a rate limit. */
export const rateLimitErrors = {
  429: RateLimited,
} as const;

/** Error answers of member-only routes. */
export const memberErrors = {
  401: ErrorResponse,
} as const;

/**
 * OpenAPI security of member-only routes (guarded by `app.requireUser`). Tests read it from the
 * generated document to check that every such route answers 401 to a visitor.
 */
export const memberOnly = [{ session: [] }];

/**
 * OpenAPI security of a payment provider's webhook: no session and no CSRF token, the provider's
 * signature over the raw body instead (`config: { csrf: false }` on the route). The CSRF test reads
 * it from the generated document to leave such routes out, and checks that they are the only ones.
 */
export const webhookSignature = [{ webhookSignature: [] }];

/**
 * OpenAPI security of an email alert's one-click unsubscribe (RFC 8058): no session and no CSRF
 * token, the unguessable token in the path instead (`config: { csrf: false }` on the POST).
 */
export const unsubscribeToken = [{ unsubscribeToken: [] }];
