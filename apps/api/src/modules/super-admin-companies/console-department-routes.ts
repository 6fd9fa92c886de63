import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  DEPARTMENT_NOT_FOUND_MESSAGE,
  departmentBody,
  departmentIdParams,
  departmentSavedAnswer,
  departmentSaveParams,
} from '@casebridge/contract/super-admin-departments';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { deleteConsoleDepartment, saveConsoleDepartment } from './console-departments.ts';

const tags = ['super_admin'];

/** S-022..S-024: the console's departments screen saves a row at a time and deletes after a confirmation. */
export function consoleDepartmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/super_admin/companies/:id/departments/:department_id', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'postSuperAdminCompaniesDepartments',
      summary: 'Save a department of the company (0 adds one): name, description, group, process and status',
      tags,
      params: departmentSaveParams,
      body: departmentBody,
      response: {
        200: departmentSavedAnswer,
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

  routes.get('/api/super_admin/departments/:id/delete', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminDepartmentsDelete',
      summary: 'Delete a department; its cases keep their company',
      tags,
      params: departmentIdParams,
      response: { 200: messageSchema, 404: errorAnswer(DEPARTMENT_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => deleteConsoleDepartment(deps, request.actor, request.params.id),
  });
}
