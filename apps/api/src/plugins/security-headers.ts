import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers of every answer (CSP, frame and content-type options, HSTS over https): helmet's middleware,
 * built once and run on each request (@fastify/helmet built it anew on every request).
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
  app.addHook('onRequest', (request, reply, done) => {
    // helmet sets the headers synchronously and throws on a fault (8.1 and later): `done` only continues.
    setHeaders(request.raw, reply.raw, () => {
      done();
    });
  });
}
