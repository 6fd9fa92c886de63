import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { callerLanding, callerLandingPage } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getLanding } from './get-landing.ts';
import { searchCompanies } from './search-companies.ts';

export function landingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(callerLanding),
    config: { access: 'public' },
    schema: {
      operationId: 'callerLanding',
      summary: "Read the landing of a company slug or a partner group's vhost",
      tags: ['landing'],
      params: callerLanding.params,
      response: { 200: callerLanding.answer, 404: errorAnswer('No company or partner group has this slug.') },
    },
    handler: (request) => getLanding(deps, request.params.slug),
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(callerLandingPage),
    config: { access: 'public' },
    schema: {
      operationId: 'callerLandingPage',
      summary: 'Search the companies listed on the public home by name (at least 2 characters)',
      tags: ['landing'],
      body: callerLandingPage.body,
      response: {
        200: callerLandingPage.answer,
        422: errorAnswer('The term is shorter than 2 or longer than 100 characters.', validationErrorSchema),
        429: errorAnswer('Too many searches from this address: try again later.'),
      },
    },
    handler: (request) => searchCompanies(deps, request.body, request.ip),
  });
}
