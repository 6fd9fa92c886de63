import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successAnswer } from '@casebridge/contract/auth';
import {
  companyUserAnswer,
  companyUserIdParams,
  companyUsersAnswer,
  companyUserStatusAnswer,
  companyUserStatusBody,
  saveCompanyUserAnswer,
  saveCompanyUserBody,
  userIdOrNewParams,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { exportCompanyUsers } from './export-company-users.ts';
import { deleteCompanyUserById } from './delete-company-user.ts';
import { getCompanyUser } from './get-company-user.ts';
import { listCompanyUsers } from './list-company-users.ts';
import { saveCompanyUser } from './save-company-user.ts';
import { setCompanyUserStatus } from './set-company-user-status.ts';

const OWN_COMPANY_USER_ONLY = errorAnswer(
  "No user of the admin's company has this id (another company's is not found).",
);

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/company/users', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsers',
      summary: "The users of the admin's company",
      tags: ['users'],
      response: { 200: companyUsersAnswer },
    },
    handler: (request) => listCompanyUsers(deps, request.actor),
  });

  routes.get('/api/admin/company/users/export', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersExport',
      summary: "The users of the admin's company as an xlsx file",
      tags: ['users'],
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportCompanyUsers(deps, request.actor)),
  });

  routes.get('/api/admin/company/users/:id', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'getAdminCompanyUsers',
      summary: "A user of the admin's company for the user form (id 0: a new user), with the role options",
      tags: ['users'],
      params: userIdOrNewParams,
      response: { 200: companyUserAnswer, 404: OWN_COMPANY_USER_ONLY },
    },
    handler: (request) => getCompanyUser(deps, request.actor, request.params.id),
  });

  routes.post('/api/admin/company/users/:id', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'postAdminCompanyUsers',
      summary: "Save a user of the admin's company (id 0 creates one)",
      tags: ['users'],
      params: userIdOrNewParams,
      body: saveCompanyUserBody,
      response: { 200: saveCompanyUserAnswer, 404: OWN_COMPANY_USER_ONLY },
    },
    handler: (request) => saveCompanyUser(deps, request.actor, request.params.id, request.body, request.ip),
  });

  routes.get('/api/admin/company/users/:id/delete', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersDelete',
      summary: "Delete a user of the admin's company (never the admin themself)",
      tags: ['users'],
      params: companyUserIdParams,
      response: {
        200: successAnswer,
        404: OWN_COMPANY_USER_ONLY,
        409: errorAnswer('An admin does not delete their own account here.'),
      },
    },
    handler: (request) => deleteCompanyUserById(deps, request.actor, request.params.id, request.ip),
  });

  routes.post('/api/admin/company/users/:id/status', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersStatus',
      summary: "Disable or enable a user of the admin's company (never the admin themself)",
      tags: ['users'],
      params: companyUserIdParams,
      body: companyUserStatusBody,
      response: {
        200: companyUserStatusAnswer,
        404: OWN_COMPANY_USER_ONLY,
        409: errorAnswer('An admin does not disable their own account.'),
      },
    },
    handler: (request) => setCompanyUserStatus(deps, request.actor, request.params.id, request.body.status, request.ip),
  });
}
