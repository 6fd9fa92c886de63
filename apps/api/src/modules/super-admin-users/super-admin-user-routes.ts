import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { superAdminUserAnswer, userIdParams } from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import { getUserForAdmin } from './get-user-for-admin.ts';

export function superAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/super_admin/users/:id', {
    config: { access: 'super_admin' },
    schema: { tags: ['super_admin'], params: userIdParams, response: { 200: superAdminUserAnswer } },
    handler: (request) => getUserForAdmin(deps, request.actor, request.params.id),
  });
}
