import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  companySearchAnswer,
  superAdminSearchQuery,
  superAdminUserAnswer,
  userIdParams,
  userSearchAnswer,
} from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getUserForAdmin } from './get-user-for-admin.ts';
import { searchCompanies, searchUsers } from './search-network.ts';

const tooShort = errorAnswer('The text is shorter than 2 or longer than 100 characters.', validationErrorSchema);

export function superAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/super_admin/users/:id', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsers',
      summary: 'Read a user for the super admin user form',
      tags: ['super_admin'],
      params: userIdParams,
      response: { 200: superAdminUserAnswer, 404: errorAnswer('No user has this id.') },
    },
    handler: (request) => getUserForAdmin(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/search/company', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminSearchCompany',
      summary: 'The companies whose name holds the text (the dashboard autocomplete)',
      tags: ['super_admin'],
      querystring: superAdminSearchQuery,
      response: { 200: companySearchAnswer, 422: tooShort },
    },
    handler: (request) => searchCompanies(deps, request.actor, request.query.q),
  });

  routes.get('/api/super_admin/search/user', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminSearchUser',
      summary: 'The users whose name or email holds the text (the dashboard autocomplete)',
      tags: ['super_admin'],
      querystring: superAdminSearchQuery,
      response: { 200: userSearchAnswer, 422: tooShort },
    },
    handler: (request) => searchUsers(deps, request.actor, request.query.q),
  });
}
