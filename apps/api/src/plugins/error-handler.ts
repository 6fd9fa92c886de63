import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error.ts';
import { loggableError } from '../lib/log-redaction.ts';

/** ARCHITECTURE "Errors": 422 with the field map, `{ error }` otherwise, nothing internal on a 5xx. */
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
