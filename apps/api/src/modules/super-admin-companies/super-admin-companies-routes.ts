import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registrationSettingsAnswer, registrationSettingsBody } from '@casebridge/contract/companies';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  COMPANY_HAS_CASES_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  PROCESS_HAS_CASES_MESSAGE,
  PROCESS_NOT_FOUND_MESSAGE,
  companyDocumentPathParams,
  companyGroupsAnswer,
  companyIdOrNewParams,
  companyManagersAnswer,
  companyPickListAnswer,
  companyProcessesAnswer,
  companyStatusAnswer,
  companyStatusParams,
  deleteAnswer,
  docsAndDeptsAnswer,
  processNotesAnswer,
  saveSuperAdminCompanyAnswer,
  superAdminCompaniesAnswer,
  superAdminCompanyAnswer,
  superAdminCompanyParams,
  superAdminCompanyUsersAnswer,
  superAdminDepartmentsAnswer,
  superAdminRelationsAnswer,
} from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
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

  routes.get('/api/super_admin/companies', {
    config: access,
    schema: {
      operationId: 'superAdminCompanies',
      summary: 'Every company with its groups, membership type, number of users and status (the companies list)',
      tags: TAGS,
      response: { 200: superAdminCompaniesAnswer },
    },
    handler: (request) => listCompanies(deps, request.actor),
  });

  routes.get('/api/super_admin/companies/export', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesExport',
      summary: 'The companies list as companies.xlsx',
      tags: TAGS,
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportCompanies(deps, request.actor)),
  });

  routes.get('/api/super_admin/companies/list', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesList',
      summary: 'Every company by name (id, name, status), for pickers',
      tags: TAGS,
      response: { 200: companyPickListAnswer },
    },
    handler: (request) => listCompanyPicks(deps, request.actor),
  });

  routes.get('/api/super_admin/companies/:id', {
    config: access,
    schema: {
      operationId: 'getSuperAdminCompanies',
      summary: 'A company as the console shows and edits it',
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: superAdminCompanyAnswer, 404: NO_COMPANY },
    },
    handler: (request) => getConsoleCompany(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/companies/:id', {
    config: access,
    schema: {
      operationId: 'postSuperAdminCompanies',
      summary:
        'Save a company (id 0 creates): multipart of the company fields, the SSO fields, logo_file and sso_idp_file',
      tags: TAGS,
      params: companyIdOrNewParams,
      consumes: ['multipart/form-data'],
      response: {
        200: saveSuperAdminCompanyAnswer,
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

  routes.get('/api/super_admin/companies/:id/status/:status', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesStatus',
      summary: "Enable or disable a company (a disabled company's users are signed out and refused)",
      tags: TAGS,
      params: companyStatusParams,
      response: { 200: companyStatusAnswer, 404: NO_COMPANY },
    },
    handler: (request) => setCompanyStatus(deps, request.actor, request.params.id, request.params.status),
  });

  routes.get('/api/super_admin/companies/:id/delete', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesDelete',
      summary: 'Delete a company with its users, departments and processes (refused while it has cases)',
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: deleteAnswer, 404: NO_COMPANY, 409: errorAnswer(COMPANY_HAS_CASES_MESSAGE) },
    },
    handler: (request) => deleteConsoleCompany(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/companies/:id/relations', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRelations',
      summary: 'The groups the company and its departments belong to (the default group choices)',
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: superAdminRelationsAnswer, 404: NO_COMPANY },
    },
    handler: (request) => listConsoleRelations(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/companies/:id/managers', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesManagers',
      summary: "The company's active users, the signup manager choices",
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: companyManagersAnswer, 404: NO_COMPANY },
    },
    handler: (request) => listCompanyManagers(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/companies/:id/registration', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRegistration',
      summary: "Save the company's user registration settings",
      tags: TAGS,
      params: superAdminCompanyParams,
      body: registrationSettingsBody,
      response: { 200: registrationSettingsAnswer, 404: NO_COMPANY },
    },
    handler: (request) => saveConsoleRegistration(deps, request.actor, request.params.id, request.body),
  });

  routes.get('/api/super_admin/companies/:id/users', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesUsers',
      summary: "The company's users",
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: superAdminCompanyUsersAnswer, 404: NO_COMPANY },
    },
    handler: (request) => listConsoleCompanyUsers(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/companies/:id/users/export', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesUsersExport',
      summary: "The company's users as users.xlsx",
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: xlsxFileAnswer, 404: NO_COMPANY },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await exportConsoleCompanyUsers(deps, request.actor, request.params.id)),
  });

  for (const [suffix, activeOnly] of [
    ['', true],
    ['/all', false],
  ] as const)
    routes.get(`/api/super_admin/companies/:id/departments${suffix}`, {
      config: access,
      schema: {
        operationId: activeOnly ? 'superAdminCompaniesDepartments' : 'superAdminCompaniesDepartmentsAll',
        summary: activeOnly
          ? "The company's active departments with their group and process"
          : 'Every department of the company (active and inactive) with its group and process',
        tags: TAGS,
        params: superAdminCompanyParams,
        response: { 200: superAdminDepartmentsAnswer, 404: NO_COMPANY },
      },
      handler: (request) => listConsoleDepartments(deps, request.actor, request.params.id, activeOnly),
    });

  routes.get('/api/super_admin/companies/:id/docs_and_depts', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesDocsAndDepts',
      summary: "The company's processes, departments and groups (a department row's choices)",
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: docsAndDeptsAnswer, 404: NO_COMPANY },
    },
    handler: (request) => getDocsAndDepts(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/companies/:id/groups', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesGroups',
      summary: "The company's group relations (the Groups panel)",
      tags: TAGS,
      params: superAdminCompanyParams,
      response: { 200: companyGroupsAnswer, 404: NO_COMPANY },
    },
    handler: (request) => listCompanyGroups(deps, request.actor, request.params.id),
  });

  for (const [suffix, approvedOnly] of [
    ['', true],
    ['/all', false],
  ] as const)
    routes.get(`/api/super_admin/companies/:id/contact_documents${suffix}`, {
      config: access,
      schema: {
        operationId: approvedOnly ? 'superAdminCompaniesContactDocuments' : 'superAdminCompaniesContactDocumentsAll',
        summary: approvedOnly
          ? "The company's approved processes (those partners reach)"
          : 'Every process of the company, whatever its status (the Process Forms panel)',
        tags: TAGS,
        params: superAdminCompanyParams,
        response: { 200: companyProcessesAnswer, 404: NO_COMPANY },
      },
      handler: (request) => listCompanyProcesses(deps, request.actor, request.params.id, approvedOnly),
    });

  routes.get('/api/super_admin/companies/:id/contact_documents/:doc/delete', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsDelete',
      summary: 'Delete a process of the company (refused while cases were sent to it)',
      tags: TAGS,
      params: companyDocumentPathParams,
      response: { 200: deleteAnswer, 404: NO_PROCESS, 409: errorAnswer(PROCESS_HAS_CASES_MESSAGE) },
    },
    handler: (request) => deleteCompanyProcess(deps, request.actor, request.params.id, request.params.doc),
  });

  routes.get('/api/super_admin/companies/:id/contact_documents/:doc/notes', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsNotes',
      summary: 'The internal notes member companies keep on a process of the company',
      tags: TAGS,
      params: companyDocumentPathParams,
      response: { 200: processNotesAnswer, 404: NO_PROCESS },
    },
    handler: (request) => listProcessNotes(deps, request.actor, request.params.id, request.params.doc),
  });
}
