import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompanyDocuments,
  adminCompanyDocumentsLimited,
  adminCompanyDocumentsSample,
  getAdminCompanyDocuments,
  postAdminCompanyDocuments,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
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

  routes.route({
    ...routeOf(adminCompanyDocuments),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocuments',
      summary: "The processes (inbound process documents) of the admin's company",
      tags: ['company-documents'],
      response: { 200: adminCompanyDocuments.answer },
    },
    handler: (request) => listCompanyDocuments(deps, request.actor),
  });

  routes.route({
    ...routeOf(adminCompanyDocumentsLimited),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocumentsLimited',
      summary: "The admin's company's process, read-only (the limited members' view)",
      tags: ['company-documents'],
      response: { 200: adminCompanyDocumentsLimited.answer, 404: errorAnswer('The company has no process yet.') },
    },
    handler: (request) => getLimitedDocument(deps, request.actor),
  });

  routes.route({
    ...routeOf(getAdminCompanyDocuments),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'getAdminCompanyDocuments',
      summary: "A process of the admin's company, with the escalation contact choices",
      tags: ['company-documents'],
      params: getAdminCompanyDocuments.params,
      response: { 200: getAdminCompanyDocuments.answer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => getCompanyDocument(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(postAdminCompanyDocuments),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'postAdminCompanyDocuments',
      summary: 'Save what the admin may change in a process of their company (as its next version)',
      tags: ['company-documents'],
      params: postAdminCompanyDocuments.params,
      body: postAdminCompanyDocuments.body,
      response: { 200: postAdminCompanyDocuments.answer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => saveCompanyDocument(deps, request.actor, request.params.document_id, request.body),
  });

  routes.route({
    ...routeOf(adminCompanyDocumentsSample),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyDocumentsSample',
      summary: "A process of the admin's company as partners see it on the submit page (sample case submission)",
      tags: ['company-documents'],
      params: adminCompanyDocumentsSample.params,
      response: { 200: adminCompanyDocumentsSample.answer, 404: OWN_DOCUMENT_ONLY },
    },
    handler: (request) => getDocumentSample(deps, request.actor, request.params.id),
  });
}
