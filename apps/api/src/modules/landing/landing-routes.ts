import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingAnswer, slugParam } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { getLanding } from './get-landing.ts';

export function landingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/caller/landing/:slug', {
    config: { access: 'public' },
    schema: { tags: ['landing'], params: slugParam, response: { 200: landingAnswer } },
    handler: (request) => getLanding(deps, request.params.slug),
  });
}
