import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { landingAnswer, landingSearchAnswer, landingSearchBody, slugParam } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getLanding } from './get-landing.ts';
import { searchCompanies } from './search-companies.ts';

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

  app.withTypeProvider<ZodTypeProvider>().post('/api/caller/landing_page', {
    config: { access: 'public' },
    schema: {
      operationId: 'callerLandingPage',
      summary: 'Search the companies listed on the public home by name (at least 2 characters)',
      tags: ['landing'],
      body: landingSearchBody,
      response: {
        200: landingSearchAnswer,
        422: errorAnswer('The term is shorter than 2 or longer than 100 characters.', validationErrorSchema),
        429: errorAnswer('Too many searches from this address: try again later.'),
      },
    },
    handler: (request) => searchCompanies(deps, request.body, request.ip),
  });
}
