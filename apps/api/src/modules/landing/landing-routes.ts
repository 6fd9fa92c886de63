import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingAnswer, slugParam } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getLanding } from './get-landing.ts';

export function landingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/caller/landing/:slug', {
    config: { access: 'public' },
    schema: {
      operationId: 'callerLanding',
      summary: "Read the landing of a company slug or a partner group's vhost",
      tags: ['landing'],
      params: slugParam,
      response: { 200: landingAnswer, 404: errorAnswer('No company or partner group has this slug.') },
    },
    handler: (request) => getLanding(deps, request.params.slug),
  });
}
