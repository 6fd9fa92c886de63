import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementDocuments } from '@casebridge/contract/enums';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  adminCompanyPartnerCompanies,
  adminCompanyPartnerGroups,
  adminCompanyPartnerGroupsDocuments,
  adminCompanyPartnerGroupsDocumentsDelete,
  adminCompanyPartnerGroupsDocumentsUpload,
  adminCompanyPartnerGroupsExportMembers,
  adminCompanyPartnerGroupsUsers,
  adminCompanyPartnerGroupsUsersDelete,
  adminCompanyPartnerGroupsUsersSearch,
  adminPartnerGroups,
  adminPartnerGroupsUsersAdd,
  getAdminCompanyPartnerGroups,
  partnerGroupAgreementEndpoints,
} from '@casebridge/contract/partner-groups';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import { operationIdOf, routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { addGroupUser } from './add-group-user.ts';
import { deleteGroupDocument } from './delete-group-document.ts';
import { downloadGroupAgreement } from './download-group-agreement.ts';
import { exportGroupMembers } from './export-group-members.ts';
import { getGroupHeader } from './get-group-header.ts';
import { getPartnerGroup } from './get-partner-group.ts';
import { listGroupDocuments } from './list-group-documents.ts';
import { listGroupUsers } from './list-group-users.ts';
import { listPartnerCompanies } from './list-partner-companies.ts';
import { listPartnerGroups } from './list-partner-groups.ts';
import { removeGroupUser } from './remove-group-user.ts';
import { searchGroupUsers } from './search-group-users.ts';
import { uploadGroupDocument } from './upload-group-document.ts';

const tags = ['partner-groups'];
const NOT_A_MEMBER = errorAnswer("A group the admin's company has no relation to (another company's is not found).");
const xlsxFile = { description: 'The xlsx file', content: { [XLSX_CONTENT_TYPE]: { schema: z.string() } } };
const documentFile = { description: 'The document', content: { 'application/octet-stream': { schema: z.string() } } };

/** M-033..M-045, R-007: the company admin's partner groups ("My Partners"), for the admin's own company's groups. */
export function partnerGroupsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(adminCompanyPartnerGroups),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerGroups',
      summary: "The groups the admin's company belongs to",
      tags,
      response: { 200: adminCompanyPartnerGroups.answer },
    },
    handler: (request) => listPartnerGroups(deps, request.actor),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerCompanies),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerCompanies',
      summary: "The companies the admin's company may work with",
      tags,
      response: { 200: adminCompanyPartnerCompanies.answer },
    },
    handler: (request) => listPartnerCompanies(deps, request.actor),
  });

  routes.route({
    ...routeOf(getAdminCompanyPartnerGroups),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'getAdminCompanyPartnerGroups',
      summary: 'A partner group as its member sees it, and its members (a partner program: for its sponsor only)',
      tags,
      params: getAdminCompanyPartnerGroups.params,
      response: { 200: getAdminCompanyPartnerGroups.answer, 404: NOT_A_MEMBER },
    },
    handler: (request) => getPartnerGroup(deps, request.actor, request.params.id),
  });

  for (const which of agreementDocuments) {
    const endpoint = partnerGroupAgreementEndpoints[which];
    routes.route({
      ...routeOf(endpoint),
      config: { access: 'company_admin' },
      schema: {
        operationId: operationIdOf('adminCompanyPartnerGroups', which),
        summary: `Download the group's ${which.replaceAll('_', ' ')}`,
        tags,
        params: endpoint.params,
        response: { 200: documentFile, 404: errorAnswer('Not a group of the company, or it has no such document.') },
      },
      handler: async (request, reply) =>
        sendAttachment(reply, await downloadGroupAgreement(deps, request.actor, request.params.id, which)),
    });
  }

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsExportMembers),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsExportMembers',
      summary: "The group's members as an xlsx file (a partner program's: for its sponsor only)",
      tags,
      params: adminCompanyPartnerGroupsExportMembers.params,
      response: { 200: xlsxFile, 404: NOT_A_MEMBER },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await exportGroupMembers(deps, request.actor, request.params.id)),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsDocuments),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsDocuments',
      summary: 'The documents shared in the group (open groups have none)',
      tags,
      params: adminCompanyPartnerGroupsDocuments.params,
      response: { 200: adminCompanyPartnerGroupsDocuments.answer, 404: NOT_A_MEMBER },
    },
    handler: (request) => listGroupDocuments(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsDocumentsUpload),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsDocumentsUpload',
      summary: "Share a file or a link in the group in the name of the admin's company (multipart)",
      tags,
      params: adminCompanyPartnerGroupsDocumentsUpload.params,
      consumes: ['multipart/form-data'],
      response: {
        200: adminCompanyPartnerGroupsDocumentsUpload.answer,
        404: NOT_A_MEMBER,
        413: errorAnswer('The file is larger than the limit.'),
        429: tooManyUploads,
        422: errorAnswer('Field errors: name, document_type, url, file, company_id.', validationErrorSchema),
      },
    },
    handler: (request, reply) =>
      uploadGroupDocument(deps, request.actor, request.params.id, incomingUpload(request, reply)),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsDocumentsDelete),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsDocumentsDelete',
      summary: "Delete a document the admin's company shared in the group",
      tags,
      params: adminCompanyPartnerGroupsDocumentsDelete.params,
      response: {
        200: adminCompanyPartnerGroupsDocumentsDelete.answer,
        404: errorAnswer("Not a group of the company, or not the company's document."),
      },
    },
    handler: (request) => deleteGroupDocument(deps, request.actor, request.params.id, request.params.docId),
  });

  routes.route({
    ...routeOf(adminPartnerGroups),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminPartnerGroups',
      summary: 'The group whose user access the admin manages',
      tags,
      params: adminPartnerGroups.params,
      response: { 200: adminPartnerGroups.answer, 404: NOT_A_MEMBER },
    },
    handler: (request) => getGroupHeader(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsUsers),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsUsers',
      summary: "The admin's company's users given access to the group",
      tags,
      params: adminCompanyPartnerGroupsUsers.params,
      response: { 200: adminCompanyPartnerGroupsUsers.answer, 404: NOT_A_MEMBER },
    },
    handler: (request) => listGroupUsers(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsUsersSearch),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsUsersSearch',
      summary: "Search the admin's company's users to give access to the group",
      tags,
      params: adminCompanyPartnerGroupsUsersSearch.params,
      body: adminCompanyPartnerGroupsUsersSearch.body,
      response: { 200: adminCompanyPartnerGroupsUsersSearch.answer, 404: NOT_A_MEMBER },
    },
    handler: (request) => searchGroupUsers(deps, request.actor, request.params.id, request.body),
  });

  routes.route({
    ...routeOf(adminPartnerGroupsUsersAdd),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminPartnerGroupsUsersAdd',
      summary: "Give a user of the admin's company access to the group",
      tags,
      params: adminPartnerGroupsUsersAdd.params,
      response: {
        200: adminPartnerGroupsUsersAdd.answer,
        404: errorAnswer('Not a group of the company, or not an active user of the company.'),
        409: errorAnswer('The user has access already, or all users of the company have.'),
      },
    },
    handler: (request) => addGroupUser(deps, request.actor, request.params.id, request.params.userId),
  });

  routes.route({
    ...routeOf(adminCompanyPartnerGroupsUsersDelete),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'adminCompanyPartnerGroupsUsersDelete',
      summary: "Take a user of the admin's company out of the group's access list",
      tags,
      params: adminCompanyPartnerGroupsUsersDelete.params,
      response: {
        200: adminCompanyPartnerGroupsUsersDelete.answer,
        404: errorAnswer('Not a group of the company, or the user has no access.'),
      },
    },
    handler: (request) => removeGroupUser(deps, request.actor, request.params.id, request.params.userId),
  });
}
