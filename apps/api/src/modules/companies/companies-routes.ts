import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyChangeBody,
  companyDepartmentsAnswer,
  companyIdParams,
  companyRelationsAnswer,
  internalNotesAnswer,
  memberCompanyAnswer,
  registrationSettingsAnswer,
  registrationSettingsBody,
} from '@casebridge/contract/companies';
import { messageSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getMemberCompany } from './get-member-company.ts';
import { listCompanyDepartments } from './list-company-departments.ts';
import { listCompanyRelations } from './list-company-relations.ts';
import { listInternalNotes } from './list-internal-notes.ts';
import { requestCompanyChange } from './request-company-change.ts';
import { saveRegistrationSettings } from './save-registration-settings.ts';

const OWN_COMPANY_ONLY = errorAnswer("No company of the caller's has this id (another company's id is not found).");

export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/caller/companies/:id', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerCompanies',
      summary: "The member company record of the caller's own company",
      tags: ['companies'],
      params: companyIdParams,
      response: { 200: memberCompanyAnswer, 404: OWN_COMPANY_ONLY },
    },
    handler: (request) => getMemberCompany(deps, request.actor, request.params.id),
  });

  routes.get('/api/admin/company/:id/departments', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDepartments',
      summary: "The departments of the admin's company",
      tags: ['companies'],
      params: companyIdParams,
      response: { 200: companyDepartmentsAnswer, 404: OWN_COMPANY_ONLY },
    },
    handler: (request) => listCompanyDepartments(deps, request.actor, request.params.id),
  });

  routes.get('/api/admin/company/internal_notes', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyInternalNotes',
      summary: "The admin's company's internal notes on partners' processes (text only, truncated)",
      tags: ['companies'],
      response: { 200: internalNotesAnswer },
    },
    handler: (request) => listInternalNotes(deps, request.actor),
  });

  routes.get('/api/admin/company/relations', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyRelations',
      summary: "The groups the admin's company and its departments belong to",
      tags: ['companies'],
      response: { 200: companyRelationsAnswer },
    },
    handler: (request) => listCompanyRelations(deps, request.actor),
  });

  routes.post('/api/admin/company/registration', {
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminCompanyRegistration',
      summary: "Save the admin's company's user registration settings",
      tags: ['companies'],
      body: registrationSettingsBody,
      response: { 200: registrationSettingsAnswer },
    },
    handler: (request) => saveRegistrationSettings(deps, request.actor, request.body),
  });

  routes.post('/api/admin/company/change', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyChange',
      summary: "Ask the membership team to change something of the admin's company",
      tags: ['companies'],
      body: companyChangeBody,
      response: { 200: messageSchema, 429: errorAnswer('Too many change requests this hour: try again later.') },
    },
    handler: (request) => requestCompanyChange(deps, request.actor, request.body),
  });
}
