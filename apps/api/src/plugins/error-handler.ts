import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { loggableError } from '../lib/log-redaction.ts';

/** A 503's Retry-After while the database is away: about a connection attempt and a restart's first seconds. */
const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

/** ARCHITECTURE "Errors": 422 with the field map, `{ error }` otherwise, 503 while the database is away, nothing internal on a 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'validation') return reply.code(422).send({ errors: error.fields ?? {} });
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(422).send({ errors: fields });
    }
    // The database away (a restart, a failover, a dropped connection): the same request may succeed in a moment.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'request failed: the database is unavailable');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
      return reply.code(503).send({ error: 'The service is briefly unavailable. Try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 413) return reply.code(413).send({ error: 'The request is too large.' });
    if (status === 429) return reply.code(429).send({ error: 'Too Many Requests. Please try again later.' });
    return reply.code(status).send({ error: status === 400 ? 'The request could not be read.' : error.message });
  });
}
