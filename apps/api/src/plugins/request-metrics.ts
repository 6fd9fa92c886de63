import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../lib/metrics.ts';

/** A request matching no route (a 404, or a path scan): one label, so that raw URLs never become series. */
const UNMATCHED = 'unmatched';

/** Counts and times every answer by its route's pattern (`/api/caller/cases/:id`), never the URL with its ids. */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}
