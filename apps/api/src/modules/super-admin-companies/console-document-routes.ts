import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  postSuperAdminCompaniesContactDocuments,
  superAdminCompaniesContactDocumentsFormData,
  superAdminCompaniesContactDocumentsFormDataParent,
  superAdminContactDocuments,
} from '@casebridge/contract/super-admin-documents';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import {
  getConsoleDocument,
  getConsoleDocumentFormData,
  getParentFormData,
  saveConsoleDocument,
} from './console-documents.ts';

const tags = ['super_admin'];
const NO_COMPANY = errorAnswer(COMPANY_NOT_FOUND_MESSAGE);

/** S-027..S-038: the console's process document editor, super admins only (ADR 31). */
export function consoleDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'super_admin' } as const;

  routes.route({
    ...routeOf(superAdminContactDocuments),
    config,
    schema: {
      operationId: 'superAdminContactDocuments',
      summary: 'A process of any company read whole: its current version, groups, email templates and parent rows',
      tags,
      params: superAdminContactDocuments.params,
      response: { 200: superAdminContactDocuments.answer, 404: errorAnswer(DOCUMENT_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => getConsoleDocument(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesContactDocumentsFormData),
    config,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsFormData',
      summary: "A process form's choices: the company's departments, groups and users, and the email templates",
      tags,
      params: superAdminCompaniesContactDocumentsFormData.params,
      response: { 200: superAdminCompaniesContactDocumentsFormData.answer, 404: NO_COMPANY },
    },
    handler: (request) => getConsoleDocumentFormData(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesContactDocumentsFormDataParent),
    config,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsFormDataParent',
      summary: "A parent process's choices: the company's processes that are not parents",
      tags,
      params: superAdminCompaniesContactDocumentsFormDataParent.params,
      response: { 200: superAdminCompaniesContactDocumentsFormDataParent.answer, 404: NO_COMPANY },
    },
    handler: (request) => getParentFormData(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(postSuperAdminCompaniesContactDocuments),
    config,
    schema: {
      operationId: 'postSuperAdminCompaniesContactDocuments',
      summary: 'Save a process of the company (0 creates): a managed, static (default) or parent payload',
      tags,
      params: postSuperAdminCompaniesContactDocuments.params,
      body: postSuperAdminCompaniesContactDocuments.body,
      response: {
        200: postSuperAdminCompaniesContactDocuments.answer,
        404: errorAnswer(`${COMPANY_NOT_FOUND_MESSAGE} Or: ${DOCUMENT_NOT_FOUND_MESSAGE}`),
        422: errorAnswer(
          'The field map: status, title, support_hours, product_supported, document_html, parent_option_name, ' +
            'linkages.{index}.option_name, linkages.{index}.contact_document_id, document_type, ...',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) =>
      saveConsoleDocument(deps, request.actor, request.params.id, request.params.document_id, request.body),
  });
}
