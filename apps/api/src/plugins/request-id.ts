import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or client may name a request by: a token that is safe in a header and a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id (Fastify's genReqId), in every log line of the request: the `X-Request-Id` a proxy or client
 * sent (nginx's `$request_id`), so that one request is followed across them, when it is a sane token; else a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, refusals and not-found included: registered before any hook that refuses. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
