import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The headers helmet's middleware writes: they depend on the configuration alone (no directive is a function of the
 * request, no nonce), so they are read once from a response that only records them.
 */
function headersOf(setHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the recorded set mirrors the response's
      delete headers[name.toLowerCase()];
    },
  };
  // helmet writes the headers synchronously and throws on a fault (8.1 and later): its `next` only continues.
  setHeaders(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The security headers of every answer (CSP, frame and content-type options, HSTS over https): helmet's, worked out
 * once at start-up and set on each answer as one set (issue 26, ADR 61: running helmet's dozen middlewares on every
 * request was a measurable part of a signed-in read). A route may still replace one (an attachment's own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // D-011: partner logos from the configured logo service, and from no other site.
        imgSrc: ["'self'", 'data:', ...(config.logoServiceUrl ? [new URL(config.logoServiceUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  const headers = headersOf(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
