import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { COMPANY_NOT_FOUND_MESSAGE, superAdminCompanyParams } from '@casebridge/contract/super-admin-companies';
import {
  consoleDocumentAnswer,
  consoleDocumentBody,
  consoleDocumentFormData,
  consoleDocumentParams,
  consoleDocumentSavedAnswer,
  consoleDocumentSaveParams,
  parentFormData,
} from '@casebridge/contract/super-admin-documents';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
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

  routes.get('/api/super_admin/contact_documents/:document_id', {
    config,
    schema: {
      operationId: 'superAdminContactDocuments',
      summary: 'A process of any company read whole: its current version, groups, email templates and parent rows',
      tags,
      params: consoleDocumentParams,
      response: { 200: consoleDocumentAnswer, 404: errorAnswer(DOCUMENT_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => getConsoleDocument(deps, request.actor, request.params.document_id),
  });

  routes.get('/api/super_admin/companies/:id/contact_documents/form_data', {
    config,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsFormData',
      summary: "A process form's choices: the company's departments, groups and users, and the email templates",
      tags,
      params: superAdminCompanyParams,
      response: { 200: consoleDocumentFormData, 404: NO_COMPANY },
    },
    handler: (request) => getConsoleDocumentFormData(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/companies/:id/contact_documents/form_data/parent', {
    config,
    schema: {
      operationId: 'superAdminCompaniesContactDocumentsFormDataParent',
      summary: "A parent process's choices: the company's processes that are not parents",
      tags,
      params: superAdminCompanyParams,
      response: { 200: parentFormData, 404: NO_COMPANY },
    },
    handler: (request) => getParentFormData(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/companies/:id/contact_documents/:document_id', {
    config,
    schema: {
      operationId: 'postSuperAdminCompaniesContactDocuments',
      summary: 'Save a process of the company (0 creates): a managed, static (default) or parent payload',
      tags,
      params: consoleDocumentSaveParams,
      body: consoleDocumentBody,
      response: {
        200: consoleDocumentSavedAnswer,
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
