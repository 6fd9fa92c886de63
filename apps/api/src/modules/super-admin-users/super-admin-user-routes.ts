import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  getSuperAdminUsers,
  postSuperAdminUsers,
  superAdminSearchCompany,
  superAdminSearchUser,
  superAdminUsersDelete,
  superAdminUsersFormData,
  superAdminUsersList,
  superAdminUsersPassword,
  superAdminUsersStatus,
} from '@casebridge/contract/super-admin-users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { getUserForAdmin, getUserFormData } from './get-user-for-admin.ts';
import { listInactiveUsers } from './list-inactive-users.ts';
import {
  deleteUserAsSuperAdmin,
  saveUserAsSuperAdmin,
  setUserPasswordAsSuperAdmin,
  setUserStatusAsSuperAdmin,
} from './manage-user.ts';
import { searchCompanies, searchUsers } from './search-network.ts';

const tooShort = errorAnswer('The text is shorter than 2 or longer than 100 characters.', validationErrorSchema);
const noUser = errorAnswer('No user has this id.');
const superAdminProtected = errorAnswer(
  'The caller is no super admin, or the user is one (DECISIONS 1: never changed from the console).',
);

export function superAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(superAdminUsersFormData),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersFormData',
      summary: 'The countries and roles of the super admin user form, for a user of this company',
      tags: ['super_admin'],
      params: superAdminUsersFormData.params,
      response: { 200: superAdminUsersFormData.answer, 404: errorAnswer('No company has this id.') },
    },
    handler: (request) => getUserFormData(deps, request.actor, request.params.company_id),
  });

  routes.route({
    ...routeOf(superAdminUsersList),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersList',
      summary: 'One page of the inactive users (page 0 first; an empty page after the last)',
      tags: ['super_admin'],
      params: superAdminUsersList.params,
      response: { 200: superAdminUsersList.answer },
    },
    handler: (request) => listInactiveUsers(deps, request.actor, request.params.page),
  });

  routes.route({
    ...routeOf(getSuperAdminUsers),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'getSuperAdminUsers',
      summary: "Read a user for the super admin user form, with the user's group access and the company's groups",
      tags: ['super_admin'],
      params: getSuperAdminUsers.params,
      response: { 200: getSuperAdminUsers.answer, 404: noUser },
    },
    handler: (request) => getUserForAdmin(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(postSuperAdminUsers),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'postSuperAdminUsers',
      summary: "Save a user of any company (id 0 creates one in the body's company_id), with group access",
      tags: ['super_admin'],
      params: postSuperAdminUsers.params,
      body: postSuperAdminUsers.body,
      response: {
        200: postSuperAdminUsers.answer,
        403: superAdminProtected,
        404: errorAnswer('No user (or, for a new user, no company) has this id.'),
      },
    },
    handler: (request) => saveUserAsSuperAdmin(deps, request.actor, request.params.id, request.body, request.ip),
  });

  routes.route({
    ...routeOf(superAdminUsersDelete),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersDelete',
      summary: 'Delete a user of any company (never a super admin)',
      tags: ['super_admin'],
      params: superAdminUsersDelete.params,
      response: { 200: superAdminUsersDelete.answer, 403: superAdminProtected, 404: noUser },
    },
    handler: (request) => deleteUserAsSuperAdmin(deps, request.actor, request.params.id, request.ip),
  });

  routes.route({
    ...routeOf(superAdminUsersStatus),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersStatus',
      summary: 'Disable or enable a user of any company (never a super admin); a disabled user is signed out',
      tags: ['super_admin'],
      params: superAdminUsersStatus.params,
      body: superAdminUsersStatus.body,
      response: { 200: superAdminUsersStatus.answer, 403: superAdminProtected, 404: noUser },
    },
    handler: (request) =>
      setUserStatusAsSuperAdmin(deps, request.actor, request.params.id, request.body.status, request.ip),
  });

  routes.route({
    ...routeOf(superAdminUsersPassword),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersPassword',
      summary: "Set a user's password (never a super admin's, nor an SSO company's non-API user's); signs them out",
      tags: ['super_admin'],
      params: superAdminUsersPassword.params,
      body: superAdminUsersPassword.body,
      response: {
        200: superAdminUsersPassword.answer,
        403: errorAnswer(
          "The caller is no super admin; or the user is a super admin, or an SSO company's user other than an API user.",
        ),
        404: noUser,
      },
    },
    handler: (request) => setUserPasswordAsSuperAdmin(deps, request.actor, request.params.id, request.body, request.ip),
  });

  routes.route({
    ...routeOf(superAdminSearchCompany),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminSearchCompany',
      summary: 'The companies whose name holds the text (the dashboard autocomplete)',
      tags: ['super_admin'],
      querystring: superAdminSearchCompany.querystring,
      response: { 200: superAdminSearchCompany.answer, 422: tooShort },
    },
    handler: (request) => searchCompanies(deps, request.actor, request.query.q),
  });

  routes.route({
    ...routeOf(superAdminSearchUser),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminSearchUser',
      summary: 'The users whose name or email holds the text (the dashboard autocomplete)',
      tags: ['super_admin'],
      querystring: superAdminSearchUser.querystring,
      response: { 200: superAdminSearchUser.answer, 422: tooShort },
    },
    handler: (request) => searchUsers(deps, request.actor, request.query.q),
  });
}
