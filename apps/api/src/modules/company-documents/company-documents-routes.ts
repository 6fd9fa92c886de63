import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDocumentAnswer,
  companyDocumentBody,
  companyDocumentIdParams,
  companyDocumentParams,
  companyDocumentSavedAnswer,
  companyDocumentsAnswer,
  documentSampleAnswer,
  limitedDocumentAnswer,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getDocumentSample } from '../case-submission/get-document-sample.ts';
import { getCompanyDocument } from './get-company-document.ts';
import { getLimitedDocument } from './get-limited-document.ts';
import { listCompanyDocuments } from './list-company-documents.ts';
import { saveCompanyDocument } from './save-company-document.ts';

const OWN_DOCUMENT_ONLY = errorAnswer(
  "No process of the admin's company has this id (another company's is not found).",
);

export function companyDocumentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/company/documents', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocuments',
      summary: "The processes (inbound process documents) of the admin's company",
      tags: ['company-documents'],
      response: { 200: companyDocumentsAnswer },
    },
    handler: (request) => listCompanyDocuments(deps, request.actor),
  });

  routes.get('/api/admin/company/documents/limited', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocumentsLimited',
      summary: "The admin's company's process, read-only (the limited members' view)",
      tags: ['company-documents'],
      response: { 200: limitedDocumentAnswer, 404: errorAnswer('The company has no process yet.') },
    },
    handler: (request) => getLimitedDocument(deps, request.actor),
  });

  routes.get('/api/admin/company/documents/:document_id', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'getAdminCompanyDocuments',
      summary: "A process of the admin's company, with the escalation contact choices",
      tags: ['company-documents'],
      params: companyDocumentParams,
      response: { 200: companyDocumentAnswer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => getCompanyDocument(deps, request.actor, request.params.document_id),
  });

  // The spec names this path's id {id}; one name with the GET's keeps the two one path in the API document.
  routes.post('/api/admin/company/documents/:document_id', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'postAdminCompanyDocuments',
      summary: 'Save what the admin may change in a process of their company (as its next version)',
      tags: ['company-documents'],
      params: companyDocumentParams,
      body: companyDocumentBody,
      response: { 200: companyDocumentSavedAnswer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => saveCompanyDocument(deps, request.actor, request.params.document_id, request.body),
  });

  routes.get('/api/admin/company/documents/:id/sample', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocumentsSample',
      summary: "A process of the admin's company as partners see it on the submit page (sample case submission)",
      tags: ['company-documents'],
      params: companyDocumentIdParams,
      response: { 200: documentSampleAnswer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => getDocumentSample(deps, request.actor, request.params.id),
  });
}
