import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { bearerToken } from '../../plugins/request-context.ts';

/** Whether the request sends `Authorization: Bearer {METRICS_TOKEN}`, compared in constant time. */
function holdsMetricsToken(request: FastifyRequest, metricsToken: string): boolean {
  const given = bearerToken(request);
  if (given === null) return false;
  return timingSafeEqual(Buffer.from(hashToken(given), 'hex'), Buffer.from(hashToken(metricsToken), 'hex'));
}

/**
 * GET /metrics, Prometheus's text format, on the main port for whoever holds METRICS_TOKEN (Prometheus scrapes each
 * instance by its own address); without METRICS_TOKEN there is no such route (404). Kept out of the API document:
 * it is the operator's, not the product's.
 */
export function metricsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { metricsToken } = deps.config;
  if (metricsToken === null) return;
  app.get('/metrics', {
    config: { access: 'token' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!holdsMetricsToken(request, metricsToken)) throw unauthorized();
      return reply.type(deps.metrics.contentType).send(await deps.metrics.scrape(request.log));
    },
  });
}
