import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyUsersAnswer } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { listCompanyUsers } from './list-company-users.ts';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/company/users', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsers',
      summary: "The users of the admin's company",
      tags: ['users'],
      response: { 200: companyUsersAnswer },
    },
    handler: (request) => listCompanyUsers(deps, request.actor),
  });
}
