import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { dataException } from '../../lib/db-errors.ts';
import { AppError, type FieldErrors, TooManyRequests, validationFailed } from '../../lib/errors.ts';

/** The schema's limits (schemas/*.ts) in the words the services used before the schemas held them. */
function limitMessage(field: string, keyword: string, { limit }: { limit?: number }) {
  if (limit === undefined) return undefined;
  const items = limit === 1 ? 'item' : 'items';
  const characters = limit === 1 ? 'character' : 'characters';
  return {
    maxLength: `The ${field} must not be greater than ${limit} ${characters}.`,
    minLength:
      limit === 1
        ? `The ${field} cannot be empty.`
        : `The ${field} needs at least ${limit} ${characters}.`,
    maxItems: `The ${field} must not have more than ${limit} ${items}.`,
    minItems: `The ${field} needs at least ${limit} ${items}.`,
  }[keyword];
}

/** Ajv's words for a value outside a list, or a list repeating itself, made plain. */
function choiceMessage(field: string, keyword: string, params: { allowedValues?: unknown[] }) {
  if (keyword === 'enum' && params.allowedValues)
    return `The ${field} field must be one of: ${params.allowedValues.join(', ')}.`;
  if (keyword === 'uniqueItems') return `The ${field} field must not list the same value twice.`;
  return undefined;
}

/** Turns Ajv's `/field` paths and messages into the same per-field shape services use. */
function schemaErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string }).missingProperty;
    const field =
      missing ??
      (item.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        error.validationContext ||
        'request');
    const message = missing
      ? `The ${missing} field is required.`
      : (limitMessage(field, item.keyword, item.params as { limit?: number }) ??
        choiceMessage(field, item.keyword, item.params as { allowedValues?: unknown[] }) ??
        `The ${field} field ${item.message ?? 'is invalid'}.`);
    errors[field] ??= [];
    errors[field].push(message);
  }
  return errors;
}

/** @fastify/multipart's refusals (routes/uploads), in words a person can act on. */
const MULTIPART_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Upload one file at a time.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as a multipart form.',
  FST_PROTO_VIOLATION: 'The form could not be read.',
};

/** What a request with a value the database cannot hold is told (`dataException`). */
export const INVALID_VALUE_MESSAGE =
  'The request has a value out of range or text that cannot be stored. Please check it.';

/** The first string under `value` (fields of objects, items of arrays) holding a NUL character. */
function nulField(value: unknown, field: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  // Not into a raw body's bytes or a multipart file's stream: text fields only.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, field ? `${field}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One error handler: every error leaves as `{code, message}` (plus `errors` per field on 422).
 * Text with a NUL character (which PostgreSQL cannot store) is refused before any handler runs.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const field = nulField(value, '');
        if (field !== undefined) {
          const name = field || part;
          throw validationFailed({
            [name]: [`The ${name} field must not contain the NUL character.`],
          });
        }
      }
    });

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.statusCode).send({
          code: error.code,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (error.validation) {
        const errors = schemaErrors(error);
        const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
        return reply.code(422).send({ code: 'VALIDATION_FAILED', message: first, errors });
      }
      const status = error.statusCode ?? 500;
      const multipartMessage = error.code ? MULTIPART_MESSAGES[error.code] : undefined;
      if (multipartMessage && status < 500) {
        return reply.code(status).send({ code: error.code, message: multipartMessage });
      }
      if (dataException(error)) {
        request.log.warn({ err: error }, 'a value the database cannot hold');
        return reply.code(422).send({ code: 'INVALID_VALUE', message: INVALID_VALUE_MESSAGE });
      }
      if (status < 500) {
        return reply
          .code(status)
          .send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    });
  },
  { name: 'error-handler' },
);
