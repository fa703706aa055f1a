import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../../lib/errors.ts';

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
      : `The ${field} field ${item.message ?? 'is invalid'}.`;
    errors[field] ??= [];
    errors[field].push(message);
  }
  return errors;
}

/** One error handler: every error leaves as `{code, message}` (plus `errors` per field on 422). */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
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
