import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  DEPARTMENT_NOT_FOUND_MESSAGE,
  postSuperAdminCompaniesDepartments,
  superAdminDepartmentsDelete,
} from '@casebridge/contract/super-admin-departments';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { deleteConsoleDepartment, saveConsoleDepartment } from './console-departments.ts';

const tags = ['super_admin'];

/** S-022..S-024: the console's departments screen saves a row at a time and deletes after a confirmation. */
export function consoleDepartmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(postSuperAdminCompaniesDepartments),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'postSuperAdminCompaniesDepartments',
      summary: 'Save a department of the company (0 adds one): name, description, group, process and status',
      tags,
      params: postSuperAdminCompaniesDepartments.params,
      body: postSuperAdminCompaniesDepartments.body,
      response: {
        200: postSuperAdminCompaniesDepartments.answer,
        404: errorAnswer(`${COMPANY_NOT_FOUND_MESSAGE} Or: ${DEPARTMENT_NOT_FOUND_MESSAGE}`),
        422: errorAnswer(
          'The field map: name, description, community_id, contact_document_id, status.',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) =>
      saveConsoleDepartment(deps, request.actor, request.params.id, request.params.department_id, request.body),
  });

  routes.route({
    ...routeOf(superAdminDepartmentsDelete),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminDepartmentsDelete',
      summary: 'Delete a department; its cases keep their company',
      tags,
      params: superAdminDepartmentsDelete.params,
      response: { 200: superAdminDepartmentsDelete.answer, 404: errorAnswer(DEPARTMENT_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => deleteConsoleDepartment(deps, request.actor, request.params.id),
  });
}
