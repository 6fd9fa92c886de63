import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { superAdminUserAnswer, userIdParams } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getUserForAdmin } from './get-user-for-admin.ts';

export function superAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/super_admin/users/:id', {
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
}
