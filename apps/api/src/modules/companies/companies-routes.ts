import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyChangeBody } from '@casebridge/contract/companies';
import { messageSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { requestCompanyChange } from './request-company-change.ts';

export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/company/change', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyChange',
      summary: "Ask the membership team to change something of the admin's company",
      tags: ['companies'],
      body: companyChangeBody,
      response: { 200: messageSchema, 429: errorAnswer('Too many change requests this hour: try again later.') },
    },
    handler: (request) => requestCompanyChange(deps, request.actor, request.body),
  });
}
