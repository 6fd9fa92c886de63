import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  getSuperAdminCompaniesUsers,
  getSuperAdminGroups,
  postSuperAdminGroups,
  superAdminCompaniesGroupsPut,
  superAdminCompaniesRelation,
  superAdminGroups,
  superAdminGroupsAddendum,
  superAdminGroupsDelete,
  superAdminGroupsDocuments,
  superAdminGroupsDocumentsDelete,
  superAdminGroupsDocumentsDownload,
  superAdminGroupsDocumentsUpload,
  superAdminGroupsExport,
  superAdminGroupsPartners,
  superAdminGroupsPartnersAdd,
  superAdminGroupsPartnersExport,
  superAdminGroupsPartnersRemove,
  superAdminGroupsSearch,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { getCompanyRelation } from './get-company-relation.ts';
import { listRelationUsers } from './list-relation-users.ts';
import { saveCompanyRelation } from './save-company-relation.ts';
import { deleteGroup } from './delete-group.ts';
import { exportGroups } from './export-groups.ts';
import { getGroup } from './get-group.ts';
import { deleteSuperAdminGroupDocument } from './delete-super-admin-group-document.ts';
import { downloadGroupAddendum } from './download-group-addendum.ts';
import { downloadSuperAdminGroupDocument } from './download-super-admin-group-document.ts';
import { listSuperAdminGroupDocuments } from './list-super-admin-group-documents.ts';
import { uploadSuperAdminGroupDocument } from './upload-super-admin-group-document.ts';
import { addGroupPartner } from './add-group-partner.ts';
import { exportGroupPartners } from './export-group-partners.ts';
import { listGroupPartners } from './list-group-partners.ts';
import { removeGroupPartner } from './remove-group-partner.ts';
import { listGroups } from './list-groups.ts';
import { saveGroup } from './save-group.ts';
import { searchGroups } from './search-groups.ts';

const tags = ['super-admin-groups'];
const NO_GROUP = errorAnswer('No group has this id.');
const access = { access: 'super_admin' } as const;
const documentFile = { description: 'The document', content: { 'application/octet-stream': { schema: z.string() } } };
/** The group form has some 30 fields and two files; the program summary may be long. */
const fieldErrors = (fields: string) => errorAnswer(`Field errors: ${fields}.`, validationErrorSchema);

