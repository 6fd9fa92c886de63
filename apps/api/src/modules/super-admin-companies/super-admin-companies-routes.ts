import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  COMPANY_HAS_CASES_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  PROCESS_HAS_CASES_MESSAGE,
  PROCESS_NOT_FOUND_MESSAGE,
  getSuperAdminCompanies,
  postSuperAdminCompanies,
  superAdminCompanies,
  superAdminCompaniesContactDocuments,
  superAdminCompaniesContactDocumentsAll,
  superAdminCompaniesContactDocumentsDelete,
  superAdminCompaniesContactDocumentsNotes,
  superAdminCompaniesDelete,
  superAdminCompaniesDepartments,
  superAdminCompaniesDepartmentsAll,
  superAdminCompaniesDocsAndDepts,
  superAdminCompaniesExport,
  superAdminCompaniesGroups,
  superAdminCompaniesList,
  superAdminCompaniesManagers,
  superAdminCompaniesRegistration,
  superAdminCompaniesRelations,
  superAdminCompaniesStatus,
  superAdminCompaniesUsers,
  superAdminCompaniesUsersExport,
} from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import {
  exportConsoleCompanyUsers,
  getDocsAndDepts,
  listCompanyGroups,
  listCompanyManagers,
  listCompanyProcesses,
  listConsoleCompanyUsers,
  listConsoleDepartments,
  listConsoleRelations,
  saveConsoleRegistration,
} from './company-panels.ts';
import { deleteCompanyProcess, listProcessNotes } from './company-processes.ts';
import { deleteConsoleCompany } from './delete-console-company.ts';
import { getConsoleCompany } from './get-console-company.ts';
import { exportCompanies, listCompanies, listCompanyPicks } from './list-companies.ts';
import { readCompanyForm, saveConsoleCompany } from './save-console-company.ts';
import { setCompanyStatus } from './set-company-status.ts';

const NO_COMPANY = errorAnswer(COMPANY_NOT_FOUND_MESSAGE);
const NO_PROCESS = errorAnswer(`${PROCESS_NOT_FOUND_MESSAGE} (or no company of this id)`);
const TAGS = ['super_admin'];

