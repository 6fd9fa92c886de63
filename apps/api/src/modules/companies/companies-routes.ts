import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompanyChange,
  adminCompanyDepartments,
  adminCompanyInternalNotes,
  adminCompanyRegistration,
  adminCompanyRelations,
  callerCompanies,
} from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
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

  routes.route({
    ...routeOf(callerCompanies),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCompanies',
      summary: "The member company record of the caller's own company",
      tags: ['companies'],
      params: callerCompanies.params,
      response: { 200: callerCompanies.answer, 404: OWN_COMPANY_ONLY },
    },
    handler: (request) => getMemberCompany(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(adminCompanyDepartments),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDepartments',
      summary: "The departments of the admin's company",
      tags: ['companies'],
      params: adminCompanyDepartments.params,
      response: { 200: adminCompanyDepartments.answer, 404: OWN_COMPANY_ONLY },
    },
    handler: (request) => listCompanyDepartments(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(adminCompanyInternalNotes),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyInternalNotes',
      summary: "The admin's company's internal notes on partners' processes (text only, truncated)",
      tags: ['companies'],
      response: { 200: adminCompanyInternalNotes.answer },
    },
    handler: (request) => listInternalNotes(deps, request.actor),
  });

  routes.route({
    ...routeOf(adminCompanyRelations),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyRelations',
      summary: "The groups the admin's company and its departments belong to",
      tags: ['companies'],
      response: { 200: adminCompanyRelations.answer },
    },
    handler: (request) => listCompanyRelations(deps, request.actor),
  });

  routes.route({
    ...routeOf(adminCompanyRegistration),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminCompanyRegistration',
      summary: "Save the admin's company's user registration settings",
      tags: ['companies'],
      body: adminCompanyRegistration.body,
      response: { 200: adminCompanyRegistration.answer },
    },
    handler: (request) => saveRegistrationSettings(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(adminCompanyChange),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyChange',
      summary: "Ask the membership team to change something of the admin's company",
      tags: ['companies'],
      body: adminCompanyChange.body,
      response: {
        200: adminCompanyChange.answer,
        429: errorAnswer('Too many change requests this hour: try again later.'),
      },
    },
    handler: (request) => requestCompanyChange(deps, request.actor, request.body),
  });
}
