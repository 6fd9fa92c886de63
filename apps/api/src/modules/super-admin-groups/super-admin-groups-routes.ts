import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { uploadGroupDocumentAnswer } from '@casebridge/contract/partner-groups';
import {
  addGroupPartnerAnswer,
  addGroupPartnerBody,
  companyRelationOrNewParams,
  groupAnswer,
  groupDocumentDownloadParams,
  groupDocumentParams,
  groupIdOrNewParams,
  groupIdParams,
  groupPartnerParams,
  groupPartnersAnswer,
  groupSearchAnswer,
  groupSearchBody,
  groupsAnswer,
  companyIdParams,
  relationAnswer,
  relationUsersAnswer,
  saveGroupAnswer,
  saveRelationAnswer,
  saveRelationBody,
  superAdminGroupDocumentsAnswer,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
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

  routes.get('/api/super_admin/groups', {
    config: access,
    schema: {
      operationId: 'superAdminGroups',
      summary: 'Every group of the network with its host and number of companies',
      tags,
      response: { 200: groupsAnswer },
    },
    handler: (request) => listGroups(deps, request.actor),
  });

  routes.get('/api/super_admin/groups/export', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsExport',
      summary: 'The groups list as groups.xlsx',
      tags,
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportGroups(deps, request.actor)),
  });

  routes.post('/api/super_admin/groups/search', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsSearch',
      summary: 'Find groups whose name contains the term (more than 1 character)',
      tags,
      body: groupSearchBody,
      response: { 200: groupSearchAnswer, 422: fieldErrors('term') },
    },
    handler: (request) => searchGroups(deps, request.actor, request.body),
  });

  routes.get('/api/super_admin/groups/documents/:id/download', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsDownload',
      summary: "Download a group document's stored file",
      tags,
      params: groupDocumentDownloadParams,
      response: { 200: documentFile, 404: errorAnswer('No stored file has this document id (or it is a link).') },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await downloadSuperAdminGroupDocument(deps, request.actor, request.params.id)),
  });

  routes.get('/api/super_admin/groups/:id', {
    config: access,
    schema: {
      operationId: 'getSuperAdminGroups',
      summary: 'A group (community) and its partner group',
      tags,
      params: groupIdParams,
      response: { 200: groupAnswer, 404: NO_GROUP },
    },
    handler: (request) => getGroup(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/groups/:id', {
    config: access,
    schema: {
      operationId: 'postSuperAdminGroups',
      summary: 'Save a group (0 creates): multipart of its fields with addendum_file and group_banner',
      tags,
      params: groupIdOrNewParams,
      consumes: ['multipart/form-data'],
      response: {
        200: saveGroupAnswer,
        404: NO_GROUP,
        413: errorAnswer('A file is larger than the limit.'),
        429: tooManyUploads,
        422: fieldErrors('any field of the group, vhost (a subdomain, free), addendum_file, group_banner'),
      },
    },
    handler: (request, reply) => saveGroup(deps, request.actor, request.params.id, incomingUpload(request, reply)),
  });

  routes.get('/api/super_admin/groups/:id/delete', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsDelete',
      summary: 'Delete a group with its relations, user access, documents and partner group',
      tags,
      params: groupIdParams,
      response: {
        200: messageSchema,
        404: NO_GROUP,
        409: errorAnswer('The program has onboarding requests waiting for a decision.'),
      },
    },
    handler: (request) => deleteGroup(deps, request.actor, request.params.id),
  });

  routes.get('/api/super_admin/groups/:id/partners', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartners',
      summary: "The group's partners (relations): company, department, process, type",
      tags,
      params: groupIdParams,
      response: { 200: groupPartnersAnswer, 404: NO_GROUP },
    },
    handler: (request) => listGroupPartners(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/groups/:id/partners/add', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersAdd',
      summary: 'Add a company (or one of its departments) with its process to the group',
      tags,
      params: groupIdParams,
      body: addGroupPartnerBody,
      response: {
        200: addGroupPartnerAnswer,
        404: NO_GROUP,
        409: errorAnswer('The company (or department) is a partner of the group already.'),
        422: fieldErrors('company_id, department_id, document_id'),
      },
    },
    handler: (request) => addGroupPartner(deps, request.actor, request.params.id, request.body),
  });

  routes.get('/api/super_admin/groups/:id/partners/:pid/remove', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersRemove',
      summary: 'Remove a partner (relation) from the group',
      tags,
      params: groupPartnerParams,
      response: { 200: messageSchema, 404: errorAnswer('No group, or no partner of it, has this id.') },
    },
    handler: (request) => removeGroupPartner(deps, request.actor, request.params.id, request.params.pid),
  });

  routes.get('/api/super_admin/groups/:id/partners/export', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsPartnersExport',
      summary: "The group's partners as an xlsx file",
      tags,
      params: groupIdParams,
      response: { 200: xlsxFileAnswer, 404: NO_GROUP },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await exportGroupPartners(deps, request.actor, request.params.id)),
  });

  routes.get('/api/super_admin/groups/:id/documents', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocuments',
      summary: 'The documents shared in the group (open groups have none)',
      tags,
      params: groupIdParams,
      response: { 200: superAdminGroupDocumentsAnswer, 404: errorAnswer('No group has this id, or it is open.') },
    },
    handler: (request) => listSuperAdminGroupDocuments(deps, request.actor, request.params.id),
  });

  routes.post('/api/super_admin/groups/:id/documents/upload', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsUpload',
      summary: "Share a file or a link in the group in a partner's name (multipart)",
      tags,
      params: groupIdParams,
      consumes: ['multipart/form-data'],
      response: {
        200: uploadGroupDocumentAnswer,
        404: errorAnswer('No group has this id, or it is open.'),
        413: errorAnswer('The file is larger than the limit.'),
        429: tooManyUploads,
        422: fieldErrors('name, document_type, url, file, company_id'),
      },
    },
    handler: (request, reply) =>
      uploadSuperAdminGroupDocument(deps, request.actor, request.params.id, incomingUpload(request, reply)),
  });

  routes.get('/api/super_admin/groups/:id/documents/:doc/delete', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsDocumentsDelete',
      summary: 'Delete a document of the group',
      tags,
      params: groupDocumentParams,
      response: { 200: messageSchema, 404: errorAnswer('No group, or no document of it, has this id.') },
    },
    handler: (request) => deleteSuperAdminGroupDocument(deps, request.actor, request.params.id, request.params.doc),
  });

  routes.get('/api/super_admin/groups/:id/addendum', {
    config: access,
    schema: {
      operationId: 'superAdminGroupsAddendum',
      summary: "Download the group's addendum",
      tags,
      params: groupIdParams,
      response: { 200: documentFile, 404: errorAnswer('No group has this id, or it has no addendum.') },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await downloadGroupAddendum(deps, request.actor, request.params.id)),
  });

  routes.get('/api/super_admin/companies/:id/users/:relation_id', {
    config: access,
    schema: {
      operationId: 'getSuperAdminCompaniesUsers',
      summary: "The company's users, selected when they have access to the relation's group (0: a new relation)",
      tags,
      params: companyRelationOrNewParams,
      response: { 200: relationUsersAnswer, 404: errorAnswer('No company, or no relation of it, has this id.') },
    },
    handler: (request) => listRelationUsers(deps, request.actor, request.params.id, request.params.relation_id),
  });

  routes.get('/api/super_admin/companies/:id/relation/:relation_id', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesRelation',
      summary: "A company's group relation and its users, with the company's departments and processes (0: new)",
      tags,
      params: companyRelationOrNewParams,
      response: { 200: relationAnswer, 404: errorAnswer('No company, or no relation of it, has this id.') },
    },
    handler: (request) => getCompanyRelation(deps, request.actor, request.params.id, request.params.relation_id),
  });

  routes.post('/api/super_admin/companies/:id/groups/put', {
    config: access,
    schema: {
      operationId: 'superAdminCompaniesGroupsPut',
      summary: "Create or update a company's group relation (Group Access)",
      tags,
      params: companyIdParams,
      body: saveRelationBody,
      response: {
        200: saveRelationAnswer,
        404: errorAnswer('No company, or no relation of it, has this id.'),
        422: fieldErrors('community_id, department_id, document_id, user_access_flag, selected_users'),
      },
    },
    handler: (request) => saveCompanyRelation(deps, request.actor, request.params.id, request.body),
  });
}
