import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  health,
  healthLive,
  healthReady,
  type HealthAnswer,
  type LiveAnswer,
  type ReadyAnswer,
} from '@casebridge/contract/health';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { isDatabaseAnswering } from './database-check.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(health),
    config: { access: 'public' },
    schema: {
      operationId: 'health',
      summary: 'Check that the API and its database are up',
      tags: ['health'],
      response: { 200: health.answer, 503: health.answer },
    },
    handler: async (request, reply) => {
      if (await isDatabaseAnswering(deps.db, request.log))
        return { status: 'ok', database: 'up' } satisfies HealthAnswer;
      return reply.code(503).send({ status: 'unavailable', database: 'down' } satisfies HealthAnswer);
    },
  });

  routes.route({
    ...routeOf(healthLive),
    config: { access: 'public' },
    schema: {
      operationId: 'healthLive',
      summary: 'Check that the process answers (liveness): nothing else is asked',
      tags: ['health'],
      response: { 200: healthLive.answer },
    },
    handler: () => ({ status: 'ok' }) satisfies LiveAnswer,
  });

  routes.route({
    ...routeOf(healthReady),
    config: { access: 'public' },
    schema: {
      operationId: 'healthReady',
      summary: 'Check that this instance takes requests (readiness): its database answers and it is not shutting down',
      tags: ['health'],
      response: { 200: healthReady.answer, 503: healthReady.answer },
    },
    handler: async (request, reply) => {
      const checks: ReadyAnswer['checks'] = {
        database: (await isDatabaseAnswering(deps.db, request.log)) ? 'up' : 'down',
        instance: deps.lifecycle.draining ? 'draining' : 'serving',
      };
      const failed: ReadyAnswer['failed'] = [];
      if (checks.database === 'down') failed.push('database');
      if (checks.instance === 'draining') failed.push('instance');
      const answer: ReadyAnswer = { status: failed.length === 0 ? 'ready' : 'not_ready', checks, failed };
      return reply.code(failed.length === 0 ? 200 : 503).send(answer);
    },
  });
}
