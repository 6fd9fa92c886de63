import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompanyUsers,
  adminCompanyUsersDelete,
  adminCompanyUsersExport,
  adminCompanyUsersStatus,
  getAdminCompanyUsers,
  postAdminCompanyUsers,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
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

  routes.route({
    ...routeOf(adminCompanyUsers),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsers',
      summary: "The users of the admin's company",
      tags: ['users'],
      response: { 200: adminCompanyUsers.answer },
    },
    handler: (request) => listCompanyUsers(deps, request.actor),
  });

  routes.route({
    ...routeOf(adminCompanyUsersExport),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersExport',
      summary: "The users of the admin's company as an xlsx file",
      tags: ['users'],
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportCompanyUsers(deps, request.actor)),
  });

  routes.route({
    ...routeOf(getAdminCompanyUsers),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'getAdminCompanyUsers',
      summary: "A user of the admin's company for the user form (id 0: a new user), with the role options",
      tags: ['users'],
      params: getAdminCompanyUsers.params,
      response: { 200: getAdminCompanyUsers.answer, 404: OWN_COMPANY_USER_ONLY },
    },
    handler: (request) => getCompanyUser(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(postAdminCompanyUsers),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'postAdminCompanyUsers',
      summary: "Save a user of the admin's company (id 0 creates one)",
      tags: ['users'],
      params: postAdminCompanyUsers.params,
      body: postAdminCompanyUsers.body,
      response: { 200: postAdminCompanyUsers.answer, 404: OWN_COMPANY_USER_ONLY },
    },
    handler: (request) => saveCompanyUser(deps, request.actor, request.params.id, request.body, request.ip),
  });

  routes.route({
    ...routeOf(adminCompanyUsersDelete),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersDelete',
      summary: "Delete a user of the admin's company (never the admin themself)",
      tags: ['users'],
      params: adminCompanyUsersDelete.params,
      response: {
        200: adminCompanyUsersDelete.answer,
        404: OWN_COMPANY_USER_ONLY,
        409: errorAnswer('An admin does not delete their own account here.'),
      },
    },
    handler: (request) => deleteCompanyUserById(deps, request.actor, request.params.id, request.ip),
  });

  routes.route({
    ...routeOf(adminCompanyUsersStatus),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyUsersStatus',
      summary: "Disable or enable a user of the admin's company (never the admin themself)",
      tags: ['users'],
      params: adminCompanyUsersStatus.params,
      body: adminCompanyUsersStatus.body,
      response: {
        200: adminCompanyUsersStatus.answer,
        404: OWN_COMPANY_USER_ONLY,
        409: errorAnswer('An admin does not disable their own account.'),
      },
    },
    handler: (request) => setCompanyUserStatus(deps, request.actor, request.params.id, request.body.status, request.ip),
  });
}