/** The console's companies (S-010..S-026, S-040, M-008, R-013, R-015): super admins only. */
export function superAdminCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'super_admin' } as const;

  routes.route({
    ...routeOf(superAdminCompanies),
    config: access,
    schema: {
      operationId: 'superAdminCompanies',
      summary: 'Every company with its groups, membership type, number of users and status (the companies list)',
      tags: TAGS,
      response: { 200: superAdminCompanies.answer },
    },
    handler: (request) => listCompanies(deps, request.actor),
  });

  routes.route({
    ...routeOf(superAdminCompaniesExport),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesExport',
      summary: 'The companies list as companies.xlsx',
      tags: TAGS,
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportCompanies(deps, request.actor)),
  });

  routes.route({
    ...routeOf(superAdminCompaniesList),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesList',
      summary: 'Every company by name (id, name, status), for pickers',
      tags: TAGS,
      response: { 200: superAdminCompaniesList.answer },
    },
    handler: (request) => listCompanyPicks(deps, request.actor),
  });

  routes.route({
    ...routeOf(getSuperAdminCompanies),
    config: access,
    schema: {
      operationId: 'getSuperAdminCompanies',
      summary: 'A company as the console shows and edits it',
      tags: TAGS,
      params: getSuperAdminCompanies.params,
      response: { 200: getSuperAdminCompanies.answer, 404: NO_COMPANY },
    },
    handler: (request) => getConsoleCompany(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(postSuperAdminCompanies),
    config: access,
    schema: {
      operationId: 'postSuperAdminCompanies',
      summary:
        'Save a company (id 0 creates): multipart of the company fields, the SSO fields, logo_file and sso_idp_file',
      tags: TAGS,
      params: postSuperAdminCompanies.params,
      consumes: ['multipart/form-data'],
      response: {
        200: postSuperAdminCompanies.answer,
        404: NO_COMPANY,
        413: errorAnswer('A file is larger than allowed.'),
        429: tooManyUploads,
        422: errorAnswer(
          'Field errors (the slug taken or not a subdomain, the entity identifier not a URI, ...).',
          validationErrorSchema,
        ),
      },
    },
    handler: async (request, reply) =>
      saveConsoleCompany(
        deps,
        request.actor,
        request.params.id,
        await readCompanyForm(deps, incomingUpload(request, reply)),
      ),
  });

  routes.route({
    ...routeOf(superAdminCompaniesStatus),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesStatus',
      summary: "Enable or disable a company (a disabled company's users are signed out and refused)",
      tags: TAGS,
      params: superAdminCompaniesStatus.params,
      response: { 200: superAdminCompaniesStatus.answer, 404: NO_COMPANY },
    },
    handler: (request) => setCompanyStatus(deps, request.actor, request.params.id, request.params.status),
  });

  routes.route({
    ...routeOf(superAdminCompaniesDelete),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesDelete',
      summary: 'Delete a company with its users, departments and processes (refused while it has cases)',
      tags: TAGS,
      params: superAdminCompaniesDelete.params,
      response: { 200: superAdminCompaniesDelete.answer, 404: NO_COMPANY, 409: errorAnswer(COMPANY_HAS_CASES_MESSAGE) },
    },
    handler: (request) => deleteConsoleCompany(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesRelations),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRelations',
      summary: 'The groups the company and its departments belong to (the default group choices)',
      tags: TAGS,
      params: superAdminCompaniesRelations.params,
      response: { 200: superAdminCompaniesRelations.answer, 404: NO_COMPANY },
    },
    handler: (request) => listConsoleRelations(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesManagers),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesManagers',
      summary: "The company's active users, the signup manager choices",
      tags: TAGS,
      params: superAdminCompaniesManagers.params,
      response: { 200: superAdminCompaniesManagers.answer, 404: NO_COMPANY },
    },
    handler: (request) => listCompanyManagers(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesRegistration),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRegistration',
      summary: "Save the company's user registration settings",
      tags: TAGS,
      params: superAdminCompaniesRegistration.params,
      body: superAdminCompaniesRegistration.body,
      response: { 200: superAdminCompaniesRegistration.answer, 404: NO_COMPANY },
    },
    handler: (request) => saveConsoleRegistration(deps, request.actor, request.params.id, request.body),
  });

  routes.route({
    ...routeOf(superAdminCompaniesUsers),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesUsers',
      summary: "The company's users",
      tags: TAGS,
      params: superAdminCompaniesUsers.params,
      response: { 200: superAdminCompaniesUsers.answer, 404: NO_COMPANY },
    },
    handler: (request) => listConsoleCompanyUsers(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesUsersExport),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesUsersExport',
      summary: "The company's users as users.xlsx",
      tags: TAGS,
      params: superAdminCompaniesUsersExport.params,
      response: { 200: xlsxFileAnswer, 404: NO_COMPANY },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await exportConsoleCompanyUsers(deps, request.actor, request.params.id)),
  });

  for (const [endpoint, activeOnly] of [
    [superAdminCompaniesDepartments, true],
    [superAdminCompaniesDepartmentsAll, false],
  ] as const)
    routes.route({
      ...routeOf(endpoint),
      config: access,
      schema: {
        operationId: activeOnly ? 'superAdminCompaniesDepartments' : 'superAdminCompaniesDepartmentsAll',
        summary: activeOnly
          ? "The company's active departments with their group and process"
          : 'Every department of the company (active and inactive) with its group and process',
        tags: TAGS,
        params: endpoint.params,
        response: { 200: endpoint.answer, 404: NO_COMPANY },
      },
      handler: (request) => listConsoleDepartments(deps, request.actor, request.params.id, activeOnly),
    });

  routes.route({
    ...routeOf(superAdminCompaniesDocsAndDepts),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesDocsAndDepts',
      summary: "The company's processes, departments and groups (a department row's choices)",
      tags: TAGS,
      params: superAdminCompaniesDocsAndDepts.params,
      response: { 200: superAdminCompaniesDocsAndDepts.answer, 404: NO_COMPANY },
    },
    handler: (request) => getDocsAndDepts(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesGroups),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesGroups',
      summary: "The company's group relations (the Groups panel)",
      tags: TAGS,
      params: superAdminCompaniesGroups.params,
      response: { 200: superAdminCompaniesGroups.answer, 404: NO_COMPANY },
    },
    handler: (request) => listCompanyGroups(deps, request.actor, request.params.id),
  });

  for (const [endpoint, approvedOnly] of [
    [superAdminCompaniesContactDocuments, true],
    [superAdminCompaniesContactDocumentsAll, false],
  ] as const)
    routes.route({
      ...routeOf(endpoint),
      config: access,
      schema: {
        operationId: approvedOnly ? 'superAdminCompaniesContactDocuments' : 'superAdminCompaniesContactDocumentsAll',
        summary: approvedOnly
          ? "The company's approved processes (those partners reach)"
          : 'Every process of the company, whatever its status (the Process Forms panel)',
        tags: TAGS,
        params: endpoint.params,
        response: { 200: endpoint.answer, 404: NO_COMPANY },
      },
      handler: (request) => listCompanyProcesses(deps, request.actor, request.params.id, approvedOnly),
    });

  routes.route({
    ...routeOf(superAdminCompaniesContactDocumentsDelete),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsDelete',
      summary: 'Delete a process of the company (refused while cases were sent to it)',
      tags: TAGS,
      params: superAdminCompaniesContactDocumentsDelete.params,
      response: {
        200: superAdminCompaniesContactDocumentsDelete.answer,
        404: NO_PROCESS,
        409: errorAnswer(PROCESS_HAS_CASES_MESSAGE),
      },
    },
    handler: (request) => deleteCompanyProcess(deps, request.actor, request.params.id, request.params.doc),
  });

  routes.route({
    ...routeOf(superAdminCompaniesContactDocumentsNotes),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsNotes',
      summary: 'The internal notes member companies keep on a process of the company',
      tags: TAGS,
      params: superAdminCompaniesContactDocumentsNotes.params,
      response: { 200: superAdminCompaniesContactDocumentsNotes.answer, 404: NO_PROCESS },
    },
    handler: (request) => listProcessNotes(deps, request.actor, request.params.id, request.params.doc),
  });
}
