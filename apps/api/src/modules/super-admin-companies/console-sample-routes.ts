import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { superAdminCompaniesDocumentsSample } from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { getConsoleDocumentSample } from '../case-submission/get-document-sample.ts';

/** S-039: the console's sample case submission of a company's process (the Process Forms panel's test-form link). */
export function consoleSampleRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(superAdminCompaniesDocumentsSample),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminCompaniesDocumentsSample',
      summary: 'A process of the company as partners see it on the submit page, with its priority messages',
      tags: ['super_admin'],
      params: superAdminCompaniesDocumentsSample.params,
      response: { 200: superAdminCompaniesDocumentsSample.answer, 404: errorAnswer(DOCUMENT_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => getConsoleDocumentSample(deps, request.actor, request.params.id, request.params.doc),
  });
}
