import type { FastifyRequest } from 'fastify';

// Emailed tokens travel in paths (/api/auth/verify/{token}); a log line never carries one.
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;

export function redactUrl(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(TOKEN_SEGMENT, '/[redacted]');
}

export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}
