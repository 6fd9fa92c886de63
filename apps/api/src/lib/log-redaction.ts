import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';

// Emailed tokens travel in paths (/api/auth/verify/{token}); a log line never carries one.
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;

export function redactUrl(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(TOKEN_SEGMENT, '/[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}

/** A failed query's error names its SQL and the database's reason, never its parameters (emails, hashes, tokens). */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    cause: error.cause?.message ?? null,
    stack: error.cause?.stack,
  };
}
