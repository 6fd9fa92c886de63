import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successAnswer } from '@casebridge/contract/auth';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  companyIdParams,
  companySearchAnswer,
  superAdminPasswordBody,
  superAdminSaveUserBody,
  superAdminSearchQuery,
  superAdminUserAnswer,
  superAdminUserFormDataAnswer,
  userIdParams,
  userSearchAnswer,
  usersListAnswer,
  usersListParams,
} from '@casebridge/contract/super-admin-users';
import {
  companyUserStatusAnswer,
  companyUserStatusBody,
  saveCompanyUserAnswer,
  userIdOrNewParams,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
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

  routes.get('/api/super_admin/users/form_data/:company_id', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersFormData',
      summary: 'The countries and roles of the super admin user form, for a user of this company',
      tags: ['super_admin'],
      params: companyIdParams,
      response: { 200: superAdminUserFormDataAnswer, 404: errorAnswer('No company has this id.') },
    },
    handler: (request) => getUserFormData(deps, request.actor, request.params.company_id),
  });

  routes.get('/api/super_admin/users/list/:page', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersList',
      summary: 'One page of the inactive users (page 0 first; an empty page after the last)',
      tags: ['super_admin'],
      params: usersListParams,
      response: { 200: usersListAnswer },
    },
    handler: (request) => listInactiveUsers(deps, request.actor, request.params.page),
  });

  routes.get('/api/super_admin/users/:id', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'getSuperAdminUsers',
      summary: "Read a user for the super admin user form, with the user's group access and the company's groups",
      tags: ['super_admin'],
      params: userIdParams,
      response: { 200: superAdminUserAnswer, 404: noUser },
    },
    handler: (request) => getUserForAdmin(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/users/:id', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'postSuperAdminUsers',
      summary: "Save a user of any company (id 0 creates one in the body's company_id), with group access",
      tags: ['super_admin'],
      params: userIdOrNewParams,
      body: superAdminSaveUserBody,
      response: {
        200: saveCompanyUserAnswer,
        403: superAdminProtected,
        404: errorAnswer('No user (or, for a new user, no company) has this id.'),
      },
    },
    handler: (request) => saveUserAsSuperAdmin(deps, request.actor, request.params.id, request.body, request.ip),
  });

  routes.get('/api/super_admin/users/:id/delete', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersDelete',
      summary: 'Delete a user of any company (never a super admin)',
      tags: ['super_admin'],
      params: userIdParams,
      response: { 200: successAnswer, 403: superAdminProtected, 404: noUser },
    },
    handler: (request) => deleteUserAsSuperAdmin(deps, request.actor, request.params.id, request.ip),
  });

  routes.post('/api/super_admin/users/:id/status', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersStatus',
      summary: 'Disable or enable a user of any company (never a super admin); a disabled user is signed out',
      tags: ['super_admin'],
      params: userIdParams,
      body: companyUserStatusBody,
      response: { 200: companyUserStatusAnswer, 403: superAdminProtected, 404: noUser },
    },
    handler: (request) =>
      setUserStatusAsSuperAdmin(deps, request.actor, request.params.id, request.body.status, request.ip),
  });

  routes.post('/api/super_admin/users/:id/password', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminUsersPassword',
      summary: "Set a user's password (never a super admin's, nor an SSO company's non-API user's); signs them out",
      tags: ['super_admin'],
      params: userIdParams,
      body: superAdminPasswordBody,
      response: {
        200: successAnswer,
        403: errorAnswer(
          "The caller is no super admin; or the user is a super admin, or an SSO company's user other than an API user.",
        ),
        404: noUser,
      },
    },
    handler: (request) => setUserPasswordAsSuperAdmin(deps, request.actor, request.params.id, request.body, request.ip),
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