/** S-041..S-045, S-050..S-061, R-014, R-016: the super admin's groups and a company's Group Access. */
export function superAdminGroupsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(superAdminGroups),
    config: access,
    schema: {
      operationId: 'superAdminGroups',
      summary: 'Every group of the network with its host and number of companies',
      tags,
      response: { 200: superAdminGroups.answer },
    },
    handler: (request) => listGroups(deps, request.actor),
  });

  routes.route({
    ...routeOf(superAdminGroupsExport),
    config: access,
    schema: {
      operationId: 'superAdminGroupsExport',
      summary: 'The groups list as groups.xlsx',
      tags,
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportGroups(deps, request.actor)),
  });

  routes.route({
    ...routeOf(superAdminGroupsSearch),
    config: access,
    schema: {
      operationId: 'superAdminGroupsSearch',
      summary: 'Find groups whose name contains the term (more than 1 character)',
      tags,
      body: superAdminGroupsSearch.body,
      response: { 200: superAdminGroupsSearch.answer, 422: fieldErrors('term') },
    },
    handler: (request) => searchGroups(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(superAdminGroupsDocumentsDownload),
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsDownload',
      summary: "Download a group document's stored file",
      tags,
      params: superAdminGroupsDocumentsDownload.params,
      response: { 200: documentFile, 404: errorAnswer('No stored file has this document id (or it is a link).') },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await downloadSuperAdminGroupDocument(deps, request.actor, request.params.id)),
  });

  routes.route({
    ...routeOf(getSuperAdminGroups),
    config: access,
    schema: {
      operationId: 'getSuperAdminGroups',
      summary: 'A group (community) and its partner group',
      tags,
      params: getSuperAdminGroups.params,
      response: { 200: getSuperAdminGroups.answer, 404: NO_GROUP },
    },
    handler: (request) => getGroup(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(postSuperAdminGroups),
    config: access,
    schema: {
      operationId: 'postSuperAdminGroups',
      summary: 'Save a group (0 creates): multipart of its fields with addendum_file and group_banner',
      tags,
      params: postSuperAdminGroups.params,
      consumes: ['multipart/form-data'],
      response: {
        200: postSuperAdminGroups.answer,
        404: NO_GROUP,
        413: errorAnswer('A file is larger than the limit.'),
        429: tooManyUploads,
        422: fieldErrors('any field of the group, vhost (a subdomain, free), addendum_file, group_banner'),
      },
    },
    handler: (request, reply) => saveGroup(deps, request.actor, request.params.id, incomingUpload(request, reply)),
  });

  routes.route({
    ...routeOf(superAdminGroupsDelete),
    config: access,
    schema: {
      operationId: 'superAdminGroupsDelete',
      summary: 'Delete a group with its relations, user access, documents and partner group',
      tags,
      params: superAdminGroupsDelete.params,
      response: {
        200: superAdminGroupsDelete.answer,
        404: NO_GROUP,
        409: errorAnswer('The program has onboarding requests waiting for a decision.'),
      },
    },
    handler: (request) => deleteGroup(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminGroupsPartners),
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartners',
      summary: "The group's partners (relations): company, department, process, type",
      tags,
      params: superAdminGroupsPartners.params,
      response: { 200: superAdminGroupsPartners.answer, 404: NO_GROUP },
    },
    handler: (request) => listGroupPartners(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminGroupsPartnersAdd),
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersAdd',
      summary: 'Add a company (or one of its departments) with its process to the group',
      tags,
      params: superAdminGroupsPartnersAdd.params,
      body: superAdminGroupsPartnersAdd.body,
      response: {
        200: superAdminGroupsPartnersAdd.answer,
        404: NO_GROUP,
        409: errorAnswer('The company (or department) is a partner of the group already.'),
        422: fieldErrors('company_id, department_id, document_id'),
      },
    },
    handler: (request) => addGroupPartner(deps, request.actor, request.params.id, request.body),
  });

  routes.route({
    ...routeOf(superAdminGroupsPartnersRemove),
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersRemove',
      summary: 'Remove a partner (relation) from the group',
      tags,
      params: superAdminGroupsPartnersRemove.params,
      response: {
        200: superAdminGroupsPartnersRemove.answer,
        404: errorAnswer('No group, or no partner of it, has this id.'),
      },
    },
    handler: (request) => removeGroupPartner(deps, request.actor, request.params.id, request.params.pid),
  });

  routes.route({
    ...routeOf(superAdminGroupsPartnersExport),
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersExport',
      summary: "The group's partners as an xlsx file",
      tags,
      params: superAdminGroupsPartnersExport.params,
      response: { 200: xlsxFileAnswer, 404: NO_GROUP },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await exportGroupPartners(deps, request.actor, request.params.id)),
  });

  routes.route({
    ...routeOf(superAdminGroupsDocuments),
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocuments',
      summary: 'The documents shared in the group (open groups have none)',
      tags,
      params: superAdminGroupsDocuments.params,
      response: { 200: superAdminGroupsDocuments.answer, 404: errorAnswer('No group has this id, or it is open.') },
    },
    handler: (request) => listSuperAdminGroupDocuments(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminGroupsDocumentsUpload),
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsUpload',
      summary: "Share a file or a link in the group in a partner's name (multipart)",
      tags,
      params: superAdminGroupsDocumentsUpload.params,
      consumes: ['multipart/form-data'],
      response: {
        200: superAdminGroupsDocumentsUpload.answer,
        404: errorAnswer('No group has this id, or it is open.'),
        413: errorAnswer('The file is larger than the limit.'),
        429: tooManyUploads,
        422: fieldErrors('name, document_type, url, file, company_id'),
      },
    },
    handler: (request, reply) =>
      uploadSuperAdminGroupDocument(deps, request.actor, request.params.id, incomingUpload(request, reply)),
  });

  routes.route({
    ...routeOf(superAdminGroupsDocumentsDelete),
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsDelete',
      summary: 'Delete a document of the group',
      tags,
      params: superAdminGroupsDocumentsDelete.params,
      response: {
        200: superAdminGroupsDocumentsDelete.answer,
        404: errorAnswer('No group, or no document of it, has this id.'),
      },
    },
    handler: (request) => deleteSuperAdminGroupDocument(deps, request.actor, request.params.id, request.params.doc),
  });

  routes.route({
    ...routeOf(superAdminGroupsAddendum),
    config: access,
    schema: {
      operationId: 'superAdminGroupsAddendum',
      summary: "Download the group's addendum",
      tags,
      params: superAdminGroupsAddendum.params,
      response: { 200: documentFile, 404: errorAnswer('No group has this id, or it has no addendum.') },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await downloadGroupAddendum(deps, request.actor, request.params.id)),
  });

  routes.route({
    ...routeOf(getSuperAdminCompaniesUsers),
    config: access,
    schema: {
      operationId: 'getSuperAdminCompaniesUsers',
      summary: "The company's users, selected when they have access to the relation's group (0: a new relation)",
      tags,
      params: getSuperAdminCompaniesUsers.params,
      response: {
        200: getSuperAdminCompaniesUsers.answer,
        404: errorAnswer('No company, or no relation of it, has this id.'),
      },
    },
    handler: (request) => listRelationUsers(deps, request.actor, request.params.id, request.params.relation_id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesRelation),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRelation',
      summary: "A company's group relation and its users, with the company's departments and processes (0: new)",
      tags,
      params: superAdminCompaniesRelation.params,
      response: {
        200: superAdminCompaniesRelation.answer,
        404: errorAnswer('No company, or no relation of it, has this id.'),
      },
    },
    handler: (request) => getCompanyRelation(deps, request.actor, request.params.id, request.params.relation_id),
  });

  routes.route({
    ...routeOf(superAdminCompaniesGroupsPut),
    config: access,
    schema: {
      operationId: 'superAdminCompaniesGroupsPut',
      summary: "Create or update a company's group relation (Group Access)",
      tags,
      params: superAdminCompaniesGroupsPut.params,
      body: superAdminCompaniesGroupsPut.body,
      response: {
        200: superAdminCompaniesGroupsPut.answer,
        404: errorAnswer('No company, or no relation of it, has this id.'),
        422: fieldErrors('community_id, department_id, document_id, user_access_flag, selected_users'),
      },
    },
    handler: (request) => saveCompanyRelation(deps, request.actor, request.params.id, request.body),
  });
}
