import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthAnswer, type HealthAnswer } from '@casebridge/contract/health';
import type { AppDeps } from '../../app-deps.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: 'public' },
    schema: {
      operationId: 'health',
      summary: 'Check that the API and its database are up',
      tags: ['health'],
      response: { 200: healthAnswer, 503: healthAnswer },
    },
    handler: async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok', database: 'up' } satisfies HealthAnswer;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.code(503).send({ status: 'unavailable', database: 'down' } satisfies HealthAnswer);
      }
    },
  });
}
